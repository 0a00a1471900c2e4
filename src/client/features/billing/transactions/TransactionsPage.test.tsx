import { screen, waitFor, within } from '@testing-library/react';
import { user } from '../../../test/user';
import { TRANSACTION_TOTAL_FIELDS } from '../../../../shared/lists/paging';
import { stubFetch } from '../../../test/fetch-stub';
import { renderWithProviders, signedInAs } from '../../../test/render-with-providers';
import { excelDateSerial } from '../../../exports/workbook';
import {
  catchDownloads,
  downloadExcel,
  expectNothingToExport,
  readWorkbook,
  sheetRows,
  rowsUnder,
  sheetTitleText,
} from '../../../test/downloads';
import { libreOfficeRows, shownAmount } from '../../../test/libre-office';
import { expectDatesRefused, testEndBeforeStart } from '../../../test/trip-search';
import { TransactionsPage } from './TransactionsPage';
import { SHARE_MESSAGES } from '../../../../shared/share/share';
import { catchNewTab, sharedAnswer, sharedLink, vendorListWith } from '../../../test/share-data';
import {
  field,
  searchDates,
  stubPdfRoutes,
  transaction,
  transactionTrip,
  T1001_EXCEL_MONEY,
} from '../common/billing-test-helpers';
import { cellTexts, roleTexts, rowByHeader } from '../../../test/tables';

/** T1001's text columns, Truck Number to Diesel Slip Number: the same on screen and in the Excel file. */
const T1001_TEXT_CELLS = ['MH12KL1111', 'Ramesh', '45021', 'Pune', 'Mumbai', 'Bulker', 'Billed', 'DS-11'];

type Routes = Parameters<typeof stubFetch>[0];
type Bill = ReturnType<typeof transaction>;

/** POST /list-all-transactions as the server pages it: the chosen vendor's bills, the range's vendors. */
const billsAnswer =
  (bills: readonly Bill[]) =>
  ({ body }: { body: unknown }) => {
    const { vendor, limit = 0, offset = 0 } = body as { vendor?: string; limit?: number; offset?: number };
    const rows = vendor ? bills.filter((b) => b.vendor.toLowerCase() === vendor.toLowerCase()) : bills;
    const vendors = [...new Set(bills.map((b) => b.vendor))].sort();
    const totals = {
      ...Object.fromEntries(TRANSACTION_TOTAL_FIELDS.map((field) => [field, 0])),
      final_amount: 1234.5,
    };
    // Without their trips (`trips: false`): a bill's are read when it is opened.
    const page = rows.slice(offset, offset + limit).map(({ trips: _trips, ...bill }) => bill);
    return { body: { rows: page, totalCount: rows.length, totals, vendors } };
  };

/** POST /list-transaction-trips as the server pages it: one bill's trips, in line order. */
const tripsAnswer =
  (bills: readonly Bill[]) =>
  ({ body }: { body: unknown }) => {
    const { billId, limit = 0, offset = 0 } = body as { billId: string; limit?: number; offset?: number };
    const trips = bills.find((b) => b.billing_id === billId)?.trips ?? [];
    return { body: { rows: trips.slice(offset, offset + limit), totalCount: trips.length } };
  };

/** The two Transactions calls serving these bills. */
const servedBills = (bills: readonly Bill[]): Routes => ({
  'POST /list-all-transactions': billsAnswer(bills),
  'POST /list-transaction-trips': tripsAnswer(bills),
});

const BILLS = [
  transaction(),
  transaction({
    _id: 'bill-2',
    billing_id: 'B1002',
    vendor: 'Ambuja Traders',
    trip_ids: ['T1003'],
    final_amount: 5000,
    remarks: '',
  }),
  transaction({ _id: 'bill-0', billing_id: 'B0999', date: '2026-11-20', trip_ids: ['T990'], revision: 2 }),
];

function renderTransactions(routes: Routes = {}, pdf?: Parameters<typeof stubPdfRoutes>[1]) {
  const stub = stubFetch({ ...servedBills(BILLS), ...routes });
  if (pdf) stubPdfRoutes(stub.calls, pdf);
  const view = renderWithProviders(<TransactionsPage />, {
    preloadedState: signedInAs('accountant', 'accounts'),
    route: '/transactions',
    path: '/transactions',
    routes: [{ path: '/revise-bill', element: <p>Revise Bill page</p> }],
  });
  return { ...stub, ...view };
}

