import { sql, type Kysely } from 'kysely';

/**
 * The default TDS ledger no longer cites a section ('TDS Payable - 194C' became 'TDS Payable -
 * Contractors'). A book that already has bills may have sent vouchers to Tally on the old name,
 * and its Tally company knows only that ledger: such a book keeps the old name as the admin's own
 * choice (app_settings 'tallyLedgers'), unless the admin already chose one. A new, empty book
 * gets the new default.
 */
const OLD_NAME = 'TDS Payable - 194C';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    insert into app_settings (key, value, updated_by)
    select 'tallyLedgers', jsonb_build_object('tdsPayable', ${OLD_NAME}::text), 'migration'
    where exists (select 1 from bills)
    on conflict (key) do update
      set value = app_settings.value || jsonb_build_object('tdsPayable', ${OLD_NAME}::text)
      where not (app_settings.value ? 'tdsPayable')`.execute(db);
}

/** The pinned name is an ordinary setting from then on: nothing to undo. */
export async function down(): Promise<void> {}
