import type { ExpiryNotification } from '../../../shared/dashboard/notifications-wire';
import { multipartBody, samplePdf } from '../../test/multipart';
import { adminSuite, TestClient } from '../../test/test-app';
import { addTruckWithDocuments, daysFromToday as day } from '../../test/vehicles';
import { lastFlaggedDay } from './routes';

const suite = adminSuite();

/** Adds a truck whose documents end `n` days from today (keyed by document), each a year long. */
const addTruck = (truckNo: string, endsIn: Record<string, number>) =>
  addTruckWithDocuments(
    suite.admin,
    truckNo,
    Object.fromEntries(Object.entries(endsIn).map(([key, n]) => [key, [n - 365, n]])),
  );

beforeAll(async () => {
  await addTruck('KA01AB1234', { insurance: -3, puc: 5, fitness: 6, registration: 200 });
  await addTruck('MH12KL1111', { mv_tax: 0, ka_tax: 2, basic_and_KA_permit: 90 });
  await addTruck('GJ05CD0001', { insurance: -1 });
  // A deleted truck's documents are not notified.
  expect((await suite.admin.delete('/delete-vehicle/GJ05CD0001')).statusCode).toBe(200);
}, 60_000);

describe('GET /notify-trucks', () => {
  test('lists expired documents and those with 5 days or fewer left, soonest first; leaves out far ones', async () => {
    const res = await suite.admin.get('/notify-trucks');
    expect(res.statusCode).toBe(200);
    const expected: ExpiryNotification[] = [
      { truck_no: 'KA01AB1234', field_name: 'insurance', end_date: day(-3) },
      { truck_no: 'MH12KL1111', field_name: 'mv_tax', end_date: day(0) },
      { truck_no: 'MH12KL1111', field_name: 'ka_tax', end_date: day(2) },
      { truck_no: 'KA01AB1234', field_name: 'puc', end_date: day(5) },
    ];
    expect(res.json()).toEqual(expected);
  });

  test('a reset document leaves the list; a renewed one too', async () => {
    expect(
      (await suite.admin.post('/reset-vehicle-doc', { truck_no: 'KA01AB1234', field_name: 'insurance' }))
        .statusCode,
    ).toBe(200);
    const { payload, headers } = multipartBody(
      { truck_no: 'MH12KL1111', field_name: 'mv_tax', start_date: day(0), end_date: day(365) },
      { file: { filename: 'mv-tax-2026.pdf', content: samplePdf('renewed') } },
    );
    expect((await suite.admin.request({ method: 'POST', url: '/upload', payload, headers })).statusCode).toBe(
      200,
    );

    const list: ExpiryNotification[] = (await suite.admin.get('/notify-trucks')).json();
    expect(list.map((n) => `${n.truck_no}/${n.field_name}`)).toEqual(['MH12KL1111/ka_tax', 'KA01AB1234/puc']);
  });

  test('the bell is hidden for loadingManager (403); unloadingManager and accountant see it', async () => {
    const loading = await TestClient.as(suite.app, 'loadingManager');
    const refused = await loading.get('/notify-trucks');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'You do not have access to this section.' });
    for (const profile of ['unloadingManager', 'accountant'] as const) {
      const client = await TestClient.as(suite.app, profile);
      const res = await client.get('/notify-trucks');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toHaveLength(2);
    }
  });

  test('not signed in: 401', async () => {
    expect((await suite.app.inject({ method: 'GET', url: '/logistics/notify-trucks' })).statusCode).toBe(401);
  });
});

describe('lastFlaggedDay', () => {
  test('counts the warning days from the India date', () => {
    // 20:00 UTC on 31 Dec is already 1 Jan in India.
    expect(lastFlaggedDay(5, new Date('2026-12-31T20:00:00Z'))).toBe('2027-01-06');
    expect(lastFlaggedDay(5, new Date('2026-12-31T12:00:00Z'))).toBe('2027-01-05');
    expect(lastFlaggedDay(0, new Date('2026-03-01T00:00:00Z'))).toBe('2026-03-01');
  });
});
