import type { DB } from '../../db/connection';
import { fileRepository } from '../files/public';
import {
  TRIP_FILE_FIELDS,
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

/** tripSnapshot's keys and the trips column each is read from ('number': a numeric column). */
const SNAPSHOT_COLUMNS: [key: string, column: string, numeric?: 'number'][] = [
  ['TripID', 'trip_id'],
  ['Username', 'username'],
  ['Profile', 'profile'],
  ['TruckNumber', 'truck_number'],
  ['DONumber', 'do_number'],
  ['localDate', 'local_date'],
  ['DriverName', 'driver_name'],
  ['Vendor', 'vendor'],
  ['DestinationFrom', 'destination_from'],
  ['DestinationTo', 'destination_to'],
  ['TruckType', 'truck_type'],
  ['TransactionStatus', 'transaction_status'],
  ['Weight', 'weight', 'number'],
  ['ActualWeight', 'actual_weight', 'number'],
  ['DifferenceInWeight', 'difference_in_weight', 'number'],
  ['Freight', 'freight', 'number'],
  ['Rate', 'rate', 'number'],
  ['DieselAmount', 'diesel_amount', 'number'],
  ['DieselSlipNumber', 'diesel_slip_number'],
  ['TDS_Rate', 'tds_rate', 'number'],
  ['Short', 'short', 'number'],
  ['Advance', 'advance', 'number'],
  ['Toll', 'toll', 'number'],
  ['Adblue', 'adblue', 'number'],
  ['Greasing', 'greasing', 'number'],
  ['BillId', 'bill_id'],
];

/**
 * tripSnapshot as SQL text (a jsonb expression), over the trips row aliased `t` in a statement and
 * its files' names by field (`files`: a jsonb column of fileNamesByField's object; null for a trip
 * that has none), so a write records its audit entry in its own statement. Numbers drop their
 * trailing zeros (trim_scale) as they do when read into JS (21.500 -> 21.5): the stored entry is
 * the one tripSnapshot makes (trip-writes.test.ts compares them). Constant text: no parameters.
 */
export function tripSnapshotSqlText(t: string, files: string | null): string {
  const fields = SNAPSHOT_COLUMNS.map(
    ([key, column, kind]) => `'${key}', ${kind ? `trim_scale(${t}.${column})` : `${t}.${column}`}`,
  );
  const attachments = TRIP_FILE_FIELDS.map((field) => {
    if (files === null) return `'${field}', null::jsonb`;
    const name = `${files} -> '${field}'`;
    const path = `'/api/download/' || ${t}.id || '/${field}'`;
    return `'${field}', case when ${name} is not null then jsonb_build_object('filepath', ${path}, 'originalname', ${name}) end`;
  });
  const localTime = `'localTime', to_char(${t}.local_time, 'HH24:MI:SS')`;
  return `jsonb_build_object('_id', ${t}.id::text, ${[...fields, localTime, ...attachments].join(', ')})`;
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
