import {
  amountOfSums,
  formatINR,
  freightFor,
  fromPaise,
  roundRupees,
  roundWeight,
  sumRupees,
  tdsAmount,
  tdsAndAmountTotals,
  tdsPaise,
  toKilograms,
  toPaise,
  NotAnAmount,
  typedAmount,
  tripAmount,
  tripAmountPaise,
} from './money';

describe('paise and kilograms', () => {
  test('rupees to paise round half away from zero, reading the decimal as written', () => {
    expect(toPaise(12.34)).toBe(1234);
    expect(toPaise(1.005)).toBe(101); // 1.005 is 1.00499999... in binary
    expect(toPaise(-1.005)).toBe(-101);
    expect(toPaise(0.1 + 0.2)).toBe(30);
    expect(toPaise(2.675)).toBe(268);
    expect(toPaise(1e-7)).toBe(0);
    expect(toPaise(-0.001)).toBe(0);
    expect(Object.is(toPaise(-0.001), -0)).toBe(false);
    expect(toPaise(9_999_999_999.99)).toBe(999_999_999_999);
  });

  test('missing values count as 0; typed text is read; text that is not a number is refused', () => {
    expect(toPaise(null)).toBe(0);
    expect(toPaise(undefined)).toBe(0);
    expect(toPaise('')).toBe(0);
    expect(toPaise(' 12.5 ')).toBe(1250);
    expect(() => toPaise('abc')).toThrow(new NotAnAmount('abc'));
    expect(() => toPaise('12,50')).toThrow(NotAnAmount);
    expect(toPaise(Number.NaN)).toBe(0);
  });

  test('a preview counts the amount typed so far, and 0 while it is not a number', () => {
    expect(typedAmount(' -250.5 ')).toBe(-250.5);
    expect(typedAmount('-')).toBe(0);
    expect(typedAmount('12a')).toBe(0);
  });

  test('back to rupees and rounding helpers', () => {
    expect(fromPaise(1235)).toBe(12.35);
    expect(roundRupees(10.005)).toBe(10.01);
    expect(toKilograms(12.3455)).toBe(12346);
    expect(roundWeight(0.0005)).toBe(0.001);
    expect(sumRupees([0.1, 0.2, '0.3', null])).toBe(0.6);
  });
});

describe('freightFor: round(rate x weight)', () => {
  test('rounds to whole rupees, half up, exactly', () => {
    expect(freightFor(1450, 12.345)).toBe(17900); // 17900.25
    expect(freightFor(850, 12.345)).toBe(10493); // 10493.25, never 10493.249999
    expect(freightFor(1333, 0.5)).toBe(667); // 666.5
    expect(freightFor(1, 0.5)).toBe(1);
    expect(freightFor(1, 0.499)).toBe(0);
    expect(freightFor(3, 1.5)).toBe(5); // 4.5
    expect(freightFor(1.15, 10)).toBe(12); // 11.5 (1.15 x 10 is 11.499999... in binary)
    expect(freightFor(1400, 20)).toBe(28000);
  });

  test('0 when the weight is empty or zero or the rate unknown', () => {
    expect(freightFor(1450, null)).toBe(0);
    expect(freightFor(1450, '')).toBe(0);
    expect(freightFor(1450, 0)).toBe(0);
    expect(freightFor(null, 10)).toBe(0);
    expect(freightFor(undefined, 10)).toBe(0);
    expect(freightFor(Number.NaN, 10)).toBe(0);
  });

  test('large values stay exact', () => {
    expect(freightFor(10_000_000, 999_999.999)).toBe(9_999_999_990_000);
  });
});

describe('TDS and the per-trip amount (SPEC.md section 9)', () => {
  test('TDS = Freight x TDS_Rate / 100, to 2 decimals, half up', () => {
    expect(tdsAmount(17900, 2)).toBe(358);
    expect(tdsAmount(10493, 2)).toBe(209.86);
    expect(tdsAmount(1005, 0.5)).toBe(5.03); // 5.025
    expect(tdsAmount(1001, 1.5)).toBe(15.02); // 15.015
    expect(tdsAmount(999, 0.01)).toBe(0.1); // 0.0999
    expect(tdsAmount(1000, 0)).toBe(0);
    expect(tdsAmount(1000, null)).toBe(0);
    expect(tdsPaise(333, 33.33)).toBe(11099); // 110.9889
  });

  test('amount = Freight - TDS - Short - Diesel - Advance - Toll - Adblue - Greasing', () => {
    const trip = {
      Freight: 17900,
      TDS_Rate: 2,
      Short: 150.5,
      DieselAmount: 5000.5,
      Advance: 2000,
      Toll: 350.25,
      Adblue: 0.1,
      Greasing: 0.2,
    };
    // 17900 - 358 - 150.5 - 5000.5 - 2000 - 350.25 - 0.1 - 0.2 = 10040.45
    expect(tripAmount(trip)).toBe(10040.45);
    expect(tripAmountPaise(trip)).toBe(1004045);
    expect(tripAmount({ Freight: 1000, TDS_Rate: 1, Short: null, DieselAmount: undefined })).toBe(990);
    expect(tripAmount({ Freight: 100, DieselAmount: 250 })).toBe(-150);
    // A manager's record has no Freight: the amount is the deductions only.
    expect(tripAmount({ TDS_Rate: 2, Advance: 500 })).toBe(-500);
  });
});

describe('formatINR', () => {
  test('Indian grouping, 2 decimals', () => {
    expect(formatINR(123456)).toBe('1,23,456.00');
    expect(formatINR(12345678.9)).toBe('1,23,45,678.90');
    expect(formatINR(0.005)).toBe('0.01');
    expect(formatINR(999.999)).toBe('1,000.00');
    expect(formatINR(-1500.5)).toBe('-1,500.50');
    expect(formatINR(null)).toBe('0.00');
  });
});

describe('totals of many trips', () => {
  const trips = [
    {
      Freight: 14681.25,
      TDS_Rate: 2,
      DieselAmount: 1000,
      Advance: 500,
      Toll: 350.25,
      Short: 12.5,
      Adblue: 120.5,
      Greasing: 80,
    },
    { Freight: 29725, TDS_Rate: 1.5, Advance: 500 },
    { Freight: 10493, TDS_Rate: 1.5, DieselAmount: null },
  ];

  test("TDS is each trip's rounded to the paisa, then summed; Amount is the sum of the trips' amounts", () => {
    // 293.625 -> 293.63, 445.875 -> 445.88, 157.395 -> 157.40 (the freight's sum would give 896.9 with one rounding)
    expect(tdsAndAmountTotals(trips)).toEqual({
      TDS: 896.91,
      Amount: sumRupees(trips.map((t) => tripAmount(t))),
    });
  });

  test('the Amount from the column sums and the TDS sum equals the sum of the amounts (the formula is linear)', () => {
    const sum = (key: keyof (typeof trips)[0]) =>
      sumRupees(trips.map((t) => (t as Record<string, number | null | undefined>)[key]));
    const { TDS, Amount } = tdsAndAmountTotals(trips);
    const fromSums = amountOfSums({
      Freight: sum('Freight'),
      TDS,
      DieselAmount: sum('DieselAmount'),
      Advance: sum('Advance'),
      Toll: sum('Toll'),
      Short: sum('Short'),
      Adblue: sum('Adblue'),
      Greasing: sum('Greasing'),
    });
    expect(fromSums).toBe(Amount);
  });
});
