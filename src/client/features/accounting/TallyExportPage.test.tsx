import { screen, waitFor, within } from '@testing-library/react';
import { user } from '../../test/user';
import type { TallyExport } from '../../../shared/accounting/tally';
import { stubFetch } from '../../test/fetch-stub';
import { catchDownloads } from '../../test/downloads';
import { renderWithProviders, signedInAs } from '../../test/render-with-providers';
import { expectMistakesNamed } from '../../test/forms';
import { TallyExportPage } from './TallyExportPage';

const PERIOD: TallyExport = {
  id: 1,
  kind: 'period',
  startDate: '2026-11-01',
  endDate: '2026-11-30',
  exportedBy: 'priya',
  exportedAt: '2026-12-01T05:30:00.000Z',
  created: 6,
  altered: 0,
  cancelled: 0,
};
const CHANGES: TallyExport = {
  id: 2,
  kind: 'changes',
  startDate: null,
  endDate: null,
  exportedBy: 'priya',
  exportedAt: '2026-12-02T06:00:00.000Z',
  created: 2,
  altered: 1,
  cancelled: 2,
};

test('Tally Export offers the changes since the last export and lists the exports with what each did', async () => {
  const downloads = catchDownloads();
  let log = [PERIOD];
  let changed = true;
  const { calls } = stubFetch({
    'GET /export/tally/log': () => ({ body: { exports: log } }),
    'GET /export/tally/changes': () => {
      if (!changed) return { status: 409, body: { message: 'Nothing changed since the last export.' } };
      changed = false;
      log = [CHANGES, PERIOD];
      return { body: {} };
    },
  });
  renderWithProviders(<TallyExportPage />, { preloadedState: signedInAs('accountant') });
  const table = within(await screen.findByRole('table', { name: 'Tally exports' }));
  expect(
    table
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .slice(1)
          .map((c) => c.textContent),
      ),
  ).toEqual([['priya', 'Period 01/11/2026 to 30/11/2026', '6', '0', '0']]);

  await user.click(screen.getByRole('button', { name: 'Download Changes Since Last Export' }));
  expect(await screen.findByText('Tally file downloaded.')).toBeInTheDocument();
  await waitFor(() => expect(table.getAllByRole('row')).toHaveLength(3));
  expect(
    within(table.getAllByRole('row')[1])
      .getAllByRole('cell')
      .slice(1)
      .map((c) => c.textContent),
  ).toEqual(['priya', 'Changes since the last export', '2', '1', '2']);
  expect(downloads.files).toHaveLength(1);
  expect(calls.filter((c) => c.path === '/export/tally/changes')).toHaveLength(1);

  await user.click(screen.getByRole('button', { name: 'Download Changes Since Last Export' }));
  expect(await screen.findByText('Nothing changed since the last export.')).toBeInTheDocument();
  expect(downloads.files).toHaveLength(1);
  downloads.restore();
});

test('the period is checked by the shared rules: every mistake is named beside its date, the first focused, and nothing is asked for', async () => {
  const { calls } = stubFetch({ 'GET /export/tally/log': () => ({ body: { exports: [] } }) });
  renderWithProviders(<TallyExportPage />, { preloadedState: signedInAs('accountant') });
  const form = screen.getByRole('form', { name: 'Tally export' });
  await user.click(screen.getByRole('button', { name: 'Download Tally XML' }));
  await expectMistakesNamed(form, {
    'Start Date': 'Please select both start and end dates.',
    'End Date': 'Please select both start and end dates.',
  });
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();

  await user.type(screen.getByLabelText('Start Date'), '2026-11-30');
  await user.type(screen.getByLabelText('End Date'), '2026-11-01');
  await user.click(screen.getByRole('button', { name: 'Download Tally XML' }));
  await expectMistakesNamed(form, { 'End Date': 'End date should be greater than or equal to Start Date.' });
  expect(calls.filter((c) => c.path.split('?')[0] === '/export/tally')).toHaveLength(0);
});
