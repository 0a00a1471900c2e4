import { z } from 'zod';
/**
 * Money maths in integer paise (SPEC.md sections 4 and 9, DESIGN.md section 3): binary floating
 * point cannot hold 0.1 exactly, so every sum, product and rounding is done on whole paise (and
 * weights on whole kilograms) and only turned back into rupees at the end.
 * Rounding is half away from zero everywhere (1.005 -> 1.01, -1.005 -> -1.01, 2.5 -> 3).
 */

/**
 * Money where it crosses a boundary (a request, an answer, a stored row) names its unit in its type,
 * so a sum in paise cannot be passed where rupees are meant: a brand costs nothing at run time
 * (zod's .brand(), which the wire schemas use too).
 */
export type Paise = number & z.BRAND<'Paise'>;
export type Rupees = number & z.BRAND<'Rupees'>;
const paiseSchema = z.number().int().brand<'Paise'>();
export const rupeesSchema = z.number().brand<'Rupees'>();
/** Whole paise named as such (a fraction of a paisa is a caller's mistake and throws). */
export const paise = (value: number): Paise => paiseSchema.parse(value);
/** Rupees named as such. */
export const rupees = (value: number): Rupees => rupeesSchema.parse(value);

/** A value that may be missing on a record or in a form: null/undefined/'' count as 0. */
export type MaybeAmount = number | string | null | undefined;

/** Text given as an amount that is not a number: a caller's mistake, never a silent 0 in a sum. */
export class NotAnAmount extends TypeError {
  constructor(readonly text: string) {
    super(`Not an amount: ${JSON.stringify(text)}`);
  }
}

function asNumber(value: MaybeAmount): number {
  if (value === null || value === undefined) return 0;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed === '') return 0;
    const n = Number(trimmed);
    if (!Number.isFinite(n)) throw new NotAnAmount(value);
    return n;
  }
  return Number.isFinite(value) ? value : 0;
}

/** What a form's amount typed so far counts for in a live preview: text not (yet) a number counts as 0. */
export function typedAmount(text: string): number {
  const n = Number(text.trim());
  return Number.isFinite(n) ? n : 0;
}

/**
 * Scales a decimal by 10^digits and rounds half away from zero, reading the number's shortest
 * decimal text so 1.005 (stored as 1.00499999...) still counts as 1.005.
 */
function scaleAndRound(value: number, digits: number): number {
  if (value === 0) return 0;
  const sign = value < 0 ? -1 : 1;
  const text = String(Math.abs(value));
  const scaled = text.includes('e') ? Math.abs(value) * 10 ** digits : Number(`${text}e${digits}`);
  return sign * Math.round(scaled) || 0;
}

/** Rupees to whole paise (12.345 -> 1235). Missing values are 0; text that is not a number throws NotAnAmount. */
export function toPaise(rupees: MaybeAmount): number {
  return scaleAndRound(asNumber(rupees), 2);
}

/** Whole paise to rupees (1235 -> 12.35). */
export function fromPaise(paise: number): number {
  return paise / 100;
}

/** Rounds rupees to 2 decimals, half away from zero (what numeric(14,2) keeps). */
export function roundRupees(rupees: MaybeAmount): number {
  return fromPaise(toPaise(rupees));
}

/** Tons to whole kilograms (weights are kept to 3 decimals: numeric(12,3)). */
export function toKilograms(tons: MaybeAmount): number {
  return scaleAndRound(asNumber(tons), 3);
}

/** Rounds a weight to 3 decimals (what numeric(12,3) keeps). */
export function roundWeight(tons: MaybeAmount): number {
  return toKilograms(tons) / 1000;
}

/** Integer division of a BigInt, rounding half away from zero. */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const q = n / d;
  const rounded = (n % d) * 2n >= d ? q + 1n : q;
  return negative ? -rounded : rounded;
}

/**
 * Freight in whole rupees = round(rate x weight) (SPEC.md sections 4 and 9). 0 when the rate is
 * unknown (null/undefined/not a number) or the weight is empty or zero. Exact: the product is
 * taken in paise x kilograms, so 12.345 t at 850 gives 10493 (10493.25), never 10493.249999.
 */
