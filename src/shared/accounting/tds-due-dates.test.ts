import fc from 'fast-check';
import { DateTime } from 'luxon';
import { depositDueDate, nextDepositDue, nextReturnDue, returnDueDate } from './tds-due-dates';
import type { Quarter } from './month-end';
import { eachInputGives } from '../test/tables';

describe('TDS deposit due dates', () => {
  eachInputGives('deductions of %s are due on %s', depositDueDate, [
    ['2026-04', '2026-05-07'],
    ['2026-11', '2026-12-07'],
    ['2026-12', '2027-01-07'],
    ['2027-02', '2027-03-07'],
    ['2027-03', '2027-04-30'],
  ]);

  eachInputGives('on %s the next deposit is %o', nextDepositDue, [
    ['2026-11-01', { month: '2026-10', dueDate: '2026-11-07' }],
    ['2026-11-07', { month: '2026-10', dueDate: '2026-11-07' }],
    ['2026-11-08', { month: '2026-11', dueDate: '2026-12-07' }],
    ['2026-12-31', { month: '2026-12', dueDate: '2027-01-07' }],
    ['2027-04-08', { month: '2027-03', dueDate: '2027-04-30' }],
    ['2027-04-30', { month: '2027-03', dueDate: '2027-04-30' }],
    ['2027-05-01', { month: '2027-04', dueDate: '2027-05-07' }],
    ['2027-03-15', { month: '2027-03', dueDate: '2027-04-30' }],
  ]);
});

describe('Form 26Q due dates', () => {
  eachInputGives('FY 2026-27 %s is due on %s', (quarter: Quarter) => returnDueDate('2026-27', quarter), [
    ['Q1', '2026-07-31'],
    ['Q2', '2026-10-31'],
    ['Q3', '2027-01-31'],
    ['Q4', '2027-05-31'],
  ]);

  eachInputGives('on %s the next return is %o', nextReturnDue, [
    ['2026-04-10', { fy: '2025-26', quarter: 'Q4', dueDate: '2026-05-31' }],
    ['2026-05-31', { fy: '2025-26', quarter: 'Q4', dueDate: '2026-05-31' }],
    ['2026-06-01', { fy: '2026-27', quarter: 'Q1', dueDate: '2026-07-31' }],
    ['2026-08-01', { fy: '2026-27', quarter: 'Q2', dueDate: '2026-10-31' }],
    ['2026-11-26', { fy: '2026-27', quarter: 'Q3', dueDate: '2027-01-31' }],
    ['2027-01-31', { fy: '2026-27', quarter: 'Q3', dueDate: '2027-01-31' }],
    ['2027-02-01', { fy: '2026-27', quarter: 'Q4', dueDate: '2027-05-31' }],
  ]);
});

const anyDay = fc
  .integer({ min: 0, max: 365 * 30 })
  .map((n) => DateTime.fromISO('2010-01-01').plus({ days: n }).toISODate()!);

test('the next deposit is never past, and no other month falls due between today and it', () => {
  fc.assert(
    fc.property(anyDay, (today) => {
      const next = nextDepositDue(today);
      expect(next.dueDate >= today).toBe(true);
      expect(next.dueDate).toBe(depositDueDate(next.month));
      // The month before the one named was due before today.
      const before = DateTime.fromISO(`${next.month}-01`).minus({ months: 1 }).toFormat('yyyy-MM');
      expect(depositDueDate(before) < today).toBe(true);
    }),
  );
});

test('the next return is never past and is at most five months away', () => {
  fc.assert(
    fc.property(anyDay, (today) => {
      const { dueDate } = nextReturnDue(today);
      expect(dueDate >= today).toBe(true);
      expect(DateTime.fromISO(dueDate).diff(DateTime.fromISO(today), 'days').days).toBeLessThanOrEqual(153);
    }),
  );
});
