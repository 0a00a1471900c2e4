import { sql, type Kysely } from 'kysely';

/**
 * TDS as the law asks it (shared/accounting/tds-rule.ts). A vendor may carry the section 194C(6)
 * declaration (the date it was received, the goods carriages it names: 1 to 10). Each bill
 * revision stores how its TDS was decided: the rate, whether section 206AA set it, Form 26Q's
 * reason code, the PAN status at the time, and the TDS on positive remarks (charges). Revisions
 * stored before keep nulls there: the register derives their PAN status, as before.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table vendors
      add column declaration_194c6_date date,
      add column goods_carriages smallint check (goods_carriages between 1 and 10),
      add constraint vendors_declaration_complete check ((declaration_194c6_date is null) = (goods_carriages is null))`.execute(
    db,
  );
  await sql`
    alter table bill_revisions
      add column tds_rate numeric(5,2),
      add column tds_section_206aa boolean,
      add column tds_reason_code text,
      add column pan_status text,
      add column charges_tds numeric(15,2) not null default 0`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    alter table bill_revisions
      drop column charges_tds, drop column pan_status, drop column tds_reason_code,
      drop column tds_section_206aa, drop column tds_rate`.execute(db);
  await sql`
    alter table vendors
      drop constraint vendors_declaration_complete, drop column goods_carriages, drop column declaration_194c6_date`.execute(
    db,
  );
}
