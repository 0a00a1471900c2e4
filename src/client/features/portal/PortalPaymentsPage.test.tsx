import { screen, within } from '@testing-library/react';
import { stubFetch } from '../../test/fetch-stub';
import { renderWithProviders, signedInAs } from '../../test/render-with-providers';
import { definitionPairs } from '../../test/tables';
import { PortalPaymentsPage } from './PortalPaymentsPage';

const OWN_PAYMENT = {
  id: 41,
  billId: 'B1034',
  date: '2026-05-02',
  mode: 'NEFT',
  reference: 'UTR0099887766',
  amount: 50000,
  reversed: false,
  bill: {
    freight: 120000,
    tds: 1200,
    diesel: 3000,
    advance: 2000,
    toll: 0,
    short: 0,
    remarksAmount: 0,
    netAmount: 113800,
  },
};

test("the vendor's own payment is shown with its UTR and the bill's advice", async () => {
  stubFetch({ 'GET /portal/payments': { body: { payments: [OWN_PAYMENT] } } });
  renderWithProviders(<PortalPaymentsPage />, { preloadedState: signedInAs('vendor', 'smallfleet') });
  const card = await screen.findByRole('article', { name: 'Payment UTR0099887766' });
  expect(within(card).getByText('Bill B1034 · Reference UTR0099887766')).toBeInTheDocument();
  const amounts = definitionPairs(card);
  expect(amounts.slice(0, 5)).toEqual([
    ['Paid', '₹50,000.00'],
    ['Bill freight', '₹1,20,000.00'],
    ['TDS', '₹1,200.00'],
    ['Diesel', '₹3,000.00'],
    ['Advance', '₹2,000.00'],
  ]);
});

test('a vendor without payments is told so', async () => {
  stubFetch({ 'GET /portal/payments': { body: { payments: [] } } });
  renderWithProviders(<PortalPaymentsPage />, { preloadedState: signedInAs('vendor') });
  expect(await screen.findByText('No payments yet.')).toBeInTheDocument();
});

test("the server's refusal is shown in its own words", async () => {
  stubFetch({
    'GET /portal/payments': { status: 403, body: { message: 'This account cannot open that page.' } },
  });
  renderWithProviders(<PortalPaymentsPage />, { preloadedState: signedInAs('vendor') });
  expect(await screen.findByRole('alert')).toHaveTextContent('This account cannot open that page.');
});
