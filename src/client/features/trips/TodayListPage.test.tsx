import { act, screen, waitFor, within } from '@testing-library/react';
import { user, userIgnoringAccept } from '../../test/user';
import { todayInIndia } from '../../../shared/common/dates';
import type { Profile } from '../../../shared/auth/profiles';
import { messageElseFallback, stubFetch } from '../../test/fetch-stub';
import { pagedAnswer } from '../../test/paged-stub';
import { renderWithProviders, signedInAs } from '../../test/render-with-providers';
import { excelDateSerial } from '../../exports/workbook';
import { longDate } from '../../../shared/common/dates';
import { managerTrip, trip, TRIP_EXPORT_CHARGE_HEADERS, TRIP_TEXT_LABELS } from '../../test/trip-data';
import { TodayListPage } from './TodayListPage';
import { catchDownloads, downloadExcel, multipartFields, sheetRows } from '../../test/downloads';
import { expectMistakesUnsent, invalidFields } from '../../test/forms';
import { cellTexts, roleTexts } from '../../test/tables';

type Routes = Parameters<typeof stubFetch>[0];
const today = todayInIndia();
const todays = (overrides = {}) => trip({ localDate: today, ...overrides });

function renderList(
  profile: Profile,
  rows: unknown[] | Routes[string],
  extra: Routes = {},
  route = '/today-list',
) {
  const list = Array.isArray(rows) ? pagedAnswer(rows) : rows;
  const stub = stubFetch({ 'GET /api/reports': list, ...extra });
  const view = renderWithProviders(<TodayListPage />, {
    preloadedState: signedInAs(profile, 'clerk'),
    route,
    path: '/today-list',
    routes: [{ path: '/home/:tripId', element: <p>Trip form page</p> }],
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
const pdf = (name = 'slip.pdf', size = 2000) =>
  new File([new Uint8Array(size).fill(32)], name, { type: 'application/pdf' });

afterEach(() => jest.restoreAllMocks());

describe("today's list", () => {
  test("asks for the India day's trips and shows them under the date heading", async () => {
    const { calls } = renderList('admin', [
      todays(),
      todays({ _id: 'id-1002', TripID: 'T1002', localTime: '08:00:00' }),
    ]);
    expect(await screen.findByRole('rowheader', { name: 'T1001' })).toBeInTheDocument();
    expect(calls[0].path).toBe(`/api/reports?startDate=${today}&endDate=${today}&limit=200&offset=0`); // a page at a time
    const groupHeading = screen.getByRole('columnheader', { name: `${longDate(today)} 2 trips` });
    expect(groupHeading).toHaveAttribute('scope', 'colgroup');
    expect(groupHeading).toHaveTextContent(`${longDate(today)}2 trips`);
    const cells = cellTexts(rowOf('T1001'));
    expect(cells).toEqual(
      expect.arrayContaining([
        '09:15',
        'MH12KL1111',
        'Shree Cement',
        'Pune',
        'Mumbai',
        'Open',
        '12.345',
        '10,493',
        '850.00',
        '250.50',
      ]),
    );
  });

  test("says 'No records available' when there are none, and when the load fails (only logged)", async () => {
    renderList('admin', []);
    expect(await screen.findByText('No records available')).toBeInTheDocument();
  });

  test('a failed load is logged and the list is empty', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    renderList('admin', { status: 500, body: { message: 'boom' } });
    expect(await screen.findByText('No records available')).toBeInTheDocument();
    expect(screen.queryByText('boom')).not.toBeInTheDocument();
    expect(log).toHaveBeenCalled();
  });

  test('a busy day: the count and total of every trip from the server, only a page of rows in the DOM', async () => {
    const many = Array.from({ length: 450 }, (_, i) => todays({ _id: `id-${i}`, TripID: `T${5000 + i}` }));
    const { calls } = renderList('admin', pagedAnswer(many, { totals: { Weight: 5555.5 } }));
    expect(await screen.findByRole('rowheader', { name: 'T5000' })).toBeInTheDocument();
    expect(screen.getByText('450 trips', { selector: '.trips-toolbar__count' })).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(screen.getAllByRole('row').length).toBeLessThan(200);
    expect(screen.getByRole('row', { name: /^Total / })).toHaveTextContent('5,555.5');
  });

  test('a Trip ID opens the trip form', async () => {
    const { store } = renderList('admin', [todays()]);
    await user.click(await screen.findByRole('link', { name: 'T1001' }));
    expect(await screen.findByText('Trip form page')).toBeInTheDocument();
    expect(store.getState().ui.tripId).toBe('T1001');
  });

  test('loadingManager: no Trip ID link, no Edit column, no Freight', async () => {
    renderList('loadingManager', [managerTrip({ localDate: today })]);
    expect(await screen.findByRole('rowheader', { name: 'T1001' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'T1001' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Freight' })).not.toBeInTheDocument();
  });
});

describe('a day of 10,000 trips', () => {
  const DAY = Array.from({ length: 10_000 }, (_, i) => todays({ _id: `id-${i}`, TripID: `T${100_000 + i}` }));
  const pageCalls = (calls: { path: string }[]) =>
    calls.map((c) => c.path).filter((path) => path.startsWith('/api/reports?'));

  test('reads the day a page at a time: the first page, then only the page scrolled to, with a few rows in the DOM', async () => {
    const { calls } = renderList('admin', pagedAnswer(DAY, { totals: { Weight: 123456.789 } }));
    expect(await screen.findByRole('rowheader', { name: 'T100000' })).toBeInTheDocument();
    expect(screen.getByText('10,000 trips', { selector: '.trips-toolbar__count' })).toBeInTheDocument();
    expect(screen.getAllByRole('row').length).toBeLessThan(100);
    expect(pageCalls(calls)).toEqual([`/api/reports?startDate=${today}&endDate=${today}&limit=200&offset=0`]);

    // Scrolled to the end of the day: the last page is asked for, none of the 48 between.
    const region = screen.getByRole('region', { name: "Today's trips" });
    Object.defineProperty(region, 'scrollTop', { configurable: true, value: 34 * 10_000 });
    act(() => {
      region.dispatchEvent(new Event('scroll'));
    });
    expect(await screen.findByRole('rowheader', { name: 'T109999' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: 'T100000' })).not.toBeInTheDocument();
    expect(pageCalls(calls)).toEqual([
      `/api/reports?startDate=${today}&endDate=${today}&limit=200&offset=0`,
      `/api/reports?startDate=${today}&endDate=${today}&limit=200&offset=9800`,
    ]);
    expect(screen.getAllByRole('row').length).toBeLessThan(100);
    expect(screen.getByRole('row', { name: /^Total / })).toHaveTextContent('1,23,456.789');
  });

  test('the sort and filters in the address are asked of the server on every page, and stay in the address', async () => {
    const filters = JSON.stringify({ Vendor: 'shree' });
    const route = `/today-list?sort=Vendor&order=desc&filters=${encodeURIComponent(filters)}`;
    const { calls, router } = renderList('admin', pagedAnswer(DAY), {}, route);
    expect(await screen.findByRole('rowheader', { name: 'T100000' })).toBeInTheDocument();
    const asked = `/api/reports?startDate=${today}&endDate=${today}&sort=Vendor&order=desc&filters=${encodeURIComponent(filters)}&limit=200&offset=0`;
    expect(pageCalls(calls)).toEqual([asked]);
    expect(screen.getByRole('columnheader', { name: /Vendor/ })).toHaveAttribute('aria-sort', 'descending');
    expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('Vendor');
    expect(new URLSearchParams(router.state.location.search).get('filters')).toBe(filters);
  });
});

describe('row edit', () => {
  test('saves status, weights, short and a PDF as multipart, then leaves edit mode', async () => {
    let rows = [todays()];
    const { calls } = renderList(
      'unloadingManager',
      { body: { tableData: [] } },
      {
        'GET /api/reports': () => ({ body: { tableData: rows } }),
        'POST /api/reports/id-1001': () => {
          rows = [todays({ TransactionStatus: 'Acknowledged', ActualWeight: 12.1, Short: 150 })];
          return { body: { message: 'Record updated successfully' } };
        },
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Edit T1001' }));
    const row = rowOf('T1001');
    await user.selectOptions(within(row).getByLabelText('Transaction Status'), 'Acknowledged');
    await user.type(within(row).getByLabelText('Actual Weight'), '12.1');
    await user.type(within(row).getByLabelText('Short'), '150');
    await user.upload(
      within(screen.getByRole('group', { name: 'Papers of the row being edited' })).getByLabelText(
        'Weightment Slip',
      ),
      pdf('weighment.pdf'),
    );
    await user.click(within(row).getByRole('button', { name: 'Save T1001' }));

    expect(await screen.findByText('Record updated successfully')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.path).toBe('/api/reports/id-1001');
    const form = await multipartFields(post);
    expect(form.get('id')).toBe('id-1001');
    expect(form.get('transactionStatus')).toBe('Acknowledged');
    expect(form.get('weight')).toBe('12.345');
    expect(form.get('actualWeight')).toBe('12.1');
    expect(form.get('short')).toBe('150');
    expect(form.has('localDate')).toBe(false); // Reports only
    expect((form.get('WeightmentSlip') as File).name).toBe('weighment.pdf');
    expect(form.has('DieselSlipImage')).toBe(false);
    // The list is fetched again and the row is back in view mode with the new values.
    await waitFor(() => expect(within(rowOf('T1001')).getByText('Acknowledged')).toBeInTheDocument());
    expect(within(rowOf('T1001')).queryByLabelText('Short')).not.toBeInTheDocument();
  });

  test('a click outside the row ends the edit and reverts unsaved changes', async () => {
    const { calls } = renderList('admin', [todays({ Short: 20 })]);
    await user.click(await screen.findByRole('button', { name: 'Edit T1001' }));
    const short = within(rowOf('T1001')).getByLabelText('Short');
    await user.clear(short);
    await user.type(short, '999');
    await user.click(screen.getByRole('heading', { name: 'Trips recorded today' }));
    expect(within(rowOf('T1001')).queryByLabelText('Short')).not.toBeInTheDocument();
    expect(within(rowOf('T1001')).getByText('20.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit T1001' }));
    expect(within(rowOf('T1001')).getByLabelText('Short')).toHaveValue(20);
    // Escape cancels too.
    await user.keyboard('{Escape}');
    expect(within(rowOf('T1001')).getByLabelText('Short')).toBeInTheDocument(); // focus is not in the row yet
    await user.click(within(rowOf('T1001')).getByLabelText('Short'));
    await user.keyboard('{Escape}');
    expect(within(rowOf('T1001')).queryByLabelText('Short')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  test('a status is required before saving', async () => {
    const { calls } = renderList('admin', [todays()]);
    await user.click(await screen.findByRole('button', { name: 'Edit T1001' }));
    await user.selectOptions(within(rowOf('T1001')).getByLabelText('Transaction Status'), '');
    expect(roleTexts(within(rowOf('T1001')).getByLabelText('Transaction Status'), 'option')).toEqual([
      'Select status',
      'Open',
      'Acknowledged',
    ]);
    await user.click(within(rowOf('T1001')).getByRole('button', { name: 'Save T1001' }));
    await expectMistakesUnsent(calls, rowOf('T1001'), {
      'Transaction Status': 'Please select a valid transaction status',
    });
  });

  test('refuses a file over 1 MB and a file that is not a PDF', async () => {
    renderList('admin', [todays()]);
    await user.click(await screen.findByRole('button', { name: 'Edit T1001' }));
    const input = within(
      screen.getByRole('group', { name: 'Papers of the row being edited' }),
    ).getByLabelText('Loading Advice') as HTMLInputElement;
    await userIgnoringAccept.upload(input, pdf('big.pdf', 1572864));
    // Named under the file input, not in a pop-up.
    await waitFor(() =>
      expect(invalidFields(screen.getByRole('group', { name: 'Papers of the row being edited' }))).toEqual([
        { label: 'Loading Advice', message: 'File size is 1.50 mb. Please upload file upto 1 mb' },
      ]),
    );
    expect(input.value).toBe('');
    await userIgnoringAccept.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    await waitFor(() =>
      expect(invalidFields(screen.getByRole('group', { name: 'Papers of the row being edited' }))).toEqual([
        { label: 'Loading Advice', message: 'File type should be .pdf only' },
      ]),
    );
    await userIgnoringAccept.upload(input, pdf('advice.pdf'));
    await waitFor(() =>
      expect(invalidFields(screen.getByRole('group', { name: 'Papers of the row being edited' }))).toEqual(
        [],
      ),
    );
  });

  test.each(
    messageElseFallback(
      409,
      'This trip is billed; change it through Revise Bill.',
      'Error updating the record',
    ),
  )(
    'a failed save shows the server message, else the default, and stays in edit mode',
    async (answer, message) => {
      renderList('admin', [todays()], { 'POST /api/reports/id-1001': answer });
      await user.click(await screen.findByRole('button', { name: 'Edit T1001' }));
      await user.click(within(rowOf('T1001')).getByRole('button', { name: 'Save T1001' }));
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(within(rowOf('T1001')).getByLabelText('Short')).toBeInTheDocument();
    },
  );

  test('Billed rows cannot be edited', async () => {
    renderList('admin', [todays({ TransactionStatus: 'Billed', BillId: 'B7' })]);
    expect(await screen.findByRole('button', { name: 'Edit T1001' })).toBeDisabled();
  });
});

describe('attachments', () => {
  const withSlip = () =>
    todays({
      WeightmentSlip: {
        filepath: '/api/download/id-1001/WeightmentSlip',
        originalname: 'weighment-T1001.pdf',
      },
    });

  test('downloads a file under its original name', async () => {
    const downloads = catchDownloads();
    const { calls } = renderList('admin', [withSlip()], {
      'GET /api/download/id-1001/WeightmentSlip': { body: { pdf: true } },
    });
    await user.click(await screen.findByRole('button', { name: 'weighment-T1001.pdf' }));
    await waitFor(() => expect(downloads.files).toHaveLength(1));
    expect(downloads.files[0].name).toBe('weighment-T1001.pdf');
    expect(calls.at(-1)?.path).toBe('/api/download/id-1001/WeightmentSlip');
  });

  test('a failed download says so', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    renderList('admin', [withSlip()], {
      'GET /api/download/id-1001/WeightmentSlip': { status: 404, body: { message: 'File not found.' } },
    });
    await user.click(await screen.findByRole('button', { name: 'weighment-T1001.pdf' }));
    expect(await screen.findByText('Error downloading file. Please try again.')).toBeInTheDocument();
  });
});

describe('Download Excel', () => {
  test('writes TodayList.xlsx with a header row and real values', async () => {
    const downloads = catchDownloads();
    renderList('admin', [todays({ ActualWeight: 12, DifferenceInWeight: 0.345, Short: 100 })]);
    await screen.findByRole('rowheader', { name: 'T1001' });
    const book = await downloadExcel(downloads, 'TodayList.xlsx', ['TodayList']);
    const [header, first] = sheetRows(book, 'TodayList');
    const value = (name: string) => first[header.indexOf(name)];
    expect(header).toEqual([
      'Date',
      'Time',
      'Trip ID',
      ...TRIP_TEXT_LABELS,
      'Weight',
      'Actual Weight',
      'Difference In Weight',
      'Rate',
      'Freight',
      'TDS Rate',
      'TDS',
      'Diesel Amount',
      'Diesel Slip Number',
      ...TRIP_EXPORT_CHARGE_HEADERS,
      'Username',
    ]);
    expect(value('Date')).toBe(excelDateSerial(today));
    expect(value('Trip ID')).toBe('T1001');
    expect(value('Weight')).toBe(12.345);
    expect(value('Freight')).toBe(10493);
    expect(value('TDS')).toBe(209.86); // 10493 x 2% = 209.86
    // 10493 - 209.86 - 100 (short) - 2000 (diesel) - 1000 (advance) - 250.5 (toll) = 6932.64
    expect(value('Amount')).toBe(6932.64);
    expect(value('Adblue')).toBeNull();
    downloads.restore();
  });

  test('leaves the freight columns out for a manager', async () => {
    const downloads = catchDownloads();
    renderList('unloadingManager', [managerTrip({ localDate: today })]);
    await screen.findByRole('rowheader', { name: 'T1001' });
    const [header] = sheetRows(await downloadExcel(downloads, 'TodayList.xlsx', ['TodayList']), 'TodayList');
    expect(header).not.toEqual(expect.arrayContaining(['Rate']));
    for (const name of ['Rate', 'Freight', 'TDS', 'Amount']) expect(header).not.toContain(name);
    expect(header).toContain('TDS Rate');
    downloads.restore();
  });
});

describe("today's list at midnight India time", () => {
  afterEach(() => jest.useRealTimers());

  test('left open past midnight, it asks for the new day and shows its trips without a reload', async () => {
    // 23:59:30 in India on 23 Nov 2026 (18:29:30 UTC).
    jest.useFakeTimers({ now: new Date('2026-11-23T18:29:30Z'), doNotFake: ['nextTick', 'queueMicrotask'] });
    const { calls } = renderList('admin', ({ url }) =>
      url.includes('2026-11-24')
        ? { body: { tableData: [trip({ _id: 'id-2001', TripID: 'T2001', localDate: '2026-11-24' })] } }
        : { body: { tableData: [trip({ localDate: '2026-11-23' })] } },
    );
    const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
    await advance(100);
    expect(await screen.findByRole('rowheader', { name: 'T1001' })).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual([
      '/api/reports?startDate=2026-11-23&endDate=2026-11-23&limit=200&offset=0',
    ]);

    await advance(29_000); // 23:59:59: still the old day
    expect(calls).toHaveLength(1);
    await advance(3_000); // past midnight
    await advance(100);
    expect(calls.map((c) => c.path)).toContain(
      '/api/reports?startDate=2026-11-24&endDate=2026-11-24&limit=200&offset=0',
    );
    expect(screen.getByRole('rowheader', { name: 'T2001' })).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: 'T1001' })).not.toBeInTheDocument();
  });
});
