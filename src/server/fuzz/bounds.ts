import fc from 'fast-check';
import {
  ADVANCE_BOUND,
  AMOUNT_BOUND,
  MAX_PAYMENT_AMOUNT,
  RATE_BOUND,
  REMARK_BOUND,
  WEIGHT_BOUND,
  type NumberBound,
} from '../../shared/common/number-bounds';
import { TRIP_TYPED_NUMBER_FIELDS } from '../../shared/trips';

/**
 * Numbers on the edges of the input bounds (shared/common/number-bounds.ts): at each bound, one step past
 * it, with one decimal more than the field keeps, and tiny values that would round to zero. Every
 * route must answer them with a 2xx or a 4xx, never a 5xx, whether sent as numbers or as text.
 */

const BOUNDS: NumberBound[] = [
  WEIGHT_BOUND,
  AMOUNT_BOUND,
  ADVANCE_BOUND,
  RATE_BOUND,
  REMARK_BOUND,
  { max: MAX_PAYMENT_AMOUNT, decimals: 2 },
];

const edgesOf = ({ max, decimals }: NumberBound): number[] => {
  const step = 10 ** -decimals;
  return [
    max,
    Number((max + step).toFixed(decimals)),
    -max,
    Number((max - step / 10).toFixed(decimals + 1)),
    step / 10,
    step,
  ];
};

const EDGES = [
  ...new Set([
    ...BOUNDS.flatMap(edgesOf),
    0,
    1e-7,
    0.0004,
    99999.9999,
    9999999.999,
    1500.75,
    9_999_999_999.99,
    -99_999_999,
  ]),
];

/** A number at or just past a bound, as a JSON number or as typed text. */
export const boundaryNumber: fc.Arbitrary<number | string> = fc
  .constantFrom(...EDGES)
  .chain((n) => fc.constantFrom<number | string>(n, String(n)));

/** The trip fields the bounds guard, as the trip form and Revise Bill name them. */
export const BOUNDED_FIELD_NAMES = [...TRIP_TYPED_NUMBER_FIELDS, 'Rate', 'rate', 'amount'];
