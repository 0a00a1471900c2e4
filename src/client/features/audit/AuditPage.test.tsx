import { screen, within } from '@testing-library/react';
import { user } from '../../test/user';
import type { AuditEntryView } from '../../../shared/audit/wire';
import { stubFetch } from '../../test/fetch-stub';
import { submitRange } from '../../test/forms';
import { renderWithProviders, signedInAs } from '../../test/render-with-providers';
import { AuditPage } from './AuditPage';

const entry = (id: number, extra: Partial<AuditEntryView> = {}): AuditEntryView => ({
  id,
  at: '2026-11-23T06:30:00.000Z',
  actor: 'accounts',
  entity: 'payment',
  entityId: '7',
  action: 'reverse',
  changes: [
    { field: 'reversed', before: false, after: true },
    { field: 'reversalReason', before: null, after: 'Paid twice' },
  ],
  subject: 'Bill B1034, UPI UTR5512',
  ...extra,
});

test('shows who, when, action and the changed fields; filters and pages through the log', async () => {
  const { calls } = stubFetch({
    'GET /audit': ({ url }) => {
      const page = Number(new URLSearchParams(url.split('?')[1]).get('page'));
      return { body: { rows: [entry(100 - page)], total: 30, page, pageSize: 25 } };
    },
  });
  renderWithProviders(<AuditPage />, { preloadedState: signedInAs('accountant') });
  const row = await screen.findByRole('row', { name: / Reverse / });
  expect(within(row).getByText('accounts')).toBeInTheDocument();
  expect(within(row).getByText('Payment')).toBeInTheDocument();
  // India's time, a 4-digit year, no seconds.
  expect(within(row).getByText('23/11/2026 12:00')).toBeInTheDocument();
  // The payment by its bill and reference, not its internal id.
  expect(within(row).getByText('Bill B1034, UPI UTR5512')).toBeInTheDocument();
  expect(row).toHaveTextContent('Reversal Reason: — → Paid twice');
  expect(row).toHaveTextContent('Reversed: No → Yes');
  expect(screen.getByText('Page 1 of 2 (30 changes)')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('Page 2 of 2 (30 changes)')).toBeInTheDocument();

  await user.type(screen.getByLabelText('User'), 'accounts');
  await user.selectOptions(screen.getByLabelText('Entity'), 'payment');
  await user.type(screen.getByLabelText('ID'), '7');
  await submitRange('2026-11-01', '2026-11-30', 'Search audit trail');
  expect(await screen.findByText('Page 1 of 2 (30 changes)')).toBeInTheDocument();
  expect(calls.at(-1)!.path).toBe(
    '/audit?startDate=2026-11-01&endDate=2026-11-30&user=accounts&entity=payment&entityId=7&page=1&pageSize=25',
  );
});

test('profile names, field labels, India times and lists instead of stored codes', async () => {
  stubFetch({
    'GET /audit': {
      body: {
        rows: [
          entry(5, {
            entity: 'user',
            entityId: 'ravi',
            action: 'update',
            subject: undefined,
            changes: [
              { field: 'profile', before: 'loadingManager', after: 'unloadingManager' },
              { field: 'blockExpired', before: [], after: ['insurance', 'fitness'] },
              { field: 'passwordChangedAt', before: '2026-11-20T18:45:00.000Z', after: undefined },
              { field: 'bill_date', before: '2026-11-01', after: '2026-11-02' },
            ],
          }),
          entry(6, {
            entity: 'vehicle',
            entityId: '12',
            action: 'upload-document',
            subject: 'MH12KL1111',
            changes: [
              { field: 'field_name', before: 'mv_tax', after: 'mv_tax' },
              {
                field: 'document',
                before: null,
                after: { start_date: '2026-04-01', end_date: '2027-03-31', file_name: 'tax.pdf' },
              },
            ],
          }),
        ],
        total: 1,
        page: 1,
        pageSize: 25,
      },
    },
  });
  renderWithProviders(<AuditPage />, { preloadedState: signedInAs('admin') });
  const row = await screen.findByRole('row', { name: / Update / });
  expect(within(row).getByText('ravi')).toBeInTheDocument();
  expect(row).toHaveTextContent('Profile: Loading Manager → Unloading Manager');
  expect(row).toHaveTextContent('Block Trips On Expired: — → Insurance, Fitness');
  expect(row).toHaveTextContent('Password Changed At: 21/11/2026 00:15 → —');
  expect(row).toHaveTextContent('Bill Date: 01/11/2026 → 02/11/2026');
  // A vehicle's document change reads by the documents' and fields' labels.
  const upload = screen.getByRole('row', { name: / Upload Document / });
  expect(upload).toHaveTextContent('Document: MV Tax → MV Tax');
  expect(upload).toHaveTextContent(
    'Document: — → Start Date: 01/04/2026; End Date: 31/03/2027; File Name: tax.pdf',
  );
});

test('the filters and the page live in the address: a reload searches the same page', async () => {
  const { calls } = stubFetch({
    'GET /audit': ({ url }) => ({
      body: {
        rows: [entry(1)],
        total: 60,
        page: Number(new URLSearchParams(url.split('?')[1]).get('page')),
        pageSize: 25,
      },
    }),
  });
  const { router } = renderWithProviders(<AuditPage />, {
    preloadedState: signedInAs('admin'),
    route: '/audit?entity=payment&entityId=B1034&page=2',
    path: '/audit',
  });
  expect(await screen.findByText('Page 2 of 3 (60 changes)')).toBeInTheDocument();
  expect(calls[0].path).toBe('/audit?entity=payment&entityId=B1034&page=2&pageSize=25');
  expect(screen.getByLabelText('ID')).toHaveValue('B1034');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('Page 3 of 3 (60 changes)')).toBeInTheDocument();
  expect(router.state.location.search).toBe('?entity=payment&entityId=B1034&page=3');
});

test('a range that ends before it starts is refused on the form', async () => {
  const { calls } = stubFetch({ 'GET /audit': { body: { rows: [], total: 0, page: 1, pageSize: 25 } } });
  renderWithProviders(<AuditPage />, { preloadedState: signedInAs('admin') });
  expect(await screen.findByText('No changes found for these filters.')).toBeInTheDocument();
  await submitRange('2026-11-30', '2026-11-01', 'Search audit trail');
  expect(
    await screen.findByText('End date should be greater than or equal to Start Date.'),
  ).toBeInTheDocument();
  expect(calls).toHaveLength(1);
});
