import { screen, waitFor, within } from '@testing-library/react';
import { user } from '../../../test/user';
import { stubFetch } from '../../../test/fetch-stub';
import { pagedAnswer } from '../../../test/paged-stub';
import { renderWithProviders, signedInAs } from '../../../test/render-with-providers';
import { excelDateSerial } from '../../../exports/workbook';
import { trip, TRIP_EXPORT_CHARGE_HEADERS } from '../../../test/trip-data';
import { catchDownloads, downloadExcel, expectNothingToExport, rowsUnder } from '../../../test/downloads';
import { BusinessPage } from './BusinessPage';
import { testFilterRules } from '../../../test/trip-search';
import { T1001_EXCEL_MONEY, ackTrip, billedTrip, field, searchDates } from '../common/billing-test-helpers';
import { cellTexts } from '../../../test/tables';

type Routes = Parameters<typeof stubFetch>[0];

const TRIPS = [
  // amount 6,532.64 (Freight 10,493 - TDS 209.86 - Short 500 - Diesel 2,000 - Advance 1,000 - Toll 250.50)
  billedTrip('B12', {
    LoadingAdvice: { filepath: '/api/download/id-1001/LoadingAdvice', originalname: 'advice-1001.pdf' },
  }),
  // amount 8,500 - 127.50 TDS - 100 Adblue = 8,272.50
  ackTrip({
    _id: 'id-1002',
    TripID: 'T1002',
    Weight: 10,
    ActualWeight: 9.95,
    Freight: 8500,
    TDS_Rate: 1.5,
    DieselAmount: null,
    Advance: null,
    Toll: null,
    Short: null,
    Adblue: 100,
  }),
  // an open trip without freight yet: amount 0
  trip({
    _id: 'id-1003',
    TripID: 'T1003',
    Weight: null,
    Freight: 0,
    DieselAmount: null,
    Advance: null,
    Toll: null,
  }),
];

/** The server's sums over every matching trip (TDS and Amount as the client reads them when sent). */
const TOTALS = {
  Weight: 22.345,
  ActualWeight: 22.25,
  Freight: 18993,
  TDS: 337.36,
  DieselAmount: 2000,
  Advance: 1000,
  Toll: 250.5,
  Adblue: 100,
  Greasing: 0,
  Short: 500,
  Amount: 14805.14,
};

function renderBusiness(routes: Routes = {}) {
  const stub = stubFetch({ 'GET /api/business': pagedAnswer(TRIPS, { totals: TOTALS }), ...routes });
  const view = renderWithProviders(<BusinessPage />, {
    preloadedState: signedInAs('accountant'),
    route: '/business',
    path: '/business',
  });
  return { ...stub, ...view };
}

const businessCalls = <C extends { path: string }>(calls: C[]) =>
  calls.filter((c) => c.path.startsWith('/api/business'));

async function listTrips() {
  await searchDates('2026-11-01', '2026-11-30');
  await screen.findByRole('rowheader', { name: 'T1001' });
}

afterEach(() => jest.restoreAllMocks());

describe('filters', () => {
  testFilterRules({
    renderScreen: () => renderBusiness(),
    searchCalls: businessCalls,
    oneDate: ['2026-11-01', ''],
  });

  test('sends the filters that are set', async () => {
    const { calls } = renderBusiness();
    await user.type(field('Truck Number'), 'mh12');
    await listTrips();
    expect(businessCalls(calls)[0].path).toBe(
      '/api/business?startDate=2026-11-01&endDate=2026-11-30&truckNumber=MH12&limit=200&offset=0',
    );
  });

  test('a truck alone is enough', async () => {
    const { calls } = renderBusiness();
    await user.type(field('Truck Number'), 'kl11');
    await user.click(screen.getByRole('button', { name: 'Search business report' }));
    await screen.findByRole('rowheader', { name: 'T1001' });
    expect(businessCalls(calls)[0].path).toBe('/api/business?truckNumber=KL11&limit=200&offset=0');
  });

  test("an empty result: 'No records available'", async () => {
    renderBusiness({ 'GET /api/business': pagedAnswer([]) });
    await searchDates('2026-11-01', '2026-11-30');
    expect(await screen.findByRole('cell', { name: 'No records available' })).toBeInTheDocument();
  });
});

