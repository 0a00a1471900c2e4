import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEntryView } from '../../../shared/audit';
import { stubFetch } from '../../test/fetchStub';
import { renderWithProviders, signedInAs } from '../../test/renderWithProviders';
import { AuditPage } from './AuditPage';

const user = userEvent.setup({ delay: null });

const entry = (id: number, extra: Partial<AuditEntryView> = {}): AuditEntryView => ({
  id, at: '2026-11-23T06:30:00.000Z', actor: 'accounts', entity: 'payment', entityId: '7', action: 'reverse',
  changes: [{ field: 'reversed', before: false, after: true }, { field: 'reversalReason', before: null, after: 'Paid twice' }], ...extra,
});

test('shows who, when, action and the changed fields; filters and pages through the log', async () => {
  const { calls } = stubFetch({
    'GET /audit': ({ url }) => {
      const page = Number(new URLSearchParams(url.split('?')[1]).get('page'));
      return { body: { rows: [entry(100 - page)], total: 30, page, pageSize: 25 } };
    },
  });
  renderWithProviders(<AuditPage />, { preloadedState: signedInAs('accountant') });
  const row = await screen.findByRole('row', { name: / reverse / });
  expect(within(row).getByText('accounts')).toBeInTheDocument();
  expect(within(row).getByText('Payment')).toBeInTheDocument();
  expect(within(row).getByText('23/11/26, 12:00:00 pm', { exact: false })).toBeInTheDocument();
  expect(row).toHaveTextContent('reversalReason: null → "Paid twice"');
  expect(screen.getByText('Page 1 of 2 (30 changes)')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('Page 2 of 2 (30 changes)')).toBeInTheDocument();

  await user.type(screen.getByLabelText('User'), 'accounts');
  await user.selectOptions(screen.getByLabelText('Entity'), 'payment');
  await user.type(screen.getByLabelText('ID'), '7');
  await user.type(screen.getByLabelText('From'), '2026-11-01');
  await user.type(screen.getByLabelText('To'), '2026-11-30');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  expect(await screen.findByText('Page 1 of 2 (30 changes)')).toBeInTheDocument();
  expect(calls.at(-1)!.path).toBe('/audit?startDate=2026-11-01&endDate=2026-11-30&user=accounts&entity=payment&entityId=7&page=1&pageSize=25');
});

test('a range that ends before it starts is refused on the form', async () => {
  const { calls } = stubFetch({ 'GET /audit': { body: { rows: [], total: 0, page: 1, pageSize: 25 } } });
  renderWithProviders(<AuditPage />, { preloadedState: signedInAs('admin') });
  expect(await screen.findByText('No changes found for these filters.')).toBeInTheDocument();
  await user.type(screen.getByLabelText('From'), '2026-11-30');
  await user.type(screen.getByLabelText('To'), '2026-11-01');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  expect(await screen.findByText('End date should be greater than or equal to Start Date.')).toBeInTheDocument();
  expect(calls).toHaveLength(1);
});
