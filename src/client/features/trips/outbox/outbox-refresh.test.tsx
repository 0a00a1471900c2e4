import 'fake-indexeddb/auto';
import { user } from '../../../test/user';
import { screen, waitFor, within } from '@testing-library/react';
import { todayInIndia } from '../../../../shared/common/dates';
import { stubFetch } from '../../../test/fetch-stub';
import { renderWithProviders, signedInAs } from '../../../test/render-with-providers';
import { LOOKUP_ROUTES, managerTrip } from '../../../test/trip-data';
import { TripFormPage } from '../TripFormPage';
import { EMPTY_TRIP_FORM } from '../trip-form-values';
import { storedSince } from './outbox-answers';
import { dropKeptTrip, saveTrip, tripsOf, type OutboxTrip } from './outbox-store';

// A trip the service worker stored (Background Sync, no page asked) reaches an open page through
// the outbox's change: its "My trips today" is read again instead of waiting for its next fetch.

const kept = (overrides: Partial<OutboxTrip>): OutboxTrip => ({
  key: 'key-worker-1',
  username: 'loader1',
  keptAt: new Date().toISOString(),
  form: EMPTY_TRIP_FORM,
  body: {} as OutboxTrip['body'],
  papers: {},
  confirmDuplicate: false,
  state: 'waiting',
  ...overrides,
});

afterEach(async () => {
  for (const trip of await tripsOf('loader1')) await dropKeptTrip(trip.key);
});

test('a trip stored since the last read, or whose papers went since, is named; others are not', () => {
  const waiting = kept({ key: 'a' });
  const stored = kept({ key: 'b', state: 'stored', tripId: 'T2', papersState: 'waiting' });
  expect(storedSince([waiting, stored], [{ ...waiting, state: 'stored', tripId: 'T1' }, stored])).toEqual([
    'T1',
  ]);
  expect(storedSince([stored], [{ ...stored, papersState: 'sent' }])).toEqual(['T2']);
  expect(storedSince([], [stored])).toEqual(['T2']);
  expect(storedSince([stored], [stored])).toEqual([]);
  expect(storedSince([waiting], [{ ...waiting, state: 'refused' }])).toEqual([]);
});

test("a trip the worker stored shows in the open page's My trips today without a reload", async () => {
  const today = todayInIndia();
  const earlier = managerTrip({
    TripID: 'T2001',
    Username: 'loader1',
    localDate: today,
    localTime: '09:10:00',
  });
  const fromWorker = managerTrip({
    TripID: 'T2002',
    Username: 'loader1',
    localDate: today,
    localTime: '10:42:00',
  });
  let trips = [earlier];
  const { calls } = stubFetch({
    ...LOOKUP_ROUTES,
    'GET /api/my-trips-today': () => ({ body: { trips } }),
  });
  renderWithProviders(<TripFormPage />, {
    preloadedState: signedInAs('loadingManager', 'loader1'),
    route: '/home',
    path: '/home',
  });
  await screen.findByRole('heading', { name: 'Trip ID: New' });
  await user.click(screen.getByText('My trips today'));
  const section = await screen.findByRole('region', { name: 'My trips today' });
  const list = await within(section).findByRole('list');
  expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  const reads = () => calls.filter((c) => c.path === '/api/my-trips-today').length;
  expect(reads()).toBe(1);

  // The worker stores the trip (Background Sync) and writes it down in the outbox.
  trips = [fromWorker, earlier];
  await saveTrip(kept({ state: 'stored', tripId: 'T2002', storedAt: new Date().toISOString() }));
  await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
  expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(/^T2002/);
  expect(reads()).toBe(2);
});
