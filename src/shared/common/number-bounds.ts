/**
 * The bounds of every number that feeds a bill (trip weights and money, freight rates, remark and
 * payment amounts) and how many decimals each keeps. Numbers outside them are refused at entry,
 * never rounded, so a stored bill is always what the clerk typed and always fits its columns.
 *
 * Why these bounds: a truck carries tens of tons, so 999.999 t is a typing mistake long before it
 * is a load. Lane rates run Rs 300-5,000 a ton; Rs 1,00,000 a ton leaves room for odd cargo. So a
 * trip's freight is at most 1,00,000 x 999.999 = Rs 9,99,99,900. No single trip costs a crore in
 * diesel, advance, toll, adblue, greasing or shortage. A remark (loading charge, penalty) adjusts a
 * whole bill of up to 5,000 trips, so it may reach Rs 10 crore either way.
 * The largest bill (BILL_MAX_TRIPS = 5,000 trips at every maximum): freight 4,99,99,95,00,000 and
 * an amount of at most 5,000 x (freight + 6 crore) ~ 8 x 10^11 either way, so every total stays
 * below the 10^13 of the bill columns (numeric(15,2) since migration 018) and every line value
 * far below the 10^12 of numeric(14,2).
 */

/** How many decimals a field keeps: weights in kilograms, money in paise, Advance and Rate in whole rupees. */
export const WEIGHT_DECIMALS = 3;
export const MONEY_DECIMALS = 2;
export const WHOLE_RUPEES = 0;

export const MAX_TRIP_WEIGHT = 999.999; // tons
export const MAX_TRIP_AMOUNT = 1_00_00_000; // rupees per trip, for each of Short, Diesel, Advance, Toll, Adblue, Greasing
export const MAX_FREIGHT_RATE = 1_00_000; // rupees per ton
/** round(MAX_FREIGHT_RATE x MAX_TRIP_WEIGHT): the largest freight a trip can reach. */
export const MAX_TRIP_FREIGHT = 9_99_99_900;
export const MAX_REMARK_AMOUNT = 10_00_00_000; // rupees, either sign
/** A payment never exceeds its bill's outstanding; this only keeps a typo from the column: above the largest bill (~5.3 x 10^11). */
export const MAX_PAYMENT_AMOUNT = 10_00_00_00_00_000;

/** What the bill totals columns hold (numeric(15,2), in paise) and a bill line's (numeric(14,2)). */
export const BILL_TOTAL_COLUMN_MAX_PAISE = 999_999_999_999_999;
export const BILL_LINE_COLUMN_MAX_PAISE = 99_999_999_999_999;

/** A number field's rule: the largest value and the decimals kept (the smallest is 0). */
export interface NumberBound {
  max: number;
  decimals: number;
}

export const WEIGHT_BOUND: NumberBound = { max: MAX_TRIP_WEIGHT, decimals: WEIGHT_DECIMALS };
export const AMOUNT_BOUND: NumberBound = { max: MAX_TRIP_AMOUNT, decimals: MONEY_DECIMALS };
/** SPEC.md section 5: Advance has no decimal step. */
export const ADVANCE_BOUND: NumberBound = { max: MAX_TRIP_AMOUNT, decimals: WHOLE_RUPEES };
/** SPEC.md section 5: the rate is a whole number of rupees. */
export const RATE_BOUND: NumberBound = { max: MAX_FREIGHT_RATE, decimals: WHOLE_RUPEES };
export const REMARK_BOUND: NumberBound = { max: MAX_REMARK_AMOUNT, decimals: MONEY_DECIMALS };

export const NUMBER_MESSAGES = {
  notANumber: (label: string) => `${label} must be a valid number.`,
  negative: (label: string) => `${label} cannot be negative.`,
  tooManyDecimals: (label: string, decimals: number) =>
    decimals === 0
      ? `${label} must be a whole number (no decimal places).`
      : `${label} can have at most ${decimals} decimal places.`,
  tooLarge: (label: string, max: number) => `${label} can be at most ${formatBound(max)}.`,
} as const;

/**
 * Made on first use and kept: toLocaleString with options builds a new Intl formatter on every
 * call, and the number rules build their messages when their modules load (on a slowed phone,
 * a quarter of a second before the trip form shows).
 */
let boundFormat: Intl.NumberFormat | undefined;

/** A bound as the messages show it: Indian grouping, no trailing zeros (1,00,00,000; 999.999). */
export function formatBound(max: number): string {
  boundFormat ??= new Intl.NumberFormat('en-IN', { maximumFractionDigits: WEIGHT_DECIMALS });
  return boundFormat.format(max);
}

/**
 * How many decimals a number really has, read from its shortest text: 0.0004 -> 4, 1e-7 -> 7,
 * 1.5e-7 -> 8, 1500 -> 0. A typed '1.50' arrives as 1.5 and has 1.
 */
export function decimalPlaces(value: number): number {
  if (!Number.isFinite(value)) return 0;
  const [mantissa, exponent] = String(Math.abs(value)).split('e');
  const fraction = mantissa.split('.')[1] ?? '';
  return Math.max(0, fraction.length - Number(exponent ?? 0));
}

/** The input's `step` for a bound: '0.001', '0.01', '1'. */
export function stepOf(bound: NumberBound): string {
  return bound.decimals === 0 ? '1' : `0.${'0'.repeat(bound.decimals - 1)}1`;
}

/**
 * Checks a number against its bound: a number, not negative, no more decimals than kept, not
 * above the maximum. `allowNegative` for remark amounts (a deduction). The message, or null.
 */
export function checkBoundedNumber(
  label: string,
  value: number,
  bound: NumberBound,
  allowNegative = false,
): string | null {
  if (!Number.isFinite(value)) return NUMBER_MESSAGES.notANumber(label);
  if (value < 0 && !allowNegative) return NUMBER_MESSAGES.negative(label);
  if (decimalPlaces(value) > bound.decimals) return NUMBER_MESSAGES.tooManyDecimals(label, bound.decimals);
  if (Math.abs(value) > bound.max) return NUMBER_MESSAGES.tooLarge(label, bound.max);
  return null;
}

/** Each number field of a trip and its bound (the trip form, a row edit, Revise Bill's inline edit). */
export const TRIP_NUMBER_BOUNDS = {
  Weight: WEIGHT_BOUND,
  ActualWeight: WEIGHT_BOUND,
  Short: AMOUNT_BOUND,
  DieselAmount: AMOUNT_BOUND,
  Advance: ADVANCE_BOUND,
  Toll: AMOUNT_BOUND,
  Adblue: AMOUNT_BOUND,
  Greasing: AMOUNT_BOUND,
} as const satisfies Record<string, NumberBound>;
export type TripNumberField = keyof typeof TRIP_NUMBER_BOUNDS;

/** What a form's number input takes, from the field's bound: the screens offer exactly what the server keeps. */
export function numberInputProps(bound: NumberBound) {
  return {
    step: stepOf(bound),
    min: '0',
    max: String(bound.max),
    inputMode: bound.decimals === 0 ? ('numeric' as const) : ('decimal' as const),
  };
}

/**
 * A TDS challan's tax, interest and fee (typed from the bank's counterfoil): a freight business
 * deposits lakhs a month, so Rs 100 crore in one challan is a typing mistake; numeric(15,2) holds it.
 */
export const MAX_CHALLAN_AMOUNT = 1_00_00_00_000;
export const CHALLAN_AMOUNT_BOUND: NumberBound = { max: MAX_CHALLAN_AMOUNT, decimals: MONEY_DECIMALS };
