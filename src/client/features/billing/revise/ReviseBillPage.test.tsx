import { screen, waitFor, within } from '@testing-library/react';
import { user } from '../../../test/user';

import { makeStore } from '../../../app/store';
import { billSearched } from '../../../app/ui-slice';
import { messageElseFallback, SERVER_ERROR, stubFetch } from '../../../test/fetch-stub';
import { renderWithProviders, signedInAs } from '../../../test/render-with-providers';
import { catchDownloads } from '../../../test/downloads';
import { ReviseBillPage } from './ReviseBillPage';
import {
  ackTrip,
  billedTrip,
  checkboxOf,
  expectRefusal,
  field,
  searchDates,
  stubPdfRoutes,
  tableNamed,
} from '../common/billing-test-helpers';
import type { BillStatus } from '../../../../shared/billing/wire';
import { roleTexts, rowByHeader } from '../../../test/tables';

type Routes = Parameters<typeof stubFetch>[0];

const BILLED = [
  billedTrip('B12', { _id: 'id-1001', TripID: 'T1001' }),
  billedTrip('B12', { _id: 'id-1002', TripID: 'T1002', Weight: 10, Freight: 8500 }),
];
const ACKNOWLEDGED = [
  ackTrip({ _id: 'id-1005', TripID: 'T1005' }),
  ackTrip({ _id: 'id-1006', TripID: 'T1006', Vendor: 'Ambuja Traders' }),
];
const LISTING = {
  billed: BILLED,
  acknowledged: ACKNOWLEDGED,
  message: 'Data fetched successfully',
  bills: [],
};

function renderRevise(
  options: {
    routes?: Routes;
    route?: string;
    pdf?: Parameters<typeof stubPdfRoutes>[1];
    billSearch?: string;
  } = {},
) {
  const stub = stubFetch({ 'POST /list-to-revise-bill': { body: LISTING }, ...options.routes });
  if (options.pdf) stubPdfRoutes(stub.calls, options.pdf);
  const store = makeStore(signedInAs('accountant', 'accounts'));
  if (options.billSearch) store.dispatch(billSearched(options.billSearch));
  const view = renderWithProviders(<ReviseBillPage />, {
    store,
    route: options.route ?? '/revise-bill',
    path: '/revise-bill',
  });
  return { ...stub, ...view };
}

const listCalls = <C extends { path: string }>(calls: C[]) =>
  calls.filter((c) => c.path === '/list-to-revise-bill');
const PAGE = { limit: 200, offset: 0 };

async function searchBill(id = 'b12') {
  await user.type(field('Bill ID'), id);
  await user.click(screen.getByRole('button', { name: 'Search bills to revise' }));
  await screen.findByRole('rowheader', { name: 'T1001' });
}

afterEach(() => jest.restoreAllMocks());

