import { screen, waitFor, within } from '@testing-library/react';
import { user } from '../../test/user';
import { stubFetch } from '../../test/fetch-stub';
import { pagedAnswer } from '../../test/paged-stub';
import { renderWithProviders, signedInAs } from '../../test/render-with-providers';
import { columnPrefsKey } from '../../lists/table/column-prefs';
import { ReportsPage } from './ReportsPage';
import { trip } from '../../test/trip-data';

// Sort on the server by a header, a column menu remembered per user and table.
const TRIPS = [trip(), trip({ _id: 'id-1002', TripID: 'T1002', Vendor: 'Ambuja Traders' })];

function renderReports(username = 'clerk') {
  const stub = stubFetch({ 'GET /api/reports': pagedAnswer(TRIPS) });
  renderWithProviders(<ReportsPage />, {
    preloadedState: signedInAs('accountant', username),
    route: '/reports',
    path: '/reports',
  });
  return stub;
}

async function search() {
  await user.type(screen.getByLabelText('Start Date'), '2026-11-01');
  await user.type(screen.getByLabelText('End Date'), '2026-11-30');
  await user.click(screen.getByRole('button', { name: 'Search trips' }));
  await screen.findByRole('rowheader', { name: 'T1002' });
}

const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });

jest.setTimeout(20_000); // a shared machine: several renders and page loads
beforeEach(() => window.localStorage.clear());
afterEach(() => jest.restoreAllMocks());

test('a header sorts on the server: ascending, descending, then the list order again', async () => {
  const { calls } = renderReports();
  await search();
  const base = '/api/reports?startDate=2026-11-01&endDate=2026-11-30';
  await user.click(within(header('Vendor')).getByRole('button'));
  await waitFor(() => expect(calls.at(-1)?.path).toBe(`${base}&sort=Vendor&order=asc&limit=200&offset=0`));
  expect(header('Vendor')).toHaveAttribute('aria-sort', 'ascending');
  await user.click(within(header('Vendor')).getByRole('button'));
  await waitFor(() => expect(calls.at(-1)?.path).toBe(`${base}&sort=Vendor&order=desc&limit=200&offset=0`));
  expect(header('Vendor')).toHaveAttribute('aria-sort', 'descending');
  await user.click(within(header('Vendor')).getByRole('button'));
  await waitFor(() => expect(header('Vendor')).not.toHaveAttribute('aria-sort'));
  // Attachments are not sortable: a plain header.
  expect(within(header('Loading Advice')).queryByRole('button')).not.toBeInTheDocument();
});

test('a hidden column stays hidden for that user, not for another', async () => {
  renderReports('clerk');
  await search();
  await user.click(screen.getByText('Columns'));
  await user.click(screen.getByRole('checkbox', { name: 'Show Driver Name column' }));
  expect(screen.queryByRole('columnheader', { name: /^Driver Name/ })).not.toBeInTheDocument();
  expect(screen.getByRole('rowheader', { name: 'T1002' })).toBeInTheDocument(); // the Trip ID is pinned, never hidden
  expect(screen.queryByRole('checkbox', { name: 'Trip ID' })).not.toBeInTheDocument();
  expect(JSON.parse(window.localStorage.getItem(columnPrefsKey('clerk', 'trips-reports'))!)).toEqual({
    DriverName: false,
  });
});

/** The clerk opens the reports while `owner`'s saved choice hides Driver Name. */
async function visitWithDriverNameHiddenBy(owner: string) {
  window.localStorage.setItem(columnPrefsKey(owner, 'trips-reports'), JSON.stringify({ DriverName: false }));
  renderReports('clerk');
  await search();
}

test('the choice is read back on the next visit', async () => {
  await visitWithDriverNameHiddenBy('clerk');
  expect(screen.queryByRole('columnheader', { name: /^Driver Name/ })).not.toBeInTheDocument();
  expect(screen.getByText('Columns (1 hidden)')).toBeInTheDocument();
});

test("another user's choice does not apply", async () => {
  await visitWithDriverNameHiddenBy('someone');
  expect(header('Driver Name')).toBeInTheDocument();
});
