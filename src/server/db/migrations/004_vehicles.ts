import { sql, type Kysely } from 'kysely';

/** Stored files (vehicle documents now, trip attachments later) and vehicles with their documents. */
export async function up(db: Kysely<any>): Promise<void> {
  // One file per owner and field; the bytes live in the database so a backup holds everything.
  await sql`
    create table stored_files (
      id serial primary key,
      owner_kind text not null,
      owner_id text not null,
      field text not null,
      original_name text not null,
      size integer not null check (size >= 0),
      sha256 text not null,
      content bytea not null,
      created_at timestamptz not null default now(),
      unique (owner_kind, owner_id, field)
    )`.execute(db);

  await sql`
    create table vehicles (
      id serial primary key,
      truck_no text not null,
      make text not null,
      company_owner text not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      archived_at timestamptz
    )`.execute(db);
  // A deleted (archived) truck's number can be added again.
  await sql`create unique index vehicles_truck_no_live_idx on vehicles (truck_no) where archived_at is null`.execute(
    db,
  );

  // A document always has its file (in stored_files, owner 'vehicle' + vehicle id) and both dates.
  await sql`
    create table vehicle_documents (
      vehicle_id integer not null references vehicles(id),
      field_name text not null,
      start_date date not null,
      end_date date not null check (end_date >= start_date),
      updated_at timestamptz not null default now(),
      primary key (vehicle_id, field_name)
    )`.execute(db);
  await sql`create index vehicle_documents_end_date_idx on vehicle_documents (end_date)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table vehicle_documents, vehicles, stored_files`.execute(db);
}
