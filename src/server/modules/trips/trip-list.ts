import { sql, type RawBuilder } from 'kysely';
import type { DB } from '../../db/connection';
import {
  PAGE_LIMIT_MAX,
  SCREEN_PAGE_SIZE,
  TRIP_TOTAL_FIELDS,
  type PageRequest,
  type PageSummary,
  type TripTotals,
} from '../../../shared/lists/paging';
import { TRIP_FILE_FIELDS, tripFilePath, type TransactionStatus } from '../../../shared/trips';
import {
  dayRangeSummary,
  dayRangeSummaryOf,
  dayRangeSummarySql,
  isDayRangeSearch,
  pageStartDay,
  tripTdsSql,
  type DayRange,
  type DaySumColumn,
} from './day-totals';
import { amountOfSums } from '../../../shared/common/money';
import type { TripSort } from '../../../shared/lists/sorting';
import { tripSortSql } from './trip-sort';
import type { TripColumnFilters } from '../../../shared/lists/column-filters';
import { applyTripFilters, hasTripFilters } from './trip-filters';
import { TRIP_FILE_KIND } from './trip-rows';
import { attachmentNamesJoin } from '../files/for-trips';
import { applySearch, type TripQuery, type TripSearch } from './trip-search';

/**
 * The trip lists of Reports, Today's List, Business, Billing and Revise Bill, answered as the
 * API's TripRecord JSON built by the database: one text value crosses the wire instead
 * of 30 columns per row, and the server sends it without parsing or serialising it again.
 * toTripRecord (service.ts) is the same record built in JavaScript; a test keeps the two equal.
 */

/** Which trips of the search: every status, the billable ones (Acknowledged, no bill) or the Billed. */
export type TripStatusFilter = 'any' | 'billable' | 'billed';

/** 'report': newest first by date, time, then the later entry. 'revise': by date, then the later entry. */
export type TripListOrder = 'report' | 'revise';

export interface TripListQuery {
  search: TripSearch;
  status: TripStatusFilter;
  order: TripListOrder;
  /** Freight and Rate only for profiles that may see freight (the keys are left out). */
  withFreight: boolean;
  /** A column sort asked for; without it, the list's own order. */
  sort?: TripSort | null;
  /** Per-column text filters; the totals then cover the filtered trips. */
  filters?: TripColumnFilters;
}

const TOTAL_COLUMNS: Record<(typeof TRIP_TOTAL_FIELDS)[number], string> = {
  Weight: 'weight',
  ActualWeight: 'actual_weight',
  DifferenceInWeight: 'difference_in_weight',
  Freight: 'freight',
  DieselAmount: 'diesel_amount',
  Short: 'short',
  Advance: 'advance',
  Toll: 'toll',
  Adblue: 'adblue',
  Greasing: 'greasing',
};

export const totalFieldsFor = (withFreight: boolean) =>
  TRIP_TOTAL_FIELDS.filter((f) => withFreight || f !== 'Freight');

function matching(db: DB, query: TripListQuery): TripQuery {
  let q = applyTripFilters(applySearch(db.selectFrom('trips') as TripQuery, query.search), query.filters);
  // Billed <=> bill_id set (a table check), so the status alone says whether a trip is on a bill.
  // The status is written into the text: a generic plan can then use the indexes of only
  // acknowledged trips (billable, unweighed), whose predicate a parameter cannot be proved to meet.
  if (query.status === 'billable')
    q = q.where('trips.transaction_status', '=', sql.lit('Acknowledged')) as TripQuery;
  if (query.status === 'billed') q = q.where('trips.transaction_status', '=', sql.lit('Billed')) as TripQuery;
  return q;
}

const ISO_UTC = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

/**
 * The JSON of one trip `t` with its attachment names `f` (a jsonb object field -> name): row_to_json
 * of a row of named columns, in the record's key order (a third faster than json_build_object).
 */
