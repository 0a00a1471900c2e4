import { sql, type Kysely } from 'kysely';

/**
 * A transporter's declaration covers the tax year of its date only (1 April to 31 March), so each
 * year's declaration is its own record: vendor_declarations keeps every one (date, goods carriages,
 * who recorded it), while the vendor row keeps the latest (declaration_194c6_date,
 * goods_carriages), as the vendor API answers it. The existing
 * declarations become the first records. A bill revision made while a declaration of another tax
 * year was on record stores its date (tds_lapsed_declaration), so its PDF says why the normal rate
 * applied.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table vendor_declarations (
      id serial primary key,
      vendor_id integer not null references vendors(id),
      received_on date not null,
      goods_carriages smallint not null check (goods_carriages between 1 and 10),
      recorded_by text not null,
      recorded_at timestamptz not null default now(),
      unique (vendor_id, received_on)
    )`.execute(db);
  await sql`
    insert into vendor_declarations (vendor_id, received_on, goods_carriages, recorded_by)
    select id, declaration_194c6_date, goods_carriages, 'migration'
    from vendors where declaration_194c6_date is not null`.execute(db);
  await sql`alter table bill_revisions add column tds_lapsed_declaration date`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table bill_revisions drop column tds_lapsed_declaration`.execute(db);
  await sql`drop table vendor_declarations`.execute(db);
}
