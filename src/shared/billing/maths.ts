import { fromPaise, toKilograms, toPaise, tdsPaise, tripAmountPaise } from '../common/money';
import type { MaybeAmount, TripAmountFields } from '../common/money';
import { chargesTdsPaise } from '../accounting/tds-rule';

// ---------------------------------------------------------------- bill maths

/**
 * GST rate used only when a bill is generated with applyTaxes (the screens always send false):
 * 5 % of the freight, the rate for goods transport without input tax credit.
 */
export const BILL_GST_RATE_PERCENT = 5;

/** The trip values a bill line is computed from (a TripRecord with Freight fits). */
export interface BillLineInput extends TripAmountFields {
  Weight?: MaybeAmount;
  ActualWeight?: MaybeAmount;
}

/** A bill's totals: money in integer paise, weights in whole kilograms. */
export interface BillTotals {
  weightKg: number;
  actualWeightKg: number;
  freightPaise: number;
  tdsPaise: number;
  shortPaise: number;
  dieselPaise: number;
  advancePaise: number;
  tollPaise: number;
  adbluePaise: number;
  greasingPaise: number;
  /** Sum of the per-trip amounts (Freight - TDS - Short - Diesel - Advance - Toll - Adblue - Greasing). */
  amountPaise: number;
  /** Sum of the remark amounts with their signs. */
  remarksPaise: number;
  /** GST on the freight when applyTaxes, else 0. */
  gstPaise: number;
  /** TDS on the positive remarks (charges) at the bill's rate; part of tdsPaise. */
  chargesTdsPaise: number;
  /** Net payable = amount + remarks - TDS on charges + GST. */
  netPaise: number;
}

/** GST in paise on a freight amount in paise at BILL_GST_RATE_PERCENT, rounded to the paisa. */
export function gstPaiseOn(freightPaise: number): number {
  return tdsPaise(fromPaise(freightPaise), BILL_GST_RATE_PERCENT);
}

/**
 * A bill's totals (DESIGN.md section 4): net = sum of per-trip amounts, plus or minus each
 * remark's amount by its sign, less TDS on the positive remarks (charges credited to the vendor)
 * at `chargesTdsRate` (the bill's rate), plus GST on the freight when applyTaxes. Exact, in paise.
 */
export function billTotals(
  lines: readonly BillLineInput[],
  remarks: ReadonlyArray<{ amount: MaybeAmount }>,
  applyTaxes: boolean,
  chargesTdsRate: MaybeAmount = 0,
): BillTotals {
  const sumPaise = (pick: (line: BillLineInput) => MaybeAmount) =>
    lines.reduce<number>((sum, line) => sum + toPaise(pick(line)), 0);
  const sumKg = (pick: (line: BillLineInput) => MaybeAmount) =>
    lines.reduce<number>((sum, line) => sum + toKilograms(pick(line)), 0);
  const freight = sumPaise((l) => l.Freight);
  const amount = lines.reduce<number>((sum, line) => sum + tripAmountPaise(line), 0);
  const remarksPaise = remarks.reduce<number>((sum, r) => sum + toPaise(r.amount), 0);
  const gst = applyTaxes ? gstPaiseOn(freight) : 0;
  const chargesTds = chargesTdsPaise(remarks, chargesTdsRate);
  return {
    weightKg: sumKg((l) => l.Weight),
    actualWeightKg: sumKg((l) => l.ActualWeight),
    freightPaise: freight,
    tdsPaise:
      lines.reduce<number>((sum, line) => sum + tdsPaise(line.Freight, line.TDS_Rate), 0) + chargesTds,
    shortPaise: sumPaise((l) => l.Short),
    dieselPaise: sumPaise((l) => l.DieselAmount),
    advancePaise: sumPaise((l) => l.Advance),
    tollPaise: sumPaise((l) => l.Toll),
    adbluePaise: sumPaise((l) => l.Adblue),
    greasingPaise: sumPaise((l) => l.Greasing),
    amountPaise: amount,
    remarksPaise,
    gstPaise: gst,
    chargesTdsPaise: chargesTds,
    netPaise: amount + remarksPaise - chargesTds + gst,
  };
}

// ---------------------------------------------------------------- amount in words

const ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 0-99 in words: 'Fifty-Six'. */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n];
  const unit = n % 10;
  return unit === 0 ? TENS[Math.floor(n / 10)] : `${TENS[Math.floor(n / 10)]}-${ONES[unit]}`;
}

/** 0-999 in words: 'Four Hundred Fifty-Six'. */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (hundreds > 0) parts.push(`${ONES[hundreds]} Hundred`);
  if (rest > 0 || hundreds === 0) parts.push(belowHundred(rest));
  return parts.join(' ');
}

/** A whole number in Indian numbering: crore (10^7), lakh (10^5), thousand, hundred. */
export function integerInIndianWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`Not a whole number: ${n}`);
  if (n === 0) return ONES[0];
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  const parts: string[] = [];
  // above 99 crore the crore count is itself read in Indian numbering ('One Lakh Crore')
  if (crore > 0) parts.push(`${integerInIndianWords(crore)} Crore`);
  if (lakh > 0) parts.push(`${belowHundred(lakh)} Lakh`);
  if (thousand > 0) parts.push(`${belowHundred(thousand)} Thousand`);
  if (rest > 0) parts.push(belowThousand(rest));
  return parts.join(' ');
}

/**
 * An amount in rupees in words, Indian numbering, as printed on a bill:
 * 123456.5 -> 'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Fifty Paise Only';
 * 0 -> 'Rupees Zero Only'; 0.5 -> 'Rupees Zero and Fifty Paise Only'; negative -> 'Minus Rupees ...'.
 */
export function amountInWords(amount: MaybeAmount): string {
  const paise = toPaise(amount);
  const whole = Math.floor(Math.abs(paise) / 100);
  const fraction = Math.abs(paise) % 100;
  const sign = paise < 0 ? 'Minus ' : '';
  const paiseWords = fraction > 0 ? ` and ${belowHundred(fraction)} Paise` : '';
  return `${sign}Rupees ${integerInIndianWords(whole)}${paiseWords} Only`;
}
