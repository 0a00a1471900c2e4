import { sql, type Kysely } from 'kysely';

/** Vendors: one per company name (whatever its case) among the rows not archived. Empty optional fields are ''. */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table vendors (
      id serial primary key,
      company_name text not null,
      company_owner text not null,
      tds_rate numeric(5,2) not null check (tds_rate >= 0 and tds_rate <= 100),
      pan text not null default '',
      gst text not null default '',
      gst_applicable text not null check (gst_applicable in ('Yes', 'No')),
      email text not null default '',
      mobile text not null default '',
      bank_name text not null default '',
      bank_account text not null default '',
      ifsc_code text not null default '',
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      archived_at timestamptz
    )`.execute(db);
  // Partial: a deleted (archived) vendor's name can be used again.
  await sql`
    create unique index vendors_company_name_key
    on vendors (lower(company_name))
    where archived_at is null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table vendors`.execute(db);
}
