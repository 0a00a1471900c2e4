import type { TripFormInput, TripUpdateInput } from '../../../shared/wire/trips';
import { DateTime } from 'luxon';
import { sql } from 'kysely';
import type { DB } from '../../db/connection';
import { parseRowId } from '../../db/rows';
import { badRequest, conflict, forbidden, notFound } from '../../http-errors';
import { recordAudit } from '../audit/repository';
import { fileRepository, type IncomingFile, type StoredFile } from '../files/repository';
import { freightRepository } from '../freight/repository';
import { vendorRepository } from '../vendors/repository';
import { vehicleRepository } from '../vehicles/repository';
import { BUSINESS_ZONE, isIsoDate, todayInIndia } from '../../../shared/dates';
import { checkTripFilters } from '../../../shared/filters';
import { freightFor } from '../../../shared/money';
import { can } from '../../../shared/permissions';
import { canListTripDates, canReadTrip, checkStatusKept } from '../../../shared/tripAccess';
import {
  TRIP_FILE_FIELDS,
  TRIP_MESSAGES,
  checkTripSubmit,
  destinationKey,
  differenceInWeight,
  isTripFileField,
  parseTripForm,
  parseTripRowEdit,
  parseTripText,
  tripFilePath,
  truckKey,
  vendorKey,
  type TripAttachment,
  type TripFileField,
  type TripFormValues,
  type TripRecord,
  type TripRowEditFields,
} from '../../../shared/trip';
import { EXPIRY_WARNING_DAYS, truckNumberKey } from '../../../shared/vehicle';
import { checkTruckDocuments, recordConfirmedWarning, warningConfirmed } from './document-check';
import {
  TRIP_FILE_KIND,
  tripRepository,
  type Trip,
  type TripFileInfo,
  type TripSearch,
  type TripValues,
} from './repository';
import type { TripListQuery } from './trip-list';

const ENTITY = 'trip';

/** Who is doing it: the session's user (the body's username/userProfile are never trusted). */
export interface TripActor {
  username: string;
  profile: string;
}

/** The query of GET /api/reports, as sent. */
export interface TripReportQuery {
  startDate?: unknown;
  endDate?: unknown;
  vendor?: unknown;
  truckNumber?: unknown;
}

const fileOwner = (trip: Trip) => ({ kind: TRIP_FILE_KIND, id: trip.id });

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
function snapshot(trip: Trip, files: readonly TripFileInfo[]) {
  const { _id: _ignored, createdAt: _c, updatedAt: _u, ...record } = toTripRecord(trip, files, true);
  return { ...record, _id: String(trip.id) };
}

async function filesOf(db: DB, trip: Trip): Promise<TripFileInfo[]> {
  const files = await fileRepository(db).listByOwners(TRIP_FILE_KIND, [trip.id]);
  return files
    .filter((f) => isTripFileField(f.field))
    .map((f) => ({ tripId: trip.id, field: f.field as TripFileField, originalName: f.originalName }));
}

/** The Asia/Kolkata date and time of a moment ('YYYY-MM-DD', 'HH:mm:ss'). */
export function indiaDateTime(now: Date): { localDate: string; localTime: string } {
  const dt = DateTime.fromJSDate(now, { zone: BUSINESS_ZONE });
  return { localDate: dt.toISODate()!, localTime: dt.toFormat('HH:mm:ss') };
}

/** The master-data rows a trip form names, found case-insensitively among the live rows. */
async function findMasterData(db: DB, form: Pick<TripFormValues, 'TruckNumber' | 'Vendor' | 'DestinationFrom' | 'DestinationTo'>) {
  const knownPlace = async (column: 'from_destination' | 'to_destination', typed: string): Promise<string | null> => {
    if (!typed) return null;
    const row = await db
      .selectFrom('freight_rates')
      .select(column)
      .where('archived_at', 'is', null)
      .where(sql<string>`lower(${sql.ref(column)})`, '=', typed.toLowerCase())
      .orderBy('id')
      .executeTakeFirst();
    return row ? (row as Record<string, string>)[column] : null;
  };
  // One after another: inside a transaction they share one connection.
  const vehicle = form.TruckNumber ? await vehicleRepository(db).findActive(truckNumberKey(form.TruckNumber)) : null;
  const vendor = form.Vendor ? await vendorRepository(db).findByName(form.Vendor) : null;
  const origin = await knownPlace('from_destination', form.DestinationFrom);
  const destination = await knownPlace('to_destination', form.DestinationTo);
  const pair =
    form.DestinationFrom && form.DestinationTo ? await freightRepository(db).findByPair(form.DestinationFrom, form.DestinationTo) : null;
  return { vehicle, vendor, origin, destination, pair };
}

