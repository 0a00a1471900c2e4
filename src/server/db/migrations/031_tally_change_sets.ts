import { sql, type Kysely } from 'kysely';

/**
 * Tally files that cannot be lost: every export keeps its two files (the masters and the vouchers)
 * and what each voucher was in it, so it can be downloaded again by its number. tally_voucher_states
 * now holds what Tally is known to have: an export's states reach it only when the accountant marks
 * the export imported (imported_at), so a lost download or an unimported file is sent again in the
 * next change set. Exports made before this migration keep their states as confirmed (they were
 * counted as sent when made) and have no files kept.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table tally_exports
      add column masters_xml text,
      add column vouchers_xml text,
      add column imported_at timestamptz,
      add column imported_by text,
      add check ((imported_at is null) = (imported_by is null))`.execute(db);
  // The old exports counted as imported when made: nothing of them waits for a confirmation.
  await sql`update tally_exports set imported_at = exported_at, imported_by = exported_by`.execute(db);

  await sql`
    create table tally_export_states (
      export_id integer not null references tally_exports(id),
      identity text not null,
      fingerprint text not null,
      cancelled boolean not null,
      primary key (export_id, identity)
    )`.execute(db);
  // Which later export carried a voucher again: an export superseded by another is found by identity.
  await sql`create index tally_export_states_identity_idx on tally_export_states (identity, export_id)`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table tally_export_states`.execute(db);
  await sql`
    alter table tally_exports
      drop column masters_xml, drop column vouchers_xml, drop column imported_at, drop column imported_by`.execute(
    db,
  );
}
