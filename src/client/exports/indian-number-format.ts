/**
 * Indian digit grouping (1,23,45,678.00) as Excel number formats, so every spreadsheet program
 * shows it whatever its locale. Excel's formats group by thousands only; the usual way round is a
 * format with two value conditions (crores, lakhs, the rest), which Excel and LibreOffice read
 * alike for amounts from 0 up to 99 crore. For a negative amount they do not (the sign of the
 * conditions' last section: Excel adds it, LibreOffice drops it), nor above 99 crore, so those
 * cells get a plain format made for their own number of digits instead.
 */

/** Decimals shown: money to the paisa, weights and counts to the kilogram. */
export type NumberKind = 'number' | 'money';
const FRACTION: Record<NumberKind, string> = { money: '.00', number: '.###' };
const DECIMALS: Record<NumberKind, number> = { money: 2, number: 3 };

/** Where the conditional format stops being right: 100 crore. */
const CONDITIONAL_LIMIT = 1_000_000_000;

/** The grouping for a number with this many commas: 0 -> '0', 1 -> '#,##0', 2 -> '##\,##\,##0' (literal commas). */
function grouping(commas: number): string {
  if (commas === 0) return '0';
  if (commas === 1) return '#,##0';
  return `##${'\\,##'.repeat(commas - 1)}\\,##0`;
}

/** The conditional format for amounts from 0 to 99 crore (its last section: below one lakh, grouped in thousands). */
export const conditionalIndianFormat = (kind: NumberKind) => {
  const f = FRACTION[kind];
  return `[>=10000000]##\\,##\\,##\\,##0${f};[>=100000]##\\,##\\,##0${f};#,##0${f}`;
};

/** A plain format for a number with this many commas, with its negative counterpart. */
export function fixedIndianFormat(kind: NumberKind, commas: number): string {
  const f = FRACTION[kind];
  return `${grouping(commas)}${f};-${grouping(commas)}${f}`;
}

/** Commas in the Indian grouping of |value| as shown (rounded to its decimals): 999.99 -> 0, 1,23,456 -> 2. */
export function indianCommas(value: number, kind: NumberKind): number {
  const scale = 10 ** DECIMALS[kind];
  const digits = String(Math.floor(Math.round(Math.abs(value) * scale) / scale)).length;
  return digits <= 3 ? 0 : Math.floor((digits - 2) / 2);
}

/** Enough plain formats for any amount the app can hold (17 digits before the point). */
const MOST_COMMAS = 8;

/** The cell styles of number cells for one look (body or total row), registered once. */
export class IndianNumberStyles {
  private readonly conditional: Record<NumberKind, number>;
  private readonly fixed: Record<NumberKind, number[]>;

  constructor(register: (formatCode: string) => number) {
    const kinds: NumberKind[] = ['number', 'money'];
    this.conditional = Object.fromEntries(
      kinds.map((k) => [k, register(conditionalIndianFormat(k))]),
    ) as Record<NumberKind, number>;
    this.fixed = Object.fromEntries(
      kinds.map((k) => [
        k,
        Array.from({ length: MOST_COMMAS + 1 }, (_, commas) => register(fixedIndianFormat(k, commas))),
      ]),
    ) as Record<NumberKind, number[]>;
  }

  /** The style for this value. */
  styleFor(kind: NumberKind, value: number): number {
    if (value >= 0 && value < CONDITIONAL_LIMIT) return this.conditional[kind];
    return this.fixed[kind][Math.min(indianCommas(value, kind), MOST_COMMAS)];
  }
}
