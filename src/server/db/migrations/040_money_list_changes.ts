import { sql, type Kysely } from 'kysely';

/**
 * Versions of the money lists and the dashboard for ETags (src/server/list-versions.ts): every
 * write to a bill (its revisions, lines and trips), a payment, a vendor or a vehicle appends to
 * list_changes (migration 038) how many rows it touched, under its scope's name and no date, in the
 * writer's own transaction. A scope's version is the sum of its `changes`: it grows with every
 * committed write in scope, seen by every instance at once. One scope a kind of record, so a
 * payment leaves the dashboard's tag alone and a vehicle leaves Outstanding's.
 */
const SCOPES = [
  ['bills', 'bills'],
  ['bill_revisions', 'bills'],
  ['bill_lines', 'bills'],
  ['bill_revision_trips', 'bills'],
  ['payments', 'payments'],
  ['vendors', 'vendors'],
  ['vehicles', 'vehicles'],
  ['vehicle_documents', 'vehicles'],
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  // The scope is the trigger's argument; plpgsql plans each branch when it first runs, so each
  // trigger only reads the transition tables it declares. A statement touching no row adds nothing.
  const counted = (rows: string) => `
    insert into list_changes (list, local_date, changes)
    select tg_argv[0], null, count(*) from ${rows} having count(*) > 0`;
  await sql
    .raw(
      `create function scope_list_changes() returns trigger language plpgsql as $$
       begin
         if tg_op = 'INSERT' then ${counted('new_rows')};
         elsif tg_op = 'UPDATE' then ${counted('new_rows')};
         else ${counted('old_rows')};
         end if;
         return null;
       end $$`,
    )
    .execute(db);
  for (const [table, scope] of SCOPES) {
    const run = `for each statement execute function scope_list_changes('${scope}')`;
    await sql
      .raw(
        `create trigger ${table}_list_changes_insert after insert on ${table} referencing new table as new_rows ${run}`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${table}_list_changes_update after update on ${table} referencing new table as new_rows ${run}`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${table}_list_changes_delete after delete on ${table} referencing old table as old_rows ${run}`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [table] of SCOPES)
    for (const event of ['insert', 'update', 'delete'])
      await sql.raw(`drop trigger ${table}_list_changes_${event} on ${table}`).execute(db);
  await sql`drop function scope_list_changes()`.execute(db);
  await sql`delete from list_changes where local_date is null`.execute(db);
}
