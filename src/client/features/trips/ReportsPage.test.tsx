import { screen, waitFor, within } from '@testing-library/react';
import { user } from '../../test/user';
import type { Profile } from '../../../shared/auth/profiles';
import { messageElseFallback, stubFetch } from '../../test/fetch-stub';
import { pagedAnswer } from '../../test/paged-stub';
import { renderWithProviders, signedInAs } from '../../test/render-with-providers';
import { excelDateSerial } from '../../exports/workbook';
import { ReportsPage } from './ReportsPage';
import { managerTrip, trip } from '../../test/trip-data';
import { catchDownloads, downloadExcel, multipartFields, sheetRows } from '../../test/downloads';
import { field, searchDates, testFilterRules } from '../../test/trip-search';
import { libreOfficeRows } from '../../test/libre-office';
import { expectMistakesNamed } from '../../test/forms';

type Routes = Parameters<typeof stubFetch>[0];

const TRIPS = [
  trip(),
  trip({ _id: 'id-1002', TripID: 'T1002', localTime: '07:30:00', Vendor: 'Ambuja Traders', TDS_Rate: 1.5 }),
  trip({
    _id: 'id-0990',
    TripID: 'T990',
    localDate: '2026-11-20',
    TransactionStatus: 'Acknowledged',
    ActualWeight: 12,
  }),
];

/** The server's sums over every matching trip (not only a page). */
const TOTALS = {
  Weight: 1234.5,
  ActualWeight: 1200,
  Freight: 31479,
  TDS: 472.2,
  DieselAmount: 6000,
  Toll: 751.5,
  Amount: 21255.3,
};

function renderReports(profile: Profile = 'accountant', routes: Routes = {}) {
  const stub = stubFetch({ 'GET /api/reports': pagedAnswer(TRIPS, { totals: TOTALS }), ...routes });
  const view = renderWithProviders(<ReportsPage />, {
    preloadedState: signedInAs(profile, 'clerk'),
    route: '/reports',
    path: '/reports',
  });
  return { ...stub, ...view };
}

/**
 * A trip's row: the row its Trip ID heads. (Found by its row header: naming every row by all its
 * cells, inputs included, costs a second a look-up in jsdom.)
 */
function rowOf(tripId: string) {
  return screen.getByRole('rowheader', { name: tripId }).closest('tr')!;
}
/** A date group's heading, e.g. 'Sunday, 22 November 2026'. */
const LONG_DATE = /^\w+day, \d{1,2} \w+ \d{4}$/;

afterEach(() => jest.restoreAllMocks());

