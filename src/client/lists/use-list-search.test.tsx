import { screen, waitFor } from '@testing-library/react';
import { user } from '../test/user';
import { checkTripFilters } from '../../shared/lists/search-filters';
import { stubFetch } from '../test/fetch-stub';
import { pagedAnswer } from '../test/paged-stub';
import { renderWithProviders, signedInAs } from '../test/render-with-providers';
import { trip } from '../test/trip-data';
import type { TripRecord } from '../../shared/trips';
import { api } from '../app/api';
import { pageEndpoint } from './list-api';
import { pageFrom, setOnly, type Page, type PageArgs, type PagedSource, type Totals } from './paging';
import { useListSearch } from './use-list-search';

type Filters = Partial<typeof NO_FILTERS>;
/** A paged trip list as the screens read one (GET /api/reports), injected for this test only. */
const SOURCE: PagedSource<Filters, TripRecord> = {
  request: (filters, page) => ({ url: '/api/reports', params: { ...setOnly(filters), ...page } }),
  read: (answer) =>
    pageFrom(
      answer,
      (paged: { tableData?: TripRecord[]; totalCount?: number; totals?: Totals }) => paged.tableData,
    ),
};
const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    probeTripsPage: build.query<Page<TripRecord>, Filters & PageArgs>(pageEndpoint(SOURCE, () => [])),
  }),
});

const MANY = Array.from({ length: 450 }, (_, i) => trip({ _id: `id-${i}`, TripID: `T${i}` }));
const NO_FILTERS = { startDate: '', endDate: '', vendor: '', truckNumber: '' };

/** A list screen reduced to the hook: filters, Search, the count, one row far down, the failure. */
function Probe() {
  const s = useListSearch({
    initial: NO_FILTERS,
    validate: checkTripFilters,
    toQuery: (f: typeof NO_FILTERS) => ({ ...f, vendor: f.vendor.trim() }),
    endpoint: probeApi.endpoints.probeTripsPage,
    failureMessage: 'The list could not be loaded.',
    emptyNotice: () => 'Nothing matched.',
    notifyFailure: true,
  });
  return (
    <div>
      <button onClick={() => s.setFilter('vendor')(' Shree ')}>Filter</button>
      <button onClick={() => s.search()}>Go</button>
      <button onClick={() => s.list.showRange(430, 440)}>Far</button>
      <label>
        Truck filter
        <input
          value={(s.controls.columnFilters.find((f) => f.id === 'TruckNumber')?.value as string) ?? ''}
          onChange={(e) => s.controls.setColumnFilters([{ id: 'TruckNumber', value: e.target.value }])}
        />
      </label>
      <output aria-label="count">{s.list.count}</output>
      <output aria-label="far row">{s.list.rowAt(435)?.TripID ?? 'not loaded'}</output>
      <output aria-label="failure">{s.failure ?? ''}</output>
    </div>
  );
}

const render = (answer: Parameters<typeof stubFetch>[0][string]) => {
  const stub = stubFetch({ 'GET /api/reports': answer });
  renderWithProviders(<Probe />, { preloadedState: signedInAs('accountant'), route: '/', path: '/' });
  return stub;
};

jest.setTimeout(20_000); // a shared machine: pages load after a short settle

afterEach(() => jest.restoreAllMocks());

/** Sets the vendor filter, searches, and waits for the 450 rows' count. */
async function searchAll450() {
  await user.click(screen.getByRole('button', { name: 'Filter' }));
  await user.click(screen.getByRole('button', { name: 'Go' }));
  await waitFor(() => expect(screen.getByLabelText('count')).toHaveTextContent('450'));
}

test('the shared validator stops a search before any call', async () => {
  const { calls } = render(pagedAnswer(MANY));
  await user.click(screen.getByRole('button', { name: 'Go' }));
  expect(await screen.findByText('Please select at least one filter')).toBeInTheDocument();
  expect(calls).toHaveLength(0);
});

test('the first page gives the count; rows far down load with their own page only when shown', async () => {
  const { calls } = render(pagedAnswer(MANY));
  await searchAll450();
  expect(calls.map((c) => c.path)).toEqual(['/api/reports?vendor=Shree&limit=200&offset=0']);
  expect(screen.getByLabelText('far row')).toHaveTextContent('not loaded');
  await user.click(screen.getByRole('button', { name: 'Far' }));
  await waitFor(() => expect(screen.getByLabelText('far row')).toHaveTextContent('T435'));
  // Only the page of those rows was asked for (offset 400), not the ones between.
  expect(calls.map((c) => c.path)).toEqual([
    '/api/reports?vendor=Shree&limit=200&offset=0',
    '/api/reports?vendor=Shree&limit=200&offset=400',
  ]);
});

