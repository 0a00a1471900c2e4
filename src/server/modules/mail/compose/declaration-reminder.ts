import { formatIndianDate } from '../../../../shared/common/dates';
import {
  citation,
  lawOn,
  taxYearEnd,
  taxYearOf,
  yearLabel,
} from '../../../../shared/accounting/law-in-force';
import type { MailBusiness } from '../mail-setup';
import { greeting, signOff } from './words';

/**
 * Before a transporter's declaration lapses: it covers the tax year of its date only (tds-rule.ts),
 * so without the next year's, TDS is deducted at the normal rate from the first day after.
 */

export const reminderSubject = (receivedOn: string, business: MailBusiness) =>
  `Your TDS declaration lapses on ${formatIndianDate(taxYearEnd(receivedOn))}: ${business.name}`;

/** The day after the declaration's tax year ends, in YYYY-MM-DD. */
const dayAfter = (isoDate: string) => {
  const next = new Date(`${isoDate}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
};

export function reminderText(vendor: string, receivedOn: string, business: MailBusiness): string {
  const law = lawOn(receivedOn);
  const nextYearStarts = dayAfter(taxYearEnd(receivedOn));
  const next = lawOn(nextYearStarts);
  return [
    greeting(vendor),
    '',
    `Your declaration under ${citation(law.transporterProvision, law)} dated ${formatIndianDate(receivedOn)} covers ${yearLabel(law, taxYearOf(receivedOn))} only, which ends on ${formatIndianDate(taxYearEnd(receivedOn))}.`,
    `Please send us your declaration for ${yearLabel(next, taxYearOf(nextYearStarts))} under ${citation(next.transporterProvision, next)} (that you own ten or fewer goods carriages, with your PAN), signed, before then.`,
    `Without it, TDS will be deducted at the normal rate from bills dated ${formatIndianDate(nextYearStarts)} on.`,
    ...signOff(business),
  ].join('\n');
}
