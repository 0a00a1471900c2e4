import { formatIndianDate } from '../../../../shared/common/dates';
import { statementFileName } from '../../../../shared/accounting/statement-file';
import type { VendorStatement } from '../../../../shared/accounting/wire';
import type { MailBusiness } from '../mail-setup';
import { amountLines, greeting, signOff } from './words';

/** A vendor statement's message: the period's balances in the text, the statement PDF attached. */

export interface StatementPeriod {
  startDate: string;
  endDate: string;
}

export const statementSubject = (period: StatementPeriod, business: MailBusiness) =>
  `Statement of account ${formatIndianDate(period.startDate)} to ${formatIndianDate(period.endDate)} from ${business.name}`;

export const statementAttachmentName = (vendor: string, period: StatementPeriod) =>
  statementFileName(vendor, period.startDate, period.endDate, 'pdf');

export function statementText(statement: VendorStatement, business: MailBusiness): string {
  return [
    greeting(statement.vendor),
    '',
    `Please find attached your statement of account with us for ${formatIndianDate(statement.startDate)} to ${formatIndianDate(statement.endDate)}.`,
    'Balances are what we owe you.',
    '',
    ...amountLines([
      ['Opening balance', statement.openingBalance],
      ['Bills (net payable)', statement.totalBilled],
      ['TDS deducted', statement.totalTds],
      ['Payments', statement.totalPaid],
      ['Closing balance', statement.closingBalance],
    ]),
    '',
    'Each bill in the statement shows its amount credited, TDS and deductions, to match with Form 26AS.',
    ...signOff(business),
  ].join('\n');
}
