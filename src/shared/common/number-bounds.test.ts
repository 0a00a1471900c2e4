import fc from 'fast-check';
import { BILL_MAX_TRIPS, billTotals, checkBillNet, checkBillableTrips } from '../billing';
import { freightFor, tdsPaise, toKilograms, toPaise } from './money';
import {
  BILL_LINE_COLUMN_MAX_PAISE,
  BILL_TOTAL_COLUMN_MAX_PAISE,
  MAX_FREIGHT_RATE,
  MAX_PAYMENT_AMOUNT,
  MAX_REMARK_AMOUNT,
  MAX_TRIP_AMOUNT,
  MAX_TRIP_FREIGHT,
  MAX_TRIP_WEIGHT,
  checkBoundedNumber,
  decimalPlaces,
  stepOf,
  ADVANCE_BOUND,
  AMOUNT_BOUND,
  WEIGHT_BOUND,
} from './number-bounds';
import { paymentInputSchema } from '../payments/payments';
import { eachInputGives } from '../test/tables';

describe('decimals are counted, never rounded away', () => {
  eachInputGives('%p has %p', decimalPlaces, [
    [0.0004, 4],
    [1e-7, 7],
    [1.5e-7, 8],
    [99999.9999, 4],
    [1500.75, 2],
    [1500, 0],
    [12.346, 3],
    [1e21, 0],
    [-0.01, 2],
  ]);

  test.each([
    ['Weight', 0.0004, WEIGHT_BOUND, 'Weight can have at most 3 decimal places.'],
    ['Weight', 1e-7, WEIGHT_BOUND, 'Weight can have at most 3 decimal places.'],
    ['Weight', 1000, WEIGHT_BOUND, 'Weight can be at most 999.999.'],
    ['Advance', 1500.75, ADVANCE_BOUND, 'Advance must be a whole number (no decimal places).'],
    ['Toll', 10_000_000.01, AMOUNT_BOUND, 'Toll can be at most 1,00,00,000.'],
    ['Toll', -1, AMOUNT_BOUND, 'Toll cannot be negative.'],
  ])('%s %p: %p', (label, value, bound, message) =>
    expect(checkBoundedNumber(label, value, bound)).toBe(message),
  );

  test('at the bound and at the smallest step is fine; steps match the decimals', () => {
    expect(checkBoundedNumber('Weight', MAX_TRIP_WEIGHT, WEIGHT_BOUND)).toBeNull();
    expect(checkBoundedNumber('Weight', 0.001, WEIGHT_BOUND)).toBeNull();
    expect(checkBoundedNumber('Advance', MAX_TRIP_AMOUNT, ADVANCE_BOUND)).toBeNull();
    expect([stepOf(WEIGHT_BOUND), stepOf(AMOUNT_BOUND), stepOf(ADVANCE_BOUND)]).toEqual([
      '0.001',
      '0.01',
      '1',
    ]);
  });

  test('a payment past its bound or with three decimals is refused', () => {
    const pay = (amount: unknown) =>
      paymentInputSchema.safeParse({ billId: 'B1001', date: '2025-01-01', mode: 'Cash', amount });
    expect(pay(MAX_PAYMENT_AMOUNT + 1).error?.issues[0].message).toBe(
      'Amount can be at most 10,00,00,00,00,000.',
    );
    expect(pay('10.005').error?.issues[0].message).toBe(
      'Amount must be a number with at most 2 decimal places.',
    );
    expect(pay(MAX_PAYMENT_AMOUNT).success).toBe(true);
  });
});