function recordJson(withFreight: boolean): RawBuilder<unknown> {
  const attachment = (field: string) => {
    const prefix = tripFilePath('ROWID', field as (typeof TRIP_FILE_FIELDS)[number]).split('ROWID');
    return sql`, case when f.names ? ${sql.lit(field)} then json_build_object('filepath', ${sql.lit(prefix[0])} || t.id || ${sql.lit(prefix[1])}, 'originalname', f.names ->> ${sql.lit(field)}) end as ${sql.id(field)}`;
  };
  const freight = withFreight ? sql`t.freight as "Freight", t.rate as "Rate",` : sql``;
  return sql`(select row_to_json(r) from (select
    t.id::text as "_id", t.trip_id as "TripID", t.username as "Username", t.profile as "Profile", t.truck_number as "TruckNumber",
    t.do_number as "DONumber", t.local_date as "localDate", t.local_time::text as "localTime",
    t.driver_name as "DriverName", t.vendor as "Vendor", t.destination_from as "DestinationFrom", t.destination_to as "DestinationTo",
    t.truck_type as "TruckType", t.transaction_status as "TransactionStatus", t.weight as "Weight", t.actual_weight as "ActualWeight",
    t.difference_in_weight as "DifferenceInWeight", ${freight} t.diesel_amount as "DieselAmount", t.diesel_slip_number as "DieselSlipNumber",
    t.tds_rate as "TDS_Rate", t.short as "Short", t.advance as "Advance", t.toll as "Toll", t.adblue as "Adblue", t.greasing as "Greasing",
    t.bill_id as "BillId",
    to_char(t.created_at at time zone 'UTC', ${sql.raw(ISO_UTC)}) as "createdAt",
    to_char(t.updated_at at time zone 'UTC', ${sql.raw(ISO_UTC)}) as "updatedAt"
    ${sql.join(TRIP_FILE_FIELDS.map(attachment), sql``)}
  ) r)`;
}

const STATUSES: Record<TripStatusFilter, readonly TransactionStatus[]> = {
  any: ['Open', 'Acknowledged', 'Billed'],
  billable: ['Acknowledged'],
  billed: ['Billed'],
};

const dayRangeOf = (query: TripListQuery): DayRange => ({
  ...query.search,
  statuses: STATUSES[query.status],
});

/** Whether the per-day totals (migration 014) answer for this list: a dates-only search, no column filter. */
export const byDayTotals = (query: TripListQuery) =>
  isDayRangeSearch(query.search) && !hasTripFilters(query.filters);

/** How a page's keys are read: its size in the text, as parameters, or from the day its offset falls on. */
export type PageKind = 'sized' | 'parameters' | 'from-day';

/**
 * A first page of a dates-only list has its size written into the text: with LIMIT and OFFSET as
 * parameters PostgreSQL's generic plan assumes a tenth of the rows are read and looks dearer than
 * a plan for the values, so the statement was planned again on every execution; with the size
 * known it keeps one generic plan (the same index scan), and the Reports page's statement costs
 * the database a quarter less CPU. Searches keep their parameters (a plan made for one vendor or
 * truck may not suit another), and so do other sizes: an API client's sizes cannot fill the
 * prepared statements (db/prepared-statements.ts). A deep page of a dates-only list starts on the
 * day the day totals say it does, so the index is read from that day on, not from the top of the range.
 */
export function pageKind(query: TripListQuery, page: PageRequest): PageKind {
  if (query.sort || !byDayTotals(query)) return 'parameters';
  if (page.offset === 0 && FIRST_PAGE_SIZES.has(page.limit)) return 'sized';
  return page.offset < DEEP_PAGE ? 'parameters' : 'from-day';
}

/** The matching trips in list order (select the columns to read). */
function orderedKeys(db: DB, query: TripListQuery) {
  if (query.sort) return matching(db, query).orderBy(tripSortSql(query.sort, 'trips'));
  let keys = matching(db, query).orderBy('trips.local_date', 'desc');
  if (query.order === 'report') keys = keys.orderBy('trips.local_time', 'desc');
  return keys.orderBy('trips.id', 'desc');
}

/** One page of the matching trips in list order, when no day needs looking up first (pageKind). */
function pageKeys(db: DB, query: TripListQuery, page: PageRequest) {
  const kind = pageKind(query, page);
  if (kind === 'from-day') return undefined;
  const keys = orderedKeys(db, query);
  return kind === 'sized' ? keys.limit(sql.lit(page.limit)) : keys.limit(page.limit).offset(page.offset);
}

/** The matching trips in list order, one page of them when `page` is given; null past the end. */
async function listKeys(db: DB, query: TripListQuery, page: PageRequest | null) {
  if (!page) return orderedKeys(db, query);
  const direct = pageKeys(db, query, page);
  if (direct) return direct;
  const start = await pageStartDay(db, dayRangeOf(query), page.offset);
  if (!start) return null;
  return orderedKeys(db, query)
    .where('trips.local_date', '<=', start.date)
    .limit(page.limit)
    .offset(page.offset - start.before);
}

