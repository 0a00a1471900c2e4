import { screen, within } from '@testing-library/react';
import { BACKUP_STATUS_MESSAGES, backupAgeText } from '../../../shared/ops/backup-status';
import { stubFetch } from '../../test/fetch-stub';
import { renderWithProviders, signedInAs } from '../../test/render-with-providers';
import { BackupsCard } from './BackupsCard';

/** The Backups card reads GET /health, which answers the backups' state to an admin's session. */
const card = async () => within(await screen.findByRole('region', { name: 'Backups' }));

/** Each fact of the card as "name: value". */
async function factsShown(): Promise<string[]> {
  await screen.findAllByRole('definition');
  const region = screen.getByRole('region', { name: 'Backups' });
  return Array.from(region.querySelectorAll('dt')).map(
    (term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`,
  );
}

test('the embedded database: the newest backup with its age, and the last drill with its rows and last commit (India time)', async () => {
  stubFetch({
    'GET /health': {
      body: {
        status: 'ok',
        backups: {
          kind: 'embedded',
          newestBackupAt: '2026-11-28T02:30:40.000Z',
          newestBackupAgeMinutes: 185,
          lastDrill: {
            at: '2026-11-28T02:31:10.000Z',
            ok: true,
            backup: 'freight-20261128-080000.tar.gz',
            rowCounts: { trips: 1200, bills: 30, users: 4 },
            lastCommitAt: '2026-11-27T13:59:58.000Z',
          },
        },
      },
    },
  });
  renderWithProviders(<BackupsCard />, { preloadedState: signedInAs('admin') });
  expect(await factsShown()).toEqual([
    'Newest base backup: 28/11/2026 08:00 (3 h 5 min ago)',
    'Last restore drill: OK on 28/11/2026 08:01 (freight-20261128-080000.tar.gz)',
    'Rows restored: 1234 in 3 tables',
    'Last commit restored: 27/11/2026 19:29',
  ]);
});

test('a failed drill shows its reason; no backup yet says so', async () => {
  stubFetch({
    'GET /health': {
      body: {
        status: 'ok',
        backups: {
          kind: 'embedded',
          newestBackupAt: null,
          newestBackupAgeMinutes: null,
          lastDrill: {
            at: '2026-11-28T02:31:10.000Z',
            ok: false,
            reason: 'There is no base backup to restore.',
          },
        },
      },
    },
  });
  renderWithProviders(<BackupsCard />, { preloadedState: signedInAs('admin') });
  expect(await factsShown()).toEqual([
    `Newest base backup: ${BACKUP_STATUS_MESSAGES.noBackup}`,
    'Last restore drill: Failed on 28/11/2026 08:01: There is no base backup to restore.',
  ]);
});

test("with DATABASE_URL the card says the server's own tools back it up", async () => {
  stubFetch({ 'GET /health': { body: { status: 'ok', backups: { kind: 'server' } } } });
  renderWithProviders(<BackupsCard />, { preloadedState: signedInAs('admin') });
  expect(await (await card()).findByText(BACKUP_STATUS_MESSAGES.serverDatabase)).toBeInTheDocument();
});

test('ages read as minutes, hours or days', () => {
  expect(backupAgeText(0)).toBe('0 min ago');
  expect(backupAgeText(59)).toBe('59 min ago');
  expect(backupAgeText(60)).toBe('1 h 0 min ago');
  expect(backupAgeText(47 * 60 + 59)).toBe('47 h 59 min ago');
  expect(backupAgeText(48 * 60)).toBe('2 days ago');
});
