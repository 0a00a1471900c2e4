import { formatIndianDate } from '../../../../shared/common/dates';
import { sumRupees } from '../../../../shared/common/money';
import { nameKey } from '../../../../shared/common/text-rules';
import type { Quarter } from '../../../../shared/accounting/month-end';
import { periodLabel } from '../../../../shared/accounting/periods';
import { lawOfQuarter } from '../../../../shared/accounting/law-in-force';
import type { TdsRegisterWithDeposits } from '../../../../shared/accounting/tds-challans-wire';
import type { MailBusiness } from '../mail-setup';
import { greeting, rupeesText, signOff } from './words';

/**
 * A quarter's TDS for one vendor, as the quarterly statement reports it: each bill's amount
 * credited and TDS, and the challan that deposited it (BSR code, date, serial). Sent when the
 * quarter is closed, that is once its return is filed, from the register kept as filed.
 */

export const tdsQuarterSubject = (fy: string, quarter: Quarter, business: MailBusiness) =>
  `TDS deducted and deposited, ${periodLabel(fy, quarter)}, from ${business.name}`;

/** The vendor's rows of the quarter (by its name, as the register names vendors). */
export const vendorRowsOf = (register: TdsRegisterWithDeposits, vendor: string) =>
  register.rows.filter((row) => nameKey(row.vendor) === nameKey(vendor));

function depositWords(row: TdsRegisterWithDeposits['rows'][number], register: TdsRegisterWithDeposits) {
  const challan = register.challans.find((c) => c.id === row.challanId);
  if (row.status === 'nothing to deposit') return 'nothing to deposit';
  if (!challan) return `not yet deposited (${rupeesText(row.taxNotDeposited)})`;
  const paid = `deposited ${rupeesText(row.taxDeposited)} by challan serial ${challan.serial} of ${formatIndianDate(challan.depositDate)}, BSR code ${challan.bsrCode}`;
  return row.taxNotDeposited > 0 ? `${paid}; ${rupeesText(row.taxNotDeposited)} not yet deposited` : paid;
}

export function tdsQuarterText(
  register: TdsRegisterWithDeposits,
  vendor: string,
  business: MailBusiness,
): string {
  const rows = vendorRowsOf(register, vendor);
  const law = lawOfQuarter(register.fy, register.quarter);
  const lines = rows.map((row) => {
    const bill = row.adjustmentOf
      ? `${row.billId} (${row.adjustmentOf.change} on ${formatIndianDate(row.dateOfCredit)})`
      : row.billId;
    return `- ${bill}, credited ${formatIndianDate(row.dateOfCredit)}: amount credited ${rupeesText(row.amountCredited)}, TDS ${rupeesText(row.tds)} at ${row.tdsRate}%; ${depositWords(row, register)}.`;
  });
  const code = rows.find((row) => row.paymentCode)?.paymentCode;
  return [
    greeting(vendor),
    '',
    `Here is the TDS we deducted from your bills in ${periodLabel(register.fy, register.quarter)} and deposited, as our quarterly statement (${law.quarterlyStatement}) reports it.`,
    `Deductor's TAN: ${business.tan || 'not set'}. Your PAN: ${rows[0]?.pan || 'none'}. Section ${rows[0]?.section ?? law.section}${code ? `, ${law.codeName} ${code}` : ''}.`,
    '',
    ...lines,
    '',
    `Total: amount credited ${rupeesText(sumRupees(rows.map((r) => r.amountCredited)))}, TDS ${rupeesText(sumRupees(rows.map((r) => r.tds)))}, deposited ${rupeesText(sumRupees(rows.map((r) => r.taxDeposited)))}.`,
    '',
    `The TDS certificate (${law.certificate}) is issued through TRACES; this message is not the certificate.`,
    ...signOff(business),
  ].join('\n');
}
