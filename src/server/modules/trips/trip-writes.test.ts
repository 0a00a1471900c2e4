import { sql } from 'kysely';
import { masterDataSuite, openTripBody, PUNE_MUMBAI_DATA } from '../../test/setup-calls';
import { postMultipart, samplePdf } from '../../test/multipart';
import { addTruckWithDocuments } from '../../test/vehicles';
import { findTripByTripId } from './repository';
import { filesOfTrips, tripSnapshot } from './trip-record';

// A new trip and a row save record their audit entry in the write's own statement, built in SQL
// (trip-writes.ts): the stored entry must be the very one tripSnapshot builds from the row.
const suite = masterDataSuite('tw', {
  ...PUNE_MUMBAI_DATA,
  trucks: ['MH12KL1111', 'MH14ZZ0001'],
});
const { clients: as, usernames } = suite;
const db = () => suite.app.db;

beforeAll(async () => {
  await addTruckWithDocuments(as.admin, 'MH12AB7777', { insurance: [-365, -1], fitness: [-100, 300] });
}, 60_000);

/** The trip as stored and tripSnapshot of it with its attachments as they are now. */
async function snapshotNow(tripId: string) {
  const trip = (await findTripByTripId(db(), tripId))!;
  return { trip, snapshot: tripSnapshot(trip, await filesOfTrips(db(), [trip.id])) };
}

/** The trip's newest audit entry of `action`, its before and after as stored (jsonb's text). */
async function storedEntry(tripId: string, action: string) {
  const { rows } = await sql<{ actor: string; before: string | null; after: string | null }>`
    select actor, before::text as before, after::text as after from audit_log
    where entity = 'trip' and entity_id = ${tripId} and action = ${action} order by id desc limit 1`.execute(
    db(),
  );
  return rows[0]!;
}

/** `value` as jsonb stores it: the text the entry would have had, had the audit code built it in JS. */
async function asStored(value: unknown): Promise<string | null> {
  if (value === undefined) return null;
  const { rows } = await sql<{ text: string }>`select ${JSON.stringify(value)}::jsonb::text as text`.execute(
    db(),
  );
  return rows[0]!.text;
}

async function expectEntry(
  tripId: string,
  action: string,
  actor: string,
  expected: { before?: unknown; after?: unknown },
) {
  const entry = await storedEntry(tripId, action);
  // Equal as objects (a readable difference) and as the text stored, key for key and digit for digit.
  expect({
    actor: entry.actor,
    before: entry.before && JSON.parse(entry.before),
    after: entry.after && JSON.parse(entry.after),
  }).toEqual(
    JSON.parse(JSON.stringify({ actor, before: expected.before ?? null, after: expected.after ?? null })),
  );
  expect(entry).toEqual({
    actor,
    before: await asStored(expected.before),
    after: await asStored(expected.after),
  });
}

const created = async (client: (typeof as)['loadingManager'], body: object) => {
  const res = await client.post('/reports', body);
  expect({ status: res.statusCode, body: res.json() }).toEqual({
    status: 201,
    body: { message: expect.any(String), TripID: expect.any(String) },
  });
  return res.json().TripID as string;
};

describe('audit entries written with the trip', () => {
  test("a new trip's entry is tripSnapshot of the stored row (numbers with and without decimals, nulls)", async () => {
    const tripId = await created(
      as.loadingManager,
      openTripBody({
        Weight: '20.125',
        DieselAmount: '5000',
        Advance: '2000',
        Toll: '350.25',
        Adblue: '15.5',
      }),
    );
    const { snapshot } = await snapshotNow(tripId);
    expect(snapshot).toMatchObject({
      Weight: 20.125,
      Toll: 350.25,
      Adblue: 15.5,
      Greasing: null,
      Rate: 1450,
    });
    await expectEntry(tripId, 'create', usernames.loadingManager, { after: snapshot });
  });

  test('without a DO number (no duplicate check), and with no driver', async () => {
    const tripId = await created(
      as.accountant,
      openTripBody({ DONumber: '', DriverName: '', TruckNumber: 'mh14zz0001', Weight: '9' }),
    );
    const { trip, snapshot } = await snapshotNow(tripId);
    expect(trip).toMatchObject({ doNumber: null, driverName: null, truckNumber: 'MH14ZZ0001' });
    await expectEntry(tripId, 'create', usernames.accountant, { after: snapshot });
  });

  test('a confirmed document warning and a confirmed duplicate are kept in the entry as before', async () => {
    const body = openTripBody({ TruckNumber: 'MH12AB7777', DocumentWarningConfirmed: true });
    const first = await created(as.loadingManager, body);
    const warning = await db()
      .selectFrom('trips')
      .select(['document_warning', 'document_warning_confirmed_by', 'document_warning_confirmed_at'])
      .where('trip_id', '=', first)
      .executeTakeFirstOrThrow();
    expect(warning.document_warning).toContain('Insurance');
    expect(warning.document_warning_confirmed_by).toBe(usernames.loadingManager);
    await expectEntry(first, 'create', usernames.loadingManager, {
      after: { ...(await snapshotNow(first)).snapshot, ...warning },
    });

    expect((await as.loadingManager.post('/reports', body)).statusCode).toBe(409);
    const second = await created(as.loadingManager, { ...body, confirmDuplicateTrip: true });
    const again = await db()
      .selectFrom('trips')
      .select(['document_warning', 'document_warning_confirmed_by', 'document_warning_confirmed_at'])
      .where('trip_id', '=', second)
      .executeTakeFirstOrThrow();
    await expectEntry(second, 'create', usernames.loadingManager, {
      after: { ...(await snapshotNow(second)).snapshot, ...again, confirmedDuplicateOf: first },
    });
  });

  test("a row save's entry: the trip before and after with its attachments, as tripSnapshot makes them", async () => {
    const tripId = await created(as.loadingManager, openTripBody({ Weight: '12.5' }));
    const { trip } = await snapshotNow(tripId);
    const id = String(trip.id);
    // An upload first (that save keeps building its entry in JS), then a status save without one.
    const upload = await postMultipart(
      as.unloadingManager,
      `/api/reports/${id}`,
      { id, transactionStatus: 'Open' },
      {
        WeightmentSlip: { filename: 'Slip 44.pdf', content: samplePdf('slip') },
        LoadingAdvice: { filename: "advice 'v1'.pdf", content: samplePdf('advice') },
      },
    );
    expect(upload.statusCode).toBe(200);
    const before = (await snapshotNow(tripId)).snapshot;
    expect(before.WeightmentSlip).toEqual({
      filepath: `/api/download/${id}/WeightmentSlip`,
      originalname: 'Slip 44.pdf',
    });
    const save = await postMultipart(as.unloadingManager, `/api/reports/${id}`, {
      id,
      transactionStatus: 'Acknowledged',
      actualWeight: '12.375',
      short: '150.50',
    });
    expect(save.statusCode).toBe(200);
    const after = (await snapshotNow(tripId)).snapshot;
    expect(after).toMatchObject({ TransactionStatus: 'Acknowledged', ActualWeight: 12.375, Short: 150.5 });
    await expectEntry(tripId, 'update-row', usernames.unloadingManager, { before, after });
  });
});
