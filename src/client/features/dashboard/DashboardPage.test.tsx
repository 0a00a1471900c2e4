import { screen, waitFor, within } from '@testing-library/react';
import { user } from '../../test/user';
import { useLocation } from 'react-router-dom';
import type { DashboardData } from '../../../shared/dashboard/overview-wire';
import { stubFetch } from '../../test/fetch-stub';
import { renderWithProviders, signedInAs } from '../../test/render-with-providers';
import type { TdsDueDates } from '../../../shared/accounting/tds-challans-wire';
import { DashboardPage } from './DashboardPage';
import { roleTexts } from '../../test/tables';
import type { DiskSpace } from '../../../shared/disk-space/wire';
import { OPS_MESSAGES } from '../../../shared/common/messages';

const BASE = { today: '2026-11-23', from: '2026-10-25', monthStart: '2026-11-01' };
const COUNTS: Omit<DashboardData, keyof typeof BASE | 'vendors' | 'billing'> = {
  tripsPerDay: [
    { date: '2026-11-20', status: 'Open', trips: 4 },
    { date: '2026-11-20', status: 'Billed', trips: 2 },
    { date: '2026-11-23', status: 'Acknowledged', trips: 1 },
  ],
  routes: [
    { from: 'Pune', to: 'Mumbai', trips: 6 },
    { from: 'Satara', to: 'Kolhapur', trips: 1 },
  ],
  expiringDocuments: [
    { truck_no: 'MH12KL1111', field_name: 'insurance', label: 'Insurance', end_date: '2026-12-01' },
  ],
};
const MONEY: DashboardData = {
  ...BASE,
  ...COUNTS,
  routes: [
    { from: 'Pune', to: 'Mumbai', trips: 6, freight: 120000 },
    { from: 'Satara', to: 'Kolhapur', trips: 1, freight: 9000 },
  ],
  vendors: [
    { vendor: 'Shree Ganesh Roadlines', trips: 5, freight: 100000, netPayable: 91234.5 },
    { vendor: null, trips: 2, freight: 29000, netPayable: 25000 },
  ],
  billing: [
    { status: 'Billed', trips: 2, amount: 40000 },
    { status: 'Acknowledged', trips: 1, amount: 15000.25 },
  ],
};

function ShowLocation() {
  const location = useLocation();
  return <p>at {location.pathname + location.search}</p>;
}

const TDS_DUE: TdsDueDates = {
  today: '2026-11-23',
  deposit: { month: '2026-11', dueDate: '2026-12-07', deducted: 6380, deposited: 600, balance: 5780 },
  overdue: [{ month: '2026-10', dueDate: '2026-11-07', balance: 580 }],
  return: { fy: '2026-27', quarter: 'Q3', dueDate: '2027-01-31' },
};

const ROOMY_DISK: DiskSpace = {
  freeBytes: 40 * 1024 ** 3,
  totalBytes: 100 * 1024 ** 3,
  level: 'ok',
  message: OPS_MESSAGES.diskOk('40.0 GB', '100.0 GB'),
};

const card = (title: string) => screen.getByRole('region', { name: title });

test('accountant: each chart has a table view with the same numbers, and a row opens its Reports search', async () => {
  stubFetch({ 'GET /api/dashboard': { body: MONEY }, 'GET /api/dashboard/tds': { body: TDS_DUE } });
  renderWithProviders(<DashboardPage />, {
    preloadedState: signedInAs('accountant'),
    routes: [{ path: '/reports', element: <ShowLocation /> }],
  });
  const vendors = await screen.findByRole('region', { name: 'Freight and net payable by vendor' });
  await user.click(within(vendors).getByText('Table view'));
  const rows = roleTexts(within(vendors).getByRole('table'), 'row');
  expect(rows).toEqual([
    'VendorTripsFreightNet payable',
    'Shree Ganesh Roadlines51,00,000.0091,234.50',
    'All other vendors229,000.0025,000.00',
  ]);
  expect(within(card('Billed vs acknowledged, not billed')).getByRole('table')).toHaveTextContent(
    'Acknowledged, not billed115,000.25',
  );
  expect(within(card('Busiest routes')).getByRole('table')).toHaveTextContent('Pune → Mumbai61,20,000.00');
  const days = within(card('Trips per day by status')).getAllByRole('row');
  expect(days).toHaveLength(31); // header + 30 days
  expect(days.find((r) => r.textContent?.startsWith('20/11/2026'))!.textContent).toBe('20/11/20264026');
  expect(within(card('Vehicle documents expiring in the next 30 days')).getByRole('table')).toHaveTextContent(
    'MH12KL1111Insurance01/12/2026',
  );

  await user.click(within(vendors).getByRole('link', { name: 'Shree Ganesh Roadlines' }));
  expect(
    await screen.findByText(
      'at /reports?startDate=2026-11-01&endDate=2026-11-23&vendor=Shree+Ganesh+Roadlines',
    ),
  ).toBeInTheDocument();
});

