import { OFFLINE_MESSAGES } from './offline';

test("the look-ups' age: the India clock time when fetched today, with the day and month when earlier", () => {
  const now = new Date('2026-11-28T12:00:00Z'); // 17:30 in India
  expect(OFFLINE_MESSAGES.listsFrom(new Date('2026-11-28T03:10:00Z'), now)).toBe('Lists from 08:40');
  // 00:10 in India on the 28th is today there, though it is still the 27th in UTC.
  expect(OFFLINE_MESSAGES.listsFrom(new Date('2026-11-27T18:40:00Z'), now)).toBe('Lists from 00:10');
  expect(OFFLINE_MESSAGES.listsFrom(new Date('2026-11-27T17:29:00Z'), now)).toBe('Lists from 27/11 22:59');
});
