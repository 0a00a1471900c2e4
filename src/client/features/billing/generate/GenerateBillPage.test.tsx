import { act, screen, waitFor, within } from '@testing-library/react';
import { user } from '../../../test/user';
import { stubFetch } from '../../../test/fetch-stub';
import { pagedAnswer } from '../../../test/paged-stub';
import { renderWithProviders, signedInAs } from '../../../test/render-with-providers';
import type { TripRecord } from '../../../../shared/trips';
import { VENDORS } from '../../../test/trip-data';
import { catchDownloads } from '../../../test/downloads';
import { GenerateBillPage } from './GenerateBillPage';
import { testEndBeforeStart, testFilterRules } from '../../../test/trip-search';
import {
  ackTrip,
  checkboxOf,
  expectRefusal,
  field,
  searchDates,
  stubPdfRoutes,
  type PdfAnswer,
} from '../common/billing-test-helpers';

type Routes = Parameters<typeof stubFetch>[0];

const TRIPS = [
  ackTrip(),
  ackTrip({
    _id: 'id-1002',
    TripID: 'T1002',
    Weight: 10,
    Freight: 8500,
    DieselAmount: null,
    Advance: null,
    Toll: null,
    Short: null,
  }),
  ackTrip({ _id: 'id-1003', TripID: 'T1003', Vendor: 'Ambuja Traders', TDS_Rate: 1.5 }),
];

/** POST /list-billing-selection: every matching trip's id and vendor (at most 5,001) and the count. */
const selectionOf = (trips: readonly TripRecord[], totalCount = trips.length) => ({
  body: {
    trips: trips.slice(0, 5001).map(({ _id, TripID, Vendor }) => ({ _id, TripID, Vendor })),
    totalCount,
  },
});

function renderBilling(
  routes: Routes = {},
  pdf?: Parameters<typeof stubPdfRoutes>[1],
  route = '/generate-bill',
) {
  const stub = stubFetch({
    'GET /api/vendors': { body: VENDORS },
    'POST /list-billing': pagedAnswer(TRIPS, {
      key: 'resultData',
      extra: { message: 'Data fetched successfully' },
    }),
    'POST /list-billing-selection': selectionOf(TRIPS),
    ...routes,
  });
  if (pdf) stubPdfRoutes(stub.calls, pdf);
  const view = renderWithProviders(<GenerateBillPage />, {
    preloadedState: signedInAs('accountant', 'accounts'),
    route,
    path: '/generate-bill',
    routes: [{ path: '/payments', element: <h2>Payments</h2> }],
  });
  return { ...stub, ...view };
}

const billingCalls = <C extends { path: string }>(calls: C[]) =>
  calls.filter((c) => c.path === '/list-billing');
/** The Generate Bill screen as the shared search-rule tests drive it. */
const BILLING_SEARCH = { renderScreen: () => renderBilling(), searchCalls: billingCalls };
const dialog = () => screen.getByRole('dialog');

async function listTrips() {
  await searchDates('2026-11-01', '2026-11-30');
  await screen.findByRole('rowheader', { name: 'T1001' });
}

async function openRemarksFor(...tripIds: string[]) {
  for (const id of tripIds) await user.click(checkboxOf(id));
  await user.click(screen.getByRole('button', { name: 'Generate Bill' }));
  return screen.findByRole('dialog');
}

afterEach(() => jest.restoreAllMocks());

