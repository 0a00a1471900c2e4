import { configureStore, isAction, type Action, type Middleware } from '@reduxjs/toolkit';
import { api } from './api';
import { CSRF_COOKIE } from './csrf';
import { domainEventListeners } from './domain-events';
import { billingApi } from '../features/billing/common/billing-api';
import { paymentsApi } from '../features/payments/payments-api';
import { catchDownloads } from '../test/downloads';
import { checkStubAnswer } from '../test/wire-check';
import { payment as paymentOf } from '../test/payment-data';
import { trip as tripOf } from '../test/trip-data';

// What an auditor reads in Redux DevTools. A store with the app's middleware chain and a last
// middleware that records every action reaching the reducers for one flow, in order.

type Answer = { status?: number; body?: unknown; headers?: Record<string, string>; pdf?: boolean };

function serve(routes: Record<string, Answer>) {
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const pathname = new URL(request.url).pathname.replace(/^\/logistics/, '');
    const key = `${request.method} ${pathname}`;
    const answer = routes[key];
    if (!answer) throw new Error(`Unexpected call ${key}`);
    if (!answer.pdf) checkStubAnswer(request.method, pathname, answer.status ?? 200, answer.body ?? {});
    if (answer.pdf)
      return new Response(new Blob(['%PDF-1.7']), {
        status: 200,
        headers: { 'content-type': 'application/pdf', ...answer.headers },
      });
    return new Response(JSON.stringify(answer.body ?? {}), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
}

function freshStore() {
  const actions: Action[] = [];
  const record: Middleware = () => (next) => (action) => {
    if (isAction(action)) actions.push(action);
    return next(action);
  };
  const store = configureStore({
    reducer: { api: api.reducer },
    middleware: (getDefault) =>
      getDefault({ immutableCheck: false, serializableCheck: false })
        .prepend(domainEventListeners())
        .concat(api.middleware, record),
  });
  return Object.assign(store, { getActions: () => actions });
}

/** The actions a flow recorded, without RTK Query's internal bookkeeping (subscriptions, probes). */
const story = (store: ReturnType<typeof freshStore>) =>
  store.getActions().filter((a) => !a.type.startsWith('api/internal') && !a.type.startsWith('api/config'));
const payloadOf = (action: Action) => ('payload' in action ? action.payload : undefined);
const types = (store: ReturnType<typeof freshStore>) => story(store).map((a) => a.type);
const last = (store: ReturnType<typeof freshStore>) => story(store).at(-1);

/** One mutation's story: pending, then `outcome`, then the domain action `type` carrying `payload`. */
function expectMutationStory(
  store: ReturnType<typeof freshStore>,
  outcome: 'fulfilled' | 'rejected',
  type: string,
  payload: unknown,
) {
  expect(types(store)).toEqual(['api/executeMutation/pending', `api/executeMutation/${outcome}`, type]);
  expect(last(store)).toEqual({ type, payload });
}

let downloads: ReturnType<typeof catchDownloads>;
beforeEach(() => {
  downloads = catchDownloads();
});
afterEach(() => downloads.restore());

const row = (tripId: string) => ({
  id: tripId.slice(1),
  trip_id: tripId,
  vendor: 'Shree Cement',
  transaction_status: 'Acknowledged',
  destfrom: 'Pune',
  dest: 'Mumbai',
  wt: 20,
  actwt: 19.95,
  frt: 29000,
  rate: 1450,
  dsl: 5000,
  adv: 2000,
  toll: 350.25,
  tds: 580,
  billid: null,
  remarks: [],
  applyTaxes: false,
});

test('generate: the mutation, then billing/billGenerated with the bill, its trips and its net', async () => {
  serve({
    'POST /generate-pdf-bill': {
      pdf: true,
      headers: {
        'x-bill-id': 'B1042',
        'x-bill-net': '41939.50',
        'content-disposition': 'attachment; filename="Bill-B1042.pdf"',
      },
    },
  });
  const store = freshStore();
  await store.dispatch(billingApi.endpoints.generateBill.initiate([row('T2001'), row('T2002')]));
  expectMutationStory(store, 'fulfilled', 'billing/billGenerated', {
    billId: 'B1042',
    trips: ['T2001', 'T2002'],
    net: 41939.5,
  });
});

test('generate refused: billing/billRefused with the server message', async () => {
  serve({
    'POST /generate-pdf-bill': {
      status: 409,
      body: { message: 'Please select transactions from only one vendor.', errorCode: 'MULTIPLE_VENDORS' },
    },
  });
  const store = freshStore();
  await store.dispatch(billingApi.endpoints.generateBill.initiate([row('T2001')]));
  expectMutationStory(store, 'rejected', 'billing/billRefused', {
    action: 'generate',
    billId: null,
    trips: ['T2001'],
    message: 'Please select transactions from only one vendor.',
  });
});

test('revise: billing/billRevised with kept, added and removed trips and the new net', async () => {
  serve({
    'POST /generate-pdf-revised-bill': {
      pdf: true,
      headers: { 'x-bill-id': 'B1042', 'x-bill-net': '20969.75' },
    },
  });
  const store = freshStore();
  const trip = (TripID: string) => tripOf({ TripID, BillId: 'B1042' });
  await store.dispatch(
    billingApi.endpoints.generateRevisedBill.initiate({
      billId: 'B1042',
      billedSelectedRows: [trip('T2001')],
      billedUnselectedRows: [trip('T2002')],
      ackSelectedRows: [trip('T2003')],
      additionalRemarks: [],
    }),
  );
  expectMutationStory(store, 'fulfilled', 'billing/billRevised', {
    billId: 'B1042',
    trips: ['T2001', 'T2003'],
    removedTrips: ['T2002'],
    net: 20969.75,
  });
});

test('cancel refused because of payments, then allowed: billRefused, then billCancelled', async () => {
  const message =
    'This bill has payments of Rs. 100.00. Reverse them on the Payments screen before cancelling the bill.';
  serve({ 'POST /delete-transaction': { status: 409, body: { message } } });
  const store = freshStore();
  await store.dispatch(
    billingApi.endpoints.deleteTransaction.initiate({ billId: 'B1042', tripIds: ['T2001'] }),
  );
  serve({ 'POST /delete-transaction': { body: { message: 'Transaction deleted successfully.' } } });
  await store.dispatch(
    billingApi.endpoints.deleteTransaction.initiate({ billId: 'B1042', tripIds: ['T2001'] }),
  );
  expect(
    story(store)
      .filter((a) => !a.type.startsWith('api/'))
      .map((a) => [a.type, payloadOf(a)]),
  ).toEqual([
    ['billing/billRefused', { action: 'cancel', billId: 'B1042', trips: ['T2001'], message }],
    ['billing/billCancelled', { billId: 'B1042', trips: ['T2001'] }],
  ]);
});

const payment = (id: number, amount: number, extra: object = {}) =>
  paymentOf(id, amount, { reference: 'UTR1', ...extra });
const status = (paid: number, outstanding: number, s: string) => ({
  billId: 'B1042',
  vendor: 'Shree Cement',
  billDate: '2026-11-23',
  net: 20000,
  paid,
  outstanding,
  status: s,
});

test('pay in part, pay the rest, reverse: the story of the bill in domain actions', async () => {
  const store = freshStore();
  const body = { billId: 'B1042', date: '2026-11-23', mode: 'NEFT' as const, reference: 'UTR1', note: '' };
  serve({
    'POST /payments': {
      status: 201,
      body: { message: 'ok', payment: payment(7, 5000), status: status(5000, 15000, 'Part-paid') },
    },
  });
  await store.dispatch(paymentsApi.endpoints.recordPayment.initiate({ ...body, amount: '5000' }));
  serve({
    'POST /payments': {
      status: 400,
      body: { message: 'Amount is more than the outstanding amount of Rs. 15,000.00.' },
    },
  });
  await store.dispatch(paymentsApi.endpoints.recordPayment.initiate({ ...body, amount: '15000.01' }));
  serve({
    'POST /payments': {
      status: 201,
      body: {
        message: 'ok',
        payment: payment(8, 15000, { mode: 'Cash', reference: '' }),
        status: status(20000, 0, 'Paid'),
        warning: 'Warning: ...',
      },
    },
  });
  await store.dispatch(
    paymentsApi.endpoints.recordPayment.initiate({
      ...body,
      mode: 'Cash',
      reference: '',
      amount: '15000',
    }),
  );
  serve({
    'POST /payments/8/reverse': {
      body: {
        message: 'Payment reversed.',
        payment: payment(8, 15000, { mode: 'Cash', reversed: true, reversalReason: 'Paid twice' }),
        status: status(5000, 15000, 'Part-paid'),
      },
    },
  });
  await store.dispatch(
    paymentsApi.endpoints.reversePayment.initiate({ id: 8, billId: 'B1042', reason: 'Paid twice' }),
  );

  expect(types(store)).toEqual([
    'api/executeMutation/pending',
    'api/executeMutation/fulfilled',
    'payments/paymentRecorded',
    'api/executeMutation/pending',
    'api/executeMutation/rejected',
    'payments/paymentRefused',
    'api/executeMutation/pending',
    'api/executeMutation/fulfilled',
    'payments/paymentRecorded',
    'api/executeMutation/pending',
    'api/executeMutation/fulfilled',
    'payments/paymentReversed',
  ]);
  expect(
    story(store)
      .filter((a) => !a.type.startsWith('api/'))
      .map(payloadOf),
  ).toEqual([
    {
      paymentId: 7,
      billId: 'B1042',
      amount: 5000,
      mode: 'NEFT',
      paid: 5000,
      outstanding: 15000,
      status: 'Part-paid',
      cashLimitWarning: false,
    },
    {
      billId: 'B1042',
      amount: '15000.01',
      mode: 'NEFT',
      message: 'Amount is more than the outstanding amount of Rs. 15,000.00.',
    },
    {
      paymentId: 8,
      billId: 'B1042',
      amount: 15000,
      mode: 'Cash',
      paid: 20000,
      outstanding: 0,
      status: 'Paid',
      cashLimitWarning: true,
    },
    {
      paymentId: 8,
      billId: 'B1042',
      amount: 15000,
      reason: 'Paid twice',
      paid: 5000,
      outstanding: 15000,
      status: 'Part-paid',
    },
  ]);
});

test('no recorded action carries a password, session or CSRF token', async () => {
  document.cookie = `${CSRF_COOKIE}=secret-csrf-value`;
  serve({
    'POST /payments': {
      status: 201,
      body: { message: 'ok', payment: payment(9, 1), status: status(1, 19999, 'Part-paid') },
    },
  });
  const store = freshStore();
  await store.dispatch(
    paymentsApi.endpoints.recordPayment.initiate({
      billId: 'B1042',
      date: '2026-11-23',
      mode: 'UPI',
      reference: 'UPI1',
      amount: '1',
      note: '',
    }),
  );
  const recorded = JSON.stringify(store.getActions());
  expect(recorded).not.toMatch(/secret-csrf-value|password|token|session/i);
});
