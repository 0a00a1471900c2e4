import { screen, waitFor } from '@testing-library/react';
import { user } from '../../../test/user';
import { makeStore } from '../../../app/store';
import { stubFetch } from '../../../test/fetch-stub';
import { renderWithProviders, signedInAs } from '../../../test/render-with-providers';
import { ReviseBillPage } from './ReviseBillPage';
import { billedTrip, field, searchDates } from '../common/billing-test-helpers';

type Routes = Parameters<typeof stubFetch>[0];
const LISTING = {
  billed: [billedTrip('B12', { _id: 'id-1001', TripID: 'T1001' })],
  acknowledged: [],
  message: '',
  bills: [],
};

function renderRevise(route = '/revise-bill', routes: Routes = {}) {
  const stub = stubFetch({ 'POST /list-to-revise-bill': { body: LISTING }, ...routes });
  const view = renderWithProviders(<ReviseBillPage />, {
    store: makeStore(signedInAs('accountant', 'accounts')),
    route,
    path: '/revise-bill',
  });
  return { ...stub, ...view };
}
const listCalls = <C extends { path: string }>(calls: C[]) =>
  calls.filter((c) => c.path === '/list-to-revise-bill');

test('a cancelled bill is shown as Cancelled with the reason, no trip lists and no Update Bill', async () => {
  const message = 'Bill B1036 was cancelled on 12/11/2026: a cancelled bill has nothing to update.';
  renderRevise('/revise-bill?bill_id=B1036', {
    'POST /list-to-revise-bill': { status: 404, body: { message, errorCode: 'BILL_CANCELLED' } },
  });
  const card = await screen.findByRole('status', { name: 'Bill B1036' });
  expect(card).toHaveTextContent('B1036 Cancelled');
  expect(card).toHaveTextContent(message);
  expect(screen.queryByRole('button', { name: 'Update Bill' })).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Billed Trips' })).not.toBeInTheDocument();
  expect(screen.queryByText(/0 trips/)).not.toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('a bill id search is written into the address', async () => {
  const { router } = renderRevise();
  await user.type(field('Bill ID'), 'b12');
  await user.click(screen.getByRole('button', { name: 'Search bills to revise' }));
  await screen.findByRole('rowheader', { name: 'T1001' });
  expect(router.state.location.search).toBe('?bill_id=B12');
});

test('a date search is written into the address and searched again when the page is opened there', async () => {
  const view = renderRevise();
  await searchDates('2026-11-01', '2026-11-30');
  await screen.findByRole('rowheader', { name: 'T1001' });
  expect(view.router.state.location.search).toBe('?startDate=2026-11-01&endDate=2026-11-30');
  view.unmount();

  const { calls } = renderRevise('/revise-bill?startDate=2026-11-01&endDate=2026-11-30');
  await screen.findByRole('rowheader', { name: 'T1001' });
  expect(field('Start Date')).toHaveValue('01/11/2026');
  expect(field('End Date')).toHaveValue('30/11/2026');
  await waitFor(() =>
    expect(listCalls(calls)[0].body).toMatchObject({ startDate: '2026-11-01', endDate: '2026-11-30' }),
  );
});
