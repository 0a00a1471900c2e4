import 'fake-indexeddb/auto';
import { AUTH_MESSAGES } from '../../../../shared/common/messages';
import { IDEMPOTENCY_KEY_HEADER } from '../../../../shared/common/idempotency';
import { DUPLICATE_TRIP } from '../../../../shared/trips/duplicates';
import { stubFetch, type StubbedResponse } from '../../../test/fetch-stub';
import { EMPTY_TRIP_FORM } from '../trip-form-values';
import { confirmedDuplicate } from './outbox-answers';
import { sendOutboxInBackground } from './outbox-background';
import { sendOutbox } from './outbox-send';
import {
  keepTrip,
  dropKeptTrip,
  dropStoredBefore,
  onOutboxChange,
  saveTrip,
  tripsOf,
  type OutboxTrip,
} from './outbox-store';

/** A trip as the form checked it (POST /reports's body). */
const body = {
  username: 'loader1',
  userProfile: 'loadingManager',
  TruckNumber: 'MH12AB1234',
  DONumber: '4711',
  DriverName: 'Ravi',
  Vendor: 'Shree Logistics',
  DestinationFrom: 'Nagpur',
  DestinationTo: 'Pune',
  TruckType: 'Bulker',
  TransactionStatus: 'Open',
  Weight: 24.5,
  Freight: 24500,
  Rate: 1000,
  DieselAmount: 0,
  DieselSlipNumber: '',
  TDS_Rate: 1,
  Advance: 0,
  Toll: 0,
  Adblue: 0,
  Greasing: 0,
} as const;

let counter = 0;
const newKey = () => `key-${Date.now()}-${++counter}`;
const keep = (key: string, username = 'loader1', papers: OutboxTrip['papers'] = {}) =>
  keepTrip({ key, username, form: { ...EMPTY_TRIP_FORM, DONumber: '4711' }, body, papers });
const storedAnswer = (TripID: string): StubbedResponse => ({
  status: 201,
  body: { message: 'Trip details submitted successfully', TripID },
});

afterEach(async () => {
  for (const username of ['loader1', 'loader2'])
    for (const trip of await tripsOf(username)) await dropKeptTrip(trip.key);
});

test('a trip submitted twice under its key is kept once; another user on the phone never sees it', async () => {
  const key = newKey();
  await keep(key);
  await keep(key);
  expect((await tripsOf('loader1')).map((t) => [t.key, t.state])).toEqual([[key, 'waiting']]);
  expect(await tripsOf('loader2')).toEqual([]);
});

test('no answer: the trip waits; the next round sends the same key and the server’s stored answer names the trip', async () => {
  const key = newKey();
  await keep(key);
  const { calls } = stubFetch({ 'POST /reports': { networkError: true } });
  expect(await sendOutbox('loader1')).toEqual({ stored: [], signedOut: false });
  expect((await tripsOf('loader1'))[0]).toMatchObject({ state: 'waiting' });

  const second = stubFetch({ 'POST /reports': storedAnswer('T41') });
  const round = await sendOutbox('loader1');
  expect(round.stored.map((t) => t.tripId)).toEqual(['T41']);
  expect([...calls, ...second.calls].map((c) => c.headers.get(IDEMPOTENCY_KEY_HEADER))).toEqual([key, key]);
  expect(second.calls[0]!.body).toEqual(body);
  expect((await tripsOf('loader1'))[0]).toMatchObject({ state: 'stored', tripId: 'T41' });
});

test('the papers follow the stored trip; a 5xx leaves them waiting, the next round sends them', async () => {
  const key = newKey();
  await keep(key, 'loader1', { DieselSlipImage: new Blob(['%PDF-1.3 slip'], { type: 'application/pdf' }) });
  stubFetch({
    'POST /reports': storedAnswer('T42'),
    'POST /api/trip/T42/papers': { status: 503, body: { message: 'Service unavailable' } },
  });
  await sendOutbox('loader1');
  expect((await tripsOf('loader1'))[0]).toMatchObject({
    state: 'stored',
    tripId: 'T42',
    papersState: 'waiting',
  });

  const { calls } = stubFetch({
    'POST /api/trip/T42/papers': {
      status: 200,
      body: { message: 'Papers saved for T42.', TripID: 'T42', saved: ['DieselSlipImage'] },
    },
  });
  await sendOutbox('loader1');
  // Stored once: the second round sent only the papers.
  expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/trip/T42/papers']);
  expect(String(calls[0]!.body)).toContain('%PDF-1.3 slip'); // the PDF kept on the phone, sent as it was
  expect((await tripsOf('loader1'))[0]).toMatchObject({ papersState: 'sent', papers: {} });
});

