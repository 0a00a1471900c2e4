import { billPaymentStatusAnswer, type BillPaymentStatusAnswer } from '../../shared/payments/wire';
import { accountingApi } from '../features/accounting/accounting-api';
import { billingApi } from '../features/billing/common/billing-api';
import { freightApi } from '../features/freight/freight-api';
import { paymentsApi } from '../features/payments/payments-api';
import { tripsApi } from '../features/trips/trips-api';
import { stubFetch, type FetchCall } from '../test/fetch-stub';
import { payment } from '../test/payment-data';
import { makeStore, type AppStore } from './store';

/**
 * Which answers a money change refetches, in the real store against a stubbed server: the bill
 * changed, its vendor's lists and the lists across vendors; never another bill, another vendor's
 * lists or unrelated master data.
 */

const status = (billId: string, vendor: string): BillPaymentStatusAnswer =>
  billPaymentStatusAnswer.parse({
    billId,
    vendor,
    billDate: '2026-11-20',
    net: 1000,
    paid: 0,
    outstanding: 1000,
    status: 'Unpaid',
    outOfDate: false,
    changes: [],
    netAfterUpdate: null,
  });

const none = { '0-30': 0, '31-60': 0, '61-90': 0, '>90': 0 };

function stubServer() {
  return stubFetch({
    'GET /bills/B1042/status': { body: status('B1042', 'Shree Cement') },
    'GET /bills/B2000/status': { body: status('B2000', 'Ambuja Cement') },
    'GET /payments': { body: { payments: [] } },
    'GET /accounting/open-bills': ({ url }) => ({
      body: { vendor: new URL(url, 'http://localhost').searchParams.get('vendor'), bills: [] },
    }),
    'GET /accounting/outstanding': {
      body: {
        asOf: '2026-11-23',
        rows: [],
        total: { vendor: 'Total', billed: 0, paid: 0, outstanding: 0, buckets: none },
      },
    },
    'GET /list-freight': { body: [] },
    'POST /payments': {
      status: 201,
      body: {
        message: 'Payment recorded against bill B1042.',
        payment: payment(4, 500),
        status: {
          billId: 'B1042',
          vendor: 'Shree Cement',
          billDate: '2026-11-20',
          net: 1000,
          paid: 500,
          outstanding: 500,
          status: 'Part-paid',
        },
      },
    },
    'POST /delete-transaction': { body: { message: 'Transaction deleted successfully!' } },
    'POST /api/reports/r1001': { body: { message: 'Trip updated' } },
  });
}

/** The reads a month-end session holds open, each subscribed as a screen's hook would. */
const READS = {
  thisBill: [
    '/bills/B1042/status',
    (store: AppStore) => store.dispatch(paymentsApi.endpoints.billStatus.initiate('B1042')),
  ],
  thisBillsPayments: [
    '/payments?billId=B1042',
    (store: AppStore) => store.dispatch(paymentsApi.endpoints.listPayments.initiate('B1042')),
  ],
  otherBill: [
    '/bills/B2000/status',
    (store: AppStore) => store.dispatch(paymentsApi.endpoints.billStatus.initiate('B2000')),
  ],
  thisVendorsOpenBills: [
    '/accounting/open-bills?vendor=Shree',
    (store: AppStore) => store.dispatch(paymentsApi.endpoints.openBills.initiate('Shree Cement')),
  ],
  otherVendorsOpenBills: [
    '/accounting/open-bills?vendor=Ambuja',
    (store: AppStore) => store.dispatch(paymentsApi.endpoints.openBills.initiate('Ambuja Cement')),
  ],
  outstanding: [
    '/accounting/outstanding',
    (store: AppStore) => store.dispatch(accountingApi.endpoints.outstanding.initiate(undefined)),
  ],
  freight: [
    '/list-freight',
    (store: AppStore) => store.dispatch(freightApi.endpoints.listFreight.initiate()),
  ],
} as const;
type Read = keyof typeof READS;
interface Subscription {
  unwrap(): Promise<unknown>;
  unsubscribe(): void;
}

const getsOf = (calls: FetchCall[], path: string) =>
  calls.filter(
    (c) => c.method === 'GET' && c.path.replace(/\+|%20/g, ' ').startsWith(path.replace(/\+/g, ' ')),
  ).length;

async function openReads() {
  const stub = stubServer();
  const store = makeStore();
  const subscriptions = Object.values(READS).map(([, subscribe]): Subscription => subscribe(store));
  await Promise.all(subscriptions.map((s) => s.unwrap()));
  const counts = () =>
    Object.fromEntries(
      Object.entries(READS).map(([name, [path]]) => [name, getsOf(stub.calls, path)]),
    ) as Record<Read, number>;
  const settled = async () => {
    // The refetches an invalidation starts are queued behind the mutation's own answer.
    for (let i = 0; i < 20; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { store, counts, settled, stop: () => subscriptions.forEach((s) => s.unsubscribe()) };
}

/** Which reads were fetched again (`true`) or kept (`false`) after `change`. */
async function refetchedBy(change: (store: AppStore) => Promise<unknown>) {
  const { store, counts, settled, stop } = await openReads();
  const before = counts();
  expect(Object.values(before).every((n) => n === 1)).toBe(true);
  await change(store);
  await settled();
  const after = counts();
  stop();
  return Object.fromEntries(
    Object.keys(READS).map((name) => [name, after[name as Read] > before[name as Read]]),
  );
}

test('a payment refetches its bill, its payments, its vendor’s open bills and Outstanding, and nothing else', async () => {
  const refetched = await refetchedBy((store) =>
    store.dispatch(
      paymentsApi.endpoints.recordPayment.initiate({
        billId: 'B1042',
        date: '2026-11-23',
        mode: 'NEFT',
        reference: 'UTR77',
        amount: '500',
      }),
    ),
  );
  expect(refetched).toEqual({
    thisBill: true,
    thisBillsPayments: true,
    otherBill: false,
    thisVendorsOpenBills: true,
    otherVendorsOpenBills: false,
    outstanding: true,
    freight: false,
  });
});

test('cancelling a bill (Delete on Transactions) refetches that bill and its vendor’s lists, not another bill’s', async () => {
  const refetched = await refetchedBy((store) =>
    store.dispatch(
      billingApi.endpoints.deleteTransaction.initiate({
        billId: 'B1042',
        vendor: 'Shree Cement',
        tripIds: ['T1001'],
      }),
    ),
  );
  expect(refetched).toEqual({
    thisBill: true,
    thisBillsPayments: true,
    otherBill: false,
    thisVendorsOpenBills: true,
    otherVendorsOpenBills: false,
    outstanding: true,
    freight: false,
  });
});

test('saving a Reports row (its bill not named) refetches every bill’s own answers but no month-end list', async () => {
  const refetched = await refetchedBy((store) =>
    store.dispatch(
      tripsApi.endpoints.updateReportRow.initiate({ id: 'r1001', TripID: 'T1001', body: new FormData() }),
    ),
  );
  expect(refetched).toEqual({
    thisBill: true,
    thisBillsPayments: true,
    otherBill: true,
    thisVendorsOpenBills: false,
    otherVendorsOpenBills: false,
    outstanding: false,
    freight: false,
  });
});