/** The trip form's fields the submit checks read, from the body as sent. */
function submitFieldsOf(body: Record<string, unknown>) {
  return {
    TruckNumber: parseTripText(body.TruckNumber),
    Vendor: parseTripText(body.Vendor),
    DestinationFrom: parseTripText(body.DestinationFrom),
    DestinationTo: parseTripText(body.DestinationTo),
    TruckType: parseTripText(body.TruckType),
    TransactionStatus: parseTripText(body.TransactionStatus),
  };
}

const sameNumber = (a: number | null, b: number | null) => a === b;

/** The trip form's changes a Billed trip refuses: its status and everything its amount depends on. */
function changesBilledMoney(current: Trip, form: TripFormValues): boolean {
  return (
    form.TransactionStatus !== 'Billed' ||
    vendorKey(form.Vendor) !== vendorKey(current.vendor) ||
    destinationKey(form.DestinationFrom) !== destinationKey(current.destinationFrom) ||
    destinationKey(form.DestinationTo) !== destinationKey(current.destinationTo) ||
    !sameNumber(form.Weight, current.weight) ||
    !sameNumber(form.DieselAmount, current.dieselAmount) ||
    !sameNumber(form.Advance, current.advance) ||
    !sameNumber(form.Toll, current.toll) ||
    !sameNumber(form.Adblue, current.adblue) ||
    !sameNumber(form.Greasing, current.greasing)
  );
}

/**
 * Trips: the trip form (create, update, read), the report rows (search, row edit, delete) and
 * attachments. Every change is one transaction with its audit entry. Rate, Freight, TDS_Rate and
 * DifferenceInWeight are always computed here, never taken from the client.
 */
