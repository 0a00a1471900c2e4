import { ageingBucket, quarterOf, quarterRange, tallyDate, tdsQuerySchema } from './month-end';
import { auditChanges } from '../audit/audit-trail';
import { checkPaymentDate, paymentInputSchema, paymentStatusOf } from '../payments/payments';
import { eachInputGives } from '../test/tables';

test.each([
  ['2026-27', 'Q1', '2026-04-01', '2026-06-30'],
  ['2026-27', 'Q2', '2026-07-01', '2026-09-30'],
  ['2026-27', 'Q3', '2026-10-01', '2026-12-31'],
  ['2026-27', 'Q4', '2027-01-01', '2027-03-31'],
  ['2027-28', 'Q4', '2028-01-01', '2028-03-31'],
] as const)('%s %s covers %s to %s', (fy, quarter, startDate, endDate) => {
  expect(quarterRange(fy, quarter)).toEqual({ startDate, endDate });
  expect(quarterOf(startDate)).toEqual({ fy, quarter });
  expect(quarterOf(endDate)).toEqual({ fy, quarter });
});

test('a financial year label must be consecutive years', () => {
  expect(tdsQuerySchema.safeParse({ fy: '2026-27', quarter: 'Q1' }).success).toBe(true);
  expect(tdsQuerySchema.safeParse({ fy: '2099-00', quarter: 'Q1' }).success).toBe(true);
  expect(tdsQuerySchema.safeParse({ fy: '2026-28', quarter: 'Q1' }).success).toBe(false);
  expect(tdsQuerySchema.safeParse({ fy: '2026-27', quarter: 'Q5' }).success).toBe(false);
});

describe('ageing, seen on 2026-11-23', () => {
  eachInputGives('a bill of %s is %s days old', (billDate: string) => ageingBucket(billDate, '2026-11-23'), [
    ['2026-11-23', '0-30'],
    ['2026-10-24', '0-30'],
    ['2026-10-23', '31-60'],
    ['2026-09-24', '31-60'],
    ['2026-09-23', '61-90'],
    ['2026-08-25', '61-90'],
    ['2026-08-24', '>90'],
  ]);
});

test('payment status from net and paid (paise)', () => {
  expect(paymentStatusOf(100_00, 0, false)).toBe('Unpaid');
  expect(paymentStatusOf(100_00, 1, false)).toBe('Part-paid');
  expect(paymentStatusOf(100_00, 100_00, false)).toBe('Paid');
  expect(paymentStatusOf(100_00, 100_00, true)).toBe('Cancelled');
});

test('payment amounts are read as exact paise; more than 2 decimals, zero and negatives are refused', () => {
  const base = { billId: 'b12', date: '2026-11-23', mode: 'NEFT', reference: 'u1', note: '' };
  expect(paymentInputSchema.parse({ ...base, amount: '0.1' })).toMatchObject({ billId: 'B12', amount: 10 });
  expect(paymentInputSchema.parse({ ...base, amount: 1234.56 }).amount).toBe(123456);
  for (const amount of ['0', '-1', '1.005', 'abc', '', null])
    expect(paymentInputSchema.safeParse({ ...base, amount }).success).toBe(false);
  expect(paymentInputSchema.safeParse({ ...base, mode: 'Cash', reference: '', amount: 1 }).success).toBe(
    true,
  );
});

test('a payment is dated from the bill date up to today', () => {
  expect(checkPaymentDate('2026-11-20', '2026-11-20', '2026-11-23')).toBeNull();
  expect(checkPaymentDate('2026-11-19', '2026-11-20', '2026-11-23')).toBe(
    'Payment date cannot be before the bill date (20/11/2026).',
  );
  expect(checkPaymentDate('2026-11-24', '2026-11-20', '2026-11-23')).toBe(
    'Payment date cannot be in the future.',
  );
});

test('the audit view lists only the fields that changed', () => {
  expect(auditChanges({ a: 1, b: 'x', c: [1] }, { a: 1, b: 'y', d: true })).toEqual([
    { field: 'b', before: 'x', after: 'y' },
    { field: 'c', before: [1], after: undefined },
    { field: 'd', before: undefined, after: true },
  ]);
  expect(auditChanges(null, null)).toEqual([]);
  expect(tallyDate('2026-04-01')).toBe('20260401');
});
