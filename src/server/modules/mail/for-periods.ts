import type { DB } from '../../db/connection';
import type { Quarter } from '../../../shared/accounting/month-end';
import type { MailSetup } from './mail-setup';
import { queueTdsQuarter, recipientOf } from './queue';

/**
 * What closing a quarter asks of mail, inside the close's transaction: each vendor of the quarter's
 * register (with an e-mail address) gets its TDS as filed. Closed again after a reopening, the
 * quarter's figures may differ: each close sends its own.
 */
export async function queueQuarterTds(
  trx: DB,
  mail: MailSetup | undefined,
  quarter: { fy: string; quarter: Quarter; vendors: readonly string[]; closedAt: Date },
  queuedBy: string,
): Promise<void> {
  if (!mail?.sender) return;
  for (const vendor of new Set(quarter.vendors)) {
    const to = await recipientOf(trx, null, vendor);
    if (!to) continue;
    const key = `tds-quarter:${to.contact.id}:${quarter.fy}:${quarter.quarter}:${quarter.closedAt.toISOString()}`;
    await queueTdsQuarter(
      trx,
      { mail, queuedBy, to },
      { kind: 'tdsQuarter', vendor: to.contact.companyName, fy: quarter.fy, quarter: quarter.quarter },
      key,
    );
  }
}