test('the duplicate question: the found trip is kept to show; "save anyway" resends the same key with confirmDuplicateTrip', async () => {
  const key = newKey();
  await keep(key);
  const duplicate = {
    message: 'A trip with truck MH12AB1234 and DO number 4711 was already stored today: T7.',
    errorCode: DUPLICATE_TRIP,
    duplicateTrip: { TripID: 'T7', createdAt: '2026-11-28T04:10:00.000Z', DriverName: 'Ravi' },
  };
  stubFetch({ 'POST /reports': { status: 409, body: duplicate } });
  await sendOutbox('loader1');
  const asked = (await tripsOf('loader1'))[0]!;
  expect(asked).toMatchObject({ state: 'duplicate', duplicate });

  await saveTrip(confirmedDuplicate(asked));
  const { calls } = stubFetch({ 'POST /reports': storedAnswer('T43') });
  await sendOutbox('loader1');
  expect(calls[0]!.headers.get(IDEMPOTENCY_KEY_HEADER)).toBe(key);
  expect(calls[0]!.body).toEqual({ ...body, confirmDuplicateTrip: true });
  expect((await tripsOf('loader1'))[0]).toMatchObject({ state: 'stored', tripId: 'T43' });
});

test('a refusal is kept with the server’s reason; a 401 leaves the trip waiting for its user to log in again', async () => {
  const refusedKey = newKey();
  await keep(refusedKey);
  stubFetch({
    'POST /reports': { status: 400, body: { message: 'Weight must be a number' }, notFromThisServer: true },
  });
  await sendOutbox('loader1');
  expect((await tripsOf('loader1'))[0]).toMatchObject({
    state: 'refused',
    message: 'Weight must be a number',
  });
  await dropKeptTrip(refusedKey);

  await keep(newKey());
  stubFetch({
    'POST /reports': { status: 401, body: { message: AUTH_MESSAGES.unexpected }, notFromThisServer: true },
  });
  expect(await sendOutbox('loader1')).toEqual({ stored: [], signedOut: true });
  expect((await tripsOf('loader1'))[0]).toMatchObject({ state: 'waiting' });
});

test('a 5xx on the confirmed resend: the trip waits with the server’s reason and goes again confirmed, never asked again', async () => {
  const key = newKey();
  await keep(key);
  const duplicate = {
    message: 'A trip with truck MH12AB1234 and DO number 4711 was already stored today: T7.',
    errorCode: DUPLICATE_TRIP,
    duplicateTrip: { TripID: 'T7', createdAt: '2026-11-28T04:10:00.000Z', DriverName: 'Ravi' },
  };
  stubFetch({ 'POST /reports': { status: 409, body: duplicate } });
  await sendOutbox('loader1');
  await saveTrip(confirmedDuplicate((await tripsOf('loader1'))[0]!));

  const failed = stubFetch({ 'POST /reports': { status: 503, body: { message: 'Database unavailable' } } });
  await sendOutbox('loader1');
  expect(failed.calls[0]!.body).toEqual({ ...body, confirmDuplicateTrip: true });
  expect((await tripsOf('loader1'))[0]).toMatchObject({
    state: 'waiting',
    confirmDuplicate: true,
    message: 'Database unavailable',
  });

  const again = stubFetch({ 'POST /reports': storedAnswer('T44') });
  await sendOutbox('loader1');
  expect(again.calls[0]!.headers.get(IDEMPOTENCY_KEY_HEADER)).toBe(key);
  expect(again.calls[0]!.body).toEqual({ ...body, confirmDuplicateTrip: true });
  expect((await tripsOf('loader1'))[0]).toMatchObject({ state: 'stored', tripId: 'T44' });
});

test('a trip kept after its duplicate question was answered online is sent confirmed, with the failure’s reason shown', async () => {
  const key = newKey();
  await keepTrip({
    key,
    username: 'loader1',
    form: { ...EMPTY_TRIP_FORM, DONumber: '4711' },
    body,
    papers: {},
    confirmDuplicate: true,
    message: 'Database unavailable',
  });
  expect((await tripsOf('loader1'))[0]).toMatchObject({ state: 'waiting', message: 'Database unavailable' });
  const { calls } = stubFetch({ 'POST /reports': storedAnswer('T45') });
  await sendOutbox('loader1');
  expect(calls[0]!.body).toEqual({ ...body, confirmDuplicateTrip: true });
});

