import { screen, within } from '@testing-library/react';
import { user } from '../../../test/user';
import { todayInIndia } from '../../../../shared/common/dates';
import type { Profile } from '../../../../shared/auth/profiles';
import { stubFetch } from '../../../test/fetch-stub';
import { pagedAnswer } from '../../../test/paged-stub';
import { renderWithProviders, signedInAs } from '../../../test/render-with-providers';
import { trip } from '../../../test/trip-data';
import { TodayListPage } from '../TodayListPage';

type Routes = Parameters<typeof stubFetch>[0];
const today = todayInIndia();
const TRIPS = [1, 2, 3, 4, 5].map((n) =>
  trip({ _id: `id-${n}`, TripID: `T100${n}`, localDate: today, localTime: `0${n}:00:00` }),
);
const BILLED = trip({
  _id: 'id-9',
  TripID: 'T1009',
  localDate: today,
  TransactionStatus: 'Billed',
  ActualWeight: 12,
  BillId: 'B1001',
});

function renderList(profile: Profile, routes: Routes = {}) {
  const stub = stubFetch({ 'GET /api/reports': pagedAnswer([...TRIPS, BILLED]), ...routes });
  renderWithProviders(<TodayListPage />, {
    preloadedState: signedInAs(profile, 'clerk'),
    route: '/today-list',
    path: '/today-list',
  });
  return stub;
}

const tick = (tripId: string) => screen.getByRole('checkbox', { name: `Select ${tripId}` });
const panel = () => screen.getByRole('region', { name: 'Acknowledge selected trips' });
const input = (field: string, tripId: string) => within(panel()).getByLabelText(`${field} of ${tripId}`);
const acknowledgeCalls = (calls: { path: string; body?: unknown }[]) =>
  calls.filter((c) => c.path === '/trips/acknowledge').map((c) => c.body);

afterEach(() => jest.restoreAllMocks());

test('ticks, Shift-click ranges and "select all shown"; billed trips have no tick', async () => {
  renderList('accountant');
  await screen.findByRole('rowheader', { name: 'T1001' });
  expect(screen.queryByRole('checkbox', { name: 'Select T1009' })).not.toBeInTheDocument();
  await user.click(tick('T1002'));
  await user.keyboard('{Shift>}');
  await user.click(tick('T1004'));
  await user.keyboard('{/Shift}');
  expect([1, 2, 3, 4, 5].map((n) => (tick(`T100${n}`) as HTMLInputElement).checked)).toEqual([
    false,
    true,
    true,
    true,
    false,
  ]);
  expect(within(panel()).getByRole('heading')).toHaveTextContent('Acknowledge 3 selected trips');
  await user.click(screen.getByRole('checkbox', { name: 'Select all trips shown' }));
  expect(within(panel()).getByRole('heading')).toHaveTextContent('Acknowledge 5 selected trips');
  await user.click(screen.getByRole('checkbox', { name: 'Select all trips shown' }));
  expect(screen.queryByRole('region', { name: 'Acknowledge selected trips' })).not.toBeInTheDocument();
});

test('weights typed down the column with Enter, then Short, acknowledged in one request', async () => {
  const { calls } = renderList('accountant', {
    'POST /trips/acknowledge': ({ body }: { body: unknown }) => ({
      body: {
        message: '3 trips acknowledged.',
        acknowledged: (body as { trips: { TripID: string }[] }).trips.map((t) => t.TripID),
      },
    }),
  });
  await screen.findByRole('rowheader', { name: 'T1001' });
  for (const id of ['T1001', 'T1002', 'T1003']) await user.click(tick(id));
  await user.click(input('Actual Weight', 'T1001'));
  await user.keyboard('12.1{Enter}12.2{Enter}12.3{Enter}');
  // Past the last Actual Weight, Enter goes to the first Short.
  expect(input('Short', 'T1001')).toHaveFocus();
  await user.keyboard('50{Enter}{Enter}75{Enter}');
  expect(within(panel()).getByRole('button', { name: 'Acknowledge 3 trips' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(await screen.findByText('3 trips acknowledged.')).toBeInTheDocument();
  expect(acknowledgeCalls(calls)).toEqual([
    {
      trips: [
        { TripID: 'T1001', actualWeight: '12.1', short: '50' },
        { TripID: 'T1002', actualWeight: '12.2', short: '' },
        { TripID: 'T1003', actualWeight: '12.3', short: '75' },
      ],
    },
  ]);
  expect(screen.queryByRole('region', { name: 'Acknowledge selected trips' })).not.toBeInTheDocument();
});

test('a weight missing is named beside its row before anything is sent', async () => {
  const { calls } = renderList('accountant');
  await screen.findByRole('rowheader', { name: 'T1001' });
  await user.click(tick('T1001'));
  await user.click(tick('T1002'));
  await user.type(input('Actual Weight', 'T1001'), '12');
  await user.click(within(panel()).getByRole('button', { name: 'Acknowledge 2 trips' }));
  expect(
    await screen.findByText(
      '1 of 2 trips cannot be acknowledged; nothing was saved. Correct it and try again.',
    ),
  ).toBeInTheDocument();
  const row = within(panel()).getByRole('row', { name: /T1002/ });
  expect(within(row).getByRole('alert')).toHaveTextContent(
    'Trip T1002 cannot be Acknowledged: Actual Weight must be above 0 (where there is no weighbridge, enter the loaded weight).',
  );
  expect(input('Actual Weight', 'T1002')).toHaveAttribute('aria-invalid', 'true');
  expect(acknowledgeCalls(calls)).toHaveLength(0);
});

test("the server's refusal names each refused trip beside its row; nothing is cleared", async () => {
  renderList('accountant', {
    'POST /trips/acknowledge': {
      status: 409,
      body: {
        message: '1 of 2 trips cannot be acknowledged; nothing was saved. Correct it and try again.',
        errorCode: 'TRIPS_REFUSED',
        refused: [
          { TripID: 'T1002', field: null, message: 'Trip T1002 is billed; change it through Revise Bill.' },
        ],
      },
    },
  });
  await screen.findByRole('rowheader', { name: 'T1001' });
  await user.click(tick('T1001'));
  await user.click(tick('T1002'));
  await user.type(input('Actual Weight', 'T1001'), '12');
  await user.type(input('Actual Weight', 'T1002'), '13');
  await user.click(within(panel()).getByRole('button', { name: 'Acknowledge 2 trips' }));
  const row = await within(panel()).findByRole('row', { name: /T1002/ });
  expect(await within(row).findByRole('alert')).toHaveTextContent(
    'Trip T1002 is billed; change it through Revise Bill.',
  );
  expect(input('Actual Weight', 'T1001')).toHaveValue('12');
});

test('profiles that may not edit weights get no ticks', async () => {
  renderList('loadingManager');
  await screen.findByRole('rowheader', { name: 'T1001' });
  expect(screen.queryByRole('checkbox', { name: 'Select T1001' })).not.toBeInTheDocument();
  expect(screen.queryByRole('checkbox', { name: 'Select all trips shown' })).not.toBeInTheDocument();
});
