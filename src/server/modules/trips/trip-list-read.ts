import { CompiledQuery, sql, type RawBuilder } from 'kysely';
import type { DB } from '../../db/connection';
import type { StatementRunner } from '../../plugins/session-in-statement';
import type { PageRequest, PageSummary, TripTotals } from '../../../shared/lists/paging';
import { tripListVersionOf, tripListVersionSql, type TripDates, type TripVersionRow } from './list-version';
import {
  byDayTotals,
  pageJsonSql,
  pageKind,
  tripSummaryOf,
  tripSummarySql,
  unweighedSql,
  type TripListQuery,
} from './trip-list';

/**
 * A page of a trip list read in one statement with what labels and sums it: the list's version,
 * its count and totals, the page's JSON (and Billing's unweighed count, and a caller's own
 * one-row select, the version of the bills a row shows). One round trip wakes the instance and
 * PostgreSQL once instead of three to five times, and one snapshot makes the version exactly the
 * body's (read before it, as it was, it could only be older).
 */

/** A caller's one-row select read with the page (`name` tells the statements apart when compiled once). */
export interface AlongWithPage {
  name: string;
  select: RawBuilder<unknown>;
}

export interface PageWithVersion {
  /** The trips' version over `versionRange` (list-version.ts). */
  version: string;
  json: string;
  summary: PageSummary<TripTotals>;
  /** Trips without an Actual Weight above zero, when asked for. */
  unweighed: number | null;
  /** The row `along` read. */
  along: Record<string, unknown>;
}

export interface PageReadOptions {
  /** The dates the version counts (Billing's come from its body as they are, which may differ). */
  versionRange: TripDates;
  unweighed?: boolean;
  along?: AlongWithPage;
  /** Sends the statement (session-in-statement.ts: the route's session read with it); else the db. */
  run?: StatementRunner;
}

/** Whether a page can be read in one statement (a deep page of a dates-only list looks its day up first). */
export const readsInOne = (query: TripListQuery, page: PageRequest) => pageKind(query, page) !== 'from-day';

function pageStatement(db: DB, query: TripListQuery, page: PageRequest, options: PageReadOptions) {
  const json = pageJsonSql(db, query, page);
  if (!json) throw new Error('a deep page of a dates-only list is not read in one statement');
  const unweighed = options.unweighed ? sql`, (${unweighedSql(db, query)}) as unweighed` : sql``;
  const along = options.along ? sql`, (${options.along.select}) a` : sql``;
  return sql<Record<string, unknown>>`
    select (${json}) as rows ${unweighed}, v.*, s.*${options.along ? sql`, a.*` : sql``}
    from (${tripListVersionSql(options.versionRange)}) v, (${tripSummarySql(db, query)}) s ${along}`;
}

// Stand-ins for the values a dates-only list's statement varies by, so its text is built once per
// shape (as the session look-up's is): Kysely's building and compiling was ~9% of an instance's CPU.
const PLACEHOLDERS = {
  startDate: '\0start',
  endDate: '\0end',
  versionStart: '\0version-start',
  versionEnd: '\0version-end',
  limit: -918273,
  offset: -918274,
} as const;
type Slot = keyof typeof PLACEHOLDERS;
const SLOT_OF = new Map<unknown, Slot>(Object.entries(PLACEHOLDERS).map(([slot, v]) => [v, slot as Slot]));

interface CompiledShape {
  sql: string;
  parameters: readonly unknown[];
  slots: readonly (Slot | undefined)[];
}
const shapes = new Map<string, CompiledShape>();
const MAX_SHAPES = 200;

const DATE_SLOTS = new Set<unknown>([
  PLACEHOLDERS.startDate,
  PLACEHOLDERS.endDate,
  PLACEHOLDERS.versionStart,
  PLACEHOLDERS.versionEnd,
]);

