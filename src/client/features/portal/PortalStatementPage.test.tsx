import { screen, waitFor, within } from '@testing-library/react';
import { user } from '../../test/user';
import { todayInIndia } from '../../../shared/common/dates';
import { quarterOf } from '../../../shared/accounting/month-end';
import { catchDownloads } from '../../test/downloads';
import { stubFetch } from '../../test/fetch-stub';
import { renderWithProviders, signedInAs } from '../../test/render-with-providers';
import { definitionPairs } from '../../test/tables';
import { PortalStatementPage } from './PortalStatementPage';

const TODAY = todayInIndia();
const YEAR_START = `${quarterOf(TODAY).fy.slice(0, 4)}-04-01`;

const STATEMENT = {
  vendor: 'Small Fleet Transport',
  startDate: YEAR_START,
  endDate: TODAY,
  openingBalance: 1500,
  totalBilled: 113800,
  totalPaid: 50000,
  closingBalance: 65300,
  totalFreight: 120000,
  totalTds: 1200,
  totalDeductions: 5000,
  totalAdjustments: 0,
  totalCredited: 120000,
  deductorTan: 'PNES12345A',
  vendorPan: 'ABCPS1234K',
  taxCode: { label: 'Section', code: '194C' },
  entries: [
    {
      date: '2026-04-10',
      kind: 'Bill',
      reference: 'B1034',
      billId: 'B1034',
      freight: 120000,
      credited: 120000,
      tds: 1200,
      deductions: 5000,
      adjustments: 0,
      debit: 113800,
      credit: 0,
      balance: 115300,
    },
    {
      date: '2026-05-02',
      kind: 'Payment',
      reference: 'NEFT UTR0099887766',
      billId: 'B1034',
      freight: 0,
      credited: 0,
      tds: 0,
      deductions: 0,
      adjustments: 0,
      debit: 0,
      credit: 50000,
      balance: 65300,
    },
  ],
};

test("the period's totals and each bill and payment, in rupees as India writes them", async () => {
  const { calls } = stubFetch({ 'GET /portal/statement': { body: STATEMENT } });
  renderWithProviders(<PortalStatementPage />, { preloadedState: signedInAs('vendor', 'smallfleet') });
  const totals = await screen.findByLabelText('Statement totals');
  expect(definitionPairs(totals)).toEqual([
    ['Opening balance', '₹1,500.00'],
    ['Billed', '₹1,13,800.00'],
    ['TDS', '₹1,200.00'],
    ['Paid', '₹50,000.00'],
    ['Closing balance', '₹65,300.00'],
  ]);
  // This financial year so far, unless the vendor chooses.
  expect(calls[0].path).toBe(`/portal/statement?startDate=${YEAR_START}&endDate=${TODAY}`);
  const [bill, payment] = screen.getAllByRole('article');
  expect(within(bill).getByText('10/04/2026 · Bill')).toBeInTheDocument();
  expect(within(bill).getByText('B1034')).toBeInTheDocument();
  expect(definitionPairs(bill)).toEqual([
    ['Freight', '₹1,20,000.00'],
    ['TDS', '₹1,200.00'],
    ['Deductions', '₹5,000.00'],
    ['Billed', '₹1,13,800.00'],
    ['Balance', '₹1,15,300.00'],
  ]);
  expect(within(payment).getByText('NEFT UTR0099887766')).toBeInTheDocument();
  expect(definitionPairs(payment)).toEqual([
    ['Paid', '₹50,000.00'],
    ['Balance', '₹65,300.00'],
  ]);
});

test('a period without bills or payments is told so', async () => {
  stubFetch({ 'GET /portal/statement': { body: { ...STATEMENT, entries: [] } } });
  renderWithProviders(<PortalStatementPage />, { preloadedState: signedInAs('vendor') });
  expect(await screen.findByText('Nothing in this period.')).toBeInTheDocument();
});

test("the server's message is shown in its own words", async () => {
  stubFetch({
    'GET /portal/statement': { status: 400, body: { message: 'Please enter valid dates (YYYY-MM-DD).' } },
  });
  renderWithProviders(<PortalStatementPage />, { preloadedState: signedInAs('vendor') });
  expect(await screen.findByRole('alert')).toHaveTextContent('Please enter valid dates (YYYY-MM-DD).');
});

test('Download PDF saves the statement of the chosen period; a refusal is shown in the server’s words', async () => {
  let refuse = false;
  const { calls } = stubFetch({
    'GET /portal/statement': { body: STATEMENT },
    // The PDF's bytes (the stub answers JSON; the browser saves whatever comes).
    'GET /portal/statement/pdf': () =>
      refuse ? { status: 403, body: { message: 'This account cannot open that page.' } } : { body: {} },
  });
  const downloads = catchDownloads();
  renderWithProviders(<PortalStatementPage />, { preloadedState: signedInAs('vendor') });
  await screen.findByLabelText('Statement totals');
  await user.click(screen.getByRole('button', { name: 'Download PDF' }));
  await waitFor(() => expect(downloads.files.map((f) => f.name)).toEqual(['Statement.pdf']));
  expect(calls.find((c) => c.path.startsWith('/portal/statement/pdf'))?.path).toBe(
    `/portal/statement/pdf?startDate=${YEAR_START}&endDate=${TODAY}`,
  );

  refuse = true;
  // The button is busy until the first download's request settles.
  await waitFor(() => expect(screen.getByRole('button', { name: 'Download PDF' })).toBeEnabled());
  await user.click(screen.getByRole('button', { name: 'Download PDF' }));
  expect(await screen.findByText('This account cannot open that page.')).toBeInTheDocument();
  expect(downloads.files).toHaveLength(1);
  downloads.restore();
});
