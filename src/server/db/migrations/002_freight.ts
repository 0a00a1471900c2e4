import { sql, type Kysely } from 'kysely';

/** Freight rates: one per-ton rate per from/to pair among the rows not archived. */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table freight_rates (
      id serial primary key,
      from_destination text not null,
      to_destination text not null,
      rate numeric(14,2) not null check (rate >= 0),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      archived_at timestamptz
    )`.execute(db);
  // Partial: an archived route no longer blocks the same pair from being added again.
  await sql`
    create unique index freight_rates_pair_key
    on freight_rates (lower(from_destination), lower(to_destination))
    where archived_at is null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table freight_rates`.execute(db);
}