describe('stored trips stay listed for the day they were stored (India time)', () => {
  const stored = (key: string, storedAt: string, papersState?: OutboxTrip['papersState']) =>
    saveTrip({
      key,
      username: 'loader1',
      keptAt: storedAt,
      form: { ...EMPTY_TRIP_FORM, DONumber: key },
      body,
      papers: {},
      confirmDuplicate: false,
      state: 'stored',
      storedAt,
      tripId: `T-${key}`,
      ...(papersState ? { papersState } : {}),
    });

  test('the next day they are dropped, except those whose papers wait or were refused; waiting trips stay', async () => {
    // 28/11 23:40 in India is 18:10 UTC; 29/11 00:10 in India is 18:40 UTC on the 28th.
    await stored('late-yesterday', '2026-11-28T18:10:00.000Z');
    await stored('just-after-midnight', '2026-11-28T18:40:00.000Z');
    await stored('papers-refused', '2026-11-28T10:00:00.000Z', 'refused');
    await stored('papers-waiting', '2026-11-28T10:00:00.000Z', 'waiting');
    await keep('still-waiting');
    await dropStoredBefore('loader1', '2026-11-29');
    expect((await tripsOf('loader1')).map((t) => t.key).sort()).toEqual([
      'just-after-midnight',
      'papers-refused',
      'papers-waiting',
      'still-waiting',
    ]);
  });

  test('the stored answer records when it was stored', async () => {
    await keep('to-store');
    stubFetch({ 'POST /reports': storedAnswer('T46') });
    const before = Date.now();
    await sendOutbox('loader1');
    const trip = (await tripsOf('loader1'))[0]!;
    expect(trip).toMatchObject({ state: 'stored', tripId: 'T46' });
    expect(Date.parse(trip.storedAt!)).toBeGreaterThanOrEqual(before);
  });
});

describe('Background Sync: the service worker sends the outbox with no page open', () => {
  const signedIn = (username: string, extra: object = {}): StubbedResponse => ({
    body: { username, profile: 'loadingManager', ...extra },
  });
  const states = async (username: string) => (await tripsOf(username)).map((t) => [t.state, t.tripId]);

  test('only the trips of the user the live session names are sent, under their keys, with the CSRF token and the papers', async () => {
    const mine = newKey();
    const theirs = newKey();
    await keep(mine, 'loader1', {
      DieselSlipImage: new Blob(['%PDF-1.3 slip'], { type: 'application/pdf' }),
    });
    await keep(theirs, 'loader2');
    document.cookie = 'XSRF-TOKEN=token-of-the-session; path=/';
    const { calls } = stubFetch({
      'GET /check-auth': signedIn('loader1'),
      'POST /reports': storedAnswer('T51'),
      'POST /api/trip/T51/papers': {
        body: { message: 'Papers saved for T51.', TripID: 'T51', saved: ['DieselSlipImage'] },
      },
    });
    await sendOutboxInBackground();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /check-auth',
      'POST /reports',
      'POST /api/trip/T51/papers',
    ]);
    expect(calls[1]!.headers.get(IDEMPOTENCY_KEY_HEADER)).toBe(mine);
    expect(calls.slice(1).map((c) => c.headers.get('x-xsrf-token'))).toEqual([
      'token-of-the-session',
      'token-of-the-session',
    ]);
    expect((await tripsOf('loader1'))[0]).toMatchObject({
      state: 'stored',
      tripId: 'T51',
      papersState: 'sent',
    });
    expect(await states('loader2')).toEqual([['waiting', undefined]]);
  });

  test.each([
    ['the session ended (401)', { status: 401, body: { message: AUTH_MESSAGES.notAuthenticated } }],
    ['a temporary password must be changed first', signedIn('loader1', { mustChangePassword: true })],
  ])('%s: nothing is sent, the trips wait for their user', async (_, checkAuth) => {
    await keep(newKey());
    const { calls } = stubFetch({ 'GET /check-auth': checkAuth });
    await sendOutboxInBackground();
    expect(calls.map((c) => c.path)).toEqual(['/check-auth']);
    expect(await states('loader1')).toEqual([['waiting', undefined]]);
  });

  test('a session that ends while sending leaves the trip waiting; the sync ends without asking again', async () => {
    await keep(newKey());
    stubFetch({
      'GET /check-auth': signedIn('loader1'),
      'POST /reports': { status: 401, body: { message: AUTH_MESSAGES.notAuthenticated } },
    });
    await expect(sendOutboxInBackground()).resolves.toBeUndefined();
    expect(await states('loader1')).toEqual([['waiting', undefined]]);
  });

  test.each([
    ['no network for the session check', { 'GET /check-auth': { networkError: true } }],
    [
      'the trip got no answer',
      { 'GET /check-auth': signedIn('loader1'), 'POST /reports': { networkError: true } },
    ],
  ])('%s: the sync fails, so that the browser fires it again; the trip waits', async (_, routes) => {
    await keep(newKey());
    stubFetch(routes);
    await expect(sendOutboxInBackground()).rejects.toThrow(/the outbox/);
    expect(await states('loader1')).toEqual([['waiting', undefined]]);
  });

  test('a change made in the worker reaches an open list of the outbox, and a list’s own change reaches the others', async () => {
    const heard = jest.fn();
    const stop = onOutboxChange(heard);
    const worker = new BroadcastChannel('trip-outbox');
    try {
      const told = new Promise((resolve) => (worker.onmessage = resolve));
      await keep(newKey());
      await told;
      expect(heard).toHaveBeenCalledTimes(1);

      worker.postMessage('changed');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(heard).toHaveBeenCalledTimes(2);
    } finally {
      worker.close();
      stop();
    }
  });
});
