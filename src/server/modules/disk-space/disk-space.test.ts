import { ACCESS_MESSAGES, AUTH_MESSAGES, OPS_MESSAGES } from '../../../shared/common/messages';
import { expectMessage, signedInSuite } from '../../test/test-app';

/**
 * GET /disk-space is the admin's alone. On a PostgreSQL server (these tests' database, as with
 * DATABASE_URL) the app cannot see the database's disk: it says so and refuses nothing.
 */
const suite = signedInSuite('disk');
const { clients: as } = suite;

test('the admin hears that the database server’s disk is not watched here', async () => {
  const res = await as.admin.get('/disk-space');
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({
    freeBytes: null,
    totalBytes: null,
    level: 'unwatched',
    message: OPS_MESSAGES.diskUnwatched,
  });
});

test.each(['accountant', 'loadingManager', 'unloadingManager'] as const)('%s is refused', async (profile) => {
  expectMessage(await as[profile].get('/disk-space'), 403, ACCESS_MESSAGES.noAccess);
});

test('without a session it is 401', async () => {
  expectMessage(
    await suite.app.inject({ method: 'GET', url: '/logistics/disk-space' }),
    401,
    AUTH_MESSAGES.notAuthenticated,
  );
});
