import { ACCESS_MESSAGES } from '../../../shared/common/messages';
import { expectMessage, signedInSuite } from '../../test/test-app';

// A window other than the default (5), as EXPIRY_WARNING_DAYS=10 sets it.
const suite = signedInSuite('vs', { expiryWarningDays: 10 });
const { clients } = suite;

describe('GET /vehicle-settings', () => {
  test("answers the server's expiry window to every profile that opens the Vehicle screen", async () => {
    for (const profile of ['admin', 'accountant', 'loadingManager'] as const) {
      const res = await clients[profile].get('/vehicle-settings');
      expect({ status: res.statusCode, body: res.json() }).toEqual({
        status: 200,
        body: { expiryWarningDays: 10 },
      });
    }
  });

  test('403 for the unloading manager (no Vehicle screen), 401 signed out', async () => {
    expectMessage(await clients.unloadingManager.get('/vehicle-settings'), 403, ACCESS_MESSAGES.noAccess);
    expect((await suite.app.inject({ method: 'GET', url: '/logistics/vehicle-settings' })).statusCode).toBe(
      401,
    );
  });
});