describe('filters', () => {
  testFilterRules({
    renderScreen: () => renderReports(),
    searchCalls: (calls) => calls,
    oneDate: ['2026-11-01', ''],
  });

  test("a column filter the server refuses shows the server's message, not 'No records available'", async () => {
    const all = pagedAnswer(TRIPS, { totals: TOTALS });
    renderReports('accountant', {
      'GET /api/reports': (request) =>
        request.url.includes('filters=')
          ? { status: 400, body: { message: 'Driver Name filter refused.' } }
          : all(request),
    });
    await searchDates();
    await screen.findByRole('rowheader', { name: 'T1001' });
    await user.type(screen.getByRole('searchbox', { name: 'Filter Driver Name' }), 'Su');
    expect(await screen.findByText('Driver Name filter refused.')).toBeInTheDocument();
    expect(screen.queryByText('No records available')).not.toBeInTheDocument();
    // The count beside the filters no longer waits for a page that will not come.
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  test('sends the filters that are set with a page, and shows the trips grouped under long-date headings', async () => {
    const { calls } = renderReports();
    await user.type(field('Vendor'), ' Shree ');
    await user.type(field('Truck Number'), 'mh12');
    await searchDates();
    expect(await screen.findByRole('rowheader', { name: 'T1001' })).toBeInTheDocument();
    expect(calls[0].path).toBe(
      '/api/reports?startDate=2026-11-01&endDate=2026-11-30&vendor=Shree&truckNumber=MH12&limit=200&offset=0',
    );
    const headings = screen.getAllByRole('columnheader', { name: LONG_DATE });
    headings.forEach((h) => expect(h).toHaveAttribute('scope', 'colgroup'));
    expect(headings.map((h) => h.textContent)).toEqual([
      'Sunday, 22 November 2026',
      'Friday, 20 November 2026',
    ]);
    expect(screen.getByText('3 trips')).toBeInTheDocument();
    // The total row holds the server's sums over every matching trip.
    const total = screen.getByRole('row', { name: /^Total / });
    expect(within(total).getByText('31,479')).toBeInTheDocument();
    expect(within(total).getByText('1,234.5')).toBeInTheDocument();
    expect(within(total).getByText('751.50')).toBeInTheDocument();
  });

  test('a vendor alone is enough', async () => {
    const { calls } = renderReports();
    await user.type(field('Vendor'), 'amb');
    await user.click(screen.getByRole('button', { name: 'Search trips' }));
    await screen.findByRole('rowheader', { name: 'T1001' });
    expect(calls[0].path).toBe('/api/reports?vendor=amb&limit=200&offset=0');
  });

  test("says 'No records available' for an empty result", async () => {
    renderReports('accountant', { 'GET /api/reports': pagedAnswer([]) });
    await searchDates();
    expect(await screen.findByText('No records available')).toBeInTheDocument();
  });

  test.each(messageElseFallback(403, 'You do not have access to this section.', 'Error fetching Table data'))(
    'a failed fetch shows the server message, else the default',
    async (answer, message) => {
      renderReports('accountant', { 'GET /api/reports': answer });
      await searchDates();
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(screen.queryByRole('rowheader')).not.toBeInTheDocument();
    },
  );
});

describe('columns by profile', () => {
  test('accountant sees Freight and Delete', async () => {
    renderReports('accountant');
    await searchDates();
    await screen.findByRole('rowheader', { name: 'T1001' });
    expect(screen.getByRole('columnheader', { name: 'Freight' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Delete' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Edit' })).toBeInTheDocument();
  });

  test('unloadingManager sees neither Freight nor Delete, but may edit rows', async () => {
    renderReports('unloadingManager', { 'GET /api/reports': { body: { tableData: [managerTrip()] } } });
    await searchDates();
    await screen.findByRole('rowheader', { name: 'T1001' });
    expect(screen.queryByRole('columnheader', { name: 'Freight' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Rate' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit T1001' })).toBeInTheDocument();
  });
});

describe('row edit on Reports', () => {
  test('sends the date too, and reverts on an outside click', async () => {
    const { calls } = renderReports('accountant', {
      'POST /api/reports/id-1001': { body: { message: 'Record updated successfully' } },
    });
    await searchDates();
    await user.click(await screen.findByRole('button', { name: 'Edit T1001' }));
    expect(within(rowOf('T1001')).getByLabelText('Date')).toHaveValue('22/11/2026'); // as India writes it
    // An outside click reverts.
    await user.clear(within(rowOf('T1001')).getByLabelText('Weight'));
    await user.click(screen.getByRole('form', { name: 'Report filters' }));
    expect(within(rowOf('T1001')).queryByLabelText('Weight')).not.toBeInTheDocument();
    expect(within(rowOf('T1001')).getByText('12.345')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit T1001' }));
    const row = rowOf('T1001');
    await user.clear(within(row).getByLabelText('Date'));
    await user.type(within(row).getByLabelText('Date'), '21112026'); // typed day first, digits alone
    await user.clear(within(row).getByLabelText('Weight'));
    await user.type(within(row).getByLabelText('Weight'), '13{Enter}'); // Enter saves
    expect(await screen.findByText('Record updated successfully')).toBeInTheDocument();
    const form = await multipartFields(calls.find((c) => c.method === 'POST'));
    expect(form.get('localDate')).toBe('2026-11-21');
    expect(form.get('weight')).toBe('13');
    expect(form.get('transactionStatus')).toBe('Open');
  });
  test('one Save names every mistake under its cell, focuses the first and sends nothing; no pop-up', async () => {
    const { calls } = renderReports('accountant');
    await searchDates();
    await user.click(await screen.findByRole('button', { name: 'Edit T1001' }));
    const row = rowOf('T1001');
    await user.clear(within(row).getByLabelText('Date'));
    await user.selectOptions(within(row).getByLabelText('Transaction Status'), '');
    await user.clear(within(row).getByLabelText('Weight'));
    await user.type(within(row).getByLabelText('Weight'), '12.3456');
    await user.clear(within(row).getByLabelText('Short'));
    await user.type(within(row).getByLabelText('Short'), '-5');
    await user.click(within(row).getByRole('button', { name: 'Save T1001' }));
    await expectMistakesNamed(row, {
      Date: 'Please select a valid date.',
      'Transaction Status': 'Please select a valid transaction status',
      Weight: 'Weight can have at most 3 decimal places.',
      Short: 'Short cannot be negative.',
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });
});

describe('delete', () => {
  test('asks first, then deletes and confirms', async () => {
    let rows = TRIPS;
    const { calls } = renderReports('accountant', {
      'GET /api/reports': () => ({ body: { tableData: rows } }),
      'DELETE /api/reports/id-1002': () => {
        rows = TRIPS.filter((t) => t.TripID !== 'T1002');
        return { body: { message: 'Record deleted successfully!' } };
      },
    });
    await searchDates();
    await user.click(await screen.findByRole('button', { name: 'Delete T1002' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete record' });
    expect(within(dialog).getByText(/delete trip T1002/)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Record deleted successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'T1002' })).not.toBeInTheDocument());
  });

  test('Cancel keeps the record', async () => {
    const { calls } = renderReports();
    await searchDates();
    await user.click(await screen.findByRole('button', { name: 'Delete T1002' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
  });

  test.each(
    messageElseFallback(409, 'This trip is billed; change it through Revise Bill.', 'Error deleting record'),
  )('a failed delete shows the server message, else the default', async (answer, message) => {
    renderReports('accountant', { 'DELETE /api/reports/id-1002': answer });
    await searchDates();
    await user.click(await screen.findByRole('button', { name: 'Delete T1002' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});

describe('Download Excel', () => {
  test('follows the column filters and sort on screen, and says how many trips it wrote', async () => {
    const downloads = catchDownloads();
    const filters = encodeURIComponent('{"Vendor":"shree"}');
    const { calls } = stubFetch({ 'GET /api/reports': pagedAnswer(TRIPS, { totals: TOTALS }) });
    renderWithProviders(<ReportsPage />, {
      preloadedState: signedInAs('accountant', 'clerk'),
      route: `/reports?startDate=2026-11-01&endDate=2026-11-30&sort=TripID&order=desc&filters=${filters}`,
      path: '/reports',
    });
    await screen.findByRole('rowheader', { name: 'T1001' });
    await downloadExcel(downloads, 'Reports.xlsx', ['Reports']);
    expect(calls.at(-1)?.path).toBe(
      `/api/reports?startDate=2026-11-01&endDate=2026-11-30&sort=TripID&order=desc&filters=${filters}&limit=1000&offset=0`,
    );
    expect(await screen.findByText('Wrote 3 trips to Reports.xlsx')).toBeInTheDocument();
    downloads.restore();
  });

  test('writes Reports.xlsx with the sheet Reports: headers, a row of real values and the total row', async () => {
    const downloads = catchDownloads();
    const { calls } = renderReports();
    expect(screen.getByRole('button', { name: 'Download Excel' })).toBeDisabled(); // nothing searched yet
    await searchDates();
    await screen.findByRole('rowheader', { name: 'T1001' });
    const book = await downloadExcel(downloads, 'Reports.xlsx', ['Reports']);
    const rows = sheetRows(book, 'Reports');
    expect(rows).toHaveLength(5);
    // Every trip is read again in the largest pages, whatever is on screen.
    expect(calls.at(-1)?.path).toBe(
      '/api/reports?startDate=2026-11-01&endDate=2026-11-30&limit=1000&offset=0',
    );
    const totalRow = rows[4];
    expect(totalRow[0]).toBe('Total');
    expect(totalRow[rows[0].indexOf('Freight')]).toBe(31479);
    expect(totalRow[rows[0].indexOf('Amount')]).toBe(21255.3);
    expect(totalRow[rows[0].indexOf('Trip ID')]).toBe('');
    const [header, , second] = rows;
    const value = (name: string) => second[header.indexOf(name)];
    expect(header.slice(0, 4)).toEqual(['Date', 'Time', 'Trip ID', 'Truck Number']);
    expect(value('Trip ID')).toBe('T1002');
    expect(value('Date')).toBe(excelDateSerial('2026-11-22'));
    expect(value('Vendor')).toBe('Ambuja Traders');
    expect(value('Freight')).toBe(10493);
    expect(value('TDS Rate')).toBe(1.5);
    expect(value('TDS')).toBe(157.4); // 10493 x 1.5% = 157.395 -> 157.40
    expect(value('Amount')).toBe(7085.1); // 10493 - 157.40 - 2000 - 1000 - 250.50
    expect(value('Toll')).toBe(250.5);
    expect(book.Sheets.Reports.B2).toMatchObject({ v: 'Time' });
    downloads.restore();
  });
});

test('Reports.xlsx in LibreOffice: the title, the headers in row 2, a freight of 123400 as 1,23,400.00 and dates as dd/mm/yyyy', async () => {
  const downloads = catchDownloads();
  const lakh = trip({ _id: 'id-2001', TripID: 'T2001', Freight: 123400, TDS_Rate: 2 });
  renderReports('accountant', {
    'GET /api/reports': pagedAnswer([lakh], { totals: { ...TOTALS, Freight: 123400, TDS: 2468 } }),
  });
  await user.type(field('Vendor'), 'Shree');
  await searchDates();
  await screen.findByRole('rowheader', { name: 'T2001' });
  await user.click(screen.getByRole('button', { name: 'Download Excel' }));
  await waitFor(() => expect(downloads.files).toHaveLength(1));
  const [title, header, row, total] = libreOfficeRows(await downloads.files[0].blob.arrayBuffer());
  expect(title[0]).toMatch(
    /^Reports \| 01\/11\/2026 to 30\/11\/2026, Vendor: Shree \| As of \d\d\/\d\d\/\d{4} \d\d:\d\d IST \| Exported by clerk$/,
  );
  expect(header.slice(0, 3)).toEqual(['Date', 'Time', 'Trip ID']);
  expect(row[header.indexOf('Date')]).toBe('22/11/2026');
  expect(row[header.indexOf('Freight')]).toBe('1,23,400.00');
  expect(row[header.indexOf('TDS')]).toBe('2,468.00');
  expect(total[0]).toBe('Total');
  expect(total[header.indexOf('Freight')]).toBe('1,23,400.00');
  expect(total[header.indexOf('TDS')]).toBe('2,468.00');
  downloads.restore();
}, 120_000);

// The Dashboard's bars open Reports with their filters in the address.
test('Reports opened from a bar fills its filters and searches at once', async () => {
  const { calls } = stubFetch({ 'GET /api/reports': { body: { tableData: [] } } });
  renderWithProviders(<ReportsPage />, {
    preloadedState: signedInAs('accountant'),
    route: '/reports?startDate=2026-11-20&endDate=2026-11-20&vendor=Shree',
  });
  expect(await screen.findByLabelText('Vendor')).toHaveValue('Shree');
  expect(screen.getByLabelText('Start Date')).toHaveValue('20/11/2026');
  await waitFor(() =>
    expect(calls.map((c) => c.path)).toContainEqual(
      expect.stringContaining('/api/reports?startDate=2026-11-20&endDate=2026-11-20&vendor=Shree'),
    ),
  );
});
