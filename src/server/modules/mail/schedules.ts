import { DateTime } from 'luxon';
import type { DB } from '../../db/connection';
import { BUSINESS_ZONE, daysBetween, todayInIndia } from '../../../shared/common/dates';
import { declarationHolds } from '../../../shared/accounting/tds-rule';
import { taxYearEnd } from '../../../shared/accounting/law-in-force';
import { DECLARATION_WARNING_DAYS, tdsFactsOf } from '../../../shared/masters/vendor-tds';
import { liveVendorContact, vendorsWithDeclarations } from '../vendors/for-mail';
import type { MailSetup } from './mail-setup';
import { queueReminder, queueStatement } from './queue';
import { monthlyStatementVendors } from './settings-repository';

/**
 * Messages nobody presses a button for, queued by whichever instance looks first: each has a key
 * of its vendor and period, so looking again (any instance, any time) queues nothing twice.
 */
const SYSTEM = 'system';

/** Last month's statement, on or after the 1st, for vendors that asked for it before last month ended. */
async function monthlyStatements(db: DB, mail: MailSetup, now: Date): Promise<void> {
  const thisMonth = DateTime.fromJSDate(now, { zone: BUSINESS_ZONE }).startOf('month');
  const last = thisMonth.minus({ months: 1 });
  const period = { startDate: last.toISODate()!, endDate: last.endOf('month').toISODate()! };
  for (const { vendorId, since } of await monthlyStatementVendors(db)) {
    if (since >= thisMonth.toJSDate()) continue;
    const contact = await liveVendorContact(db, vendorId);
    if (!contact?.email) continue;
    const key = `statement-monthly:${vendorId}:${last.toFormat('yyyy-MM')}`;
    await queueStatement(db, { mail, queuedBy: SYSTEM, to: { contact, email: contact.email } }, period, key);
  }
}

/** A reminder once a declaration has DECLARATION_WARNING_DAYS or fewer left in its tax year (the vendor list warns from then too). */
async function declarationReminders(db: DB, mail: MailSetup, now: Date): Promise<void> {
  const today = todayInIndia(now);
  for (const { contact, facts } of await vendorsWithDeclarations(db)) {
    const tds = tdsFactsOf(facts);
    if (!tds.declaration || !declarationHolds(tds, today)) continue;
    if (daysBetween(today, taxYearEnd(tds.declaration.receivedOn)) > DECLARATION_WARNING_DAYS) continue;
    await queueReminder(
      db,
      { mail, queuedBy: SYSTEM, to: { contact, email: contact.email } },
      tds.declaration.receivedOn,
    );
  }
}

export async function queueScheduledMail(db: DB, mail: MailSetup, now: Date): Promise<void> {
  await monthlyStatements(db, mail, now);
  await declarationReminders(db, mail, now);
}
