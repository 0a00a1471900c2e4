import { act, screen, waitFor, within } from '@testing-library/react';
import { user } from '../../test/user';
import { DateTime } from 'luxon';
import { BUSINESS_ZONE, formatIndianDate, todayInIndia } from '../../../shared/common/dates';
import { renderWithProviders, signedInAs } from '../../test/render-with-providers';
import { stubFetch } from '../../test/fetch-stub';
import { NotificationBell } from './NotificationBell';
import { DAY_MS, msUntilNext0005 } from './daily-refresh';

const inDays = (days: number) =>
  DateTime.fromISO(todayInIndia(), { zone: BUSINESS_ZONE }).plus({ days }).toISODate()!;

function renderBell() {
  return renderWithProviders(
    <>
      <NotificationBell />
      <p>elsewhere on the page</p>
    </>,
    { preloadedState: signedInAs('accountant') },
  );
}

test('the bell shows the count and lists truck, document label, expiry date and a warning mark when expired', async () => {
  const expiredOn = inDays(-2);
  const expiresOn = inDays(3);
  stubFetch({
    'GET /notify-trucks': {
      body: [
        { truck_no: 'MH 12 KL 1111', field_name: 'insurance', end_date: expiredOn },
        { truck_no: 'KA01AB2345', field_name: 'basic_and_KA_permit', end_date: expiresOn },
        { truck_no: 'GJ05CD6789', field_name: 'green_tax', end_date: expiresOn },
      ],
    },
  });
  renderBell();
  const bell = await screen.findByRole('button', { name: 'Notifications: 3' });
  expect(bell).toHaveTextContent('3');
  await user.click(bell);
  const items = within(screen.getByRole('region', { name: 'Notifications list' })).getAllByRole('listitem');
  expect(items).toHaveLength(3);

  expect(items[0]).toHaveTextContent('Truck No: MH12KL1111');
  expect(items[0]).toHaveTextContent('Insurance');
  expect(items[0]).toHaveTextContent(`Expired on ${formatIndianDate(expiredOn)}`);
  expect(within(items[0]).getByRole('img', { name: 'Expired' })).toBeInTheDocument();

  expect(items[1]).toHaveTextContent('Truck No: KA01AB2345');
  expect(items[1]).toHaveTextContent('Basic & KA Permit');
  expect(items[1]).toHaveTextContent(`Expires on ${formatIndianDate(expiresOn)}`);
  expect(within(items[1]).queryByRole('img', { name: 'Expired' })).not.toBeInTheDocument();

  // An unknown field_name is shown raw.
  expect(items[2]).toHaveTextContent('green_tax');
});

test('the date is shown en-IN (day/month/year)', async () => {
  stubFetch({
    'GET /notify-trucks': { body: [{ truck_no: 'MH12KL1111', field_name: 'puc', end_date: '2020-03-07' }] },
  });
  renderBell();
  await user.click(await screen.findByRole('button', { name: 'Notifications: 1' }));
  expect(screen.getByRole('listitem')).toHaveTextContent('Expired on 07/03/2020');
  expect(within(screen.getByRole('listitem')).getByRole('img', { name: 'Expired' })).toBeInTheDocument();
});

test('a notice opens the Vehicle screen on its truck and closes the list', async () => {
  stubFetch({
    'GET /notify-trucks': {
      body: [{ truck_no: 'MH 12 KL 1111', field_name: 'fitness', end_date: inDays(-1) }],
    },
  });
  const { router } = renderBell();
  await user.click(await screen.findByRole('button', { name: 'Notifications: 1' }));
  const link = screen.getByRole('link', { name: /Truck No: MH12KL1111/ });
  expect(link).toHaveAttribute('href', '/vehicle?truck=MH12KL1111');
  await user.click(link);
  expect(router.state.location.pathname + router.state.location.search).toBe('/vehicle?truck=MH12KL1111');
  expect(screen.queryByRole('region', { name: 'Notifications list' })).not.toBeInTheDocument();
});

test('a profile that cannot open the Vehicle screen reads the notice without a link', async () => {
  stubFetch({
    'GET /notify-trucks': { body: [{ truck_no: 'MH12KL1111', field_name: 'fitness', end_date: inDays(4) }] },
  });
  renderWithProviders(<NotificationBell />, { preloadedState: signedInAs('unloadingManager') });
  await user.click(await screen.findByRole('button', { name: 'Notifications: 1' }));
  expect(screen.getByRole('listitem')).toHaveTextContent(`Expires on ${formatIndianDate(inDays(4))}`);
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
});

test('with nothing expiring the list says No notifications and there is no badge', async () => {
  stubFetch({ 'GET /notify-trucks': { body: [] } });
  renderBell();
  const bell = screen.getByRole('button', { name: 'Notifications' });
  await user.click(bell);
  expect(screen.getByText('No notifications')).toBeInTheDocument();
  expect(bell.textContent).toBe('');
});

test('opening the bell fetches again; a click outside closes it', async () => {
  let served = 0;
  const { calls } = stubFetch({
    'GET /notify-trucks': () => {
      served += 1;
      return {
        body: served === 1 ? [] : [{ truck_no: 'MH12KL1111', field_name: 'fitness', end_date: inDays(1) }],
      };
    },
  });
  renderBell();
  await waitFor(() => expect(calls).toHaveLength(1));
  await user.click(screen.getByRole('button', { name: 'Notifications' }));
  await waitFor(() => expect(calls).toHaveLength(2));
  expect(await screen.findByText('Truck No: MH12KL1111')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Notifications: 1' })).toHaveAttribute('aria-expanded', 'true');

  await user.click(screen.getByText('elsewhere on the page'));
  expect(screen.queryByRole('region', { name: 'Notifications list' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Notifications: 1' })).toHaveAttribute('aria-expanded', 'false');
});

test('a failed fetch is only logged', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
  stubFetch({ 'GET /notify-trucks': { status: 500, body: { message: 'down' } } });
  renderBell();
  await waitFor(() => expect(logged).toHaveBeenCalled());
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  logged.mockRestore();
});

describe('daily refresh', () => {
  afterEach(() => jest.useRealTimers());

  test('fetches at 00:05 local time and every 24 hours after that', async () => {
    jest.useFakeTimers({ now: new Date(2025, 4, 10, 22, 0, 0) });
    const { calls } = stubFetch({ 'GET /notify-trucks': { body: [] } });
    renderBell();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(calls).toHaveLength(1); // on load

    const untilFirst = msUntilNext0005(new Date(2025, 4, 10, 22, 0, 0));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(untilFirst - 1000);
    });
    expect(calls).toHaveLength(1);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1000);
    });
    expect(calls).toHaveLength(2); // 00:05

    await act(async () => {
      await jest.advanceTimersByTimeAsync(DAY_MS - 1000);
    });
    expect(calls).toHaveLength(2);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1000);
    });
    expect(calls).toHaveLength(3); // 24 h later
  });
});
