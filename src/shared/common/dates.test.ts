import {
  daysBetween,
  indiaDayAndTime,
  isIsoDate,
  longDate,
  msUntilNextIndiaMidnight,
  todayInIndia,
} from './dates';
import { eachInputGives } from '../test/tables';

// Today's List turns over at midnight India time (UTC+5:30), whatever the browser's own zone.
test.each([
  ['23:59:30 IST', '2026-11-23T18:29:30Z', 30_000],
  ['00:00:00 IST (the next midnight is a day away)', '2026-11-23T18:30:00Z', 86_400_000],
  ['05:30 UTC = 11:00 IST', '2026-11-23T05:30:00Z', 13 * 3_600_000],
])('%s', (_case, iso, expected) => {
  expect(msUntilNextIndiaMidnight(new Date(iso))).toBe(expected);
});

test('the India date changes exactly then', () => {
  const before = new Date('2026-11-23T18:29:59.999Z');
  expect(todayInIndia(before)).toBe('2026-11-23');
  expect(todayInIndia(new Date(before.getTime() + msUntilNextIndiaMidnight(before)))).toBe('2026-11-24');
});

// Business dates are real calendar days of the allowed years; checked by plain arithmetic.
eachInputGives('isIsoDate(%p) is %p', isIsoDate, [
  ['2024-02-29', true],
  ['2026-02-29', false],
  ['2026-04-31', false],
  ['2026-13-01', false],
  ['2026-00-10', false],
  ['2026-12-31', true],
  ['1899-12-31', false],
  ['2999-12-31', true],
  ['2026-1-05', false],
  [20260105, false],
]);

test.each([
  ['2026-11-26', '2026-11-26', 0],
  ['2026-11-26', '2026-12-01', 5],
  ['2026-12-01', '2026-11-26', -5],
  ['2024-02-28', '2024-03-01', 2],
  ['2025-12-31', '2026-12-31', 365],
])('daysBetween(%s, %s) is %i', (from, to, expected) => {
  expect(daysBetween(from, to)).toBe(expected);
});

test("a date group's long heading names the day as India writes it, whatever the machine's zone", () => {
  expect(longDate('2026-11-22')).toBe('Sunday, 22 November 2026');
  expect(longDate('2024-02-29')).toBe('Thursday, 29 February 2024');
  expect(longDate('2026-01-01')).toBe('Thursday, 1 January 2026');
  // Not a calendar date: shown as it came.
  expect(longDate('2026-02-30')).toBe('2026-02-30');
});

test("an instant's India day and clock time, from a Date or an ISO timestamp with its offset", () => {
  expect(indiaDayAndTime('2026-11-28T05:12:00.000Z')).toEqual({ day: '2026-11-28', time: '10:42' });
  expect(indiaDayAndTime('2026-11-27T20:00:00.000Z')).toEqual({ day: '2026-11-28', time: '01:30' });
  expect(indiaDayAndTime('2026-11-28T10:42:59+05:30')).toEqual({ day: '2026-11-28', time: '10:42' });
  expect(indiaDayAndTime(new Date('2026-11-23T18:29:59.999Z'))).toEqual({ day: '2026-11-23', time: '23:59' });
  // Not an instant: nothing.
  expect(indiaDayAndTime('2026-11-28')).toBeNull();
  expect(indiaDayAndTime('yesterday')).toBeNull();
  expect(indiaDayAndTime(new Date(Number.NaN))).toBeNull();
});
