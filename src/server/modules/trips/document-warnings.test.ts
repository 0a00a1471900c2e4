import { DateTime } from 'luxon';
import { todayInIndia } from '../../../shared/common/dates';
import { masterDataSuite } from '../../test/setup-calls';
import { addTruckWithDocuments, daysFromToday as day } from '../../test/vehicles';

// Expired documents at loading time.
const suite = masterDataSuite(
  'dw',
  {
    routes: [['Pune', 'Mumbai', 1000]],
    vendors: [
      { companyName: 'Shree Ganesh Roadlines', companyOwner: 'R P', tdsRate: 1, gstApplicable: 'No' },
    ],
  },
  { expiryWarningDays: 5 },
);
const { clients, usernames } = suite;
const shown = (offset: number) => DateTime.fromISO(day(offset)).toFormat('dd/MM/yyyy');

const addVehicle = (truck: string, documents: Record<string, [number, number]>) =>
  addTruckWithDocuments(clients.admin, truck, documents);

/** The trip's stored row, with the document warning kept on it. */
const storedTrip = (tripId: string) =>
  suite.app.db.selectFrom('trips').selectAll().where('trip_id', '=', tripId).executeTakeFirstOrThrow();

const trip = (truck: string, extra: Record<string, unknown> = {}) => ({
  TruckNumber: truck,
  Vendor: 'Shree Ganesh Roadlines',
  DestinationFrom: 'Pune',
  DestinationTo: 'Mumbai',
  TruckType: 'Bulker',
  TransactionStatus: 'Open',
  Weight: '10',
  ...extra,
});

beforeAll(async () => {
  await addVehicle('MH12AB1111', { insurance: [-365, -1], fitness: [-100, 300] });
  await addVehicle('MH12AB2222', { fitness: [-100, 3], puc: [-10, 200] });
  await addVehicle('MH12AB3333', { insurance: [-10, 300] });
}, 60_000);

test('the form learns which document expired and since when', async () => {
  const res = await clients.loadingManager.get('/api/truck-document-warnings?truckNumber=mh12ab1111');
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({
    truckNumber: 'MH12AB1111',
    date: todayInIndia(),
    blocked: [],
    warnings: [
      { field_name: 'insurance', label: 'Insurance', end_date: day(-1), days_left: -1, expired: true },
    ],
  });
  const soon = (
    await clients.loadingManager.get('/api/truck-document-warnings?truckNumber=MH12AB2222')
  ).json();
  expect(soon.warnings).toEqual([
    { field_name: 'fitness', label: 'Fitness', end_date: day(3), days_left: 3, expired: false },
  ]);
  expect(
    (await clients.loadingManager.get('/api/truck-document-warnings?truckNumber=MH12AB3333')).json().warnings,
  ).toEqual([]);
});

test('a trip for a truck with expired insurance keeps the warning and who confirmed it', async () => {
  // SPEC.md's API clients know no confirmation flag: the trip is saved, the warning kept as not confirmed.
  const unconfirmed = await clients.loadingManager.post('/reports', trip('MH12AB1111'));
  expect(unconfirmed.statusCode).toBe(201);
  const unconfirmedRow = await storedTrip(unconfirmed.json().TripID);
  expect(unconfirmedRow.document_warning).toBe(`Insurance expired on ${shown(-1)}`);
  expect(unconfirmedRow.document_warning_confirmed_by).toBeNull();

  const saved = await clients.loadingManager.post(
    '/reports',
    trip('MH12AB1111', { DocumentWarningConfirmed: true }),
  );
  expect(saved.statusCode).toBe(201);
  const row = await storedTrip(saved.json().TripID);
  expect(row.document_warning).toBe(`Insurance expired on ${shown(-1)}`);
  expect(row.document_warning_confirmed_by).toBe(usernames.loadingManager);
  expect(row.document_warning_confirmed_at).toBeInstanceOf(Date);

  // A truck with valid documents needs no confirmation and records none.
  const clean = await clients.loadingManager.post('/reports', trip('MH12AB3333'));
  expect(clean.statusCode).toBe(201);
  const cleanRow = await storedTrip(clean.json().TripID);
  expect(cleanRow.document_warning_confirmed_by).toBeNull();
});