export function freightFor(rate: MaybeAmount, weight: MaybeAmount): number {
  const ratePaise = toPaise(rate);
  const kilograms = toKilograms(weight);
  if (ratePaise === 0 || kilograms === 0) return 0;
  return Number(divideRounded(BigInt(ratePaise) * BigInt(kilograms), 100_000n));
}

/** TDS in paise = freight x tdsRate / 100, rounded to the paisa (tdsRate is a percentage, 2 decimals). */
export function tdsPaise(freight: MaybeAmount, tdsRate: MaybeAmount): number {
  // tdsRate in hundredths of a percent, so the product stays in integers: paise x bp / 10000.
  const basisPoints = toPaise(tdsRate);
  return Number(divideRounded(BigInt(toPaise(freight)) * BigInt(basisPoints), 10_000n));
}

/** TDS in rupees = Freight x TDS_Rate / 100, to 2 decimals (SPEC.md section 9). */
export function tdsAmount(freight: MaybeAmount, tdsRate: MaybeAmount): number {
  return fromPaise(tdsPaise(freight, tdsRate));
}

/** The money fields of a trip that its amount depends on (Freight may be absent for managers). */
export interface TripAmountFields {
  Freight?: MaybeAmount;
  TDS_Rate?: MaybeAmount;
  Short?: MaybeAmount;
  DieselAmount?: MaybeAmount;
  Advance?: MaybeAmount;
  Toll?: MaybeAmount;
  Adblue?: MaybeAmount;
  Greasing?: MaybeAmount;
}

/** Freight - TDS - Short - Diesel - Advance - Toll - Adblue - Greasing, in paise. */
function netPaise(
  freight: MaybeAmount,
  tds: number,
  trip: Omit<TripAmountFields, 'Freight' | 'TDS_Rate'>,
): number {
  const deductions = [trip.Short, trip.DieselAmount, trip.Advance, trip.Toll, trip.Adblue, trip.Greasing];
  return toPaise(freight) - tds - deductions.reduce<number>((sum, value) => sum + toPaise(value), 0);
}

/** The per-trip amount in paise: Freight - TDS - Short - Diesel - Advance - Toll - Adblue - Greasing. */
export function tripAmountPaise(trip: TripAmountFields): number {
  return netPaise(trip.Freight, tdsPaise(trip.Freight, trip.TDS_Rate), trip);
}

/**
 * The amount of many trips from their column sums and their TDS sum (each trip's TDS rounded
 * first): the formula is linear, so this is exactly the sum of the trips' amounts.
 */
export function amountOfSums(sums: Omit<TripAmountFields, 'TDS_Rate'> & { TDS?: MaybeAmount }): number {
  return fromPaise(netPaise(sums.Freight, toPaise(sums.TDS), sums));
}

/** The TDS and Amount totals of these trips: each trip's TDS rounded to the paisa, then summed. */
export function tdsAndAmountTotals(trips: readonly TripAmountFields[]): { TDS: number; Amount: number } {
  let tds = 0;
  let amount = 0;
  for (const trip of trips) {
    tds += tdsPaise(trip.Freight, trip.TDS_Rate);
    amount += tripAmountPaise(trip);
  }
  return { TDS: fromPaise(tds), Amount: fromPaise(amount) };
}

/** The per-trip amount in rupees (SPEC.md section 9; DESIGN.md section 4). */
export function tripAmount(trip: TripAmountFields): number {
  return fromPaise(tripAmountPaise(trip));
}

/** Adds rupee amounts exactly (through paise). */
export function sumRupees(values: readonly MaybeAmount[]): number {
  return fromPaise(values.reduce<number>((sum, value) => sum + toPaise(value), 0));
}

/** Made at the first amount shown, not at import (the first Intl formatter is slow to make: dates.ts). */
let inrFormat: Intl.NumberFormat | undefined;

/** Indian grouping with 2 decimals: 123456 -> '1,23,456.00'. Missing values show as '0.00'. */
export function formatINR(value: MaybeAmount): string {
  inrFormat ??= new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return inrFormat.format(roundRupees(value));
}
