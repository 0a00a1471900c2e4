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
  importedAt: null,
  importedBy: null,
  supersededBy: null,
  hasFiles: true,
};
const changeSet = (id: number): TallyExport => ({
  ...PERIOD,
  id,
  kind: 'changes',
  startDate: null,
  endDate: null,
  exportedAt: '2026-12-02T06:00:00.000Z',
  created: 2,
  altered: 1,
  cancelled: 2,
});

const cellsOf = (): Array<Array<string | null>> =>
  within(screen.getByRole('table', { name: 'Tally exports' }))
    .getAllByRole('row')
    .slice(1)
    .map((r: HTMLElement) =>
      within(r)
        .getAllByRole('cell')
        .filter((_, i) => i !== 1 && i < 8)
        .map((c) => c.textContent),
    );

test('a change set is made by a command and downloaded; made twice before an import, both are listed; marking one imported says so', async () => {
  const downloads = catchDownloads();
  let log = [PERIOD];
  let sets = 1;
  const { calls } = stubFetch({
    'GET /export/tally/log': () => ({ body: { exports: log } }),
    'POST /export/tally/changes': () => {
      sets += 1;
      log = [changeSet(sets), ...log];
      return { status: 201, body: { message: `Change set ${sets} made.`, export: changeSet(sets) } };
    },
    'GET /export/tally/files/2/vouchers': () => ({ body: '<ENVELOPE/>' }),
    'GET /export/tally/files/3/vouchers': () => ({ body: '<ENVELOPE/>' }),
    'GET /export/tally/files/1/masters': () => ({ body: '<ENVELOPE/>' }),
    'POST /export/tally/files/1/imported': () => {
      log = log.map((x) =>
        x.id === 1
          ? { ...x, importedAt: '2026-12-01T06:00:00.000Z', importedBy: 'priya', supersededBy: 3 }
          : x,
      );
      return { body: { message: 'Export 1 marked imported into Tally.', export: log.at(-1) } };
    },
  });
  renderWithProviders(<TallyExportPage />, { preloadedState: signedInAs('accountant') });
  const table = within(await screen.findByRole('table', { name: 'Tally exports' }));
  expect(cellsOf()).toEqual([
    ['1', 'priya', 'Period 01/11/2026 to 30/11/2026', '6', '0', '0', 'Not imported yet'],
  ]);

  // Made twice before anything is marked imported: two numbered sets, each downloaded.
  for (const made of [2, 3]) {
    await user.click(screen.getByRole('button', { name: 'Make Change Set' }));
    expect(await screen.findByText(`Change set ${made} made.`)).toBeInTheDocument();
    await waitFor(() => expect(table.getAllByRole('row')).toHaveLength(made + 1));
  }
  expect(cellsOf().map((r) => r.slice(0, 3))).toEqual([
    ['3', 'priya', 'Change set'],
    ['2', 'priya', 'Change set'],
    ['1', 'priya', 'Period 01/11/2026 to 30/11/2026'],
  ]);
  expect(calls.filter((c) => c.path === '/export/tally/changes').map((c) => c.method)).toEqual([
    'POST',
    'POST',
  ]);
  expect(downloads.files).toHaveLength(2);

  // Any file again, by its number; then the period file marked imported, and superseded by set 3.
  await user.click(screen.getByRole('button', { name: 'Masters file of export 1' }));
  await waitFor(() => expect(downloads.files).toHaveLength(3));
  await user.click(screen.getByRole('button', { name: 'Mark export 1 imported' }));
  expect(await screen.findByText('Export 1 marked imported into Tally.')).toBeInTheDocument();
  await waitFor(() => expect(cellsOf()[2][6]).toMatch(/^Imported .* by priya; superseded by 3$/));
  expect(screen.queryByRole('button', { name: 'Mark export 1 imported' })).not.toBeInTheDocument();
  downloads.restore();
});

test('nothing to send: the server says so and nothing is downloaded', async () => {
  const downloads = catchDownloads();
  stubFetch({
    'GET /export/tally/log': () => ({ body: { exports: [] } }),
    'POST /export/tally/changes': () => ({
      status: 409,
      body: { message: 'Nothing changed since the last export.' },
    }),
  });
  renderWithProviders(<TallyExportPage />, { preloadedState: signedInAs('accountant') });
  await user.click(await screen.findByRole('button', { name: 'Make Change Set' }));
  expect(await screen.findByText('Nothing changed since the last export.')).toBeInTheDocument();
  expect(downloads.files).toHaveLength(0);
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
