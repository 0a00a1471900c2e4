import { formatIndianDate } from '../../../../shared/common/dates';
import { sumRupees } from '../../../../shared/common/money';
import type { Payment } from '../../../../shared/payments/wire';
import { adviceFileName } from '../../../../shared/payments/advice-file';
import type { StoredBill } from '../../billing/for-mail';
import type { MailBusiness } from '../mail-setup';
import { amountLines, billAmountRows, greeting, rupeesText, signOff } from './words';

/** A payment advice: what was paid, how (mode and UTR or cheque number), and the bill it settles. */

export const adviceSubject = (
  payment: { billId: string; amount: number; date: string },
  business: MailBusiness,
) => `Payment advice: ${rupeesText(payment.amount)} against bill ${payment.billId} from ${business.name}`;

/** How the money went: 'NEFT, UTR SBIN4212345' or 'Cheque no. 004512' or 'Cash'. */
function modeLine(payment: Payment): string {
  if (payment.mode === 'Cash') return payment.reference ? `Cash (${payment.reference})` : 'Cash';
  if (payment.mode === 'Cheque') return `Cheque no. ${payment.reference}`;
  return `${payment.mode}, UTR ${payment.reference}`;
}

/**
 * The advice's own lines (the mail's text and the PDF both carry them). `billPayments` are the
 * bill's payments: those recorded up to this one (live) are what is paid with it; the bill's net
 * less that is what it still owes.
 */
export function adviceBody(payment: Payment, bill: StoredBill, billPayments: readonly Payment[]): string[] {
  const upToThis = billPayments.filter((p) => !p.reversed && p.id <= payment.id);
  const paid = sumRupees(upToThis.map((p) => p.amount));
  const balance = sumRupees([bill.current.totals.netAmount, -paid]);
  const settled = balance <= 0 ? 'This settles the bill.' : `Still due on the bill: ${rupeesText(balance)}.`;
  const r = bill.current;
  return [
    `We have paid you ${rupeesText(payment.amount)} on ${formatIndianDate(payment.date)}.`,
    `Mode: ${modeLine(payment)}`,
    ...(payment.note ? [`Note: ${payment.note}`] : []),
    '',
    `Bill settled: ${bill.billId} dated ${formatIndianDate(bill.billDate)}${r.revision > 1 ? ` (revision ${r.revision})` : ''}`,
    ...amountLines([...billAmountRows(r.totals, r.remarks), ['Paid so far, with this payment', paid]]),
    '',
    settled,
  ];
}

export function adviceText(
  payment: Payment,
  bill: StoredBill,
  billPayments: readonly Payment[],
  business: MailBusiness,
): string {
  return [
    greeting(bill.current.vendor.name),
    '',
    ...adviceBody(payment, bill, billPayments),
    '',
    `The attached file ${adviceFileName(bill.billId, payment.id)} is this advice as a PDF.`,
    ...signOff(business),
  ].join('\n');
}

/** The advice's PDF: to whom, then its own lines. */
export const advicePdfLines = (payment: Payment, bill: StoredBill, billPayments: readonly Payment[]) => [
  `To: ${bill.current.vendor.name}`,
  `Payment no. ${payment.id}`,
  '',
  ...adviceBody(payment, bill, billPayments),
];