test('searching again asks the server again', async () => {
  const { calls } = render(pagedAnswer(MANY));
  await searchAll450();
  await user.click(screen.getByRole('button', { name: 'Go' }));
  await waitFor(() => expect(calls.length).toBeGreaterThanOrEqual(2));
});

test('an empty result gives the empty notice', async () => {
  render(pagedAnswer([]));
  await user.click(screen.getByRole('button', { name: 'Filter' }));
  await user.click(screen.getByRole('button', { name: 'Go' }));
  expect(await screen.findByText('Nothing matched.')).toBeInTheDocument();
  expect(screen.getByLabelText('count')).toHaveTextContent('0');
});

test("a refused search gives the server's message, else the screen's own", async () => {
  render({ status: 400, body: { message: 'limit must be a whole number from 1 to 1000.' } });
  await user.click(screen.getByRole('button', { name: 'Filter' }));
  await user.click(screen.getByRole('button', { name: 'Go' }));
  await waitFor(() =>
    expect(screen.getByLabelText('failure')).toHaveTextContent(
      'limit must be a whole number from 1 to 1000.',
    ),
  );
  expect(screen.getAllByText('limit must be a whole number from 1 to 1000.')).toHaveLength(2); // the notice too
});

test('a call that pages nothing (its answer holds every row) serves rows far down without asking again', async () => {
  const { calls } = render({ body: { tableData: MANY } }); // no totalCount: the whole list at once
  await searchAll450();
  await user.click(screen.getByRole('button', { name: 'Far' }));
  await waitFor(() => expect(screen.getByLabelText('far row')).toHaveTextContent('T435'));
  await new Promise((resolve) => setTimeout(resolve, 300)); // past the scroll settle
  expect(calls).toHaveLength(1);
});

test('typing in a column filter asks the server once typing settles, with the filters as JSON', async () => {
  const { calls } = render(pagedAnswer(MANY));
  await searchAll450();
  await user.type(screen.getByLabelText('Truck filter'), 'mh12');
  const filtered = `/api/reports?vendor=Shree&filters=${encodeURIComponent('{"TruckNumber":"mh12"}')}&limit=200&offset=0`;
  await waitFor(() => expect(calls.map((c) => c.path)).toContain(filtered));
  // One call for the settled text, none per key typed on the way.
  expect(calls.filter((c) => c.path.includes('filters='))).toHaveLength(1);
});

describe('the search lives in the address', () => {
  const at = (route: string) => {
    const stub = stubFetch({ 'GET /api/reports': pagedAnswer(MANY) });
    const view = renderWithProviders(<Probe />, {
      preloadedState: signedInAs('accountant'),
      route,
      path: '/',
    });
    return { ...stub, ...view };
  };
  const address = (router: ReturnType<typeof at>['router']) =>
    decodeURIComponent(router.state.location.search);

  test('a search that found its list writes its filters, then the column filters once typing settles', async () => {
    const { router } = at('/');
    await searchAll450();
    expect(address(router)).toBe('?vendor=Shree');
    await user.type(screen.getByLabelText('Truck filter'), 'mh12');
    await waitFor(() => expect(address(router)).toBe('?vendor=Shree&filters={"TruckNumber":"mh12"}'));
  });

  test('a screen opened at such an address (reload, Back, a shared link) fills them in and searches at once', async () => {
    const { calls } = at(
      `/?vendor=Shree&sort=TruckNumber&order=desc&filters=${encodeURIComponent('{"TruckNumber":"mh12"}')}`,
    );
    await waitFor(() => expect(screen.getByLabelText('count')).toHaveTextContent('450'));
    expect(screen.getByLabelText('Truck filter')).toHaveValue('mh12');
    expect(calls[0].path).toBe(
      `/api/reports?vendor=Shree&sort=TruckNumber&order=desc&filters=${encodeURIComponent('{"TruckNumber":"mh12"}')}&limit=200&offset=0`,
    );
  });

  test('an address whose filters break the rule searches nothing and says nothing', async () => {
    const { calls } = at('/?truckNumber=MH12&startDate=2026-11-01');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toHaveLength(0);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('a refused search leaves the address as it was', async () => {
    const { router } = at('/');
    stubFetch({ 'GET /api/reports': { status: 502, body: {} } });
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await user.click(screen.getByRole('button', { name: 'Go' }));
    await waitFor(() =>
      expect(screen.getByLabelText('failure')).toHaveTextContent('The list could not be loaded.'),
    );
    expect(router.state.location.search).toBe('');
  });
});
