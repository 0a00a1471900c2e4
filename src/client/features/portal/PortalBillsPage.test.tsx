import { screen, within } from '@testing-library/react';
import { stubFetch } from '../../test/fetch-stub';
import { renderWithProviders, signedInAs } from '../../test/render-with-providers';
import { definitionPairs } from '../../test/tables';
import { PortalBillsPage } from './PortalBillsPage';

const OWN_BILL = {
  billId: 'B1034',
  billDate: '2026-04-10',
  revision: 2,
  cancelled: false,
  tripCount: 3,
  freight: 120000,
  tds: 1200,
  deductions: 5000,
  netAmount: 113800,
  paid: 50000,
  outstanding: 63800,
};

test("the vendor's own bills are shown with their amounts, state and every revision's PDF", async () => {
  stubFetch({ 'GET /portal/bills': { body: { bills: [OWN_BILL] } } });
  renderWithProviders(<PortalBillsPage />, { preloadedState: signedInAs('vendor', 'smallfleet') });
  const card = await screen.findByRole('article', { name: 'Bill B1034' });
  expect(within(card).getByText('B1034 · 10/04/2026')).toBeInTheDocument();
  expect(within(card).getByText('Part paid')).toBeInTheDocument();
  expect(within(card).getByText('3 trips, revision 2')).toBeInTheDocument();
  const amounts = definitionPairs(card);
  expect(amounts).toEqual([
    ['Freight', '₹1,20,000.00'],
    ['TDS', '₹1,200.00'],
    ['Deductions', '₹5,000.00'],
    ['Net payable', '₹1,13,800.00'],
    ['Paid', '₹50,000.00'],
    ['Outstanding', '₹63,800.00'],
  ]);
  expect(
    within(card)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['Download PDF', 'PDF of revision 1']);
});

test('a vendor without bills is told so', async () => {
  stubFetch({ 'GET /portal/bills': { body: { bills: [] } } });
  renderWithProviders(<PortalBillsPage />, { preloadedState: signedInAs('vendor') });
  expect(await screen.findByText('No bills yet.')).toBeInTheDocument();
});

test("the server's refusal is shown in its own words", async () => {
  stubFetch({
    'GET /portal/bills': { status: 403, body: { message: 'This account cannot open that page.' } },
  });
  renderWithProviders(<PortalBillsPage />, { preloadedState: signedInAs('vendor') });
  expect(await screen.findByRole('alert')).toHaveTextContent('This account cannot open that page.');
});
