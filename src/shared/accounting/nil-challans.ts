import { quarterRange, type Quarter } from './month-end';
import { monthOf } from './tds-challans';
import type { Challan, TdsRegisterRowWithDeposit } from './tds-challans-wire';
import { lawOfQuarter } from './law-in-force';

/**
 * The return files every deductee row under a challan. A month whose rows deduct nothing (a
 * transporter's declaration, reason T) has no deposit, so its rows go under a nil challan: every
 * amount 0.00, BSR code, cheque and challan serial blank, deposited "on" the last day of the
 * quarter, each row's reason code given. Sources: KDK Softwares, "TDS on Payment to Transporter
 * u/s 194C" (support.kdksoftware.com: "Enter a challan with 0 value ... the date ... would be the
 * last date of the quarter"); CAclubindia, "Nil return by RPU" (nil challans "need to mandatorily
 * have deductee records with flag ... T"). Not confirmed from Protean's own RPU instructions for
 * Form 140.
 */
export type NilChallan = Omit<Challan, 'id' | 'recordedBy' | 'recordedAt'>;

export function nilChallansOf(register: {
  fy: string;
  quarter: Quarter;
  rows: ReadonlyArray<Pick<TdsRegisterRowWithDeposit, 'dateOfCredit' | 'status' | 'paymentCode'>>;
  challans: ReadonlyArray<Pick<Challan, 'month'>>;
}): NilChallan[] {
  const withChallan = new Set(register.challans.map((c) => c.month));
  const nilRowsByMonth = new Map<string, string>();
  const monthsWithTax = new Set<string>();
  for (const row of register.rows) {
    const month = monthOf(row.dateOfCredit);
    if (row.status === 'nothing to deposit') {
      if (!nilRowsByMonth.has(month)) nilRowsByMonth.set(month, row.paymentCode);
    } else monthsWithTax.add(month);
  }
  const { endDate } = quarterRange(register.fy, register.quarter);
  const { minorHead } = lawOfQuarter(register.fy, register.quarter);
  return [...nilRowsByMonth]
    .filter(([month]) => !withChallan.has(month) && !monthsWithTax.has(month))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([month, code]) => ({
      bsrCode: '',
      depositDate: endDate,
      serial: '',
      section: code,
      month,
      tax: 0,
      interest: 0,
      fee: 0,
      total: 0,
      minorHead,
    }));
}