describe('the largest bill the bounds allow fits its columns', () => {
  const maxTrip = (tdsRate: number) => ({
    TripID: 'T1',
    Weight: MAX_TRIP_WEIGHT,
    ActualWeight: MAX_TRIP_WEIGHT,
    Freight: freightFor(MAX_FREIGHT_RATE, MAX_TRIP_WEIGHT),
    TDS_Rate: tdsRate,
    Short: MAX_TRIP_AMOUNT,
    DieselAmount: MAX_TRIP_AMOUNT,
    Advance: MAX_TRIP_AMOUNT,
    Toll: MAX_TRIP_AMOUNT,
    Adblue: MAX_TRIP_AMOUNT,
    Greasing: MAX_TRIP_AMOUNT,
  });

  test('the largest freight is what the bound says', () => {
    expect(freightFor(MAX_FREIGHT_RATE, MAX_TRIP_WEIGHT)).toBe(MAX_TRIP_FREIGHT);
    expect(checkBillableTrips([maxTrip(0)])).toBeNull();
    expect(checkBillableTrips([{ ...maxTrip(0), Freight: MAX_TRIP_FREIGHT + 1 }])).toBe(
      'Trip T1 cannot be billed: Freight can be at most 9,99,99,900. Correct it and try again.',
    );
  });

  // Every total (and the net, either way) of BILL_MAX_TRIPS trips anywhere within the bounds, with
  // two remarks and taxes, stays within numeric(15,2); every line value within numeric(14,2).
  test('5,000 trips at any values within the bounds (extremes included)', () => {
    const amount = fc.oneof(
      fc.constant(MAX_TRIP_AMOUNT),
      fc.constant(0),
      fc.integer({ min: 0, max: MAX_TRIP_AMOUNT * 100 }).map((p) => p / 100),
    );
    const trip = fc.record({
      weight: fc.oneof(
        fc.constant(MAX_TRIP_WEIGHT),
        fc.integer({ min: 1, max: MAX_TRIP_WEIGHT * 1000 }).map((kg) => kg / 1000),
      ),
      rate: fc.oneof(fc.constant(MAX_FREIGHT_RATE), fc.integer({ min: 1, max: MAX_FREIGHT_RATE })),
      tdsRate: fc.oneof(
        fc.constant(100),
        fc.constant(0),
        fc.integer({ min: 0, max: 10_000 }).map((bp) => bp / 100),
      ),
      short: amount,
      diesel: amount,
      advance: amount,
      toll: amount,
      adblue: amount,
      greasing: amount,
    });
    const remark = fc.oneof(
      fc.constant(MAX_REMARK_AMOUNT),
      fc.constant(-MAX_REMARK_AMOUNT),
      fc.integer({ min: -MAX_REMARK_AMOUNT, max: MAX_REMARK_AMOUNT }),
    );
    fc.assert(
      fc.property(trip, remark, remark, fc.boolean(), (t, r1, r2, applyTaxes) => {
        const line = {
          Weight: t.weight,
          ActualWeight: t.weight,
          Freight: freightFor(t.rate, t.weight),
          TDS_Rate: t.tdsRate,
          Short: t.short,
          DieselAmount: t.diesel,
          Advance: t.advance,
          Toll: t.toll,
          Adblue: t.adblue,
          Greasing: t.greasing,
        };
        expect(line.Freight).toBeLessThanOrEqual(MAX_TRIP_FREIGHT);
        expect(Math.abs(toPaise(line.Freight) - tdsPaise(line.Freight, line.TDS_Rate))).toBeLessThanOrEqual(
          BILL_LINE_COLUMN_MAX_PAISE,
        );
        const totals = billTotals(
          Array(BILL_MAX_TRIPS).fill(line),
          [{ amount: r1 }, { amount: r2 }],
          applyTaxes,
        );
        const { weightKg, actualWeightKg, ...money } = totals;
        for (const paise of Object.values(money)) {
          expect(Number.isSafeInteger(paise)).toBe(true);
          expect(Math.abs(paise)).toBeLessThanOrEqual(BILL_TOTAL_COLUMN_MAX_PAISE);
        }
        expect(Math.max(weightKg, actualWeightKg)).toBeLessThanOrEqual(
          BILL_MAX_TRIPS * toKilograms(MAX_TRIP_WEIGHT),
        );
      }),
      { numRuns: 40 },
    );
  });

  test('the all-maximum bill: its net is positive and far inside the columns', () => {
    const totals = billTotals(
      Array(BILL_MAX_TRIPS).fill(maxTrip(2)),
      [{ amount: MAX_REMARK_AMOUNT }, { amount: MAX_REMARK_AMOUNT }],
      true,
    );
    expect(totals.freightPaise).toBe(BILL_MAX_TRIPS * MAX_TRIP_FREIGHT * 100);
    expect(totals.netPaise).toBeLessThan(BILL_TOTAL_COLUMN_MAX_PAISE / 10);
    expect(checkBillNet(totals.netPaise)).toBeNull();
    expect(checkBillNet(0)).toBe(
      "The bill's net payable would be Rs. 0.00; a bill must come to more than zero. Nothing was saved.",
    );
  });
});
