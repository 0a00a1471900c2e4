import { sql, type Kysely } from 'kysely';

/**
 * List versions for ETags (src/server/modules/trips/list-version.ts): every write to trips, or to a trip's stored
 * files, appends to list_changes how many rows it touched per trip date, in the writer's own
 * transaction. A list's version is the sum of `changes` over its dates: it grows with every
 * committed write in scope, on every instance at once, and never otherwise (folding rows together
 * keeps the sum). Appending, not bumping one counter row per day, so writers never wait on each other.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table list_changes (
    id bigserial primary key, list text not null, local_date date, changes bigint not null)`.execute(db);
  await sql`create index list_changes_list_date_idx on list_changes (list, local_date) include (changes)`.execute(
    db,
  );
  // One function for the three events: plpgsql plans each branch when it first runs, so each
  // trigger only reads the transition tables it declares.
  const perDate = (rows: string) => `
    insert into list_changes (list, local_date, changes)
    select 'trips', local_date, count(*) from (${rows}) c group by local_date`;
  await sql
    .raw(
      `create function trips_list_changes() returns trigger language plpgsql as $$
       begin
         if tg_op = 'INSERT' then ${perDate('select local_date from new_rows')};
         elsif tg_op = 'UPDATE' then ${perDate('select local_date from new_rows union all select local_date from old_rows')};
         else ${perDate('select local_date from old_rows')};
         end if;
         return null;
       end $$`,
    )
    .execute(db);
  // A trip's attachments are listed with it: a stored file of a trip moves its trip's date.
  const tripFiles = (rows: string) => `
    insert into list_changes (list, local_date, changes)
    select 'trips', t.local_date, count(*) from (${rows}) f
      join trips t on t.id = case when f.owner_kind = 'trip' and f.owner_id ~ '^[0-9]{1,18}$' then f.owner_id::bigint end
    group by t.local_date`;
  await sql
    .raw(
      `create function trip_files_list_changes() returns trigger language plpgsql as $$
       begin
         if tg_op = 'INSERT' then ${tripFiles('select owner_kind, owner_id from new_rows')};
         elsif tg_op = 'UPDATE' then ${tripFiles('select owner_kind, owner_id from new_rows union all select owner_kind, owner_id from old_rows')};
         else ${tripFiles('select owner_kind, owner_id from old_rows')};
         end if;
         return null;
       end $$`,
    )
    .execute(db);
  for (const [table, fn] of [
    ['trips', 'trips_list_changes'],
    ['stored_files', 'trip_files_list_changes'],
  ]) {
    await sql
      .raw(
        `create trigger ${table}_list_changes_insert after insert on ${table} referencing new table as new_rows
         for each statement execute function ${fn}()`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${table}_list_changes_update after update on ${table}
         referencing old table as old_rows new table as new_rows for each statement execute function ${fn}()`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${table}_list_changes_delete after delete on ${table} referencing old table as old_rows
         for each statement execute function ${fn}()`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['trips', 'stored_files'])
    for (const event of ['insert', 'update', 'delete'])
      await sql.raw(`drop trigger ${table}_list_changes_${event} on ${table}`).execute(db);
  await sql`drop function trips_list_changes()`.execute(db);
  await sql`drop function trip_files_list_changes()`.execute(db);
  await sql`drop table list_changes`.execute(db);
}
