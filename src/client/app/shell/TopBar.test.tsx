import { screen, within } from '@testing-library/react';
import { user } from '../../test/user';
import type { Profile } from '../../../shared/auth/profiles';
import { stubFetch } from '../../test/fetch-stub';
import { renderShell } from './shell-test-kit';

beforeEach(() => stubFetch({ 'GET /notify-trucks': { body: [] } }));

const topBar = () => within(screen.getByRole('banner'));
const title = () => topBar().getByRole('heading', { level: 1 });
const searchInput = () => topBar().getByPlaceholderText('Search by Trip/Bill ID');

describe('title and greeting', () => {
  test.each([
    ['/home', 'Upload Trip Details'],
    ['/home/T1', 'Upload Trip Details'],
    ['/today-list', "Today's List"],
    ['/freight', 'Freight'],
    ['/vehicle', 'Vehicle'],
    ['/vendor', 'Vendor'],
    ['/reports', 'Reports'],
    ['/generate-bill', 'Billing'],
    ['/transactions', 'Transactions'],
    ['/business', 'Business'],
    ['/revise-bill', 'Revise Bill'],
    ['/users', 'Users'],
  ])('%s is titled %s', (route, name) => {
    renderShell('admin', route);
    expect(title()).toHaveTextContent(name);
  });

  test('the greeting names the user, beside the logo', () => {
    renderShell('accountant');
    expect(topBar().getByText('asha')).toBeInTheDocument();
    expect(topBar().getByText(/Hello,/)).toHaveTextContent('Hello, asha');
    expect(topBar().getByRole('img', { name: 'Freight Back Office' })).toBeInTheDocument();
  });
});

describe('search', () => {
  test('the input is forced to upper case', async () => {
    renderShell('accountant');
    await user.type(searchInput(), 't12b');
    expect(searchInput()).toHaveValue('T12B');
  });

  test('Enter with a T... id opens /home/{id}', async () => {
    const { router, store } = renderShell('accountant', '/reports');
    await user.type(searchInput(), 't00042{Enter}');
    expect(router.state.location.pathname).toBe('/home/T00042');
    expect(title()).toHaveTextContent('Upload Trip Details');
    expect(store.getState().ui.tripId).toBe('T00042');
  });

  test('the search icon with a B... id opens /revise-bill?bill_id={id}', async () => {
    const { router, store } = renderShell('admin', '/home');
    await user.type(searchInput(), 'b00007');
    await user.click(topBar().getByRole('button', { name: 'Search Trip/Bill ID' }));
    expect(router.state.location.pathname).toBe('/revise-bill');
    expect(router.state.location.search).toBe('?bill_id=B00007');
    expect(store.getState().ui.reviseBill).toEqual({ billId: 'B00007' });
  });

  test.each<[string, () => Promise<void>, string]>([
    [
      "an empty box gives 'Please enter a valid Trip ID/Bill ID'",
      () => user.click(topBar().getByRole('button', { name: 'Search Trip/Bill ID' })),
      'Please enter a valid Trip ID/Bill ID',
    ],
    [
      "any other input gives 'Invalid input.'",
      () => user.type(searchInput(), 'X123{Enter}'),
      'Invalid input.',
    ],
  ])('%s', async (_title, search, message) => {
    const { router } = renderShell('accountant', '/reports');
    await search();
    expect(within(screen.getByRole('alert')).getByText(message)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reports');
  });

  // SPEC.md section 6 gives the loadingManager's alert without the final period (exact match).
  test.each<[Profile, string, string]>([
    ['loadingManager', 'T00042', 'You do not have access to this section'],
    ['loadingManager', 'B00007', 'You do not have access to this section'],
    ['loadingManager', 'X1', 'You do not have access to this section'],
    ['loadingManager', '', 'You do not have access to this section'], // Enter in an empty box
    ['unloadingManager', 'B00007', 'You do not have access to this section.'],
  ])("a %s's search for '%s' gives '%s' and stays", async (profile, id, message) => {
    const { router } = renderShell(profile, '/today-list');
    await user.type(searchInput(), `${id}{Enter}`);
    expect(within(screen.getByRole('alert')).getByText(message)).toBeInTheDocument();
    expect(screen.queryByText('Please enter a valid Trip ID/Bill ID')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/today-list');
  });

  test('an unloadingManager may still open a trip', async () => {
    const { router } = renderShell('unloadingManager', '/today-list');
    await user.type(searchInput(), 'T00042{Enter}');
    expect(router.state.location.pathname).toBe('/home/T00042');
  });
});

describe('notification bell', () => {
  test.each<[Profile, boolean]>([
    ['loadingManager', false],
    ['unloadingManager', true],
    ['accountant', true],
    ['admin', true],
  ])('%s: shown = %s', (profile, shown) => {
    renderShell(profile);
    const bell = topBar().queryByRole('button', { name: /^Notifications/ });
    if (shown) expect(bell).toBeInTheDocument();
    else expect(bell).not.toBeInTheDocument();
    expect(topBar().getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });
});
