import { screen, within } from '@testing-library/react';
import { user } from '../../test/user';
import type { Profile } from '../../../shared/auth/profiles';
import { stubFetch } from '../../test/fetch-stub';
import { renderShell } from './shell-test-kit';

const ENTRIES: [string, string][] = [
  ['Dashboard', '/dashboard'], // first, with Upload Trip Details right below it
  ['Upload Trip Details', '/home'],
  ["Today's List", '/today-list'],
  ['Freight', '/freight'],
  ['Vehicle', '/vehicle'],
  ['Vendor', '/vendor'],
  ['Reports', '/reports'],
  ['Billing', '/generate-bill'],
  ['Transactions', '/transactions'],
  ['Business', '/business'],
  ['Revise Bill', '/revise-bill'],
];

/** SPEC.md section 6: the entries each manager may not open. */
const BLOCKED: Record<Profile, string[]> = {
  loadingManager: ['Freight', 'Reports', 'Business', 'Transactions', 'Billing', 'Revise Bill'],
  unloadingManager: ['Freight', 'Business', 'Vehicle', 'Vendor', 'Transactions', 'Billing', 'Revise Bill'],
  accountant: [],
  admin: [],
};

beforeEach(() => stubFetch({ 'GET /notify-trucks': { body: [] } }));

function sidebar() {
  return within(screen.getByRole('navigation', { name: 'Modules' }));
}
function sidebarLinks() {
  return sidebar().getAllByRole('link');
}

/** The accountant's month end (and the Outbox of mail to vendors): neither manager sees these; Settings is the admin's. */
const MONTH_END: [string, string][] = [
  ['Payments', '/payments'],
  ['Outstanding', '/outstanding'],
  ['TDS Register', '/tds-register'],
  ['Tally Export', '/tally-export'],
  ['Outbox', '/outbox'],
  ['Audit', '/audit'],
];

const IMPORT: [string, string] = ['Import', '/import']; // for whoever may edit master data

test('loadingManager sees the ten entries in order, Import, and none of the month-end screens', () => {
  renderShell('loadingManager');
  expect(sidebarLinks().map((l) => [l.textContent, l.getAttribute('href')])).toEqual([...ENTRIES, IMPORT]);
});

test('unloadingManager sees the ten entries in order and none of the month-end screens or Import', () => {
  renderShell('unloadingManager');
  expect(sidebarLinks().map((l) => [l.textContent, l.getAttribute('href')])).toEqual(ENTRIES);
});

test('an accountant sees the ten entries and the month-end screens but not Users or Settings', () => {
  renderShell('accountant');
  expect(sidebarLinks().map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
    ...ENTRIES,
    ...MONTH_END,
    IMPORT,
    ['Vendor Requests', '/vendor-requests'],
  ]);
});

test('an admin sees the ten entries, Users, the month-end screens and Settings', () => {
  renderShell('admin');
  expect(sidebarLinks().map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
    ...ENTRIES,
    ['Users', '/users'],
    ...MONTH_END,
    ['Settings', '/settings'],
    IMPORT,
    ['Vendor Requests', '/vendor-requests'],
  ]);
});

test.each<Profile>(['loadingManager', 'unloadingManager'])(
  "%s: a blocked entry alerts 'You do not have access to this section.' and stays put",
  async (profile) => {
    const { router } = renderShell(profile, '/today-list');
    for (const name of BLOCKED[profile]) {
      await user.click(sidebar().getByRole('link', { name }));
      expect(screen.getByRole('alert')).toHaveTextContent('You do not have access to this section.');
      expect(router.state.location.pathname).toBe('/today-list');
      await user.click(screen.getByRole('button', { name: 'Dismiss' }));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    }
  },
);

test.each<Profile>(['loadingManager', 'unloadingManager', 'accountant', 'admin'])(
  '%s: the entries that are not blocked open their screen',
  async (profile) => {
    const { router } = renderShell(profile, '/today-list');
    const blocked = sidebarLinks()
      .filter((l) => l.classList.contains('is-blocked'))
      .map((l) => l.textContent);
    expect(blocked.sort()).toEqual([...BLOCKED[profile]].sort());

    for (const [name, path] of ENTRIES.filter(([name]) => !BLOCKED[profile].includes(name))) {
      await user.click(sidebar().getByRole('link', { name }));
      expect(router.state.location.pathname).toBe(path);
      expect(within(screen.getByRole('banner')).getByRole('heading', { level: 1 })).toHaveTextContent(name);
    }
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  },
);

test('on a phone the sidebar is a menu: the Menu button opens it, and choosing a module closes it', async () => {
  const { router } = renderShell('loadingManager', '/home');
  const menu = screen.getByRole('button', { name: 'Menu' });
  expect(menu).toHaveAttribute('aria-expanded', 'false');
  expect(menu).toHaveAttribute('aria-controls', screen.getByRole('navigation', { name: 'Modules' }).id);
  await user.click(menu);
  expect(menu).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('navigation', { name: 'Modules' })).toHaveClass('is-open');
  await user.click(sidebar().getByRole('link', { name: "Today's List" }));
  expect(router.state.location.pathname).toBe('/today-list');
  expect(menu).toHaveAttribute('aria-expanded', 'false');
  expect(screen.getByRole('navigation', { name: 'Modules' })).not.toHaveClass('is-open');
});
