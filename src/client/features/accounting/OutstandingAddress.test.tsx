import { screen, waitFor } from '@testing-library/react';
import { user } from '../../test/user';

import { stubFetch } from '../../test/fetch-stub';
import { submitRange } from '../../test/forms';
import { renderWithProviders, signedInAs } from '../../test/render-with-providers';
import { OutstandingPage } from './OutstandingPage';
import type { OutstandingReport } from '../../../shared/accounting/wire';

const NONE = { '0-30': 0, '31-60': 0, '61-90': 0, '>90': 0 };
const REPORT: OutstandingReport = {
  asOf: '2026-10-31',
  rows: [],
  total: { vendor: 'Total', billed: 0, paid: 0, outstanding: 0, buckets: NONE },
};
const STATEMENT = {
  vendor: 'Om Shree Carriers',
  startDate: '2026-11-01',
  endDate: '2026-11-30',
  openingBalance: 0,
  totalBilled: 0,
  totalPaid: 0,
  closingBalance: 0,
  totalFreight: 0,
  totalTds: 0,
  totalDeductions: 0,
  totalAdjustments: 0,
  totalCredited: 0,
  deductorTan: '',
  vendorPan: '',
  taxCode: { label: 'Section', code: '194C' },
  entries: [],
};

function renderAt(route: string) {
  const stub = stubFetch({
    'GET /accounting/outstanding': { body: REPORT },
    'GET /accounting/vendors': { body: { vendors: ['Om Shree Carriers'] } },
    'GET /accounting/statement': { body: STATEMENT },
  });
  return {
    ...stub,
    ...renderWithProviders(<OutstandingPage />, {
      preloadedState: signedInAs('accountant'),
      route,
      path: '/outstanding',
    }),
  };
}

test('the as-of date and the statement shown come back from the address', async () => {
  const { calls } = renderAt(
    '/outstanding?asOf=2026-10-31&vendor=Om+Shree+Carriers&startDate=2026-11-01&endDate=2026-11-30',
  );
  expect(screen.getByLabelText('As of')).toHaveValue('31/10/2026');
  await waitFor(() =>
    expect(calls.map((c) => c.path)).toEqual(
      expect.arrayContaining([
        '/accounting/outstanding?asOf=2026-10-31',
        '/accounting/statement?vendor=Om+Shree+Carriers&startDate=2026-11-01&endDate=2026-11-30',
      ]),
    ),
  );
  expect(screen.getByLabelText('From')).toHaveValue('01/11/2026');
});

test('choosing an as-of date and showing a statement write the address', async () => {
  const { router } = renderAt('/outstanding');
  await user.type(screen.getByLabelText('As of'), '2026-10-31');
  expect(router.state.location.search).toBe('?asOf=2026-10-31');
  await screen.findByRole('option', { name: 'Om Shree Carriers' });
  await user.selectOptions(screen.getByLabelText('Vendor'), 'Om Shree Carriers');
  await submitRange('2026-11-01', '2026-11-30', 'Show Statement');
  await waitFor(() =>
    expect(router.state.location.search).toBe(
      '?asOf=2026-10-31&vendor=Om+Shree+Carriers&startDate=2026-11-01&endDate=2026-11-30',
    ),
  );
});