describe('the report', () => {
  test('shows each trip with its money and a total row', async () => {
    renderBusiness();
    await listTrips();
    const row = screen.getByRole('row', { name: /^T1002 / });
    expect(within(row).getByText('8,272.50')).toBeInTheDocument();
    expect(within(row).getByText('127.50')).toBeInTheDocument();
    const total = screen.getByRole('row', { name: /^Total / });
    const cells = cellTexts(total);
    // Total | Date, Truck, Vendor, From, To, Status, Weight, Actual Weight, Rate, Freight, TDS %, TDS, Diesel, Advance,
    // Toll, Adblue, Greasing, Short, Amount, Bill ID, files
    expect(cells.slice(0, 20)).toEqual([
      ...Array(6).fill(''),
      '22.345',
      '22.25',
      '',
      '18,993.00',
      '',
      '337.36',
      '2,000.00',
      '1,000.00',
      '250.50',
      '100.00',
      '0.00',
      '500.00',
      '14,805.14',
      '',
    ]);
  });

  test('downloads an attachment under its original name', async () => {
    const downloads = catchDownloads();
    const { calls } = renderBusiness({ 'GET /api/download/id-1001/LoadingAdvice': { body: 'pdf bytes' } });
    await listTrips();
    await user.click(screen.getByRole('button', { name: /download Loading Advice of T1001$/ }));
    await waitFor(() => expect(downloads.files).toHaveLength(1));
    expect(downloads.files[0].name).toBe('advice-1001.pdf');
    expect(calls.some((c) => c.path === '/api/download/id-1001/LoadingAdvice')).toBe(true);
    downloads.restore();
  });

  test('a failed download is reported', async () => {
    const downloads = catchDownloads();
    renderBusiness({
      'GET /api/download/id-1001/LoadingAdvice': { status: 404, body: { message: 'File not found.' } },
    });
    await listTrips();
    await user.click(screen.getByRole('button', { name: /download Loading Advice of T1001$/ }));
    expect(await screen.findByText('Error downloading file. Please try again.')).toBeInTheDocument();
    expect(downloads.files).toHaveLength(0);
    downloads.restore();
  });
});

describe('Download Excel', () => {
  test('writes Business.xlsx with every trip and the total row', async () => {
    const downloads = catchDownloads();
    renderBusiness();
    await listTrips();
    const book = await downloadExcel(downloads, 'Business.xlsx', ['Business']);
    const rows = rowsUnder(book, 'Business', [
      'Date',
      'Trip ID',
      'Truck Number',
      'Vendor',
      'From',
      'To',
      'Status',
      'Weight',
      'Actual Weight',
      'Rate',
      'Freight',
      'TDS %',
      'TDS',
      'Diesel',
      ...TRIP_EXPORT_CHARGE_HEADERS,
    ]);
    expect(rows).toHaveLength(5);
    expect(rows[1]).toEqual([
      excelDateSerial('2026-11-22'),
      'T1001',
      'MH12KL1111',
      'Shree Cement',
      'Pune',
      'Mumbai',
      'Billed',
      12.345,
      12.3,
      850,
      10493,
      2,
      ...T1001_EXCEL_MONEY,
      'B12',
    ]);
    expect(rows.map((r) => r[1])).toEqual(['Trip ID', 'T1001', 'T1002', 'T1003', '']);
    // The total row: blank (styled) cells where a column has no total.
    expect(rows[4]).toEqual([
      'Total',
      ...Array(6).fill(''),
      22.345,
      22.25,
      '',
      18993,
      '',
      337.36,
      2000,
      1000,
      250.5,
      100,
      0,
      500,
      14805.14,
      '',
    ]);
    downloads.restore();
  });

  test("with nothing listed: 'No data available to export.'", async () => {
    await expectNothingToExport(() => renderBusiness());
  });
});
