import type { Profile } from '../auth/profiles';
import { papersRefusal, type PapersTrip } from './papers';

// Who may add or replace a stored trip's papers: the rule the server enforces and My trips today reads.
const TODAY = '2026-11-28';
const own: PapersTrip = { TripID: 'T12', Username: 'loader1', localDate: TODAY, TransactionStatus: 'Open' };

const refusal = (profile: Profile | string, trip: Partial<PapersTrip> = {}) =>
  papersRefusal(profile, 'loader1', { ...own, ...trip }, TODAY);

describe('the loading manager: his own Open trips of today only', () => {
  test.each<[string, Partial<PapersTrip>, ReturnType<typeof papersRefusal>]>([
    ['his own Open trip of today', {}, null],
    [
      "another user's trip",
      { Username: 'loader2' },
      { status: 403, message: 'You can add papers only to the trips you entered.' },
    ],
    [
      "yesterday's trip",
      { localDate: '2026-11-27' },
      { status: 403, message: "You can add papers only to today's trips." },
    ],
    [
      'an acknowledged trip',
      { TransactionStatus: 'Acknowledged' },
      { status: 409, message: 'T12 is Acknowledged: papers can be added only while a trip is Open.' },
    ],
    [
      'a billed trip',
      { TransactionStatus: 'Billed' },
      { status: 409, message: 'This trip is billed; change it through Revise Bill.' },
    ],
  ])('%s', (_name, trip, expected) => {
    expect(refusal('loadingManager', trip)).toEqual(expected);
  });
});

describe('the profiles that edit trip rows: any trip not billed', () => {
  test.each<Profile>(['unloadingManager', 'accountant', 'admin'])('%s', (profile) => {
    expect(
      refusal(profile, { Username: 'someone', localDate: '2025-01-15', TransactionStatus: 'Acknowledged' }),
    ).toBeNull();
    expect(refusal(profile, { TransactionStatus: 'Billed' })).toEqual({
      status: 409,
      message: 'This trip is billed; change it through Revise Bill.',
    });
  });
});

test('an unknown profile may not', () => {
  expect(refusal('driver')).toEqual({ status: 403, message: 'You do not have access to this section.' });
});
