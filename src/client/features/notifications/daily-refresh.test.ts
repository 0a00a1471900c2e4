import { DAY_MS, msUntilNext0005 } from './daily-refresh';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

// Dates are built from local calendar fields, as the bell's schedule uses the browser's local time.
test.each([
  ['just after midnight', new Date(2025, 4, 10, 0, 0, 0), 5 * MINUTE],
  ['one second before 00:05', new Date(2025, 4, 10, 0, 4, 59), 1000],
  ['exactly 00:05 (the next one is tomorrow)', new Date(2025, 4, 10, 0, 5, 0), DAY_MS],
  ['one millisecond after 00:05', new Date(2025, 4, 10, 0, 5, 0, 1), DAY_MS - 1],
  ['mid-afternoon', new Date(2025, 4, 10, 15, 30, 0), 8 * HOUR + 35 * MINUTE],
  ['late evening', new Date(2025, 4, 10, 23, 59, 0), 6 * MINUTE],
  ['the last day of a month', new Date(2025, 0, 31, 12, 0, 0), 12 * HOUR + 5 * MINUTE],
  ["new year's eve", new Date(2025, 11, 31, 23, 0, 0), HOUR + 5 * MINUTE],
])('%s', (_case, now, expected) => {
  expect(msUntilNext0005(now)).toBe(expected);
});

test('the next refresh lands on 00:05 local time', () => {
  const now = new Date(2025, 2, 15, 9, 41, 17, 250);
  const next = new Date(now.getTime() + msUntilNext0005(now));
  expect([
    next.getFullYear(),
    next.getMonth(),
    next.getDate(),
    next.getHours(),
    next.getMinutes(),
    next.getSeconds(),
  ]).toEqual([2025, 2, 16, 0, 5, 0]);
});

test('a day is 86,400,000 ms', () => {
  expect(DAY_MS).toBe(86_400_000);
});