const listCalls = <C extends { path: string }>(calls: C[]) =>
  calls.filter((c) => c.path === '/list-all-transactions');
const tripCalls = <C extends { path: string }>(calls: C[]) =>
  calls.filter((c) => c.path === '/list-transaction-trips');
const PAGE = { limit: 20, offset: 0, trips: false }; // 20 bills a page, without their trips
/** A date group's heading, e.g. 'Sunday, 22 November 2026'. */
const LONG_DATE = /^\w+day, \d{1,2} \w+ \d{4}$/;

async function listBills() {
  await searchDates('2026-11-01', '2026-11-30');
  await screen.findByRole('rowheader', { name: 'B1001' });
}

afterEach(() => jest.restoreAllMocks());

describe('date range', () => {
  test.each([
    ['', '2026-11-30'],
    ['2026-11-01', ''],
    ['', ''],
  ])('start %j and end %j: both dates are needed', async (start, end) => {
    const { calls } = renderTransactions();
    await expectDatesRefused(() => listCalls(calls), [start, end], 'Please select both start and end dates.');
  });

  testEndBeforeStart(
    { renderScreen: () => renderTransactions(), searchCalls: listCalls },
    ['2026-11-30', '2026-11-01'],
    'End date should be greater than start date.',
  );

  test('the same day is a valid range', async () => {
    const { calls } = renderTransactions();
    await searchDates('2026-11-22', '2026-11-22');
    await screen.findByRole('rowheader', { name: 'B1001' });
    expect(listCalls(calls)[0].body).toEqual({ startDate: '2026-11-22', endDate: '2026-11-22', ...PAGE });
  });

  test("'No transactions available' before a search", () => {
    renderTransactions();
    expect(screen.getByRole('cell', { name: 'No transactions available' })).toBeInTheDocument();
  });

  test("the server's 'No data found for this date range.' is shown", async () => {
    renderTransactions(servedBills([]));
    await searchDates('2026-11-01', '2026-11-30');
    expect(await screen.findByRole('alert')).toHaveTextContent('No data found for this date range.');
    expect(screen.getByRole('cell', { name: 'No data found for this date range.' })).toBeInTheDocument();
  });
});