describe('search', () => {
  test('by bill id: upper-cased, sent as bill_id, trips in two tables with the bill ticked', async () => {
    const { calls } = renderRevise();
    await searchBill('b12');
    expect(field('Bill ID')).toHaveValue('B12');
    expect(listCalls(calls)[0].body).toEqual({ bill_id: 'B12', ...PAGE });
    const billed = tableNamed('Billed Trips');
    const ack = tableNamed('Acknowledged Trips');
    expect(roleTexts(billed, 'rowheader')).toEqual(['T1001', 'T1002']);
    expect(roleTexts(ack, 'rowheader')).toEqual(['T1005', 'T1006']);
    expect(checkboxOf('T1001', billed).checked).toBe(true);
    expect(checkboxOf('T1002', billed).checked).toBe(true);
    expect(checkboxOf('T1005', ack).checked).toBe(false);
    expect(screen.getByRole('heading', { name: 'Billed Trips' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Acknowledged Trips' })).toBeInTheDocument();
  });

  test('by dates', async () => {
    const { calls } = renderRevise();
    await searchDates('2026-11-01', '2026-11-30');
    await screen.findByRole('rowheader', { name: 'T1001' });
    expect(listCalls(calls)[0].body).toEqual({ startDate: '2026-11-01', endDate: '2026-11-30', ...PAGE });
    // The range's first bill opens whole, with the same dates for the acknowledged trips.
    expect(listCalls(calls)[1].body).toEqual({
      startDate: '2026-11-01',
      endDate: '2026-11-30',
      bill_id: 'B12',
      ...PAGE,
    });
  });

  test.each([
    ['nothing', '', '', '', 'Please select at least one filter'],
    ['a bill id that is not B and digits', '', '', 'X12', 'Invalid input.'],
    ['B without digits', '', '', 'B1A', 'Invalid input.'],
    ['one date', '2026-11-01', '', '', 'Please select both start-date and end-date'],
    [
      'an end before the start',
      '2026-11-20',
      '2026-11-10',
      '',
      'End date should be greater than or equal to Start Date.',
    ],
  ])('%s is refused', async (_name, start, end, billId, message) => {
    const { calls } = renderRevise();
    if (billId) await user.type(field('Bill ID'), billId);
    await searchDates(start, end);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(listCalls(calls)).toHaveLength(0);
  });

  test('?bill_id= fills the Bill ID and runs the search once', async () => {
    const { calls } = renderRevise({ route: '/revise-bill?bill_id=b12' });
    await screen.findByRole('rowheader', { name: 'T1001' });
    expect(field('Bill ID')).toHaveValue('B12');
    expect(listCalls(calls).map((c) => c.body)).toEqual([{ bill_id: 'B12', ...PAGE }]);
  });

  test("the top bar's bill search runs once and is marked processed", async () => {
    const { calls, store } = renderRevise({ route: '/revise-bill?bill_id=B12', billSearch: 'B12' });
    await screen.findByRole('rowheader', { name: 'T1001' });
    expect(store.getState().ui.billSearchProcessed).toBe(true);
    // A second search would start in the effect that saw the processed flag: wait until no call is
    // pending, then count.
    await waitFor(() =>
      expect(Object.values(store.getState().api.queries).filter((q) => q?.status === 'pending')).toEqual([]),
    );
    expect(listCalls(calls).map((c) => c.body)).toEqual([{ bill_id: 'B12', ...PAGE }]);
  });

  test("a bill search that fails shows the server's message, and no empty bill to update", async () => {
    const { calls } = renderRevise({
      route: '/revise-bill?bill_id=B404',
      routes: { 'POST /list-to-revise-bill': { status: 404, body: { message: 'Bill not found.' } } },
    });
    expect(await screen.findByText('Bill not found.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update Bill' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Billed Trips' })).not.toBeInTheDocument();
    expect(listCalls(calls)).toHaveLength(1);
  });

  test("a failure without a message (a proxy's): 'Error fetching the bill data'", async () => {
    renderRevise({
      route: '/revise-bill?bill_id=B12',
      routes: { 'POST /list-to-revise-bill': { status: 502, body: {} } },
    });
    expect(await screen.findByText('Error fetching the bill data')).toBeInTheDocument();
  });

  test('empty states', async () => {
    renderRevise({
      routes: {
        'POST /list-to-revise-bill': {
          body: { billed: [], acknowledged: [], message: 'No records available', bills: [] },
        },
      },
    });
    expect(screen.getByText('No records available')).toBeInTheDocument();
    await searchDates('2026-11-01', '2026-11-30');
    expect(await screen.findByRole('alert')).toHaveTextContent('No records available');
    expect(
      within(tableNamed('Billed Trips')).getByRole('cell', { name: 'No billed trips found' }),
    ).toBeInTheDocument();
    expect(
      within(tableNamed('Acknowledged Trips')).getByRole('cell', { name: 'No acknowledged trips found' }),
    ).toBeInTheDocument();
  });
});

describe('inline edit', () => {
  async function editWeight(value: string, tripId = 'T1001') {
    await user.click(within(rowByHeader(tripId)).getByRole('button', { name: `Edit ${tripId}` }));
    const weight = within(rowByHeader(tripId)).getByRole('textbox', { name: `Weight of ${tripId}` });
    await user.clear(weight);
    await user.type(weight, value);
    return weight;
  }

  test('Enter saves the changed fields through /update-one-revise-bill', async () => {
    let listed = 0;
    const { calls } = renderRevise({
      routes: {
        'POST /list-to-revise-bill': () => {
          listed += 1;
          return { body: LISTING };
        },
        'POST /update-one-revise-bill': { status: 201, body: { message: 'Trip updated successfully.' } },
      },
    });
    await searchBill();
    await editWeight('13.5');
    await user.type(
      within(rowByHeader('T1001')).getByRole('textbox', { name: 'Driver Name of T1001' }),
      ' K',
    );
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Trip updated successfully.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/update-one-revise-bill')!.body).toEqual({
      updateRows: { DriverName: 'Ramesh K', Weight: 13.5 },
      trip_id: 'T1001',
      bill_id: 'B12',
    });
    expect(screen.queryByRole('textbox', { name: 'Weight of T1001' })).not.toBeInTheDocument();
    await waitFor(() => expect(listed).toBe(2));
  });

  test('an acknowledged trip is saved without a bill id', async () => {
    const { calls } = renderRevise({
      routes: {
        'POST /update-one-revise-bill': { status: 201, body: { message: 'Trip updated successfully.' } },
      },
    });
    await searchBill();
    await editWeight('11', 'T1005');
    await user.keyboard('{Enter}');
    await screen.findByText('Trip updated successfully.');
    expect(calls.find((c) => c.path === '/update-one-revise-bill')!.body).toEqual({
      updateRows: { Weight: 11 },
      trip_id: 'T1005',
      bill_id: null,
    });
  });

  test('Escape cancels: nothing is sent and the stored value shows again', async () => {
    const { calls } = renderRevise();
    await searchBill();
    await editWeight('99');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Weight of T1001' })).not.toBeInTheDocument();
    const row = rowByHeader('T1001', tableNamed('Billed Trips'));
    expect(within(row).getByText('12.345')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/update-one-revise-bill')).toHaveLength(0);
  });

  test('a value that is not a number is refused before sending, and the row stays in edit', async () => {
    const { calls } = renderRevise();
    await searchBill();
    await editWeight('12kg');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Weight must be a valid number.')).toBeInTheDocument();
    expect(within(rowByHeader('T1001')).getByRole('textbox', { name: 'Weight of T1001' })).toHaveValue(
      '12kg',
    );
    expect(calls.filter((c) => c.path === '/update-one-revise-bill')).toHaveLength(0);
  });

  test('an invisible character in a text is refused before sending, by its label, and the row stays in edit', async () => {
    const { calls } = renderRevise();
    await searchBill();
    await editWeight('14');
    const driver = within(rowByHeader('T1001')).getByRole('textbox', { name: 'Driver Name of T1001' });
    await user.type(driver, '\u200bK');
    await user.keyboard('{Enter}');
    expect(
      await screen.findByText(
        'Driver Name contains an invisible or text-direction character (U+200B) that is not allowed. Please retype it.',
      ),
    ).toBeInTheDocument();
    expect(within(rowByHeader('T1001')).getByRole('textbox', { name: 'Weight of T1001' })).toHaveValue('14');
    expect(calls.filter((c) => c.path === '/update-one-revise-bill')).toHaveLength(0);
  });

  test.each(messageElseFallback(400, 'Weight cannot be negative.', 'Failed to update. Reverting changes...'))(
    'a failed save (%j) is reported and the tables are fetched again',
    async (answer, message) => {
      let listed = 0;
      renderRevise({
        routes: {
          'POST /list-to-revise-bill': () => {
            listed += 1;
            return { body: LISTING };
          },
          'POST /update-one-revise-bill': answer,
        },
      });
      await searchBill();
      await editWeight('14');
      await user.keyboard('{Enter}');
      expect(await screen.findByText(message)).toBeInTheDocument();
      await waitFor(() => expect(listed).toBe(2));
      const row = rowByHeader('T1001', tableNamed('Billed Trips'));
      expect(within(row).getByText('12.345')).toBeInTheDocument();
    },
  );
});

describe('Update Bill', () => {
  test('untick a billed trip, tick an acknowledged one, add a remark: the revision is generated and downloaded', async () => {
    const downloads = catchDownloads();
    const bill = {
      billId: 'B12',
      vendor: 'Shree Cement',
      trips: 2,
      revision: 2,
      net: 12965.28,
      billDate: '2026-11-21',
    };
    const { calls } = renderRevise({
      pdf: { 'POST /generate-pdf-revised-bill': { pdf: '%PDF rev 2', bill } },
    });
    await searchBill();
    await user.click(checkboxOf('T1002', tableNamed('Billed Trips')));
    await user.click(checkboxOf('T1005', tableNamed('Acknowledged Trips')));
    await user.click(screen.getByRole('button', { name: 'Update Bill' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Bill B12' });
    await user.type(within(dialog).getByLabelText('Remark 1 Text'), 'Penalty');
    await user.type(within(dialog).getByLabelText('Remark 1 Amount'), '-100');
    await user.click(within(dialog).getByRole('button', { name: 'Update Bill' }));
    expect(await screen.findByText('Revised bill generated successfully.')).toBeInTheDocument();
    const body = calls.find((c) => c.path === '/generate-pdf-revised-bill')!.body as Record<
      string,
      { _id: string; BillId: string | null }[]
    >;
    expect(body.billedSelectedRows.map((r) => [r._id, r.BillId])).toEqual([['id-1001', 'B12']]);
    expect(body.billedUnselectedRows.map((r) => [r._id, r.BillId])).toEqual([['id-1002', 'B12']]);
    expect(body.ackSelectedRows.map((r) => [r._id, r.BillId])).toEqual([['id-1005', null]]);
    expect(body.additionalRemarks).toEqual([{ text: 'Penalty', amount: '-100' }]);
    expect(Object.keys(body).sort()).toEqual([
      'ackSelectedRows',
      'additionalRemarks',
      'billedSelectedRows',
      'billedUnselectedRows',
    ]);
    expect(downloads.files.map((f) => f.name)).toEqual(['Bill-B12-r2.pdf']);
    // The revision is named with its next steps.
    const panel = await screen.findByRole('region', { name: 'Bill B12 updated (revision 2)' });
    expect(within(panel).getByText('₹ 12,965.28')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Open PDF' })).toHaveAttribute(
      'href',
      expect.stringContaining('/generate-pdf-by-bill-id-transaction/B12?disposition=inline'),
    );
    downloads.restore();
  });

  test('with no trip ticked: at least one row', async () => {
    renderRevise();
    await searchBill();
    await user.click(screen.getAllByRole('checkbox', { name: 'Select All' })[0]);
    await expectRefusal('Update Bill', 'Please select at least one row to generate the bill.');
  });

  test('an acknowledged trip of another vendor cannot join', async () => {
    renderRevise();
    await searchBill();
    await user.click(checkboxOf('T1006', tableNamed('Acknowledged Trips')));
    await user.click(screen.getByRole('button', { name: 'Update Bill' }));
    expect(
      await screen.findByText('Please select transactions from only one vendor to generate the bill.'),
    ).toBeInTheDocument();
  });

  test.each<[string, { status: number; body?: unknown }, string]>([
    ['a server failure', { status: 500 }, 'Failed to generate PDF. Please try again later.'],
    [
      'MULTIPLE_VENDORS',
      {
        status: 409,
        body: { errorCode: 'MULTIPLE_VENDORS', message: 'Please select transactions from only one vendor.' },
      },
      'Error: Please select transactions from only one vendor.',
    ],
    ['a refusal with a message', { status: 400, body: { message: 'Bill not found.' } }, 'Bill not found.'],
    [
      'a PDF failure after the revision was saved',
      {
        status: 500,
        body: {
          message: 'Bill B12 was saved, but its PDF could not be made. Download it again from Transactions.',
        },
      },
      'Bill B12 was saved, but its PDF could not be made. Download it again from Transactions.',
    ],
    ['an unexplained server error', SERVER_ERROR, 'Failed to generate PDF. Please try again later.'],
    ['an answer that is not JSON', { status: 418, body: undefined }, 'Failed to generate bill.'],
  ])('%s is reported', async (_name, answer, message) => {
    const downloads = catchDownloads();
    renderRevise({ pdf: { 'POST /generate-pdf-revised-bill': answer } });
    await searchBill();
    await user.click(screen.getByRole('button', { name: 'Update Bill' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Update Bill' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(downloads.files).toHaveLength(0);
    downloads.restore();
  });

  test('a date search over several bills revises the bill chosen', async () => {
    const downloads = catchDownloads();
    const { calls } = renderRevise({
      routes: {
        // Like the server: a bill search lists that bill's trips only.
        'POST /list-to-revise-bill': ({ body }) => {
          const billed = [...BILLED, billedTrip('B13', { _id: 'id-2001', TripID: 'T2001' })];
          const billId = (body as { bill_id?: string }).bill_id;
          return {
            body: { ...LISTING, billed: billId ? billed.filter((t) => t.BillId === billId) : billed },
          };
        },
      },
      pdf: { 'POST /generate-pdf-revised-bill': { pdf: '%PDF', fileName: 'Bill-B13-r2.pdf' } },
    });
    await searchDates('2026-11-01', '2026-11-30');
    await screen.findByRole('rowheader', { name: 'T1001' });
    expect(screen.queryByRole('rowheader', { name: 'T2001' })).not.toBeInTheDocument();
    await user.selectOptions(field('Bill to revise') as unknown as HTMLSelectElement, 'B13');
    await screen.findByRole('rowheader', { name: 'T2001' });
    expect(roleTexts(tableNamed('Billed Trips'), 'rowheader')).toEqual(['T2001']);
    expect(checkboxOf('T2001').checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Update Bill' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Update Bill' }));
    await screen.findByText('Revised bill generated successfully.');
    const body = calls.find((c) => c.path === '/generate-pdf-revised-bill')!.body as Record<
      string,
      { _id: string }[]
    >;
    expect(body.billedSelectedRows.map((r) => r._id)).toEqual(['id-2001']);
    expect(body.billedUnselectedRows).toEqual([]);
    expect(downloads.files.map((f) => f.name)).toEqual(['Bill-B13-r2.pdf']);
    downloads.restore();
  });
});

describe('the bill remarks and its changes since the last revision', () => {
  const STATUS: BillStatus = {
    bill_id: 'B12',
    revision: 1,
    revised_at: '2026-11-22T06:30:00.000Z',
    net_amount: 12473.28,
    remarks: [
      { text: 'Halting', amount: 150 },
      { text: 'Penalty', amount: -50 },
    ],
    out_of_date: false,
    changes: [],
  };
  const withStatus = (status: Partial<BillStatus>) => ({
    routes: { 'POST /list-to-revise-bill': { body: { ...LISTING, bills: [{ ...STATUS, ...status }] } } },
    pdf: { 'POST /generate-pdf-revised-bill': { pdf: '%PDF rev 2', fileName: 'Bill-B12-r2.pdf' } },
  });

  test("Update Bill opens with the bill's remarks; confirming untouched sends exactly them", async () => {
    const downloads = catchDownloads();
    const { calls } = renderRevise(withStatus({}));
    await searchBill();
    expect(screen.getByText('Revision 1 (22/11/2026)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update Bill' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Bill B12' });
    expect(within(dialog).getByLabelText('Remark 1 Text')).toHaveValue('Halting');
    expect(within(dialog).getByLabelText('Remark 1 Amount')).toHaveValue('150');
    expect(within(dialog).getByLabelText('Remark 2 Text')).toHaveValue('Penalty');
    expect(within(dialog).getByLabelText('Remark 2 Amount')).toHaveValue('-50');
    await user.click(within(dialog).getByRole('button', { name: 'Update Bill' }));
    expect(await screen.findByText('Revised bill generated successfully.')).toBeInTheDocument();
    const body = calls.find((c) => c.path === '/generate-pdf-revised-bill')!.body as {
      additionalRemarks: unknown;
    };
    expect(body.additionalRemarks).toEqual([
      { text: 'Halting', amount: '150' },
      { text: 'Penalty', amount: '-50' },
    ]);
    downloads.restore();
  });

  test('the clerk may clear the remarks: an empty list is sent', async () => {
    const downloads = catchDownloads();
    const { calls } = renderRevise(withStatus({}));
    await searchBill();
    await user.click(screen.getByRole('button', { name: 'Update Bill' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Bill B12' });
    await user.click(within(dialog).getAllByRole('button', { name: 'Remove' })[1]);
    await user.click(within(dialog).getAllByRole('button', { name: 'Remove' })[0]);
    expect(within(dialog).getByText('No remarks.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Update Bill' }));
    await screen.findByText('Revised bill generated successfully.');
    expect(
      (calls.find((c) => c.path === '/generate-pdf-revised-bill')!.body as { additionalRemarks: unknown })
        .additionalRemarks,
    ).toEqual([]);
    downloads.restore();
  });

  test('a bill out of date says which trips and fields changed', async () => {
    renderRevise(
      withStatus({
        out_of_date: true,
        changes: [
          { trip_id: 'T1001', fields: [{ field: 'Toll', label: 'Toll', billed: 200, current: 300 }] },
        ],
      }),
    );
    await searchBill();
    const notice = screen.getByRole('status', { name: 'Bill B12 is out of date' });
    expect(notice).toHaveTextContent(
      'Bill B12 is out of date: 1 trip was edited since its last revision. Use Update Bill to revise it.',
    );
    expect(notice).toHaveTextContent('T1001: Toll: 200.00 → 300.00');
  });

  test('an up-to-date bill shows no such notice', async () => {
    renderRevise(withStatus({}));
    await searchBill();
    expect(screen.queryByRole('status', { name: /out of date/ })).not.toBeInTheDocument();
  });
});

describe('sort and filter: a bill is read a page at a time, so the server sorts and filters it', () => {
  test('a header asks the server for that order; a filter box asks it once typing settles; each table keeps its own; ticks stay', async () => {
    const { calls } = renderRevise();
    await searchBill('b12');
    const billed = tableNamed('Billed Trips');
    const ack = tableNamed('Acknowledged Trips');
    await user.click(checkboxOf('T1002', billed));
    await user.click(within(billed).getByRole('button', { name: 'Weight' }));
    await waitFor(() =>
      expect(listCalls(calls).at(-1)!.body).toEqual({
        bill_id: 'B12',
        sort: 'Weight',
        order: 'asc',
        ...PAGE,
      }),
    );
    expect(within(billed).getByRole('columnheader', { name: 'Weight' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    // Each table keeps its own order: the acknowledged trips are not sorted with the billed ones.
    expect(within(ack).getByRole('columnheader', { name: 'Weight' })).not.toHaveAttribute(
      'aria-sort',
      'ascending',
    );

    await user.type(within(ack).getByRole('searchbox', { name: 'Filter Vendor' }), 'ambuja');
    await waitFor(() =>
      expect(listCalls(calls).at(-1)!.body).toEqual({
        bill_id: 'B12',
        filters: '{"Vendor":"ambuja"}',
        ...PAGE,
      }),
    );
    // The billed table's filter row stays empty: the filter is the acknowledged table's alone.
    expect(within(billed).getByRole('searchbox', { name: 'Filter Vendor' })).toHaveValue('');
    await screen.findByRole('rowheader', { name: 'T1001' });
    expect(checkboxOf('T1001', tableNamed('Billed Trips')).checked).toBe(true);
    expect(checkboxOf('T1002', tableNamed('Billed Trips')).checked).toBe(false);
  });
});

describe('a bill of 450 trips', () => {
  const MANY = Array.from({ length: 450 }, (_, i) =>
    billedTrip('B12', { _id: `id-${3000 + i}`, TripID: `T${3000 + i}`, Weight: 10, Freight: 8500 }),
  );
  /** The server's pages of the bill, with its count and the totals of the whole bill. */
  const pagedBill = ({ body }: { body: unknown }) => {
    const { limit = 0, offset = 0 } = body as { limit?: number; offset?: number };
    return {
      body: {
        billed: MANY.slice(offset, offset + limit),
        acknowledged: offset === 0 ? ACKNOWLEDGED : [],
        message: '',
        bills: [],
        totalCount: { billed: MANY.length, acknowledged: ACKNOWLEDGED.length },
        totals: {
          billed: { Weight: 4500, Freight: 3825000 },
          acknowledged: { Weight: 24.69, Freight: 20986 },
        },
      },
    };
  };

  test("shows the first page with the whole bill's count and totals, and Update Bill keeps the trips not yet shown", async () => {
    const { calls } = renderRevise({
      routes: { 'POST /list-to-revise-bill': pagedBill },
      pdf: { 'POST /generate-pdf-revised-bill': { pdf: '%PDF', fileName: 'Bill-B12-r2.pdf' } },
    });
    const downloads = catchDownloads();
    await user.type(field('Bill ID'), 'b12');
    await user.click(screen.getByRole('button', { name: 'Search bills to revise' }));
    await screen.findByRole('rowheader', { name: 'T3000' });
    expect(listCalls(calls).map((c) => c.body)).toEqual([{ bill_id: 'B12', ...PAGE }]);
    const billed = tableNamed('Billed Trips');
    // The total row is the server's, of all 450 trips, not of the page.
    const total = rowByHeader('Total', billed);
    expect(total).toHaveTextContent('4,500');
    expect(total).toHaveTextContent('38,25,000.00');

    await user.click(checkboxOf('T3000', billed));
    await user.click(screen.getByRole('button', { name: 'Update Bill' }));
    const dialog = await screen.findByRole('dialog');
    // The pages not read yet were read (200 at a time), so the modal counts the whole bill but T3000.
    expect(
      listCalls(calls)
        .slice(1)
        .map((c) => (c.body as { offset: number }).offset),
    ).toEqual([0, 200, 400]);
    expect(dialog).toHaveTextContent('449');
    await user.click(within(dialog).getByRole('button', { name: 'Update Bill' }));
    await screen.findByText('Revised bill generated successfully.');
    const body = calls.find((c) => c.path === '/generate-pdf-revised-bill')!.body as Record<
      string,
      { _id: string }[]
    >;
    expect(body.billedSelectedRows).toHaveLength(449);
    expect(new Set(body.billedSelectedRows.map((r) => r._id)).size).toBe(449);
    expect(body.billedUnselectedRows.map((r) => r._id)).toEqual(['id-3000']);
    downloads.restore();
  });

  test('Update Bill says so when the rest of the bill cannot be read', async () => {
    let reads = 0;
    renderRevise({
      routes: {
        'POST /list-to-revise-bill': (request) =>
          ++reads === 1 ? pagedBill(request) : { status: 503, body: { message: 'Try again shortly.' } },
      },
    });
    await user.type(field('Bill ID'), 'b12');
    await user.click(screen.getByRole('button', { name: 'Search bills to revise' }));
    await screen.findByRole('rowheader', { name: 'T3000' });
    await user.click(screen.getByRole('button', { name: 'Update Bill' }));
    expect(await screen.findByText(/Could not read every trip of the bill\./)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
