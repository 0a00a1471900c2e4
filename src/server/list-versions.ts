import { sql } from 'kysely';
import type { DB } from './db/connection';
import type { ListVersion } from './conditional-get';

/**
 * The versions of the lists that are not per trip date (migration 040): per scope, the number of
 * rows written to its tables so far (bills: bills, their revisions, lines and trips; payments;
 * vendors; vehicles: vehicles and their documents). Read before the answer it labels, never after,
 * so a tag can be older than its body but never newer: a write landing between them costs a 200.
 */
export type ListScope = 'bills' | 'payments' | 'vendors' | 'vehicles';

// A scope's rows beyond this many are folded into one by the reader that saw them.
const FOLD_AFTER = 200;

/**
 * The scopes' versions as one text, with when PostgreSQL started (a restored or recreated database
 * counts again from its own rows, and must not match a tag of the one before).
 */
export async function scopesVersion(db: DB, scopes: readonly ListScope[]): Promise<string> {
  const { rows } = await scopesVersionSql(scopes).execute(db);
  return scopesVersionOf(db, rows[0]);
}

interface ScopeRow {
  list: string;
  version: string;
  pieces: number;
  epoch: string;
}

async function scopeRowsVersion(db: DB, rows: readonly ScopeRow[]): Promise<string> {
  const crowded = rows.filter((r) => r.pieces > FOLD_AFTER).map((r) => r.list);
  if (crowded.length > 0) await foldScopeChanges(db, crowded);
  return `${rows[0]?.epoch ?? ''}/${rows.map((r) => `${r.list}:${r.version}`).join(',')}`;
}

/**
 * The scopes' rows as one row (`scope_versions`, JSON text of each scope's sum, rows and the
 * epoch), so a list can read them in its own statement; scopesVersionOf makes the version of it.
 */
export const scopesVersionSql = (scopes: readonly ListScope[]) => sql<Record<string, unknown>>`
  select json_agg(json_build_object('list', s.list, 'version', s.version, 'pieces', s.pieces, 'epoch', s.epoch)
    order by s.list)::text as scope_versions
  from (select s.list, coalesce(sum(c.changes), 0)::text as version, count(c.id)::int as pieces,
      pg_postmaster_start_time()::text as epoch
    from unnest(${[...scopes]}::text[]) as s(list)
      left join list_changes c on c.list = s.list and c.local_date is null
    group by s.list) s`;

/** The version of the row scopesVersionSql read (folding a scope's rows when they are many). */
export const scopesVersionOf = (db: DB, row: Record<string, unknown>) =>
  scopeRowsVersion(db, JSON.parse(row.scope_versions as string) as ScopeRow[]);

/**
 * One row a scope instead of many, in one statement: it deletes only rows it sees committed and
 * puts back their sum, so every snapshot sums the same before and after.
 */
export async function foldScopeChanges(db: DB, scopes: readonly string[]): Promise<void> {
  await sql`
    with gone as (delete from list_changes where list = any(${[...scopes]}::text[]) and local_date is null
      returning list, changes)
    insert into list_changes (list, local_date, changes)
    select list, null, sum(changes) from gone group by list`.execute(db);
}

/** The version of an answer made of these scopes' rows. */
export const scopesOf =
  (...scopes: ListScope[]): ListVersion =>
  (db) =>
    scopesVersion(db, scopes);

/** Bills, their payments and their vendors: Payments, a bill's status, Outstanding, open bills, statements. */
export const MONEY_LISTS = scopesOf('bills', 'payments', 'vendors');