describe('the list', () => {
  test('groups the bills by date, one row per bill with its totals', async () => {
    renderTransactions();
    await listBills();
    const headings = screen.getAllByRole('columnheader', { name: LONG_DATE });
    headings.forEach((h) => expect(h).toHaveAttribute('scope', 'colgroup'));
    expect(headings.map((h) => h.textContent)).toEqual([
      'Sunday, 22 November 2026',
      'Friday, 20 November 2026',
    ]);
    expect(screen.getByText('3 bills')).toBeInTheDocument(); // every bill of the search, from the server's count
    expect(rowByHeader('Total')).toHaveTextContent('1,234.50');
    const row = rowByHeader('B1001');
    const cells = cellTexts(row);
    // The money first, then the payment and what is outstanding, then the weights and the rest.
    expect(cells.slice(0, 19)).toEqual([
      'Shree Cement',
      '2',
      '20,986.00',
      '419.72',
      '4,000.00',
      '2,000.00',
      '501.00',
      '1,000.00',
      '13,065.28',
      '250.00',
      '0.00',
      '13,315.28',
      'Unpaid',
      '13,315.28',
      '24.69',
      '24.6',
      'Loading charge',
      '1 (22/11/2026)',
      'accounts',
    ]);
  });

  test("opening a bill reads its trips (section 3's trip fields), showing progress meanwhile", async () => {
    // The trips' answer is held until the progress has been seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { calls } = renderTransactions({
      'POST /list-transaction-trips': async (request) => {
        await held;
        return tripsAnswer(BILLS)(request);
      },
    });
    await listBills();
    // The page of bills carries no trips; none are read until a bill is opened.
    expect(screen.queryByRole('table', { name: 'Trips of B1001' })).not.toBeInTheDocument();
    expect(tripCalls(calls)).toHaveLength(0);
    const open = screen.getByRole('button', { name: 'Show trips (2) of B1001' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await user.click(open);
    expect(await screen.findByText('Loading the trips of B1001...')).toHaveAttribute('role', 'status');
    release();
    const trips = await screen.findByRole('table', { name: 'Trips of B1001' });
    await within(trips).findByRole('rowheader', { name: 'T1001' });
    expect(tripCalls(calls).map((c) => c.body)).toEqual([{ billId: 'B1001', limit: 100, offset: 0 }]);
    expect(screen.queryByText('Loading the trips of B1001...')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide trips of B1001' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(roleTexts(trips, 'columnheader')).toEqual([
      'Trip ID',
      'Truck No',
      'Driver Name',
      'DO Number',
      'From',
      'To',
      'Truck Type',
      'Status',
      'Diesel Slip No',
      'Weight',
      'Difference Weight',
      'Diesel Amount',
      'GST Amount',
      'Amount',
    ]);
    expect(roleTexts(trips, 'rowheader')).toEqual(['T1001', 'T1002']);
    const first = rowByHeader('T1001', trips);
    expect(cellTexts(first)).toEqual([
      ...T1001_TEXT_CELLS,
      '12.345',
      '0.045',
      '2,000.00',
      '0.00',
      '6,532.64',
    ]);
    // Hiding it drops the table; another bill opens on its own.
    await user.click(screen.getByRole('button', { name: 'Hide trips of B1001' }));
    expect(screen.queryByRole('table', { name: 'Trips of B1001' })).not.toBeInTheDocument();
  });

  test('a bill of 250 trips shows them 100 at a time, each further page when asked', async () => {
    const big = transaction({ trip_ids: Array.from({ length: 250 }, (_, i) => `T${5000 + i}`) });
    const { calls } = renderTransactions(servedBills([big]));
    await listBills();
    await user.click(screen.getByRole('button', { name: 'Show trips (250) of B1001' }));
    const trips = await screen.findByRole('table', { name: 'Trips of B1001' });
    await within(trips).findByRole('rowheader', { name: 'T5099' });
    expect(within(trips).getAllByRole('rowheader')).toHaveLength(100);
    await user.click(within(trips).getByRole('button', { name: 'Show more trips (100 of 250)' }));
    await within(trips).findByRole('rowheader', { name: 'T5199' });
    await user.click(within(trips).getByRole('button', { name: 'Show more trips (200 of 250)' }));
    await within(trips).findByRole('rowheader', { name: 'T5249' });
    expect(within(trips).getAllByRole('rowheader')).toHaveLength(250);
    expect(within(trips).queryByRole('button', { name: /Show more trips/ })).not.toBeInTheDocument();
    expect(tripCalls(calls).map((c) => (c.body as { offset: number }).offset)).toEqual([0, 100, 200]);
  });

  test("a bill whose trips cannot be read says so, with the server's reason, and tries again", async () => {
    let fail = true;
    renderTransactions({
      'POST /list-transaction-trips': (request) =>
        fail ? { status: 404, body: { message: 'Bill not found.' } } : tripsAnswer(BILLS)(request),
    });
    await listBills();
    await user.click(screen.getByRole('button', { name: 'Show trips (2) of B1001' }));
    const alert = await screen.findByText(/Could not load the trips of B1001/);
    expect(alert).toHaveTextContent('Could not load the trips of B1001. Bill not found.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await within(screen.getByRole('table', { name: 'Trips of B1001' })).findByRole('rowheader', {
      name: 'T1001',
    });
    expect(screen.queryByText(/Could not load the trips/)).not.toBeInTheDocument();
  });

  test('a bill whose trips changed since its revision says which and offers Update Bill', async () => {
    const stale = transaction({
      out_of_date: true,
      changes: [
        {
          trip_id: 'T1001',
          fields: [
            { field: 'Toll', label: 'Toll', billed: 200, current: 300 },
            { field: 'DriverName', label: 'Driver Name', billed: 'Ramesh', current: 'Sunil' },
          ],
        },
      ],
    });
    const { router } = renderTransactions(servedBills([stale, BILLS[1]]));
    await searchDates('2026-11-01', '2026-11-30');
    await screen.findByRole('rowheader', { name: 'B1001 Out of date' });
    expect(screen.getByRole('rowheader', { name: 'B1002' })).toBeInTheDocument();
    expect(screen.queryAllByText('Out of date')).toHaveLength(1);
    const notice = screen.getByRole('status', { name: 'Bill B1001 is out of date' });
    expect(notice).toHaveTextContent(
      'Bill B1001 is out of date: 1 trip was edited since its last revision. Use Update Bill to revise it.',
    );
    expect(notice).toHaveTextContent('T1001: Toll: 200.00 → 300.00; Driver Name: Ramesh → Sunil');
    await user.click(within(notice).getByRole('link', { name: 'Update Bill' }));
    expect(router.state.location.pathname).toBe('/revise-bill');
    expect(router.state.location.search).toBe('?bill_id=B1001');
    expect(await screen.findByText('Revise Bill page')).toBeInTheDocument();
  });

  test('the vendor dropdown narrows the bills to one vendor, on the server', async () => {
    const { calls } = renderTransactions();
    await listBills();
    const vendor = field('Vendor') as unknown as HTMLSelectElement;
    expect([...vendor.options].map((o) => o.text)).toEqual(['All vendors', 'Ambuja Traders', 'Shree Cement']);
    await user.selectOptions(vendor, 'Ambuja Traders');
    expect(await screen.findByRole('rowheader', { name: 'B1002' })).toBeInTheDocument();
    expect(listCalls(calls).at(-1)!.body).toEqual({
      startDate: '2026-11-01',
      endDate: '2026-11-30',
      vendor: 'Ambuja Traders',
      ...PAGE,
    });
    expect(screen.queryByRole('rowheader', { name: 'B1001' })).not.toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: 'B0999' })).not.toBeInTheDocument();
  });
});

