import { sql, type Kysely } from 'kysely';

/**
 * The trip keeps the document warning its user confirmed; the dashboard's per-day,
 * per-vendor and per-route aggregates read a covering index instead of the whole table.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table trips add column document_warning text`.execute(db);
  await sql`alter table trips add column document_warning_confirmed_by text`.execute(db);
  await sql`alter table trips add column document_warning_confirmed_at timestamptz`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table trips drop column document_warning_confirmed_at`.execute(db);
  await sql`alter table trips drop column document_warning_confirmed_by`.execute(db);
  await sql`alter table trips drop column document_warning`.execute(db);
}