test('editing a trip checks the truck on the trip date too', async () => {
  const created = await clients.admin.post('/reports', trip('MH12AB3333'));
  const edit = { ...trip('MH12AB2222'), TripID: created.json().TripID };
  expect((await clients.admin.post('/api/trip', edit)).statusCode).toBe(200);
  const unconfirmed = await storedTrip(created.json().TripID);
  expect([unconfirmed.document_warning, unconfirmed.document_warning_confirmed_by]).toEqual([
    `Fitness expires on ${shown(3)} (3 days left)`,
    null,
  ]);
  expect(
    (await clients.admin.post('/api/trip', { ...edit, DocumentWarningConfirmed: true })).statusCode,
  ).toBe(200);
  const row = await storedTrip(created.json().TripID);
  expect([row.truck_number, row.document_warning_confirmed_by]).toEqual(['MH12AB2222', usernames.admin]);
});

test('with the clients.admin setting on, an expired insurance blocks the trip even when confirmed', async () => {
  expect(
    (await clients.loadingManager.post('/settings/document-blocking', { blockExpired: ['insurance'] }))
      .statusCode,
  ).toBe(403);
  expect((await clients.admin.post('/settings/document-blocking', { blockExpired: ['puc'] })).json()).toEqual(
    {
      message: 'Unknown document type.',
    },
  );
  const saved = await clients.admin.post('/settings/document-blocking', {
    blockExpired: ['insurance', 'fitness'],
  });
  expect(saved.json()).toEqual({
    message: 'Document blocking saved.',
    setting: { blockExpired: ['insurance', 'fitness'] },
  });
  expect((await clients.admin.get('/settings/document-blocking')).json()).toEqual({
    setting: { blockExpired: ['insurance', 'fitness'] },
  });

  const refused = await clients.loadingManager.post(
    '/reports',
    trip('MH12AB1111', { DocumentWarningConfirmed: true }),
  );
  expect(refused.statusCode).toBe(409);
  expect(refused.json()).toEqual({
    message: `Trip not saved: MH12AB1111 cannot be loaded because Insurance expired on ${shown(-1)}. Renew the document on the Vehicle screen first.`,
  });
  expect(
    (await clients.loadingManager.get('/api/truck-document-warnings?truckNumber=MH12AB1111')).json().blocked,
  ).toEqual(['insurance']);
  // Fitness expiring (not expired) still only warns.
  expect(
    (await clients.loadingManager.post('/reports', trip('MH12AB2222', { DocumentWarningConfirmed: 'true' })))
      .statusCode,
  ).toBe(201);
  expect((await clients.admin.post('/settings/document-blocking', { blockExpired: [] })).statusCode).toBe(
    200,
  );
  expect(
    (await clients.loadingManager.post('/reports', trip('MH12AB1111', { DocumentWarningConfirmed: true })))
      .statusCode,
  ).toBe(201);
});

test("a trip whose truck was deleted since is still checked against that truck's documents when edited", async () => {
  await addVehicle('MH12AB4444', { fitness: [-100, 2] });
  const created = await clients.admin.post(
    '/reports',
    trip('MH12AB4444', { DocumentWarningConfirmed: true }),
  );
  expect(created.statusCode).toBe(201);
  expect((await clients.admin.delete('/delete-vehicle/MH12AB4444')).statusCode).toBe(200);
  const edit = { ...trip('MH12AB4444', { DocumentWarningConfirmed: true }), TripID: created.json().TripID };
  expect((await clients.admin.post('/api/trip', edit)).statusCode).toBe(200);
  const row = await storedTrip(created.json().TripID);
  expect([row.truck_number, row.document_warning]).toEqual([
    'MH12AB4444',
    `Fitness expires on ${shown(2)} (2 days left)`,
  ]);
});