describe('filters', () => {
  testFilterRules({ ...BILLING_SEARCH, oneDate: ['', '2026-11-30'] });

  testEndBeforeStart(
    BILLING_SEARCH,
    ['2026-11-20', '2026-11-19'],
    'End date should be greater than or equal to Start Date.',
  );

  test('posts the filters that are set and lists the trips with their amounts', async () => {
    const { calls } = renderBilling();
    await user.type(field('Vendor'), ' Shree ');
    await listTrips();
    expect(billingCalls(calls)[0]).toMatchObject({
      method: 'POST',
      body: { startDate: '2026-11-01', endDate: '2026-11-30', vendor: 'Shree' },
    });
    const row = screen.getByRole('row', { name: /(^| )T1001 / });
    // Freight 10,493 - TDS 209.86 - Short 500 - Diesel 2,000 - Advance 1,000 - Toll 250.50
    expect(within(row).getByText('6,532.64')).toBeInTheDocument();
    expect(within(row).getByText('209.86')).toBeInTheDocument();
  });

  test("an empty result shows the server's message, or 'No data found!.'", async () => {
    renderBilling({ 'POST /list-billing': { body: { resultData: [], message: 'No data found!.' } } });
    await searchDates('2026-11-01', '2026-11-30');
    expect(await screen.findByRole('alert')).toHaveTextContent('No data found!.');
  });

  test("an empty result with an empty message says 'No data found!.'", async () => {
    renderBilling({ 'POST /list-billing': { body: { resultData: [], message: '' } } });
    await searchDates('2026-11-01', '2026-11-30');
    expect(await screen.findByRole('alert')).toHaveTextContent('No data found!.');
    expect(screen.getByRole('cell', { name: 'No data found!.' })).toBeInTheDocument();
  });

  test("a filter the server refuses shows the server's message", async () => {
    renderBilling({
      'POST /list-billing': { status: 400, body: { message: 'Please select at least one filter' } },
    });
    await searchDates('2026-11-01', '2026-11-30');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please select at least one filter');
  });
});