/** The screens' page (200), an export's (1,000), and round sizes an API client asks for. */
const FIRST_PAGE_SIZES = new Set([100, SCREEN_PAGE_SIZE, 500, PAGE_LIMIT_MAX]);

// Offsets below this are skipped in the index directly (a few pages of a day).
const DEEP_PAGE = 2000;

/**
 * The JSON array text of the matching trips' records, in the list's order; one page of them when
 * `page` is given. The page is picked on the index columns alone (an index-only scan skips the
 * offset), so only its own rows are read in full and only their attachments are looked up.
 */
export async function tripListJson(db: DB, query: TripListQuery, page: PageRequest | null): Promise<string> {
  // Unpaged: every matching row is read once, straight from trips.
  if (!page) return (await listJsonSql(query, matchingRows(db, query), false).execute(db)).rows[0].rows;
  const listed = await listKeys(db, query, page);
  if (!listed) return '[]';
  return (await listJsonSql(query, pageRows(listed), true).execute(db)).rows[0].rows;
}

type ListKeys = NonNullable<Awaited<ReturnType<typeof listKeys>>>;

const matchingRows = (db: DB, query: TripListQuery) => sql`${matching(db, query).selectAll('trips')} as t`;
const pageRows = (listed: ListKeys) => sql`${listed.select('trips.id')} as p join trips t on t.id = p.id`;

/** The select of the JSON array text (`rows`) of the records of `rows` (trips as `t`), in list order. */
const listJsonSql = (query: TripListQuery, rows: RawBuilder<unknown>, perRow: boolean) =>
  sql<{ rows: string }>`
    select coalesce(json_agg(${recordJson(query.withFreight)} order by ${listOrder(query)}), '[]')::text as rows
    from ${rows} ${attachmentsOf(perRow)}`;

/** The JSON select of a page that needs no look-up first (pageKind is not 'from-day'), else undefined. */
export function pageJsonSql(db: DB, query: TripListQuery, page: PageRequest) {
  const keys = pageKeys(db, query, page);
  return keys && listJsonSql(query, pageRows(keys), true);
}

const listOrder = (query: TripListQuery) =>
  query.sort
    ? tripSortSql(query.sort, 't')
    : query.order === 'report'
      ? sql`t.local_date desc, t.local_time desc, t.id desc`
      : sql`t.local_date desc, t.id desc`;

/**
 * The attachment names `f.names` of each trip `t`: looked up per row (an index probe), or for a
 * whole list built as one value, all joined at once (a hash join).
 */
const attachmentsOf = (perRow: boolean) =>
  attachmentNamesJoin(TRIP_FILE_KIND, sql<string>`t.id::text`, perRow);

/**
 * Every matching trip's record as one JSON text per row (`record`), in the list's order: the
 * statement an unpaged list is streamed from (trip-list-stream.ts), row by row through a cursor.
 * Attachments are looked up per row: rows then leave the list-order index scan in order (a month
 * at 10,000,000 trips: 10.8 s at load 20), where the hash join of all attachments made PostgreSQL
 * sort 220 MB of records on disk after it (13.1 s, and no first row before the sort ended).
 */
export function tripRecordsSql(db: DB, query: TripListQuery): RawBuilder<{ record: string }> {
  return sql<{ record: string }>`
    select ${recordJson(query.withFreight)}::text as record
    from ${matching(db, query).selectAll('trips')} as t ${attachmentsOf(true)}
    order by ${listOrder(query)}`;
}

/** The distinct bill ids of the trips of a page (or the whole list): Revise Bill lists their bills beside the rows. */
export async function tripListBillIds(
  db: DB,
  query: TripListQuery,
  page: PageRequest | null,
): Promise<string[]> {
  const listed = await listKeys(db, query, page);
  if (!listed) return [];
  const keys = listed.select('trips.bill_id');
  const rows = await db
    .selectFrom(keys.as('p'))
    .select('p.bill_id')
    .distinct()
    .where('p.bill_id', 'is not', null)
    .execute();
  return rows.map((r) => r.bill_id!);
}

/**
 * With the column sums, the TDS and Amount totals for profiles that see freight: TDS summed per
 * trip (rounded each), Amount from the sums by the shared formula (linear, so exact).
 */
function withDerivedTotals(totals: TripTotals, tds: number | null): TripTotals {
  if (tds === null) return totals;
  return { ...totals, TDS: tds, Amount: amountOfSums({ ...totals, TDS: tds }) };
}

