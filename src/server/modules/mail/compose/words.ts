import { formatINR } from '../../../../shared/common/money';
import type { BillRevisionTotals } from '../../billing/for-mail';
import type { BillRemark } from '../../../../shared/billing/wire';
import type { MailBusiness } from '../mail-setup';

/** The plain words every message shares: amounts in Indian grouping, the greeting and the sign-off. */

/** 'Rs. 1,23,456.00'. */
export const rupeesText = (amount: number) => `Rs. ${formatINR(amount)}`;

/** Label and amount lines, the amounts lined up for a reader in a plain-text mail. */
export function amountLines(rows: ReadonlyArray<readonly [string, number]>): string[] {
  const width = Math.max(...rows.map(([label]) => label.length)) + 2;
  return rows.map(([label, amount]) => `  ${`${label}:`.padEnd(width)}${rupeesText(amount).padStart(18)}`);
}

/**
 * A bill revision's money as stored, part by part: freight, charges and other remarks, TDS, each
 * deduction that is not nil, GST and the net payable. Nothing is added up here: each figure is the
 * revision's own total.
 */
export function billAmountRows(totals: BillRevisionTotals, remarks: readonly BillRemark[]) {
  const rows: Array<readonly [string, number]> = [['Freight', totals.freight]];
  for (const remark of remarks)
    rows.push([`${remark.amount >= 0 ? 'Charge' : 'Deduction'}: ${remark.text}`, remark.amount]);
  rows.push(['Less TDS', -totals.tds]);
  const deductions: Array<readonly [string, number]> = [
    ['Less diesel', totals.diesel],
    ['Less advance', totals.advance],
    ['Less toll', totals.toll],
    ['Less AdBlue', totals.adblue],
    ['Less greasing', totals.greasing],
    ['Less shortage', totals.short],
  ];
  for (const [label, amount] of deductions) if (amount !== 0) rows.push([label, -amount]);
  if (totals.gstAmount !== 0) rows.push(['GST', totals.gstAmount]);
  rows.push(['Net payable', totals.netAmount]);
  return rows;
}

export const greeting = (vendor: string) => `Dear ${vendor},`;

/** The business's name and address close every message; replies reach the office. */
export function signOff(business: MailBusiness): string[] {
  return [
    '',
    'Regards,',
    business.name,
    business.address,
    '',
    `This message was sent by the back office of ${business.name}. Reply to it with any question.`,
  ];
}
