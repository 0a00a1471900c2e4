import { sql } from 'kysely';
import { DateTime } from 'luxon';
import { BUSINESS_ZONE, todayInIndia } from '../../../shared/common/dates';
import { TRIP_MESSAGES } from '../../../shared/trips';
import { DUPLICATE_TRIP, duplicateTripAnswer } from '../../../shared/trips/duplicates';
import { listAudit } from '../audit/repository';
import { masterDataSuite, nextDoNumber, openTripBody } from '../../test/setup-calls';

// The same truck and DO number on the same India day: asked before it is stored twice.
const suite = masterDataSuite('dt', {
  routes: [['Pune', 'Mumbai', 1450]],
  vendors: [{ companyName: 'Shree Ganesh Roadlines', companyOwner: 'R P', tdsRate: 2, gstApplicable: 'No' }],
  trucks: ['MH12KL1111', 'KA01AB2222'],
});
const { clients: as } = suite;

const tripForm = (extra: Record<string, unknown> = {}) => openTripBody({ DriverName: 'Ramesh', ...extra });

async function stored(body: object): Promise<string> {
  const res = await as.accountant.post('/reports', body);
  expect(res.statusCode).toBe(201);
  return res.json().TripID;
}

/** The trip's stored row: its India time, creation instant and row id. */
const storedRow = (tripId: string) =>
  suite.app.db
    .selectFrom('trips')
    .select(['id', 'local_time', 'local_date', 'created_at', 'do_number'])
    .where('trip_id', '=', tripId)
    .executeTakeFirstOrThrow();

const tripsWithDo = async (doNumber: string) =>
  (
    await suite.app.db
      .selectFrom('trips')
      .select('trip_id')
      .where('do_number', '=', doNumber)
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .execute()
  ).map((r) => r.trip_id);

/** A transaction on a connection of its own, held open until `commit`. */
async function openHeldTransaction(db: typeof suite.app.db) {
  let commit!: () => void;
  let ready!: (trx: typeof db) => void;
  const trxReady = new Promise<typeof db>((resolve) => (ready = resolve));
  const done = db.transaction().execute(async (trx) => {
    ready(trx);
    await new Promise<void>((resolve) => (commit = resolve));
  });
  const trx = await trxReady;
  return {
    trx,
    commit: async () => {
      commit();
      await done;
    },
  };
}

