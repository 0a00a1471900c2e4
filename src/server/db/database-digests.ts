import type { RowSource } from './pglite-import';

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * A row count and a digest of every row of every table of the app's schema, and where every
 * sequence stands: equal for two databases means every row, file and sequence is the same.
 * Rows are digested one by one (md5 of each row's text) and the sorted digests digested again,
 * so a big table is never one string in memory and the order rows are stored in does not count.
 */
export async function databaseDigests(source: RowSource): Promise<Record<string, string>> {
  const digests: Record<string, string> = {};
  const tables = await source.query<{ table_name: string }>(
    `select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'
     order by table_name`,
  );
  for (const { table_name: table } of tables.rows) {
    const { rows } = await source.query<{ n: string; digest: string }>(
      `select count(*)::text as n, coalesce(md5(string_agg(r.digest, '' order by r.digest)), '-') as digest
       from (select md5(t::text) as digest from ${quoted(table)} t) r`,
    );
    digests[`table ${table}`] = `${rows[0].n} rows, ${rows[0].digest}`;
  }
  const sequences = await source.query<{ name: string; last_value: string | null }>(
    `select sequencename as name, last_value::text from pg_sequences where schemaname = current_schema()`,
  );
  for (const sequence of sequences.rows)
    digests[`sequence ${sequence.name}`] = sequence.last_value ?? 'unused';
  return digests;
}

/** The entries where two digests differ (empty: the same). */
export function digestDifferences(before: Record<string, string>, after: Record<string, string>): string[] {
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  return names
    .filter((name) => before[name] !== after[name])
    .map((name) => `${name}: ${before[name] ?? 'missing'} before, ${after[name] ?? 'missing'} after`);
}
