import { sql, type SelectQueryBuilder } from 'kysely';
import type { DB } from '../../db/connection';
import type { Database } from '../../db/schema';
import type { TransactionStatus, TripFileField, TruckType } from '../../../shared/trip';
import { TRIP_FILE_FIELDS } from '../../../shared/trip';
import { truckNumberKey } from '../../../shared/vehicle';

/** Trip attachments are stored files owned by ('trip', trips.id), one per attachment field. */
export const TRIP_FILE_KIND = 'trip';

/** A stored trip (not deleted), in domain terms. */
export interface Trip {
  id: number;
  tripId: string;
  username: string;
  profile: string;
  truckNumber: string;
  vehicleId: number | null;
  doNumber: string | null;
  localDate: string;
  localTime: string;
  driverName: string | null;
  vendor: string;
  vendorId: number | null;
  destinationFrom: string;
  destinationTo: string;
  truckType: TruckType;
  transactionStatus: TransactionStatus;
  weight: number | null;
  actualWeight: number | null;
  differenceInWeight: number | null;
  rate: number;
  freight: number;
  tdsRate: number;
  dieselAmount: number | null;
  dieselSlipNumber: string | null;
  short: number | null;
  advance: number | null;
  toll: number | null;
  adblue: number | null;
  greasing: number | null;
  billId: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** What create and update write (ids, dates of creation and the bill are not set here). */
export type TripValues = Omit<Trip, 'id' | 'tripId' | 'billId' | 'createdAt' | 'updatedAt'>;

/** An attachment's description (no bytes). */
export interface TripFileInfo {
  tripId: number;
  field: TripFileField;
  originalName: string;
}

/** The filters of GET /api/reports; each one given narrows the list. */
export interface TripSearch {
  startDate?: string;
  endDate?: string;
  /** Company-name prefix, case-insensitive. */
  vendorPrefix?: string;
  /** Substring of the truck number, case-insensitive, spaces ignored. */
  truckSubstring?: string;
}

const COLUMNS = [
  'id', 'trip_id', 'username', 'profile', 'truck_number', 'vehicle_id', 'do_number', 'local_date',
  'driver_name', 'vendor', 'vendor_id', 'destination_from', 'destination_to', 'truck_type',
  'transaction_status', 'weight', 'actual_weight', 'difference_in_weight', 'rate', 'freight', 'tds_rate',
  'diesel_amount', 'diesel_slip_number', 'short', 'advance', 'toll', 'adblue', 'greasing', 'bill_id',
  'created_at', 'updated_at',
] as const;

// Read as text: PGlite and node-postgres then give the same 'HH:mm:ss' string.
const LOCAL_TIME = sql<string>`to_char(local_time, 'HH24:MI:SS')`.as('local_time');

interface TripRow {
  id: number;
  trip_id: string;
  username: string;
  profile: string;
  truck_number: string;
  vehicle_id: number | null;
  do_number: string | null;
  local_date: string;
  local_time: string;
  driver_name: string | null;
  vendor: string;
  vendor_id: number | null;
  destination_from: string;
  destination_to: string;
  truck_type: TruckType;
  transaction_status: TransactionStatus;
  weight: number | null;
  actual_weight: number | null;
  difference_in_weight: number | null;
  rate: number;
  freight: number;
  tds_rate: number;
  diesel_amount: number | null;
  diesel_slip_number: string | null;
  short: number | null;
  advance: number | null;
  toll: number | null;
  adblue: number | null;
  greasing: number | null;
  bill_id: string | null;
  created_at: Date;
  updated_at: Date;
}

function toTrip(row: TripRow): Trip {
  return {
    id: row.id,
    tripId: row.trip_id,
    username: row.username,
    profile: row.profile,
    truckNumber: row.truck_number,
    vehicleId: row.vehicle_id,
    doNumber: row.do_number,
    localDate: row.local_date,
    localTime: row.local_time,
    driverName: row.driver_name,
    vendor: row.vendor,
    vendorId: row.vendor_id,
    destinationFrom: row.destination_from,
    destinationTo: row.destination_to,
    truckType: row.truck_type,
    transactionStatus: row.transaction_status,
    weight: row.weight,
    actualWeight: row.actual_weight,
    differenceInWeight: row.difference_in_weight,
    rate: row.rate,
    freight: row.freight,
    tdsRate: row.tds_rate,
    dieselAmount: row.diesel_amount,
    dieselSlipNumber: row.diesel_slip_number,
    short: row.short,
    advance: row.advance,
    toll: row.toll,
    adblue: row.adblue,
    greasing: row.greasing,
    billId: row.bill_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function toColumns(values: Partial<TripValues>) {
  const map: Record<keyof TripValues, string> = {
    username: 'username',
    profile: 'profile',
    truckNumber: 'truck_number',
    vehicleId: 'vehicle_id',
    doNumber: 'do_number',
    localDate: 'local_date',
    localTime: 'local_time',
    driverName: 'driver_name',
    vendor: 'vendor',
    vendorId: 'vendor_id',
    destinationFrom: 'destination_from',
    destinationTo: 'destination_to',
    truckType: 'truck_type',
    transactionStatus: 'transaction_status',
    weight: 'weight',
    actualWeight: 'actual_weight',
    differenceInWeight: 'difference_in_weight',
    rate: 'rate',
    freight: 'freight',
    tdsRate: 'tds_rate',
    dieselAmount: 'diesel_amount',
    dieselSlipNumber: 'diesel_slip_number',
    short: 'short',
    advance: 'advance',
    toll: 'toll',
    adblue: 'adblue',
    greasing: 'greasing',
  };
  const out: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(map) as [keyof TripValues, string][]) {
    if (values[key] !== undefined) out[column] = values[key];
  }
  return out;
}

/** `like` matches these literally once escaped (a vendor named '50% Cargo' is a prefix, not a pattern). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export type TripQuery = SelectQueryBuilder<Database, 'trips', object>;

export function applySearch<Q extends TripQuery>(query: Q, search: TripSearch): Q {
  let q = query.where('trips.deleted_at', 'is', null) as Q;
  if (search.startDate) q = q.where('trips.local_date', '>=', search.startDate) as Q;
  if (search.endDate) q = q.where('trips.local_date', '<=', search.endDate) as Q;
  const vendor = search.vendorPrefix?.trim().replace(/\s+/g, ' ').toLowerCase();
  if (vendor) q = q.where(sql<string>`lower(trips.vendor)`, 'like', `${escapeLike(vendor)}%`) as Q;
  const truck = search.truckSubstring ? truckNumberKey(search.truckSubstring).toLowerCase() : '';
  if (truck) q = q.where(sql<string>`lower(trips.truck_number)`, 'like', `%${escapeLike(truck)}%`) as Q;
  return q;
}

/** Trips and their attachments' descriptions. Pass a transaction as `db` to work inside it. */
export function tripRepository(db: DB) {
  const live = () => db.selectFrom('trips').where('deleted_at', 'is', null);

  return {
    async insert(values: TripValues): Promise<Trip> {
      const row = await db
        .insertInto('trips')
        .values(toColumns(values) as never)
        .returning([...COLUMNS, LOCAL_TIME])
        .executeTakeFirstOrThrow();
      return toTrip(row as TripRow);
    },

    /** Bulk load (the large seed): one statement for many trips; ids in the order given. */
    async insertMany(values: readonly TripValues[]): Promise<{ id: number; tripId: string }[]> {
      if (values.length === 0) return [];
      const rows = await db
        .insertInto('trips')
        .values(values.map((v) => toColumns(v)) as never)
        .returning(['id', 'trip_id'])
        .execute();
      return rows.map((r) => ({ id: r.id, tripId: r.trip_id })).sort((a, b) => a.id - b.id);
    },

    /** By row id (_id). `lock` holds the row until the transaction ends (no lost updates). */
    async findById(id: number, lock = false): Promise<Trip | null> {
      let query = live().select([...COLUMNS, LOCAL_TIME]).where('id', '=', id);
      if (lock) query = query.forUpdate();
      const row = await query.executeTakeFirst();
      return row ? toTrip(row as TripRow) : null;
    },

    /** By TripID, whatever its case ('t100001' finds T100001). */
    async findByTripId(tripId: string, lock = false): Promise<Trip | null> {
      let query = live().select([...COLUMNS, LOCAL_TIME]).where('trip_id', '=', tripId.trim().toUpperCase());
      if (lock) query = query.forUpdate();
      const row = await query.executeTakeFirst();
      return row ? toTrip(row as TripRow) : null;
    },

    /**
     * Several trips by row id, in id order (billing). `lock` takes the row locks in that order,
     * so two transactions locking overlapping sets cannot deadlock.
     */
    async findManyById(ids: readonly number[], lock = false): Promise<Trip[]> {
      if (ids.length === 0) return [];
      let query = live().select([...COLUMNS, LOCAL_TIME]).where('id', 'in', [...ids]).orderBy('id');
      if (lock) query = query.forUpdate();
      const rows = await query.execute();
      return rows.map((row) => toTrip(row as TripRow));
    },

    /** Billing only: puts trips on a bill (Billed) or takes them off (back to Acknowledged). */
    async setBill(ids: readonly number[], billId: string | null): Promise<number> {
      if (ids.length === 0) return 0;
      const result = await db
        .updateTable('trips')
        .set({ transaction_status: billId ? 'Billed' : 'Acknowledged', bill_id: billId, updated_at: new Date() })
        .where('id', 'in', [...ids])
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    async update(id: number, values: Partial<TripValues>): Promise<Trip> {
      const row = await db
        .updateTable('trips')
        .set({ ...toColumns(values), updated_at: new Date() })
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .returning([...COLUMNS, LOCAL_TIME])
        .executeTakeFirstOrThrow();
      return toTrip(row as TripRow);
    },

    /** Marks the trip deleted; false when it was already gone. */
    async softDelete(id: number): Promise<boolean> {
      const now = new Date();
      const result = await db
        .updateTable('trips')
        .set({ deleted_at: now, updated_at: now })
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** GET /api/reports: newest first (date, then time, then the later entry). */
    async search(search: TripSearch): Promise<Trip[]> {
      const matching = applySearch(db.selectFrom('trips') as TripQuery, search).select([
        ...COLUMNS.map((c) => `trips.${c}` as const),
        LOCAL_TIME,
      ]);
      // The database builds one JSON text of all rows: a month is thousands of trips, and one
      // value crosses PGlite's WebAssembly boundary (and the wire) far faster than 30 columns per row.
      const { rows } = await db
        .selectFrom(matching.as('t'))
        .select(
          sql<string>`coalesce(json_agg(t order by t.local_date desc, t.local_time collate "C" desc, t.id desc), '[]')::text`.as('rows'),
        )
        .executeTakeFirstOrThrow();
      const parsed = JSON.parse(rows) as (Omit<TripRow, 'created_at' | 'updated_at'> & { created_at: string; updated_at: string })[];
      return parsed.map((row) => toTrip({ ...row, created_at: new Date(row.created_at), updated_at: new Date(row.updated_at) }));
    },

    /** The attachments of the trips a search finds (one query, whatever the number of trips). */
    async filesForSearch(search: TripSearch): Promise<TripFileInfo[]> {
      const rows = await applySearch(
        db
          .selectFrom('trips')
          .innerJoin('stored_files', (join) =>
            join
              .on('stored_files.owner_kind', '=', TRIP_FILE_KIND)
              .onRef('stored_files.owner_id', '=', sql<string>`trips.id::text`),
          ) as unknown as TripQuery,
        search,
      )
        .select(['trips.id as trip_id', 'stored_files.field as field', 'stored_files.original_name as original_name'] as never)
        .execute();
      return (rows as unknown as { trip_id: number; field: string; original_name: string }[])
        .filter((r) => (TRIP_FILE_FIELDS as readonly string[]).includes(r.field))
        .map((r) => ({ tripId: r.trip_id, field: r.field as TripFileField, originalName: r.original_name }));
    },
  };
}

export type TripRepository = ReturnType<typeof tripRepository>;
