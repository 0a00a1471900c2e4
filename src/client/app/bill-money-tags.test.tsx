import { act, screen, waitFor, within } from '@testing-library/react';
import { user } from '../test/user';

import { billPaymentStatusAnswer, type BillPaymentStatusAnswer } from '../../shared/payments/wire';
import { OutstandingPage } from '../features/accounting/OutstandingPage';
import { billingApi } from '../features/billing/common/billing-api';
import { stubPdfRoutes } from '../features/billing/common/billing-test-helpers';
import { PaymentsPage } from '../features/payments/PaymentsPage';
import { catchDownloads } from '../test/downloads';
import { stubFetch } from '../test/fetch-stub';
import { renderWithProviders, signedInAs } from '../test/render-with-providers';
import { ackTrip, billedTrip } from '../features/billing/common/billing-test-helpers';
import type { OutstandingReport } from '../../shared/accounting/wire';

const none = { '0-30': 0, '31-60': 0, '61-90': 0, '>90': 0 };

/** The server's state of bill B1042 as the stubs answer it: the net and whether it is cancelled. */
let bill = { net: 20969.75, cancelled: false };

const status = (): BillPaymentStatusAnswer =>
  billPaymentStatusAnswer.parse({
    billId: 'B1042',
    vendor: 'Shree Cement',
    billDate: '2026-11-20',
    net: bill.net,
    paid: 0,
    outstanding: bill.cancelled ? 0 : bill.net,
    status: bill.cancelled ? 'Cancelled' : 'Unpaid',
    outOfDate: false,
    changes: [],
    netAfterUpdate: null,
  });

const outstanding = (): OutstandingReport => {
  const owed = bill.cancelled ? 0 : bill.net;
  const row = {
    vendor: 'Shree Cement',
    billed: owed,
    paid: 0,
    outstanding: owed,
    buckets: { ...none, '0-30': owed },
  };
  return { asOf: '2026-11-23', rows: owed ? [row] : [], total: { ...row, vendor: 'Total' } };
};

/** Payments (bill B1042 found) and Outstanding on screen together, as two tabs of one session would hold them. */
async function openMonthEnd() {
  bill = { net: 20969.75, cancelled: false };
  const stub = stubFetch({
    'GET /bills/B1042/status': () => ({ body: status() }),
    'GET /payments': { body: { payments: [] } },
    'GET /accounting/outstanding': () => ({ body: outstanding() }),
    'GET /accounting/vendors': { body: { vendors: ['Shree Cement'] } },
    'POST /delete-transaction': () => {
      bill = { ...bill, cancelled: true };
      return { body: { message: 'Transaction deleted successfully!' } };
    },
  });
  stubPdfRoutes(stub.calls, {
    'POST /generate-pdf-revised-bill': () => {
      bill = { ...bill, net: 14437.11 };
      return { pdf: '%PDF revised', fileName: 'Bill-B1042-r2.pdf', billId: 'B1042' };
    },
  });
  const view = renderWithProviders(
    <>
      <PaymentsPage />
      <OutstandingPage />
    </>,
    { preloadedState: signedInAs('accountant', 'accounts') },
  );
  await user.type(screen.getByLabelText('Bill ID'), 'B1042');
  await user.click(screen.getByRole('button', { name: 'Find Bill' }));
  expect(await within(await screen.findByLabelText('Bill summary')).findAllByText('20,969.75')).toHaveLength(
    2,
  );
  expect(await screen.findByRole('row', { name: /^Shree Cement / })).toHaveTextContent('20,969.75');
  return { ...stub, store: view.store };
}

const callsTo = (calls: { method: string; path: string }[], path: string) =>
  calls.filter((c) => c.method === 'GET' && c.path.startsWith(path)).length;

test('Update Bill (a revision) refreshes the open Payments and Outstanding screens at once', async () => {
  const { calls, store } = await openMonthEnd();
  const before = {
    status: callsTo(calls, '/bills/B1042/status'),
    outstanding: callsTo(calls, '/accounting/outstanding'),
  };
  const downloads = catchDownloads();
  // Another screen's mutation, dispatched as that screen would: the refetches it causes re-render
  // these screens inside act.
  await act(() =>
    store.dispatch(
      billingApi.endpoints.generateRevisedBill.initiate({
        billId: 'B1042',
        billedSelectedRows: [billedTrip('B1042', { TripID: 'T1001' })],
        billedUnselectedRows: [],
        ackSelectedRows: [ackTrip({ TripID: 'T1002' })],
      }),
    ),
  );
  downloads.restore();
  await waitFor(() =>
    expect(within(screen.getByLabelText('Bill summary')).getAllByText('14,437.11')).toHaveLength(2),
  );
  await waitFor(() =>
    expect(screen.getByRole('row', { name: /^Shree Cement / })).toHaveTextContent('14,437.11'),
  );
  expect(callsTo(calls, '/bills/B1042/status')).toBe(before.status + 1);
  expect(callsTo(calls, '/accounting/outstanding')).toBe(before.outstanding + 1);
});

test('cancelling the bill (Delete on Transactions) refreshes them: Cancelled, and nothing outstanding', async () => {
  const { store } = await openMonthEnd();
  await act(() =>
    store.dispatch(billingApi.endpoints.deleteTransaction.initiate({ billId: 'B1042', tripIds: ['T1001'] })),
  );
  expect(await within(screen.getByLabelText('Bill summary')).findByText('Cancelled')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('row', { name: /^Shree Cement / })).not.toBeInTheDocument());
});
