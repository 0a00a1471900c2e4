import { sql } from 'kysely';
import type { DB } from '../../db/connection';
import type { BillMailMode, VendorMailSettings } from '../../../shared/mail/mail';
import { recordAudit } from '../audit/public';

/** Each vendor's mail settings (vendor_mail_settings); a vendor without a row has the defaults. */

const DEFAULTS: VendorMailSettings = { bills: 'onRequest', monthlyStatement: false };

export async function vendorMailSettings(db: DB, vendorId: number): Promise<VendorMailSettings> {
  const row = await db
    .selectFrom('vendor_mail_settings')
    .select(['bills', 'monthly_statement'])
    .where('vendor_id', '=', vendorId)
    .executeTakeFirst();
  return row ? { bills: row.bills as BillMailMode, monthlyStatement: row.monthly_statement } : DEFAULTS;
}

/** Saves them, audited as a change of the vendor; the monthly statement counts from when it was turned on. */
export async function saveVendorMailSettings(
  db: DB,
  actor: string,
  vendorId: number,
  next: VendorMailSettings,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await vendorMailSettings(trx, vendorId);
    await trx
      .insertInto('vendor_mail_settings')
      .values({
        vendor_id: vendorId,
        bills: next.bills,
        monthly_statement: next.monthlyStatement,
        monthly_statement_since: next.monthlyStatement ? sql<Date>`now()` : null,
        updated_by: actor,
      })
      .onConflict((oc) =>
        oc.column('vendor_id').doUpdateSet((eb) => ({
          bills: eb.ref('excluded.bills'),
          monthly_statement: eb.ref('excluded.monthly_statement'),
          // Kept while it stays on: turning it on again later starts a new "since".
          monthly_statement_since: sql<Date | null>`case when excluded.monthly_statement
            then coalesce(vendor_mail_settings.monthly_statement_since, excluded.monthly_statement_since) end`,
          updated_by: eb.ref('excluded.updated_by'),
          updated_at: sql<Date>`now()`,
        })),
      )
      .execute();
    await recordAudit(trx, {
      actor,
      entity: 'vendor',
      entityId: vendorId,
      action: 'mail-settings',
      before,
      after: next,
    });
  });
}

/** Vendors that get a statement each month, with when they asked for it. */
export async function monthlyStatementVendors(db: DB): Promise<Array<{ vendorId: number; since: Date }>> {
  const rows = await db
    .selectFrom('vendor_mail_settings')
    .select(['vendor_id', 'monthly_statement_since'])
    .where('monthly_statement', '=', true)
    .execute();
  return rows.map((r) => ({ vendorId: r.vendor_id, since: r.monthly_statement_since! }));
}