describe('per-bill actions', () => {
  test("Share on WhatsApp on a bill row makes the bill's link and opens wa.me with it", async () => {
    const WA = 'https://wa.me/919822012345?text=Sai%20Freight%20Carriers%3A%20Bill%20B1002';
    const { calls } = renderTransactions({
      'GET /list-vendor': vendorListWith('Ambuja Traders', '9822012345'),
      'POST /bills/B1002/share': sharedAnswer(sharedLink({ billId: 'B1002', vendor: 'Ambuja Traders' }), WA),
    });
    const { tab, open } = catchNewTab();
    await listBills();
    await waitFor(() => expect(calls.map((c) => c.path)).toContain('/list-vendor'));
    await user.click(screen.getByRole('button', { name: 'Share on WhatsApp: bill B1002' }));
    expect(await screen.findByText(SHARE_MESSAGES.created('Ambuja Traders'))).toBeInTheDocument();
    expect(tab.location.href).toBe(WA);
    // Shree Cement is not on the vendor list with a mobile: its bills' buttons are off.
    expect(screen.getByRole('button', { name: 'Share on WhatsApp: bill B1001' })).toBeDisabled();
    open.mockRestore();
  });

  test('downloads the bill again under its one name, Bill-{billId}-r{revision}.pdf', async () => {
    const downloads = catchDownloads();
    const { calls } = renderTransactions(
      {},
      {
        'GET /generate-pdf-by-bill-id-transaction/B1002': {
          pdf: '%PDF-1.7 again',
          fileName: 'Bill-B1002-r1.pdf',
        },
      },
    );
    await listBills();
    await user.click(screen.getByRole('button', { name: 'Download PDF B1002' }));
    expect(await screen.findByText('Transaction bill downloaded successfully.')).toBeInTheDocument();
    expect(
      calls.some((c) => c.method === 'GET' && c.path === '/generate-pdf-by-bill-id-transaction/B1002'),
    ).toBe(true);
    expect(downloads.files.map((f) => f.name)).toEqual(['Bill-B1002-r1.pdf']);
    expect(await downloads.files[0].blob.text()).toBe('%PDF-1.7 again');
    downloads.restore();
  });

  test('names the file Bill-{billId}.pdf when the server gives no name', async () => {
    const downloads = catchDownloads();
    renderTransactions({}, { 'GET /generate-pdf-by-bill-id-transaction/B1001': { pdf: '%PDF' } });
    await listBills();
    await user.click(screen.getByRole('button', { name: 'Download PDF B1001' }));
    await screen.findByText('Transaction bill downloaded successfully.');
    expect(downloads.files.map((f) => f.name)).toEqual(['Bill-B1001.pdf']);
    downloads.restore();
  });

  test("a failed download says 'Failed to generate bill.' and the server's reason", async () => {
    const downloads = catchDownloads();
    renderTransactions(
      {},
      {
        'GET /generate-pdf-by-bill-id-transaction/B1001': {
          status: 404,
          body: { message: 'Bill not found.' },
        },
      },
    );
    await listBills();
    await user.click(screen.getByRole('button', { name: 'Download PDF B1001' }));
    expect(await screen.findByText('Failed to generate bill. Bill not found.')).toBeInTheDocument();
    expect(downloads.files).toHaveLength(0);
    downloads.restore();
  });

  test('delete asks first, cancels the bill and refreshes the list', async () => {
    let listed = 0;
    const { calls } = renderTransactions({
      'POST /list-all-transactions': (request) => {
        listed += 1;
        return billsAnswer(listed <= 2 ? BILLS : BILLS.filter((b) => b.billing_id !== 'B1002'))(request);
      },
      'POST /delete-transaction': { body: { message: 'Transaction deleted successfully.' } },
    });
    await listBills();
    await user.selectOptions(field('Vendor') as unknown as HTMLSelectElement, 'Ambuja Traders');
    await user.click(screen.getByRole('button', { name: 'Delete bill B1002' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete transaction' });
    expect(confirm).toHaveTextContent('Are you sure you want to delete bill B1002 of Ambuja Traders?');
    expect(calls.filter((c) => c.path === '/delete-transaction')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Transaction deleted successfully.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/delete-transaction')!.body).toEqual({ billId: 'B1002' });
    // The refreshed list has no bill of the chosen vendor any more.
    expect(
      await screen.findByRole('cell', { name: 'No transactions found for vendor: Ambuja Traders' }),
    ).toBeInTheDocument();
    expect(listed).toBe(3); // the search, the vendor choice, the refresh after the delete
  });

  test('cancelling the confirm deletes nothing', async () => {
    const { calls } = renderTransactions({ 'POST /delete-transaction': { body: { message: 'ok' } } });
    await listBills();
    await user.click(screen.getByRole('button', { name: 'Delete bill B1001' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/delete-transaction')).toHaveLength(0);
  });

  const payments =
    'This bill has payments of Rs. 50,000.00. Reverse them on the Payments screen before cancelling the bill.';
  const closed =
    'Q2 2026-27 (Jul-Sep) is closed: a bill cancellation cannot be dated in it. An admin may reopen the quarter.';
  test.each([
    [
      "'Failed to delete transaction.' and why the server refused",
      409,
      { message: payments },
      `Failed to delete transaction. ${payments}`,
    ],
    [
      "only 'Failed to delete transaction.' without the server's words (a proxy's)",
      502,
      {},
      'Failed to delete transaction.',
    ],
    [
      'why, in the server words (a closed quarter)',
      409,
      { message: closed },
      `Failed to delete transaction. ${closed}`,
    ],
  ])('a failed delete says %s', async (_case, status, body, shown) => {
    renderTransactions({ 'POST /delete-transaction': { status, body } });
    await listBills();
    await user.click(screen.getByRole('button', { name: 'Delete bill B1001' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(shown)).toBeInTheDocument();
  });
});

describe('Download Excel', () => {
  test("with nothing listed: 'No data available to export.'", async () => {
    await expectNothingToExport(() => renderTransactions());
  });

  test('writes Transactions.xlsx: each bill line with its trip lines below, every money column once, and a total row', async () => {
    const downloads = catchDownloads();
    renderTransactions();
    await listBills();
    await user.selectOptions(field('Vendor') as unknown as HTMLSelectElement, 'Shree Cement');
    const book = await downloadExcel(downloads, 'Transactions.xlsx', ['Transactions']);
    expect(sheetTitleText(book, 'Transactions')).toMatch(
      /^Transactions \(bills with their trips\) \| 01\/11\/2026 to 30\/11\/2026, Vendor: Shree Cement \| As of \d\d\/\d\d\/\d{4} \d\d:\d\d IST \| Exported by accounts$/,
    );
    const rows = rowsUnder(book, 'Transactions', [
      'Line',
      'Date',
      'Bill ID',
      'Vendor',
      'Trip ID',
      'Trip Date',
      'Truck No',
      'Driver Name',
      'DO Number',
      'Destination From',
      'Destination To',
      'Truck Type',
      'Transaction Status',
      'Diesel Slip Number',
      'Weight',
      'Actual Weight',
      'Difference Weight',
      'Rate',
      'Freight',
      'TDS',
      'Diesel Amount',
      'Advance',
      'Toll',
      'Adblue',
      'Greasing',
      'Short',
      'Trip Amount',
      'Remarks',
      'Remarks Amount',
      'GST Amount',
      'Final Amount',
      'Revision',
      'Out of Date',
      'Created By',
      'Status',
      'Paid',
      'Outstanding',
    ]);
    expect(rows.slice(1).map((r) => [r[0], r[2], r[4]])).toEqual([
      ['Bill', 'B1001', null],
      ['Trip', 'B1001', 'T1001'],
      ['Trip', 'B1001', 'T1002'],
      ['Bill', 'B0999', null],
      ['Trip', 'B0999', 'T990'],
      ['Total', '', ''],
    ]);
    expect(rows[1]).toEqual([
      'Bill',
      excelDateSerial('2026-11-22'),
      'B1001',
      'Shree Cement',
      ...Array(15).fill(null),
      // The bill's TDS on charges: none on this bill's 250.00 remark (fixture).
      0,
      ...Array(7).fill(null),
      'Loading charge',
      250,
      0,
      13315.28,
      1,
      'No',
      'accounts',
      'Unpaid',
      0,
      13315.28,
    ]);
    expect(rows[2]).toEqual([
      'Trip',
      excelDateSerial('2026-11-22'),
      'B1001',
      'Shree Cement',
      'T1001',
      excelDateSerial('2026-11-21'),
      ...T1001_TEXT_CELLS,
      12.345,
      12.3,
      0.045,
      850,
      10493,
      ...T1001_EXCEL_MONEY,
      ...Array(10).fill(null),
    ]);
    downloads.restore();
  });

  test("reads the bills 20 at a time without their trips, then each bill's trips, and writes every one", async () => {
    const many = Array.from({ length: 45 }, (_, i) =>
      transaction({ _id: `bill-${i}`, billing_id: `B${2000 + i}`, trip_ids: ['T1001', 'T1002'] }),
    );
    const downloads = catchDownloads();
    const { calls } = renderTransactions(servedBills(many));
    await searchDates('2026-11-01', '2026-11-30');
    await screen.findByRole('rowheader', { name: 'B2000' });
    await user.click(screen.getByRole('button', { name: 'Download Excel' }));
    await waitFor(() => expect(downloads.files).toHaveLength(1));
    const pages = listCalls(calls).map((c) => c.body as { limit: number; offset: number });
    expect(pages.every((page) => page.limit === 20)).toBe(true);
    expect(pages.slice(-3).map((page) => page.offset)).toEqual([0, 20, 40]);
    const rows = sheetRows(await readWorkbook(downloads.files[0].blob), 'Transactions');
    expect(rows.filter((r) => r[0] === 'Bill')).toHaveLength(45);
    expect(rows.filter((r) => r[0] === 'Trip')).toHaveLength(90);
    // Each bill's trips: one large page each (a bill of 1,000 trips is still under 1 MB).
    expect(tripCalls(calls).map((c) => c.body)).toEqual(
      many.map((b) => ({ billId: b.billing_id, limit: 1000, offset: 0 })),
    );
    downloads.restore();
  });

  test('Transactions.xlsx in LibreOffice: each trip adds up to its amount, each bill to its final amount, the total row to the column sums', async () => {
    const downloads = catchDownloads();
    // Bills that add up: T1001 has Adblue and Greasing; B0999 has a lakh freight, a negative remark and a part payment.
    const t1001 = transactionTrip({ trip_id: 'T1001', adblue: 120.5, greasing: 80, amount: 6332.14 });
    const t990 = transactionTrip({ trip_id: 'T990', freight: 123400, tds: 1234, amount: 118415.5 });
    // B1001: 6,332.14 + 6,532.64 = 12,864.78 of trips + 250.00 loading charge - 5.00 TDS on it (2 %) = 13,109.78.
    const withAdblue = [
      transaction({
        trips: [t1001, transactionTrip({ trip_id: 'T1002' })],
        amount: 12864.78,
        charges_tds: 5,
        tds: 424.72,
        final_amount: 13109.78,
        outstanding: 13109.78,
      }),
      transaction({
        _id: 'bill-0',
        billing_id: 'B0999',
        date: '2026-11-20',
        trip_ids: ['T990'],
        trips: [t990],
        amount: 118415.5,
        remarks_amount: -100,
        final_amount: 118315.5,
        paid: 5000,
        outstanding: 113315.5,
        payment_status: 'Part-paid',
      }),
    ];
    renderTransactions(servedBills(withAdblue));
    await listBills();
    await user.click(screen.getByRole('button', { name: 'Download Excel' }));
    await waitFor(() => expect(downloads.files).toHaveLength(1));
    const [, header, ...lines] = libreOfficeRows(await downloads.files[0].blob.arrayBuffer());
    const col = (name: string) => header.indexOf(name);
    const amount = (row: string[], name: string) => (row[col(name)] === '' ? 0 : shownAmount(row[col(name)]));
    const total = lines.at(-1)!;
    const body = lines.slice(0, -1);
    expect(total[0]).toBe('Total');
    expect(body.filter((r) => r[0] === 'Trip')).toHaveLength(withAdblue.flatMap((b) => b.trips).length);
    expect(body.find((r) => r[col('Trip ID')] === 'T1001')![col('Adblue')]).toBe('120.50');
    const deductions = ['TDS', 'Diesel Amount', 'Advance', 'Toll', 'Adblue', 'Greasing', 'Short'];
    for (const trip of body.filter((r) => r[0] === 'Trip')) {
      const net = deductions.reduce((left, name) => left - amount(trip, name), amount(trip, 'Freight'));
      expect(net.toFixed(2)).toBe(amount(trip, 'Trip Amount').toFixed(2));
    }
    for (const bill of body.filter((r) => r[0] === 'Bill')) {
      const trips = body.filter((r) => r[0] === 'Trip' && r[col('Bill ID')] === bill[col('Bill ID')]);
      const sum =
        trips.reduce((s, r) => s + amount(r, 'Trip Amount'), 0) +
        amount(bill, 'Remarks Amount') -
        amount(bill, 'TDS') +
        amount(bill, 'GST Amount');
      expect(sum.toFixed(2)).toBe(amount(bill, 'Final Amount').toFixed(2));
    }
    for (const name of [
      ...deductions,
      'Freight',
      'Trip Amount',
      'Remarks Amount',
      'GST Amount',
      'Final Amount',
      'Paid',
      'Outstanding',
    ]) {
      expect([name, amount(total, name).toFixed(2)]).toEqual([
        name,
        body.reduce((s, r) => s + amount(r, name), 0).toFixed(2),
      ]);
    }
    // 13,109.78 + 1,13,315.50 outstanding.
    expect(total[col('Outstanding')]).toBe('1,26,425.28');
    // The TDS deducted, as the register has it (trips and charges): 209.86 + 209.86 + 5.00 + 1,234.00.
    expect(total[col('TDS')]).toBe('1,658.72');
    expect(body.find((r) => r[col('Trip ID')] === 'T990')![col('Freight')]).toBe('1,23,400.00');
    downloads.restore();
  }, 120_000);
});

describe('column sort', () => {
  test('a sortable header asks the server for that order, toggles it, and lists bills without date headings', async () => {
    const { calls } = renderTransactions();
    await listBills();
    expect(screen.getAllByRole('columnheader', { name: LONG_DATE })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Final Amount' }));
    await waitFor(() =>
      expect(listCalls(calls).at(-1)!.body).toMatchObject({ sort: 'final_amount', order: 'asc', ...PAGE }),
    );
    expect(screen.getByRole('columnheader', { name: 'Final Amount' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await screen.findByRole('rowheader', { name: 'B1001' });
    expect(screen.queryAllByRole('columnheader', { name: LONG_DATE })).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Final Amount' }));
    await waitFor(() =>
      expect(listCalls(calls).at(-1)!.body).toMatchObject({ sort: 'final_amount', order: 'desc' }),
    );
    expect(screen.getByRole('columnheader', { name: 'Final Amount' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  test('columns the server cannot sort (Trips, Remarks, Status) are plain headers', async () => {
    renderTransactions();
    await listBills();
    for (const name of ['Trips', 'Remarks', 'Status', 'Outstanding']) {
      // The bills' header row comes first (each bill's trips have a table of their own below).
      expect(
        within(screen.getAllByRole('rowgroup')[0]).getByRole('columnheader', { name }),
      ).toBeInTheDocument();
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
  });

  test('the Bill ID, Vendor and Created By boxes filter on the server once typing settles', async () => {
    const { calls } = renderTransactions();
    await listBills();
    expect(screen.queryByRole('searchbox', { name: 'Filter Final Amount' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Filter Vendor' }), 'ambuja');
    await waitFor(() =>
      expect(listCalls(calls).at(-1)!.body).toMatchObject({ filters: '{"vendor":"ambuja"}', ...PAGE }),
    );
    expect(listCalls(calls).filter((c) => JSON.stringify(c.body).includes('filters'))).toHaveLength(1);
    expect(screen.getByRole('searchbox', { name: 'Filter Bill ID' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Filter Created By' })).toBeInTheDocument();
  });
});
