import {
  PERIOD_MESSAGES,
  closedBanner,
  differenceLabel,
  periodLabel,
  quarterHasEnded,
  reopenPeriodSchema,
} from './periods';

test('a quarter is named with its financial year and months', () => {
  expect(periodLabel('2026-27', 'Q2')).toBe('Q2 2026-27 (Jul-Sep)');
  expect(PERIOD_MESSAGES.closed(periodLabel('2026-27', 'Q4'), 'bill')).toBe(
    'Q4 2026-27 (Jan-Mar) is closed: a bill cannot be dated in it. An admin may reopen the quarter.',
  );
});

test('a quarter may be closed from the day after its last day (India)', () => {
  expect(quarterHasEnded('2026-27', 'Q2', '2026-09-30')).toBe(false);
  expect(quarterHasEnded('2026-27', 'Q2', '2026-10-01')).toBe(true);
  expect(quarterHasEnded('2026-27', 'Q4', '2027-03-31')).toBe(false);
  expect(quarterHasEnded('2026-27', 'Q4', '2027-04-01')).toBe(true);
});

test('the banner and a difference row read as dd/mm/yyyy in India', () => {
  // 20:00 UTC on 4 October is 5 October in India.
  expect(closedBanner('2026-10-04T20:00:00.000Z', 'accounts')).toBe('Closed on 05/10/2026 by accounts');
  expect(
    differenceLabel({
      billId: 'B1044',
      dateOfCredit: '2026-11-26',
      adjustmentOf: { billDate: '2026-05-10', change: 'revised' },
    }),
  ).toBe('difference of B1044 (revised 26/11/2026)');
  expect(
    differenceLabel({
      billId: 'B1102',
      dateOfCredit: '2026-12-01',
      adjustmentOf: { billDate: '2026-05-10', change: 'cancelled' },
    }),
  ).toBe('difference of B1102 (cancelled 01/12/2026)');
  expect(differenceLabel({ billId: 'B1044', dateOfCredit: '2026-05-10' })).toBeNull();
});

test('a reopen needs a quarter and a reason', () => {
  const issue = (body: unknown) => reopenPeriodSchema.safeParse(body).error?.issues[0].message;
  expect(issue({ fy: '2026-27', quarter: 'Q2', reason: '   ' })).toBe(PERIOD_MESSAGES.reasonRequired);
  expect(issue({ fy: '2026-27', quarter: 'Q2', reason: 'x'.repeat(501) })).toBe(
    'Reason can have at most 500 characters.',
  );
  expect(issue({ fy: '2026-27', quarter: 'Q5', reason: 'Return revised' })).toBe(
    'Please select a financial year (e.g. 2026-27) and a quarter (Q1-Q4).',
  );
  expect(reopenPeriodSchema.parse({ fy: '2026-27', quarter: 'Q2', reason: ' Return revised ' })).toEqual({
    fy: '2026-27',
    quarter: 'Q2',
    reason: 'Return revised',
  });
});
