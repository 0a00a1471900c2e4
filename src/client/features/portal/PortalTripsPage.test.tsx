import { screen, waitFor, within } from '@testing-library/react';
import { user } from '../../test/user';
import { PORTAL_TRIPS_PAGE_SIZE } from '../../../shared/portal/portal';
import { stubFetch } from '../../test/fetch-stub';
import { renderWithProviders, signedInAs } from '../../test/render-with-providers';
import { PortalTripsPage } from './PortalTripsPage';

/** The n-th trip of the vendor, newest first. */
const trip = (n: number) => ({
  tripId: `T${String(1000 - n)}`,
  date: '2026-04-10',
  truckNumber: 'MH12KL1111',
  from: 'Pune',
  to: 'Mumbai',
  status: n === 0 ? 'Billed' : 'Open',
  billId: n === 0 ? 'B1034' : null,
});
const TOTAL = PORTAL_TRIPS_PAGE_SIZE + 3;
const ALL = Array.from({ length: TOTAL }, (_, n) => trip(n));

/** Answers the page asked for (limit and offset as the server reads them). */
const pages = ({ url }: { url: string }) => {
  const query = new URL(url, 'http://localhost').searchParams;
  const offset = Number(query.get('offset'));
  const limit = Number(query.get('limit'));
  return { body: { trips: ALL.slice(offset, offset + limit), totalCount: TOTAL } };
};

test('the first page of trips shows each trip and where it stands; Show more reads the next page', async () => {
  const { calls } = stubFetch({ 'GET /portal/trips': pages });
  renderWithProviders(<PortalTripsPage />, { preloadedState: signedInAs('vendor', 'smallfleet') });
  const first = await screen.findByRole('article', { name: 'Trip T1000' });
  expect(within(first).getByText('T1000 · 10/04/2026')).toBeInTheDocument();
  expect(within(first).getByText('Billed')).toBeInTheDocument();
  expect(within(first).getByText('MH12KL1111 · Pune to Mumbai · Bill B1034')).toBeInTheDocument();
  expect(screen.getAllByRole('article')).toHaveLength(PORTAL_TRIPS_PAGE_SIZE);
  expect(calls.map((c) => c.path)).toEqual([`/portal/trips?limit=${PORTAL_TRIPS_PAGE_SIZE}&offset=0`]);

  await user.click(
    screen.getByRole('button', { name: `Show more trips (${PORTAL_TRIPS_PAGE_SIZE} of ${TOTAL})` }),
  );
  expect(await screen.findByRole('article', { name: `Trip T${1000 - TOTAL + 1}` })).toBeInTheDocument();
  expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(
    ALL.map((t) => `Trip ${t.tripId}`),
  );
  expect(calls.at(-1)?.path).toBe(
    `/portal/trips?limit=${PORTAL_TRIPS_PAGE_SIZE}&offset=${PORTAL_TRIPS_PAGE_SIZE}`,
  );
  // The last page read: nothing more to show.
  expect(screen.queryByRole('button', { name: /Show more trips/ })).not.toBeInTheDocument();
});

test('a vendor without trips is told so, and offered no more', async () => {
  stubFetch({ 'GET /portal/trips': { body: { trips: [], totalCount: 0 } } });
  renderWithProviders(<PortalTripsPage />, { preloadedState: signedInAs('vendor') });
  expect(await screen.findByText('No trips yet.')).toBeInTheDocument();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

test("the server's message is shown in its own words", async () => {
  stubFetch({
    'GET /portal/trips': { status: 403, body: { message: 'This account cannot open that page.' } },
  });
  renderWithProviders(<PortalTripsPage />, { preloadedState: signedInAs('vendor') });
  expect(await screen.findByRole('alert')).toHaveTextContent('This account cannot open that page.');
});

test('a next page that fails keeps the first on screen and offers Try again', async () => {
  let fail = true;
  stubFetch({
    'GET /portal/trips': (request) =>
      request.url.includes('offset=0') || !fail
        ? pages(request)
        : { status: 400, body: { message: 'offset must be a whole number of 0 or more.' } },
  });
  renderWithProviders(<PortalTripsPage />, { preloadedState: signedInAs('vendor') });
  await user.click(await screen.findByRole('button', { name: /Show more trips/ }));
  expect(await screen.findByRole('alert')).toHaveTextContent('offset must be a whole number of 0 or more.');
  expect(screen.getAllByRole('article')).toHaveLength(PORTAL_TRIPS_PAGE_SIZE);
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(TOTAL));
});
