import { sql, type Kysely } from 'kysely';

/**
 * The vendor portal. portal_invitations: an accountant's invitation of a vendor under a username;
 * only the sha256 of its secret is kept, it is good until expires_at and once (used_at, and the
 * account it made). vendor_logins: which vendor a `vendor` account is bound to (one vendor each).
 * vendor_change_requests: a vendor's asked change of its e-mail, mobile or bank account, waiting
 * for an accountant (one pending per vendor); changes holds each field's value then and the asked one.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table portal_invitations (
      id integer generated always as identity primary key,
      vendor_id integer not null references vendors(id),
      username text not null,
      token_hash text not null,
      expires_at timestamptz not null,
      used_at timestamptz,
      user_id integer references users(id),
      created_by text not null,
      created_at timestamptz not null default now(),
      check ((used_at is null) = (user_id is null))
    )`.execute(db);
  await sql`create index portal_invitations_vendor_idx on portal_invitations (vendor_id, id)`.execute(db);

  await sql`
    create table vendor_logins (
      user_id integer primary key references users(id),
      vendor_id integer not null references vendors(id),
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index vendor_logins_vendor_idx on vendor_logins (vendor_id)`.execute(db);

  await sql`
    create table vendor_change_requests (
      id integer generated always as identity primary key,
      vendor_id integer not null references vendors(id),
      requested_by text not null,
      requested_at timestamptz not null default now(),
      changes jsonb not null,
      state text not null default 'pending' check (state in ('pending', 'approved', 'rejected')),
      decided_by text,
      decided_at timestamptz,
      check ((state = 'pending') = (decided_at is null))
    )`.execute(db);
  await sql`create unique index vendor_change_requests_pending_idx on vendor_change_requests (vendor_id) where state = 'pending'`.execute(
    db,
  );
  // A vendor's trips, newest first, as the portal lists them.
  await sql`create index trips_vendor_id_date_idx on trips (vendor_id, local_date desc) where deleted_at is null`.execute(
    db,
  );
  await sql`create index vendor_change_requests_state_idx on vendor_change_requests (state, id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index trips_vendor_id_date_idx`.execute(db);
  await sql`drop table vendor_change_requests`.execute(db);
  await sql`drop table vendor_logins`.execute(db);
  await sql`drop table portal_invitations`.execute(db);
}
