import type { DB } from '../../db/connection';
import { fileRepository } from '../files/public';
import {
  isTripFileField,
  tripFilePath,
  type TripAttachment,
  type TripFileField,
  type TripRecord,
} from '../../../shared/trips';
import { TRIP_FILE_KIND, type Trip, type TripFileInfo } from './trip-rows';

/** The file store's owner of a trip's attachments. */
export const tripFileOwner = (trip: Trip) => ({ kind: TRIP_FILE_KIND, id: trip.id });

/**
 * The record as the API answers it. Freight and Rate only for profiles that may see freight
 * (the keys are left out, not nulled, so nothing hints at them).
 */
export function toTripRecord(trip: Trip, files: readonly TripFileInfo[], withFreight: boolean): TripRecord {
  const _id = String(trip.id);
  const attachment = (field: TripFileField): TripAttachment | null => {
    const file = files.find((f) => f.tripId === trip.id && f.field === field);
    return file ? { filepath: tripFilePath(_id, field), originalname: file.originalName } : null;
  };
  return {
    _id,
    TripID: trip.tripId,
    Username: trip.username,
    Profile: trip.profile,
    TruckNumber: trip.truckNumber,
    DONumber: trip.doNumber,
    localDate: trip.localDate,
    localTime: trip.localTime,
    DriverName: trip.driverName,
    Vendor: trip.vendor,
    DestinationFrom: trip.destinationFrom,
    DestinationTo: trip.destinationTo,
    TruckType: trip.truckType,
    TransactionStatus: trip.transactionStatus,
    Weight: trip.weight,
    ActualWeight: trip.actualWeight,
    DifferenceInWeight: trip.differenceInWeight,
    ...(withFreight ? { Freight: trip.freight, Rate: trip.rate } : {}),
    DieselAmount: trip.dieselAmount,
    DieselSlipNumber: trip.dieselSlipNumber,
    TDS_Rate: trip.tdsRate,
    Short: trip.short,
    Advance: trip.advance,
    Toll: trip.toll,
    Adblue: trip.adblue,
    Greasing: trip.greasing,
    BillId: trip.billId,
    createdAt: trip.createdAt.toISOString(),
    updatedAt: trip.updatedAt.toISOString(),
    DieselSlipImage: attachment('DieselSlipImage'),
    LoadingAdvice: attachment('LoadingAdvice'),
    InvoiceCompany: attachment('InvoiceCompany'),
    WeightmentSlip: attachment('WeightmentSlip'),
  };
}

/** What the audit log keeps: the whole record (with freight) and the attachments' names. */
export function tripSnapshot(trip: Trip, files: readonly TripFileInfo[]) {
  const { _id: _ignored, createdAt: _c, updatedAt: _u, ...record } = toTripRecord(trip, files, true);
  return { ...record, _id: String(trip.id) };
}

/** The attachments' descriptions of these trips (one query), whatever their number. */
export async function filesOfTrips(db: DB, tripIds: readonly number[]): Promise<TripFileInfo[]> {
  if (tripIds.length === 0) return [];
  const files = await fileRepository(db).listByOwners(TRIP_FILE_KIND, [...tripIds]);
  return files
    .filter((f) => isTripFileField(f.field))
    .map((f) => ({
      tripId: Number(f.owner.id),
      field: f.field as TripFileField,
      originalName: f.originalName,
    }));
}
