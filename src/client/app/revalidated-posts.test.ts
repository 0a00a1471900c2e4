import { api } from './api';
import { signedIn } from './session/auth-slice';
import { makeStore } from './store';

/** Billing's list as the screen asks it: a POST whose body is the query. */
const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    billingProbe: build.query<{ resultData: { TripID: string }[] }, object>({
      query: (body) => ({ url: '/list-billing', method: 'POST', body }),
    }),
  }),
});

interface Sent {
  body: string;
  ifNoneMatch: string | null;
}

/** The server's side: answers `answer(sent)` and records what each request carried. */
function serve(answer: (sent: Sent) => Response) {
  const sent: Sent[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const one = { body: await request.text(), ifNoneMatch: request.headers.get('if-none-match') };
    sent.push(one);
    return answer(one);
  });
  return sent;
}

const listed = (tripId: string, tag: string) =>
  new Response(JSON.stringify({ resultData: [{ TripID: tripId }], message: '' }), {
    status: 200,
    headers: { 'content-type': 'application/json', etag: tag },
  });

function signedInStore() {
  const store = makeStore();
  store.dispatch(signedIn({ username: 'asha', profile: 'accountant' }));
  return store;
}

const ask = (store: ReturnType<typeof makeStore>, body: object) =>
  store.dispatch(probeApi.endpoints.billingProbe.initiate(body, { forceRefetch: true, subscribe: false }));

test('a repeat of the same body sends the kept tag, and a 304 is answered with the kept list', async () => {
  const sent = serve((one) =>
    one.ifNoneMatch === '"v1"' ? new Response(null, { status: 304 }) : listed('T1', '"v1"'),
  );
  const store = signedInStore();
  const first = await ask(store, { startDate: '2026-11-01', endDate: '2026-11-28' });
  const again = await ask(store, { startDate: '2026-11-01', endDate: '2026-11-28' });

  expect(sent.map((s) => s.ifNoneMatch)).toEqual([null, '"v1"']);
  expect(first.data).toEqual({ resultData: [{ TripID: 'T1' }], message: '' });
  expect([again.isSuccess, again.data]).toEqual([true, first.data]);
});

test('another body sends no tag; a changed list replaces the kept one; an error keeps nothing', async () => {
  let answer = (one: Sent) =>
    listed(one.body.includes('Laxmi') ? 'T9' : 'T2', one.body.includes('Laxmi') ? '"l1"' : '"v2"');
  const sent = serve((one) => answer(one));
  const store = signedInStore();
  const body = { startDate: '2026-10-01', endDate: '2026-10-31' };
  await ask(store, body);
  await ask(store, { ...body, vendor: 'Laxmi Transport' });
  answer = () => listed('T3', '"v3"');
  const changed = await ask(store, body);
  answer = (one) =>
    one.ifNoneMatch === '"v3"'
      ? new Response(JSON.stringify({ message: 'Server error' }), { status: 500 })
      : listed('T4', '"v4"');
  const failed = await ask(store, body);
  const afterFailure = await ask(store, body);

  expect(sent.map((s) => s.ifNoneMatch)).toEqual([null, null, '"v2"', '"v3"', null]);
  expect(changed.data?.resultData).toEqual([{ TripID: 'T3' }]);
  expect([failed.isError, afterFailure.data?.resultData]).toEqual([true, [{ TripID: 'T4' }]]);
});
