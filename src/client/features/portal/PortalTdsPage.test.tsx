import { screen, waitFor, within } from '@testing-library/react';
import { user } from '../../test/user';
import { todayInIndia } from '../../../shared/common/dates';
import { quarterOf } from '../../../shared/accounting/month-end';
import { stubFetch } from '../../test/fetch-stub';
import { renderWithProviders, signedInAs } from '../../test/render-with-providers';
import { definitionPairs } from '../../test/tables';
import { PortalTdsPage } from './PortalTdsPage';

const NOW = quarterOf(todayInIndia());
/** A quarter of this year other than the one shown first. */
const OTHER = NOW.quarter === 'Q1' ? 'Q2' : 'Q1';

const DEPOSITED = {
  billId: 'B1034',
  dateOfCredit: '2026-04-10',
  section: '194C',
  amountCredited: 120000,
  tds: 1200,
  tdsRate: 1,
  taxDeposited: 1200,
  taxNotDeposited: 0,
  status: 'deposited',
  challan: { bsrCode: '0510308', depositDate: '2026-05-07', serial: '00042' },
};
const WAITING = {
  ...DEPOSITED,
  billId: 'B1040',
  dateOfCredit: '2026-05-20',
  amountCredited: 250000,
  tds: 2500,
  taxDeposited: 0,
  taxNotDeposited: 2500,
  status: 'not deposited',
  challan: null,
};
const answer = (rows: (typeof DEPOSITED | typeof WAITING)[], fy = NOW.fy, quarter = NOW.quarter) => ({
  fy,
  quarter,
  rows,
  totalCredited: rows.reduce((s, r) => s + r.amountCredited, 0),
  totalTds: rows.reduce((s, r) => s + r.tds, 0),
  totalDeposited: rows.reduce((s, r) => s + r.taxDeposited, 0),
});

test("the quarter's TDS per bill, with the challan that deposited it, in Indian format", async () => {
  const { calls } = stubFetch({ 'GET /portal/tds': { body: answer([DEPOSITED, WAITING]) } });
  renderWithProviders(<PortalTdsPage />, { preloadedState: signedInAs('vendor', 'smallfleet') });
  const totals = await screen.findByLabelText('TDS totals');
  expect(definitionPairs(totals)).toEqual([
    ['Amount credited', '₹3,70,000.00'],
    ['TDS deducted', '₹3,700.00'],
    ['TDS deposited', '₹1,200.00'],
  ]);
  expect(calls[0].path).toBe(`/portal/tds?fy=${NOW.fy}&quarter=${NOW.quarter}`);
  const [deposited, waiting] = screen.getAllByRole('article');
  expect(within(deposited).getByText('B1034 · 10/04/2026')).toBeInTheDocument();
  expect(within(deposited).getByText('deposited')).toBeInTheDocument();
  expect(within(deposited).getByText('Section 194C, 1%')).toBeInTheDocument();
  expect(definitionPairs(deposited)).toEqual([
    ['Amount credited', '₹1,20,000.00'],
    ['TDS', '₹1,200.00'],
    ['Deposited', '₹1,200.00'],
  ]);
  expect(within(deposited).getByText('Challan 00042 of 07/05/2026, BSR code 0510308')).toBeInTheDocument();
  expect(within(waiting).getByText('not deposited')).toBeInTheDocument();
  expect(within(waiting).queryByText(/Challan/)).not.toBeInTheDocument();
  expect(definitionPairs(waiting)[0]).toEqual(['Amount credited', '₹2,50,000.00']);
});

test('another quarter is asked for when chosen; a quarter without TDS is told so', async () => {
  const { calls } = stubFetch({
    'GET /portal/tds': ({ url }) =>
      url.endsWith(`quarter=${OTHER}`) ? { body: answer([DEPOSITED], NOW.fy, OTHER) } : { body: answer([]) },
  });
  renderWithProviders(<PortalTdsPage />, { preloadedState: signedInAs('vendor') });
  expect(await screen.findByText('No TDS in this quarter.')).toBeInTheDocument();
  await user.selectOptions(screen.getByLabelText('Quarter'), OTHER);
  expect(await screen.findByText('B1034 · 10/04/2026')).toBeInTheDocument();
  await waitFor(() => expect(calls.at(-1)?.path).toBe(`/portal/tds?fy=${NOW.fy}&quarter=${OTHER}`));
});

test("the server's message is shown in its own words", async () => {
  stubFetch({
    'GET /portal/tds': { status: 403, body: { message: 'This account cannot open that page.' } },
  });
  renderWithProviders(<PortalTdsPage />, { preloadedState: signedInAs('vendor') });
  expect(await screen.findByRole('alert')).toHaveTextContent('This account cannot open that page.');
});