describe('selection', () => {
  test('Generate Bill with nothing selected asks for a row', async () => {
    renderBilling();
    await listTrips();
    await expectRefusal('Generate Bill', 'Please select at least one row to generate the bill.');
  });

  test('trips of two vendors cannot go on one bill', async () => {
    renderBilling();
    await listTrips();
    await user.click(checkboxOf('T1001'));
    await user.click(checkboxOf('T1003'));
    await expectRefusal(
      'Generate Bill',
      'Please select transactions from only one vendor to generate the bill.',
    );
  });

  test('Select All ticks every row, and clears them again', async () => {
    renderBilling();
    await listTrips();
    const selectAll = screen.getByRole('checkbox', { name: 'Select All' }) as HTMLInputElement;
    await user.click(selectAll);
    await waitFor(() =>
      expect(['T1001', 'T1002', 'T1003'].map((id) => checkboxOf(id).checked)).toEqual([true, true, true]),
    );
    expect(screen.getByText(/3 of 3 selected/)).toBeInTheDocument();
    await user.click(checkboxOf('T1002'));
    expect(selectAll.checked).toBe(false);
    expect(selectAll.indeterminate).toBe(true);
    await user.click(selectAll);
    await waitFor(() => expect(selectAll.checked).toBe(true));
    await user.click(selectAll);
    expect(['T1001', 'T1002', 'T1003'].map((id) => checkboxOf(id).checked)).toEqual([false, false, false]);
  });

  test('Select All takes every matching trip, also those on pages not loaded, onto the bill', async () => {
    const many = Array.from({ length: 450 }, (_, i) =>
      ackTrip({
        _id: `id-${5000 + i}`,
        TripID: `T${5000 + i}`,
        Freight: 1000,
        TDS_Rate: 0,
        DieselAmount: null,
        Advance: null,
        Toll: null,
        Short: null,
      }),
    );
    const { calls } = renderBilling(
      {
        'POST /list-billing': pagedAnswer(many, { key: 'resultData', extra: { message: '' } }),
        'POST /list-billing-selection': selectionOf(many),
      },
      { 'POST /generate-pdf-bill': { pdf: '%PDF-1.7 bill', fileName: 'Bill-B1002.pdf', billId: 'B1002' } },
    );
    await searchDates('2026-11-01', '2026-11-30');
    await screen.findByRole('rowheader', { name: 'T5000' });
    await user.click(screen.getByRole('checkbox', { name: 'Select All' }));
    await screen.findByText(/450 of 450 selected/);
    await user.click(screen.getByRole('button', { name: 'Generate Bill' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Generate Bill' }),
    );
    expect(await screen.findByText('Bill generated successfully.')).toBeInTheDocument();
    const sent = calls.find((c) => c.path === '/generate-pdf-bill')!.body as { trip_id: string }[];
    expect(sent).toHaveLength(450);
    expect(sent.map((r) => r.trip_id)).toEqual(many.map((t) => t.TripID));
    // The rows were read in the largest pages, not only the screen's first page of 200.
    expect(
      calls.some((c) => c.path === '/list-billing' && (c.body as { limit: number }).limit === 1000),
    ).toBe(true);
  }, 20_000);

  test('Select All over more than 5,000 trips says how many a bill may take', async () => {
    const { calls } = renderBilling({ 'POST /list-billing-selection': selectionOf(TRIPS, 7250) });
    await listTrips();
    await user.click(screen.getByRole('checkbox', { name: 'Select All' }));
    expect(
      await screen.findByText('A bill can take at most 5,000 trips at once; 7,250 are selected.'),
    ).toBeInTheDocument();
    expect(checkboxOf('T1001').checked).toBe(false);
    expect(calls.find((c) => c.path === '/list-billing-selection')?.body).toEqual({
      startDate: '2026-11-01',
      endDate: '2026-11-30',
    });
  });

  test('Select All under a column filter takes only the trips the filter shows', async () => {
    const { calls } = renderBilling();
    await listTrips();
    await user.type(screen.getByRole('searchbox', { name: 'Filter Truck Number' }), 'MH12');
    // The whole filter, not a first part of it: on a busy machine the keys can outlast the filter's
    // pause, and a later filter clears the selection.
    const shownFilters = JSON.stringify({ TruckNumber: 'MH12' });
    await waitFor(() =>
      expect(billingCalls(calls).some((c) => (c.body as { filters?: string }).filters === shownFilters)).toBe(
        true,
      ),
    );
    // Select All waits, disabled, until the filtered list has answered: it cannot know the trips before.
    const selectAll = () => screen.getByRole('checkbox', { name: 'Select All' });
    await waitFor(() => expect(selectAll()).toBeEnabled());
    await user.click(selectAll());
    await waitFor(() => expect(checkboxOf('T1001').checked).toBe(true));
    expect(calls.find((c) => c.path === '/list-billing-selection')?.body).toEqual({
      startDate: '2026-11-01',
      endDate: '2026-11-30',
      filters: JSON.stringify({ TruckNumber: 'MH12' }),
    });
  });

  test('the selection shows its vendor and amount', async () => {
    renderBilling();
    await listTrips();
    await user.click(checkboxOf('T1001'));
    await user.click(checkboxOf('T1002'));
    // 6,532.64 + (8,500 - 170.00 TDS) = 14,862.64
    expect(screen.getByText('2 of 3 selected · Shree Cement · Amount ₹ 14,862.64')).toBeInTheDocument();
  });
});

describe('remarks', () => {
  test.each([
    [[{ text: 'ab', amount: '100' }], 'Remark 1: Text must be at least 3 characters'],
    [[{ text: 'Loading charge', amount: '' }], 'Remark 1: Amount is required when text is entered'],
    [[{ text: 'Loading charge', amount: '12abc' }], 'Remark 1: Amount must be a valid number'],
    [[{ text: '', amount: '100' }], 'Remark 1: Text is required'],
    [
      [
        { text: 'Loading charge', amount: '100' },
        { text: 'ab', amount: '-50' },
      ],
      // A text over 20 characters cannot be typed: the box stops at 20 (RemarksModal.test.tsx).
      'Remark 2: Text must be at least 3 characters',
    ],
  ])('%j is refused with %s', async (remarks, message) => {
    const { calls } = renderBilling(
      {},
      { 'POST /generate-pdf-bill': { pdf: '%PDF-1.7', fileName: 'Bill-B1.pdf' } },
    );
    await listTrips();
    await openRemarksFor('T1001');
    for (const [index, remark] of remarks.entries()) {
      if (index > 0) await user.click(within(dialog()).getByRole('button', { name: 'Add Remark' }));
      if (remark.text)
        await user.type(within(dialog()).getByLabelText(`Remark ${index + 1} Text`), remark.text);
      if (remark.amount)
        await user.type(within(dialog()).getByLabelText(`Remark ${index + 1} Amount`), remark.amount);
    }
    await user.click(within(dialog()).getByRole('button', { name: 'Generate Bill' }));
    expect(within(dialog()).getByRole('alert')).toHaveTextContent(message);
    expect(calls.filter((c) => c.path === '/generate-pdf-bill')).toHaveLength(0);
  });

  test('a third remark is refused', async () => {
    renderBilling();
    await listTrips();
    await openRemarksFor('T1001');
    const add = within(dialog()).getByRole('button', { name: 'Add Remark' });
    await user.click(add);
    expect(within(dialog()).getByLabelText('Remark 2 Text')).toBeInTheDocument();
    await user.click(add);
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('Maximum 2 remarks allowed');
    expect(within(dialog()).queryByLabelText('Remark 3 Text')).not.toBeInTheDocument();
  });

  test('the preview adds and subtracts the remark amounts by their sign', async () => {
    renderBilling();
    await listTrips();
    await openRemarksFor('T1001');
    await user.type(within(dialog()).getByLabelText('Remark 1 Text'), 'Loading charge');
    await user.type(within(dialog()).getByLabelText('Remark 1 Amount'), '467.36');
    await user.click(within(dialog()).getByRole('button', { name: 'Add Remark' }));
    await user.type(within(dialog()).getByLabelText('Remark 2 Text'), 'Penalty');
    await user.type(within(dialog()).getByLabelText('Remark 2 Amount'), '-1000');
    // 6,532.64 + 467.36 - 1,000, less 2 % TDS on the 467.36 charge (9.35; the penalty does not reduce it)
    expect(within(dialog()).getByText('₹ 5,990.65')).toBeInTheDocument();
    expect(
      within(dialog()).getByText('Rupees Five Thousand Nine Hundred Ninety and Sixty-Five Paise Only'),
    ).toBeInTheDocument();
  });
});

describe('generating the bill', () => {
  test('sends the rows of SPEC section 7, downloads the PDF by its Content-Disposition name and refreshes the list', async () => {
    let listed = 0;
    const downloads = catchDownloads();
    const { calls, router } = renderBilling(
      {
        'POST /list-billing': ({ body }) => {
          // The bill reads the ticked trips in the largest pages; the screen reads its own pages.
          if ((body as { limit?: number }).limit === 1000)
            return { body: { resultData: TRIPS.slice(0, 2), message: '', totalCount: 2, totals: {} } };
          listed += 1;
          return listed === 1
            ? { body: { resultData: TRIPS.slice(0, 2), message: 'ok', totalCount: 2, totals: {} } }
            : { body: { resultData: [], message: 'No data found!.', totalCount: 0, totals: {} } };
        },
        'POST /list-billing-selection': selectionOf(TRIPS.slice(0, 2)),
      },
      {
        'POST /generate-pdf-bill': {
          pdf: '%PDF-1.7 bill',
          bill: {
            billId: 'B1001',
            vendor: 'Shree Cement',
            trips: 2,
            revision: 1,
            net: 14562.64,
            billDate: '2026-11-30',
          },
        },
      },
    );
    await listTrips();
    await user.click(screen.getByRole('checkbox', { name: 'Select All' }));
    await screen.findByText(/2 of 2 selected/);
    await user.click(screen.getByRole('button', { name: 'Generate Bill' }));
    await screen.findByRole('dialog');
    await user.type(within(dialog()).getByLabelText('Remark 1 Text'), 'loading charge');
    await user.type(within(dialog()).getByLabelText('Remark 1 Amount'), '-250');
    await user.click(within(dialog()).getByRole('button', { name: 'Generate Bill' }));

    expect(await screen.findByText('Bill generated successfully.')).toBeInTheDocument();
    const sent = calls.find((c) => c.path === '/generate-pdf-bill')!;
    expect(sent.headers.get('content-type')).toMatch(/application\/json/);
    const remarks = [{ text: 'loading charge', amount: '-250' }];
    expect(sent.body).toEqual([
      {
        id: 'id-1001',
        trip_id: 'T1001',
        vendor: 'Shree Cement',
        transaction_status: 'Acknowledged',
        destfrom: 'Pune',
        dest: 'Mumbai',
        wt: 12.345,
        actwt: 12.3,
        frt: 10493,
        rate: 850,
        dsl: 2000,
        adv: 1000,
        toll: 250.5,
        tds: 209.86,
        billid: null,
        remarks,
        applyTaxes: false,
      },
      expect.objectContaining({
        id: 'id-1002',
        trip_id: 'T1002',
        frt: 8500,
        tds: 170,
        dsl: null,
        remarks,
        applyTaxes: false,
      }),
    ]);
    expect(downloads.files).toHaveLength(1);
    expect(downloads.files[0].name).toBe('Bill-B1001-r1.pdf');
    expect(await downloads.files[0].blob.text()).toBe('%PDF-1.7 bill');
    // The list empties: its own row says so, and the bill stays named above it (no pop-up replaces it).
    expect(await screen.findByRole('cell', { name: 'No more data remained to fetch.' })).toBeInTheDocument();
    expect(screen.getAllByText('No more data remained to fetch.')).toHaveLength(1);
    const panel = await screen.findByRole('region', { name: 'Bill B1001 generated' });
    expect(within(panel).getByText('Shree Cement')).toBeInTheDocument();
    expect(within(panel).getByText('₹ 14,562.64')).toBeInTheDocument();
    expect(within(panel).getByText('Bill-B1001-r1.pdf')).toBeInTheDocument();
    const open = within(panel).getByRole('link', { name: 'Open PDF' });
    expect(open).toHaveAttribute(
      'href',
      'http://localhost/logistics/generate-pdf-by-bill-id-transaction/B1001?disposition=inline',
    );
    expect(open).toHaveAttribute('target', '_blank');
    expect(within(panel).getByRole('link', { name: 'Record payment' })).toHaveAttribute(
      'href',
      '/payments?billId=B1001',
    );
    expect(within(panel).getByRole('link', { name: 'Go to Transactions' })).toHaveAttribute(
      'href',
      '/transactions?startDate=2026-11-30&endDate=2026-11-30',
    );
    expect(listed).toBe(2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    downloads.restore();

    // The bill lives in the address: to Payments and Back, and the same summary is there again.
    expect(new URLSearchParams(router.state.location.search).get('bill')).toBe('B1001');
    await user.click(within(panel).getByRole('link', { name: 'Record payment' }));
    expect(await screen.findByRole('heading', { name: 'Payments' })).toBeInTheDocument();
    await act(() => router.navigate(-1));
    const again = await screen.findByRole('region', { name: 'Bill B1001 generated' });
    expect(within(again).getByText('Bill-B1001-r1.pdf')).toBeInTheDocument();
    expect(within(again).getByText('₹ 14,562.64')).toBeInTheDocument();
    await act(() => router.navigate(1));
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('region', { name: 'Bill B1001 generated' })).toBeInTheDocument();
    expect(calls.some((c) => c.path.startsWith('/bills/'))).toBe(false); // from the history entry

    // Closed, it leaves the address too.
    await user.click(screen.getByRole('button', { name: 'Close bill summary' }));
    expect(screen.queryByRole('region', { name: 'Bill B1001 generated' })).not.toBeInTheDocument();
    expect(router.state.location.search).not.toContain('bill=');
  });

  test('an address naming a bill (a link, a new tab) shows its summary from the server', async () => {
    const { calls } = renderBilling(
      {
        'GET /bills/B1001/status': {
          body: {
            billId: 'B1001',
            vendor: 'Shree Cement',
            billDate: '2026-11-30',
            net: 14562.64,
            paid: 0,
            outstanding: 14562.64,
            status: 'Unpaid',
            outOfDate: false,
            changes: [],
            netAfterUpdate: null,
          },
        },
      },
      undefined,
      '/generate-bill?bill=B1001',
    );
    const panel = await screen.findByRole('region', { name: 'Bill B1001 generated' });
    expect(within(panel).getByText('Shree Cement')).toBeInTheDocument();
    expect(within(panel).getByText('₹ 14,562.64')).toBeInTheDocument();
    expect(within(panel).getByText('30/11/2026')).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toContain('/bills/B1001/status');
  });

  test('trips left after a bill stay listed without a message', async () => {
    let listed = 0;
    const downloads = catchDownloads();
    renderBilling(
      {
        'POST /list-billing': () => {
          listed += 1;
          return { body: { resultData: listed === 1 ? TRIPS : TRIPS.slice(2), message: 'ok' } };
        },
      },
      { 'POST /generate-pdf-bill': { pdf: '%PDF', fileName: 'Bill-B1002.pdf' } },
    );
    await listTrips();
    await openRemarksFor('T1001', 'T1002');
    await user.click(within(dialog()).getByRole('button', { name: 'Generate Bill' }));
    await screen.findByText('Bill generated successfully.');
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'T1001' })).not.toBeInTheDocument());
    expect(screen.getByRole('rowheader', { name: 'T1003' })).toBeInTheDocument();
    expect(checkboxOf('T1003').checked).toBe(false);
    expect(screen.queryByText('No more data remained to fetch.')).not.toBeInTheDocument();
    downloads.restore();
  });

  test.each<[string, PdfAnswer, string]>([
    [
      'MULTIPLE_VENDORS',
      {
        status: 409,
        body: { errorCode: 'MULTIPLE_VENDORS', message: 'Please select transactions from only one vendor.' },
      },
      'Error: Please select transactions from only one vendor.',
    ],
    [
      'another refusal',
      {
        status: 409,
        body: {
          message: 'Some selected trips are no longer available for billing. Refresh the list and try again.',
        },
      },
      'Error: Some selected trips are no longer available for billing. Refresh the list and try again.',
    ],
    ['a failure without a message', { status: 500 }, 'Failed to generate bill'],
  ])('%s is reported', async (_name, answer, message) => {
    const downloads = catchDownloads();
    renderBilling({}, { 'POST /generate-pdf-bill': answer });
    await listTrips();
    await openRemarksFor('T1001');
    await user.click(within(dialog()).getByRole('button', { name: 'Generate Bill' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(downloads.files).toHaveLength(0);
    expect(screen.queryByText('Bill generated successfully.')).not.toBeInTheDocument();
    downloads.restore();
  });

  test('shows progress while the bill is generated', async () => {
    let release!: () => void;
    const downloads = catchDownloads();
    renderBilling(
      {},
      {
        'POST /generate-pdf-bill': () =>
          new Promise<PdfAnswer>((resolve) => {
            release = () => resolve({ pdf: '%PDF', fileName: 'Bill-B9.pdf' });
          }),
      },
    );
    await listTrips();
    await openRemarksFor('T1001');
    await user.click(within(dialog()).getByRole('button', { name: 'Generate Bill' }));
    expect(await within(dialog()).findByRole('button', { name: 'Generating bill...' })).toBeDisabled();
    expect(within(dialog()).getByRole('progressbar', { name: 'Generating the bill' })).toBeInTheDocument();
    release();
    expect(await screen.findByText('Bill generated successfully.')).toBeInTheDocument();
    downloads.restore();
  });
});