/** totalCount and the sums (over every matching trip, not only a page) of the caller's total columns. */
export async function tripListSummary(db: DB, query: TripListQuery): Promise<PageSummary<TripTotals>> {
  const { rows } = await tripSummarySql(db, query).execute(db);
  return tripSummaryOf(db, query, rows[0]);
}

/** The one-row select of a list's count and sums, which tripSummaryOf reads. */
export function tripSummarySql(db: DB, query: TripListQuery): RawBuilder<Record<string, unknown>> {
  if (byDayTotals(query)) return dayRangeSummarySql(dayRangeOf(query));
  const sums = totalFieldsFor(query.withFreight).map((field) =>
    sql<number>`coalesce(sum(${sql.ref(`trips.${TOTAL_COLUMNS[field]}`)}), 0)`.as(field),
  );
  const tds = query.withFreight ? [sql<number>`coalesce(sum(${tripTdsSql('trips')}), 0)`.as('TDS')] : [];
  return sql`${matching(db, query).select([sql<number>`count(*)`.as('total_count'), ...sums, ...tds])}`;
}

/** The summary of a row tripSummarySql read (the day totals compacted when their deltas are many). */
export async function tripSummaryOf(
  db: DB,
  query: TripListQuery,
  row: Record<string, unknown>,
): Promise<PageSummary<TripTotals>> {
  const fields = totalFieldsFor(query.withFreight);
  const totals: TripTotals = {};
  if (byDayTotals(query)) {
    const { count, sums } = await dayRangeSummaryOf(db, row);
    for (const field of fields) totals[field] = sums[TOTAL_COLUMNS[field] as DaySumColumn];
    return { totalCount: count, totals: withDerivedTotals(totals, query.withFreight ? sums.tds : null) };
  }
  for (const field of fields) totals[field] = Number(row[field]);
  return {
    totalCount: Number(row.total_count),
    totals: withDerivedTotals(totals, query.withFreight ? Number(row.TDS) : null),
  };
}

/**
 * Whether the list has more than `than` trips: from the day totals for a dates-only search, else
 * by counting no further than that. A longer unpaged list is streamed (trip-list-stream.ts).
 */
export async function hasMoreTrips(db: DB, query: TripListQuery, than: number): Promise<boolean> {
  if (byDayTotals(query)) return (await dayRangeSummary(db, dayRangeOf(query))).count > than;
  const { n } = await db
    .selectFrom(
      matching(db, query)
        .select('trips.id')
        .limit(than + 1)
        .as('m'),
    )
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(n) > than;
}

/** One page (or, without `page`, every row) of a trip list, with its summary when paged. */
export async function tripListPage(
  db: DB,
  query: TripListQuery,
  page: PageRequest | null,
): Promise<{ json: string; summary: PageSummary<TripTotals> | null }> {
  const [json, summary] = await Promise.all([
    tripListJson(db, query, page),
    page ? tripListSummary(db, query) : null,
  ]);
  return { json, summary };
}

/**
 * How many matching trips have no Actual Weight above zero: on Billing, those acknowledged before
 * Acknowledged meant weighed (shared/trips/acknowledge.ts).
 */
export async function unweighedTripCount(db: DB, query: TripListQuery): Promise<number> {
  const { rows } = await unweighedSql(db, query).execute(db);
  return Number(rows[0].n);
}

/** The one-row select (`n`) of unweighedTripCount. */
export const unweighedSql = (db: DB, query: TripListQuery) =>
  sql<{ n: number }>`${matching(db, query)
    .where(sql<boolean>`coalesce(trips.actual_weight, 0) <= 0`)
    .select(sql<number>`count(*)`.as('n'))}`;

/** Billing "Select All": the first `max` matching trips in list order (id, TripID, vendor, Actual Weight) and how many match. */
export async function tripSelection(
  db: DB,
  query: TripListQuery,
  max: number,
): Promise<{
  trips: { _id: string; TripID: string; Vendor: string; ActualWeight: number | null }[];
  totalCount: number;
}> {
  const [rows, count] = await Promise.all([
    matching(db, query)
      .select(['trips.id', 'trips.trip_id', 'trips.vendor', 'trips.actual_weight'])
      .orderBy('trips.local_date', 'desc')
      .orderBy('trips.local_time', 'desc')
      .orderBy('trips.id', 'desc')
      .limit(max)
      .execute(),
    matching(db, query)
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    trips: rows.map((r) => ({
      _id: String(r.id),
      TripID: r.trip_id,
      Vendor: r.vendor,
      ActualWeight: r.actual_weight === null ? null : Number(r.actual_weight),
    })),
    totalCount: Number(count.n),
  };
}