test('a loading manager sees the counts without any money card or column', async () => {
  const { calls } = stubFetch({ 'GET /api/dashboard': { body: { ...BASE, ...COUNTS } } });
  renderWithProviders(<DashboardPage />, { preloadedState: signedInAs('loadingManager') });
  expect(await screen.findByRole('region', { name: 'Trips per day by status' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Freight and net payable by vendor' })).not.toBeInTheDocument();
  expect(
    screen.queryByRole('region', { name: 'Billed vs acknowledged, not billed' }),
  ).not.toBeInTheDocument();
  expect(roleTexts(card('Busiest routes'), 'columnheader')).toEqual(['Route', 'Trips']);
  expect(screen.queryByRole('region', { name: 'TDS due dates' })).not.toBeInTheDocument();
  expect(calls.map((c) => c.path)).toEqual(['/api/dashboard']);
});

test('an accountant sees the next TDS deposit with what is left to deposit, the late months and the next Form 140 (a 2026-27 quarter)', async () => {
  stubFetch({ 'GET /api/dashboard': { body: MONEY }, 'GET /api/dashboard/tds': { body: TDS_DUE } });
  renderWithProviders(<DashboardPage />, { preloadedState: signedInAs('accountant') });
  const tds = await screen.findByRole('region', { name: 'TDS due dates' });
  const [deposit, filing] = within(tds).getAllByRole('definition');
  expect(roleTexts(tds, 'term')).toEqual(['Next TDS deposit', 'Next Form 140']);
  expect(deposit).toHaveTextContent(
    /^07\/12\/2026 \(.+\) for Nov 2026: Rs\. 5,780\.00 still to deposit \(deducted Rs\. 6,380\.00, deposited Rs\. 600\.00\)$/,
  );
  expect(filing).toHaveTextContent(
    /^31\/01\/2027 \(.+\) for Tax year 2026-27 Q3 \(Oct-Dec\) \(Income-tax Rules, 2026\)$/,
  );
  expect(within(tds).getByRole('alert')).toHaveTextContent('Overdue: Oct 2026 Rs. 580.00 (due 07/11/2026).');
});

test('empty windows say so instead of drawing empty charts', async () => {
  stubFetch({
    'GET /api/dashboard/tds': { body: TDS_DUE },
    'GET /disk-space': { body: ROOMY_DISK },
    'GET /api/dashboard': {
      body: {
        ...BASE,
        tripsPerDay: [],
        routes: [],
        expiringDocuments: [],
        vendors: [],
        billing: [
          { status: 'Billed', trips: 0, amount: 0 },
          { status: 'Acknowledged', trips: 0, amount: 0 },
        ],
      },
    },
  });
  renderWithProviders(<DashboardPage />, { preloadedState: signedInAs('admin') });
  expect(
    await screen.findByText('No trips in the last 30 days.', { selector: 'section:first-child p' }),
  ).toBeInTheDocument();
  expect(screen.getByText('No trips this month.')).toBeInTheDocument();
  expect(screen.getByText('No vehicle documents expire in the next 30 days.')).toBeInTheDocument();
});

describe("the admin's disk space warning", () => {
  const dashboardAs = async (profile: 'admin' | 'accountant', disk: DiskSpace) => {
    const stubs = stubFetch({
      'GET /api/dashboard': { body: MONEY },
      'GET /api/dashboard/tds': { body: TDS_DUE },
      'GET /disk-space': { body: disk },
    });
    renderWithProviders(<DashboardPage />, { preloadedState: signedInAs(profile) });
    await screen.findByRole('region', { name: 'Trips per day by status' });
    return stubs;
  };

  test.each([
    ['low', OPS_MESSAGES.diskLow('1.4 GB', '50.0 GB')],
    ['critical', OPS_MESSAGES.diskCritical('250 MB', '450 MB')],
  ] as const)("an admin sees the server's %s disk as a banner in its words", async (level, message) => {
    await dashboardAs('admin', { freeBytes: 1, totalBytes: 2, level, message });
    expect(await screen.findByText(message)).toHaveAttribute('role', 'alert');
  });

  test.each([
    ['room on the disk', ROOMY_DISK],
    [
      'a database server whose disk the app cannot see',
      { freeBytes: null, totalBytes: null, level: 'unwatched', message: OPS_MESSAGES.diskUnwatched } as const,
    ],
  ])('with %s, no banner shows', async (_case, disk) => {
    const { calls } = await dashboardAs('admin', disk);
    await screen.findByRole('region', { name: 'TDS due dates' });
    await waitFor(() => expect(calls.map((call) => call.path)).toContain('/disk-space'));
    expect(screen.queryByText(disk.message)).not.toBeInTheDocument();
  });

  test('other profiles never ask for it', async () => {
    const { calls } = await dashboardAs('accountant', ROOMY_DISK);
    await screen.findByRole('region', { name: 'TDS due dates' });
    expect(calls.map((call) => call.path)).not.toContain('/disk-space');
  });
});