/**
 * The statement with each date parameter read as `(select $n::date)`, which the planner cannot see
 * into: PostgreSQL planned the statement again on every execution (~1.3 ms of its CPU of ~4.8) when
 * some ranges held no trips, since a plan made for an empty range looks cheaper than one for any
 * range; with the dates hidden every plan is costed alike, so after five it keeps the generic one,
 * the same index scans the plans for full months use. The parameters are Kysely's `$n`; none of
 * the statement's literals holds a `$`.
 */
function withDatesHidden(text: string, parameters: readonly unknown[]): string {
  return text.replace(/\$(\d+)(?!\d)/g, (param, n: string) =>
    DATE_SLOTS.has(parameters[Number(n) - 1]) ? `(select ${param}::date)` : param,
  );
}

/**
 * The statement of a dates-only list (no vendor, truck, column filter or sort) compiled once per
 * shape: which dates are given, status, order, freight, the page's size when it is in the text,
 * what else is read. Other lists are built for each request.
 */
function compiledStatement(
  db: DB,
  query: TripListQuery,
  page: PageRequest,
  options: PageReadOptions,
): CompiledQuery<Record<string, unknown>> | null {
  if (!byDayTotals(query) || query.sort) return null;
  const { startDate, endDate } = query.search;
  const { startDate: versionStart, endDate: versionEnd } = options.versionRange;
  const sized = pageKind(query, page) === 'sized';
  const values: Record<Slot, unknown> = { startDate, endDate, versionStart, versionEnd, ...page };
  const shape = JSON.stringify([
    query.status,
    query.order,
    query.withFreight,
    !!startDate,
    !!endDate,
    !!versionStart,
    !!versionEnd,
    sized ? page.limit : null,
    !!options.unweighed,
    options.along?.name ?? null,
  ]);
  let compiled = shapes.get(shape);
  if (!compiled) {
    const stand = (value: unknown, slot: 'startDate' | 'endDate' | 'versionStart' | 'versionEnd') =>
      value ? PLACEHOLDERS[slot] : undefined;
    const standIn: TripListQuery = {
      ...query,
      search: { startDate: stand(startDate, 'startDate'), endDate: stand(endDate, 'endDate') },
    };
    const standInPage = sized ? page : { limit: PLACEHOLDERS.limit, offset: PLACEHOLDERS.offset };
    const standInRange = {
      startDate: stand(versionStart, 'versionStart'),
      endDate: stand(versionEnd, 'versionEnd'),
    };
    const built = pageStatement(db, standIn, standInPage, { ...options, versionRange: standInRange }).compile(
      db,
    );
    compiled = {
      sql: withDatesHidden(built.sql, built.parameters),
      parameters: built.parameters,
      slots: built.parameters.map((p) => SLOT_OF.get(p)),
    };
    if (shapes.size < MAX_SHAPES) shapes.set(shape, compiled);
  }
  const { slots } = compiled;
  const parameters = compiled.parameters.map((p, i) => (slots[i] === undefined ? p : values[slots[i]]));
  return CompiledQuery.raw(compiled.sql, parameters) as CompiledQuery<Record<string, unknown>>;
}

const versionRow = (row: Record<string, unknown>): TripVersionRow => ({
  version: row.version as string,
  pieces: row.pieces as number,
  epoch: row.epoch as string,
});

/** One page with its version and summary (readsInOne must hold), in one statement. */
export async function readPageWithVersion(
  db: DB,
  query: TripListQuery,
  page: PageRequest,
  options: PageReadOptions,
): Promise<PageWithVersion> {
  const compiled =
    compiledStatement(db, query, page, options) ?? pageStatement(db, query, page, options).compile(db);
  const { rows } = await (options.run ?? ((q) => db.executeQuery(q)))(compiled);
  const row = rows[0];
  const [version, summary] = await Promise.all([
    tripListVersionOf(db, options.versionRange, versionRow(row)),
    tripSummaryOf(db, query, row),
  ]);
  return {
    version,
    json: row.rows as string,
    summary,
    unweighed: options.unweighed ? Number(row.unweighed) : null,
    along: row,
  };
}
