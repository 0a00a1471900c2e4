import { billPdfFileName } from '../../../../shared/billing/file';
import { formatIndianDate } from '../../../../shared/common/dates';
import { declarationLapseNote } from '../../../../shared/accounting/tds-rule';
import type { StoredBill } from '../../billing/for-mail';
import type { MailBusiness } from '../mail-setup';
import { amountLines, billAmountRows, greeting, signOff } from './words';

/** A bill's message: its subject and the text beside its PDF (the revision's own figures). */

export const billSubject = (billId: string, revision: number, business: MailBusiness) =>
  `Bill ${billId}${revision > 1 ? ` (revision ${revision})` : ''} from ${business.name}`;

export const billAttachmentName = billPdfFileName;

export function billText(bill: StoredBill, business: MailBusiness): string {
  const r = bill.current;
  const trips = r.totals.tripCount === 1 ? '1 trip' : `${r.totals.tripCount.toLocaleString('en-IN')} trips`;
  const revised =
    r.revision > 1
      ? `This is revision ${r.revision} of the bill: it replaces the earlier ones.`
      : 'This is the first issue of the bill.';
  const lapse = declarationLapseNote(r.tdsTerms ?? {});
  return [
    greeting(r.vendor.name),
    '',
    `Please find attached our bill ${bill.billId} dated ${formatIndianDate(bill.billDate)} for ${trips}. ${revised}`,
    '',
    ...amountLines(billAmountRows(r.totals, r.remarks)),
    ...(lapse ? ['', `TDS: ${lapse}.`] : []),
    '',
    `The attached file ${billPdfFileName(bill.billId, r.revision)} lists every trip with its deductions.`,
    ...signOff(business),
  ].join('\n');
}
