import { msUntilNextIndiaMidnight, todayInIndia } from './dates';

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
