import { sql } from 'kysely';
import type { DB } from '../db/connection';

/**
 * The tables autovacuum would have vacuumed by now, vacuumed. The machine's PostgreSQL runs with
 * autovacuum off (its CI configuration), so the tables every write churns (list_changes and
 * trip_day_deltas: rows added, then folded away) kept their dead rows from one bench run to the next,
 * and every list page and revalidation read past them: after a dozen office runs list_changes held
 * 1,646 live rows and 174,679 dead ones, and Today's List answered a quarter as fast. A production
 * server's autovacuum vacuums a table once its dead rows pass autovacuum_vacuum_threshold (50) plus
 * autovacuum_vacuum_scale_factor (20%) of its live ones; the bench applies the same rule, with the
 * server's own settings, before it measures, and says which tables it vacuumed.
 */
export async function vacuumAsAutovacuumWould(db: DB, say: (line: string) => void): Promise<void> {
  const { rows } = await sql<{ table: string }>`
    select relname as table from pg_stat_user_tables
    where n_dead_tup > current_setting('autovacuum_vacuum_threshold')::float8
      + current_setting('autovacuum_vacuum_scale_factor')::float8 * n_live_tup
    order by relname`.execute(db);
  // One statement each: VACUUM cannot run inside a transaction block.
  for (const { table } of rows) await sql`vacuum (analyze) ${sql.table(table)}`.execute(db);
  say(`Vacuumed as autovacuum would have: ${rows.map((r) => r.table).join(', ') || 'no table'}.`);
}