export function tripService(db: DB, clock: () => Date = () => new Date(), options: { expiryWarningDays?: number } = {}) {
  const warningDays = options.expiryWarningDays ?? EXPIRY_WARNING_DAYS;
  /** Issue 13: the truck's documents on the trip date; the confirmation is kept on the trip row. */
  async function checkDocuments(trx: DB, actor: TripActor, body: TripFormInput, vehicleId: number | null, truckNumber: string, tripDate: string) {
    const now = clock();
    const confirmed = warningConfirmed(body);
    return checkTruckDocuments(trx, { vehicleId, truckNumber, tripDate, confirmed, actor: actor.username, now, warningDays });
  }

  /**
   * Checks a trip form (SPEC.md section 5 order, then numbers) and works out the values to store.
   * On update, the trip's own stored truck/vendor/destinations still count as known even if that
   * master data was archived since, so an old trip can still be corrected.
   */
  async function resolveForm(trx: DB, body: TripFormInput, current: Trip | null): Promise<{ form: TripFormValues; values: Omit<TripValues, 'username' | 'profile' | 'localDate' | 'localTime' | 'actualWeight'> }> {
    const source: Record<string, unknown> = body;
    const submit = submitFieldsOf(source);
    const typed = {
      TruckNumber: (submit.TruckNumber ?? '').toUpperCase(),
      Vendor: submit.Vendor ?? '',
      DestinationFrom: submit.DestinationFrom ?? '',
      DestinationTo: submit.DestinationTo ?? '',
    };
    const master = await findMasterData(trx, typed);
    const keep = <T>(same: boolean, value: T) => (current && same ? [value] : []);
    const sameTruck = current !== null && truckKey(typed.TruckNumber) === truckKey(current.truckNumber);
    const sameVendor = current !== null && vendorKey(typed.Vendor) === vendorKey(current.vendor);
    const sameFrom = current !== null && destinationKey(typed.DestinationFrom) === destinationKey(current.destinationFrom);
    const sameTo = current !== null && destinationKey(typed.DestinationTo) === destinationKey(current.destinationTo);
    const problem = checkTripSubmit(
      submit,
      {
        truckNumbers: [...(master.vehicle ? [master.vehicle.truckNo] : []), ...keep(sameTruck, current?.truckNumber ?? '')],
        vendorNames: [...(master.vendor ? [master.vendor.companyName] : []), ...keep(sameVendor, current?.vendor ?? '')],
        origins: [...(master.origin ? [master.origin] : []), ...keep(sameFrom, current?.destinationFrom ?? '')],
        destinations: [...(master.destination ? [master.destination] : []), ...keep(sameTo, current?.destinationTo ?? '')],
      },
      { isNew: current === null },
    );
    if (problem) throw badRequest(problem.message);
    const parsed = parseTripForm(source);
    if (!parsed.ok) throw badRequest(parsed.message);
    const form = parsed.value;

    // The form never moves the status (row edit and billing do); a different one is refused.
    const statusProblem = current ? checkStatusKept(current.transactionStatus, form.TransactionStatus) : null;
    if (statusProblem) throw badRequest(statusProblem);
    if (current?.transactionStatus === 'Billed') {
      if (changesBilledMoney(current, form)) throw conflict(TRIP_MESSAGES.billedLocked);
    } else if (form.TransactionStatus === 'Billed') {
      // Billed is reached only by generating a bill.
      throw badRequest(TRIP_MESSAGES.invalidStatus);
    }

    // Stored in the master data's spelling (or the trip's own, when unchanged and since archived).
    const truckNumber = master.vehicle?.truckNo ?? current!.truckNumber;
    const vendor = master.vendor?.companyName ?? current!.vendor;
    const destinationFrom = master.origin ?? current!.destinationFrom;
    const destinationTo = master.destination ?? current!.destinationTo;
    const samePair = sameFrom && sameTo;
    let rate = master.pair?.rate ?? (samePair ? current!.rate : 0);
    let tdsRate = master.vendor?.tdsRate ?? (sameVendor ? current!.tdsRate : 0);
    let freight = freightFor(rate, form.Weight);
    if (current?.transactionStatus === 'Billed') {
      // The bill was made with these; only Revise Bill may change them.
      ({ rate, tdsRate, freight } = current);
    }
    return {
      form,
      values: {
        truckNumber,
        vehicleId: master.vehicle?.id ?? (sameTruck ? current!.vehicleId : null),
        doNumber: form.DONumber,
        driverName: form.DriverName,
        vendor,
        vendorId: master.vendor ? Number(master.vendor.id) : sameVendor ? current!.vendorId : null,
        destinationFrom,
        destinationTo,
        truckType: form.TruckType as Trip['truckType'],
        transactionStatus: form.TransactionStatus as Trip['transactionStatus'],
        weight: form.Weight,
        differenceInWeight: differenceInWeight(form.Weight, current?.actualWeight ?? null),
        rate,
        freight,
        tdsRate,
        dieselAmount: form.DieselAmount,
        dieselSlipNumber: form.DieselSlipNumber,
        advance: form.Advance,
        toll: form.Toll,
        adblue: form.Adblue,
        greasing: form.Greasing,
        short: current?.short ?? null,
      },
    };
  }

  function requireReadable(actor: TripActor, trip: Trip): void {
    if (!canReadTrip(actor.profile, trip.localDate, todayInIndia(clock()))) throw forbidden(TRIP_MESSAGES.noAccess);
  }

  async function mustFindForChange(trx: DB, idText: unknown): Promise<Trip> {
    const id = parseRowId(idText);
    const trip = id === null ? null : await tripRepository(trx).findById(id, true);
    if (!trip) throw notFound(TRIP_MESSAGES.notFound);
    return trip;
  }

  return {
    /** POST /reports: a new Open trip, dated now in India. */
    create(actor: TripActor, body: TripFormInput): Promise<Trip> {
      return db.transaction().execute(async (trx) => {
        const { values } = await resolveForm(trx, body, null);
        const when = indiaDateTime(clock());
        const warning = await checkDocuments(trx, actor, body, values.vehicleId, values.truckNumber, when.localDate);
        const trip = await tripRepository(trx).insert({
          ...values,
          ...when,
          username: actor.username,
          profile: actor.profile,
          actualWeight: null,
        });
        if (warning) await recordConfirmedWarning(trx, trip.id, warning);
        await recordAudit(trx, {
          actor: actor.username, entity: ENTITY, entityId: trip.tripId, action: 'create', after: { ...snapshot(trip, []), ...warning },
        });
        return trip;
      });
    },

    /** POST /api/trip: the trip form on an existing trip (TripID in the body). */
    update(actor: TripActor, body: TripUpdateInput): Promise<Trip> {
      return db.transaction().execute(async (trx) => {
        const tripId = parseTripText(body.TripID) ?? '';
        const current = tripId ? await tripRepository(trx).findByTripId(tripId, true) : null;
        if (!current) throw notFound(TRIP_MESSAGES.notFound);
        const { values } = await resolveForm(trx, body, current);
        const warning = await checkDocuments(trx, actor, body, values.vehicleId, values.truckNumber, current.localDate);
        const trip = await tripRepository(trx).update(current.id, values);
        if (warning) await recordConfirmedWarning(trx, trip.id, warning);
        const files = await filesOf(trx, trip);
        await recordAudit(trx, {
          actor: actor.username, entity: ENTITY, entityId: trip.tripId, action: 'update',
          before: snapshot(current, files), after: { ...snapshot(trip, files), ...warning },
        });
        return trip;
      });
    },

    /** GET /api/trip/{tripId}: 403 for a trip of a date the profile's screens do not show. */
    async get(actor: TripActor, tripId: string): Promise<TripRecord> {
      const trip = await tripRepository(db).findByTripId(tripId);
      if (!trip) throw notFound(TRIP_MESSAGES.notFound);
      requireReadable(actor, trip);
      return toTripRecord(trip, await filesOf(db, trip), can(actor.profile, 'seeFreight'));
    },

    /**
     * GET /api/reports. The filter rules of the Reports screen; a profile without Reports (the
     * loading manager's Today's List) may only ask for today's India date. Answers the list to read
     * (trip-list.ts builds its JSON).
     */
    async report(actor: TripActor, query: TripReportQuery): Promise<TripListQuery> {
      const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
      const search: TripSearch = {
        startDate: text(query.startDate) || undefined,
        endDate: text(query.endDate) || undefined,
        vendorPrefix: text(query.vendor) || undefined,
        truckSubstring: text(query.truckNumber) || undefined,
      };
      for (const date of [search.startDate, search.endDate]) {
        if (date !== undefined && !isIsoDate(date)) throw badRequest(TRIP_MESSAGES.invalidDate);
      }
      const problem = checkTripFilters({ startDate: search.startDate, endDate: search.endDate, vendor: search.vendorPrefix, truckNumber: search.truckSubstring });
      if (problem) throw badRequest(problem);
      if (!canListTripDates(actor.profile, search.startDate, search.endDate, todayInIndia(clock()))) throw forbidden(TRIP_MESSAGES.noAccess);
      return { search, status: 'any', order: 'report', withFreight: can(actor.profile, 'seeFreight') };
    },

    /**
     * POST /api/reports/{id}: a row save on Today's List or Reports. Status (Open/Acknowledged)
     * is required; the date needs Reports, a weight change needs weight editing. Freight follows
     * the new weight at the trip's own rate. A Billed trip is changed only through Revise Bill.
     */
    rowEdit(actor: TripActor, idText: unknown, fields: TripRowEditFields, files: Record<string, IncomingFile>): Promise<Trip> {
      return db.transaction().execute(async (trx) => {
        const current = await mustFindForChange(trx, idText);
        if (current.transactionStatus === 'Billed') throw conflict(TRIP_MESSAGES.billedLocked);
        const parsed = parseTripRowEdit(fields);
        if (!parsed.ok) throw badRequest(parsed.message);
        const edit = parsed.value;
        const changesDate = edit.localDate !== undefined && edit.localDate !== current.localDate;
        const changesWeight = edit.weight !== undefined && edit.weight !== current.weight;
        if ((changesDate && !can(actor.profile, 'reports')) || (changesWeight && !can(actor.profile, 'tripWeightEdit'))) {
          throw forbidden(TRIP_MESSAGES.noAccess);
        }
        const weight = edit.weight !== undefined ? edit.weight : current.weight;
        const actualWeight = edit.actualWeight !== undefined ? edit.actualWeight : current.actualWeight;
        const beforeFiles = await filesOf(trx, current);
        const trip = await tripRepository(trx).update(current.id, {
          localDate: edit.localDate ?? current.localDate,
          transactionStatus: edit.transactionStatus,
          weight,
          actualWeight,
          differenceInWeight: differenceInWeight(weight, actualWeight),
          freight: freightFor(current.rate, weight),
          short: edit.short !== undefined ? edit.short : current.short,
        });
        const stored = fileRepository(trx);
        for (const field of TRIP_FILE_FIELDS) {
          const file = files[field];
          if (file) await stored.save(fileOwner(trip), field, file);
        }
        await recordAudit(trx, {
          actor: actor.username, entity: ENTITY, entityId: trip.tripId, action: 'update-row',
          before: snapshot(current, beforeFiles), after: snapshot(trip, await filesOf(trx, trip)),
        });
        return trip;
      });
    },

    /** DELETE /api/reports/{id}: the trip leaves every list; the audit log keeps its last state. */
    remove(actor: TripActor, idText: unknown): Promise<void> {
      return db.transaction().execute(async (trx) => {
        const current = await mustFindForChange(trx, idText);
        if (current.transactionStatus === 'Billed') throw conflict(TRIP_MESSAGES.billedLocked);
        const files = await filesOf(trx, current);
        if (!(await tripRepository(trx).softDelete(current.id))) throw notFound(TRIP_MESSAGES.notFound);
        await recordAudit(trx, { actor: actor.username, entity: ENTITY, entityId: current.tripId, action: 'delete', before: snapshot(current, files) });
      });
    },

    /** GET /api/download/{id}/{field}: the attachment with its bytes. */
    async download(actor: TripActor, idText: unknown, field: string): Promise<StoredFile> {
      const id = parseRowId(idText);
      const trip = id === null ? null : await tripRepository(db).findById(id);
      if (!trip) throw notFound(TRIP_MESSAGES.notFound);
      requireReadable(actor, trip);
      const file = isTripFileField(field) ? await fileRepository(db).find(fileOwner(trip), field) : null;
      if (!file) throw notFound(TRIP_MESSAGES.fileNotFound);
      return file;
    },
  };
}

export type TripService = ReturnType<typeof tripService>;