/** Waits until a backend of the test's database waits for an advisory lock (5 s at most). */
async function untilAdvisoryLockAwaited() {
  for (let i = 0; i < 500; i++) {
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock' and wait_event = 'advisory'`.execute(
      suite.app.db,
    );
    if (rows[0]!.n > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('no save waited for the duplicate lock');
}

describe('POST /reports: the same truck and DO number on the same day', () => {
  test('409 DUPLICATE_TRIP naming the trip stored (ID, time, driver); nothing stored', async () => {
    const body = tripForm();
    const first = await stored(body);
    const row = await storedRow(first);
    const res = await as.loadingManager.post('/reports', body);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: `Trip ${first} has the same truck and DO number, stored today at ${row.local_time.slice(0, 5)} (driver Ramesh). Save this trip as well?`,
      errorCode: DUPLICATE_TRIP,
      duplicateTrip: { TripID: first, createdAt: row.created_at.toISOString(), DriverName: 'Ramesh' },
    });
    expect(duplicateTripAnswer.parse(res.json())).toEqual(res.json());
    expect(await tripsWithDo(body.DONumber)).toEqual([first]);
  });

  test('the truck as typed (case, spaces) and the DO number trimmed in any case are the same trip', async () => {
    const doNumber = `do-${nextDoNumber()}`;
    const first = await stored(tripForm({ DONumber: doNumber }));
    const res = await as.accountant.post(
      '/reports',
      tripForm({ TruckNumber: ' mh12 kl 1111', DONumber: `  ${doNumber.toUpperCase()} `, DriverName: '' }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().duplicateTrip.TripID).toBe(first);
  });

  test('the same trip sent six times at once, typed in different ways: one is stored, five are asked', async () => {
    const doNumber = `do-${nextDoNumber()}`;
    const spellings = [
      'MH12KL1111',
      ' mh12 kl 1111',
      'mh12kl1111',
      'MH 12 KL 1111',
      'Mh12Kl1111',
      'MH12KL1111 ',
    ];
    const answers = await Promise.all(
      spellings.map((TruckNumber, i) =>
        as.accountant.post(
          '/reports',
          tripForm({ TruckNumber, DONumber: i % 2 ? doNumber.toUpperCase() : doNumber }),
        ),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    const first = answers.find((a) => a.statusCode === 201)!.json().TripID;
    expect(answers.filter((a) => a.statusCode === 409).map((a) => a.json().duplicateTrip.TripID)).toEqual(
      Array(5).fill(first),
    );
    const { rows } = await sql<{ trip_id: string }>`
      select trip_id from trips where lower(btrim(do_number)) = ${doNumber} and deleted_at is null`.execute(
      suite.app.db,
    );
    expect(rows.map((r) => r.trip_id)).toEqual([first]);
  });

  test('a save waiting on the lock sees the trip its holder committed meanwhile (the look-up runs after the lock)', async () => {
    const doNumber = `do-${nextDoNumber()}`;
    const other = await stored(tripForm());
    const today = todayInIndia();
    // Another save of the same truck, DO number and day holds the lock and makes `other` that trip.
    const held = await openHeldTransaction(suite.app.db);
    await sql`select pg_advisory_xact_lock(hashtextextended(${`trip:${today}|mh12kl1111|${doNumber}`}, 0))`.execute(
      held.trx,
    );
    await sql`update trips set do_number = ${doNumber} where trip_id = ${other}`.execute(held.trx);
    const waiting = as.accountant.post('/reports', tripForm({ DONumber: doNumber }));
    await untilAdvisoryLockAwaited();
    await held.commit();
    const res = await waiting;
    expect({ status: res.statusCode, found: res.json().duplicateTrip?.TripID }).toEqual({
      status: 409,
      found: other,
    });
    expect(await tripsWithDo(doNumber)).toEqual([other]);
  });

  test('confirmDuplicateTrip: true stores it, and the audit names the trip it repeats', async () => {
    const body = tripForm();
    const first = await stored(body);
    const second = await stored({ ...body, confirmDuplicateTrip: true });
    expect(await tripsWithDo(body.DONumber)).toEqual([first, second]);
    const [created] = await listAudit(suite.app.db, 'trip', second);
    expect(created!.after).toMatchObject({ TripID: second, confirmedDuplicateOf: first });
    // A third is asked about again, naming the first.
    const third = await as.accountant.post('/reports', body);
    expect({ status: third.statusCode, found: third.json().duplicateTrip.TripID }).toEqual({
      status: 409,
      found: first,
    });
  });

  test('another truck, another DO number, no DO number or a deleted trip: not a duplicate', async () => {
    const body = tripForm();
    const first = await stored(body);
    await stored({ ...body, TruckNumber: 'KA01AB2222' });
    await stored({ ...body, DONumber: nextDoNumber() });
    const withoutDo = tripForm({ DONumber: '' });
    await stored(withoutDo);
    await stored(withoutDo);
    const { id } = await storedRow(first);
    expect((await as.admin.delete(`/api/reports/${id}`)).statusCode).toBe(200);
    await stored(body);
  });

  test('a trip of the same truck and DO number on another day is not a duplicate', async () => {
    const body = tripForm();
    const first = await stored(body);
    const yesterday = DateTime.fromISO(todayInIndia(), { zone: BUSINESS_ZONE })
      .minus({ days: 1 })
      .toISODate()!;
    await suite.app.db
      .updateTable('trips')
      .set({ local_date: yesterday })
      .where('trip_id', '=', first)
      .execute();
    await stored(body);
  });

  test('a wrong type for the flag is a 400 and nothing is stored', async () => {
    const body = tripForm({ confirmDuplicateTrip: 'yes' });
    const res = await as.accountant.post('/reports', body);
    expect(res.statusCode).toBe(400);
    expect(await tripsWithDo(body.DONumber as string)).toEqual([]);
  });
});

describe('POST /api/trip: a change of truck or DO number into a duplicate', () => {
  test('asks the same question; the confirmation saves it; other changes are not asked', async () => {
    const taken = tripForm();
    const first = await stored(taken);
    const other = tripForm();
    const second = await stored(other);
    const update = { ...other, DONumber: ` ${taken.DONumber}`, TripID: second };
    const asked = await as.accountant.post('/api/trip', update);
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toMatchObject({ errorCode: DUPLICATE_TRIP, duplicateTrip: { TripID: first } });
    expect((await storedRow(second)).do_number).toBe(other.DONumber);

    const confirmed = await as.accountant.post('/api/trip', { ...update, confirmDuplicateTrip: true });
    expect({ status: confirmed.statusCode, body: confirmed.json() }).toEqual({
      status: 200,
      body: { message: TRIP_MESSAGES.updated },
    });
    expect((await storedRow(second)).do_number).toBe(taken.DONumber);
    const audit = await listAudit(suite.app.db, 'trip', second);
    expect(audit.at(-1)!.after).toMatchObject({ confirmedDuplicateOf: first });

    // Now both share truck and DO number: editing the driver of either asks nothing.
    const driver = await as.accountant.post('/api/trip', { ...update, DriverName: 'Suresh' });
    expect(driver.statusCode).toBe(200);
    const own = await as.accountant.post('/api/trip', { ...taken, TripID: first, Weight: '13' });
    expect(own.statusCode).toBe(200);
  });
});
