import { sql, type Kysely } from 'kysely';

/**
 * Links to one document each (a bill revision's PDF, a payment advice, a vendor statement) that
 * open without a login until expires_at, unless revoked. The link's token is a public selector
 * (looked up) and a secret (only its SHA-256 is kept, compared in constant time), so a copy of the
 * database opens nothing. share_link_hits counts openings per address for the rate limit (valid
 * or not); old rows are deleted as new ones come.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table share_links (
      id integer generated always as identity primary key,
      kind text not null check (kind in ('bill', 'paymentAdvice', 'statement')),
      selector text not null unique,
      secret_hash bytea not null,
      vendor_id integer references vendors(id),
      vendor_name text not null,
      document jsonb not null,
      file_name text not null,
      bill_id text,
      payment_id integer references payments(id),
      created_by text not null,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      revoked_at timestamptz,
      revoked_by text,
      opened integer not null default 0,
      last_opened_at timestamptz,
      check ((revoked_at is null) = (revoked_by is null))
    )`.execute(db);
  await sql`create index share_links_bill_idx on share_links (bill_id, id) where bill_id is not null`.execute(
    db,
  );
  await sql`create index share_links_payment_idx on share_links (payment_id) where payment_id is not null`.execute(
    db,
  );
  await sql`create index share_links_vendor_idx on share_links (vendor_id, id)`.execute(db);
  await sql`
    create table share_link_hits (
      id bigint generated always as identity primary key,
      address text not null,
      at timestamptz not null default now()
    )`.execute(db);
  await sql`create index share_link_hits_address_idx on share_link_hits (address, at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table share_link_hits`.execute(db);
  await sql`drop table share_links`.execute(db);
}
