import { sql } from 'kysely';
import type { TripRecord } from '../../../shared/trips';
import { TRIP_MESSAGES } from '../../../shared/trips';
import { useBillingFixture, type BillingWorld } from '../../test/billing-fixture';
import { postMultipart } from '../../test/multipart';
import { openStatementWatch, someoneWaitsForALock, type StatementWatch } from '../../test/statement-watch';
import { expectMessage } from '../../test/test-app';
import { todayInIndia } from '../../../shared/common/dates';
import { DAY_SUM_COLUMNS, dayRangeSummary, tripTdsSql } from './day-totals';

// A row save without an upload (the unloading manager acknowledging a trip) reads the trip without
// a lock and writes it in one statement only if the row is still the version read (trip-changes.ts).
// Each race below is played in a fixed order: another change lands between the save's read and its
// write, and the save answers what it answered when it read the trip behind the row's lock.
const world = {} as BillingWorld;
let watch: StatementWatch;
useBillingFixture('rs', world, async () => {
  watch = await openStatementWatch();
  return watch.database;
});

/** The save's write: the trip, its files and its audit entry in one statement (trip-writes.ts). */
const WRITE = /^\s*with o as materialized/;

const acknowledge = (trip: TripRecord, fields: Record<string, string>) =>
  postMultipart(world.as.unloadingManager, `/api/reports/${trip._id}`, {
    id: trip._id,
    transactionStatus: 'Acknowledged',
    ...fields,
  });

/** The trip's row saves in the audit log, oldest first: who, and the fields before and after. */
async function rowSaves(trip: TripRecord) {
  const { rows } = await sql<{
    actor: string;
    before: Record<string, unknown>;
    after: Record<string, unknown>;
  }>`
    select actor, before, after from audit_log
    where entity = 'trip' and entity_id = ${trip.TripID} and action = 'update-row' order by id`.execute(
    watch.direct.db,
  );
  const fields = (s: Record<string, unknown>) => ({
    TransactionStatus: s.TransactionStatus,
    Weight: s.Weight,
    Freight: s.Freight,
    ActualWeight: s.ActualWeight,
    DifferenceInWeight: s.DifferenceInWeight,
    Short: s.Short,
  });
  return rows.map((r) => ({ actor: r.actor, before: fields(r.before), after: fields(r.after) }));
}

const stored = async (trip: TripRecord) => {
  const t = await world.tripById(trip.TripID);
  return {
    TransactionStatus: t.TransactionStatus,
    Weight: t.Weight,
    Freight: t.Freight,
    ActualWeight: t.ActualWeight,
    DifferenceInWeight: t.DifferenceInWeight,
    Short: t.Short,
  };
};

test('an acknowledgement sends 3 statements: the session, the trip, and its write with files and entry', async () => {
  const trip = await world.openTrip();
  watch.sent.length = 0;
  world.ok(await acknowledge(trip, { actualWeight: '19.5' }), 200);
  expect(watch.sent).toEqual([
    expect.stringMatching(/from "sessions"/),
    expect.stringMatching(/^select .* from "trips" where "deleted_at" is null and "id" = \$1$/),
    expect.stringMatching(WRITE),
  ]);
  expect(await stored(trip)).toMatchObject({ TransactionStatus: 'Acknowledged', ActualWeight: 19.5 });
});

test('a bill taking the trip between the read and the write: 409 as for a billed trip, the bill keeps it', async () => {
  const trip = await world.acknowledgedTrip();
  const billed = await stored(trip);
  let billId = '';
  watch.before(WRITE, async () => {
    billId = await world.billOf([trip]);
  });
  expectMessage(await acknowledge(trip, { actualWeight: '18' }), 409, TRIP_MESSAGES.billedLocked);
  expect(billId).not.toBe('');
  expect(await stored(trip)).toEqual({ ...billed, TransactionStatus: 'Billed' });
  expect(await rowSaves(trip)).toHaveLength(1); // the acknowledgement that made it billable
});

test('a bill holding the trip while the write waits for it: the write skips the billed row, 409', async () => {
  const trip = await world.acknowledgedTrip();
  const billed = await stored(trip);
  let billing: Promise<string> | undefined;
  let atCommit!: () => void;
  const billAtCommit = new Promise<void>((resolve) => (atCommit = resolve));
  watch.before(WRITE, async () => {
    // The bill runs up to its commit, the trip Billed but not yet committed; the save's write
    // then waits for the row, and the bill commits only once it does.
    watch.before(/^commit$/, async () => {
      atCommit();
      await someoneWaitsForALock(watch.direct);
    });
    billing = world.billOf([trip]);
    await billAtCommit;
  });
  expectMessage(await acknowledge(trip, { actualWeight: '18' }), 409, TRIP_MESSAGES.billedLocked);
  expect(await billing).toEqual(expect.any(String));
  expect(await stored(trip)).toEqual({ ...billed, TransactionStatus: 'Billed' });
  expect(await rowSaves(trip)).toHaveLength(1);
});

test('another save between the read and the write: the acknowledgement is decided on the row it wrote', async () => {
  const trip = await world.openTrip(); // 20 t at Rs 1,450
  watch.before(WRITE, async () => {
    world.ok(await world.rowEdit(trip, { transactionStatus: 'Open', weight: '16', short: '40' }), 200);
  });
  world.ok(await acknowledge(trip, { actualWeight: '15.5' }), 200);
  const first = {
    TransactionStatus: 'Open',
    Weight: 16,
    Freight: 23200,
    ActualWeight: null,
    DifferenceInWeight: null,
    Short: 40,
  };
  const second = { ...first, TransactionStatus: 'Acknowledged', ActualWeight: 15.5, DifferenceInWeight: 0.5 };
  expect(await stored(trip)).toEqual(second);
  expect(await rowSaves(trip)).toEqual([
    {
      actor: 'rs_accountant',
      before: { ...first, Weight: 20, Freight: 29000, Short: null },
      after: first,
    },
    { actor: 'rs_unloadingManager', before: first, after: second },
  ]);
});

test('a trip deleted between the read and the write: 404 as for a deleted trip', async () => {
  const trip = await world.openTrip();
  watch.before(WRITE, async () => {
    world.ok(await world.as.accountant.delete(`/api/reports/${trip._id}`), 200);
  });
  expectMessage(await acknowledge(trip, { actualWeight: '19' }), 404, TRIP_MESSAGES.notFound);
  expect(await rowSaves(trip)).toEqual([]);
});

test('a trip changed under every unlocked try is saved behind its row lock, on the row as last changed', async () => {
  const trip = await world.openTrip();
  let changes = 0;
  const change = async () => {
    changes += 1;
    world.ok(await world.rowEdit(trip, { transactionStatus: 'Open', short: String(changes * 10) }), 200);
    if (changes < 3) watch.before(WRITE, change);
  };
  watch.before(WRITE, change);
  watch.sent.length = 0;
  world.ok(await acknowledge(trip, { actualWeight: '19' }), 200);
  expect(changes).toBe(3);
  expect(watch.sent.slice(-4)).toEqual([
    'begin',
    expect.stringMatching(/ for update$/),
    expect.stringMatching(WRITE),
    'commit',
  ]);
  expect(await stored(trip)).toMatchObject({
    TransactionStatus: 'Acknowledged',
    ActualWeight: 19,
    Short: 30,
  });
  expect(
    (await rowSaves(trip)).map((s) => [s.before.Short, s.after.Short, s.after.TransactionStatus]),
  ).toEqual([
    [null, 10, 'Open'],
    [10, 20, 'Open'],
    [20, 30, 'Open'],
    [30, 30, 'Acknowledged'],
  ]);
});

test('two acknowledgements of a trip at once: both answer 200, the log holds both, one after the other', async () => {
  const trip = await world.openTrip();
  const [a, b] = await Promise.all([
    acknowledge(trip, { actualWeight: '19.5', short: '10' }),
    postMultipart(world.as.accountant, `/api/reports/${trip._id}`, {
      id: trip._id,
      transactionStatus: 'Acknowledged',
      actualWeight: '19.25',
    }),
  ]);
  expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
  const saves = await rowSaves(trip);
  expect(saves.map((s) => s.actor).sort()).toEqual(['rs_accountant', 'rs_unloadingManager']);
  // The later save's "before" is the earlier one's "after", and the trip is as the later one left it.
  expect(saves[1].before).toEqual(saves[0].after);
  expect(saves[0].before).toMatchObject({ TransactionStatus: 'Open', ActualWeight: null, Short: null });
  expect(await stored(trip)).toEqual(saves[1].after);
  // Short is left as it was by the accountant's save, whichever came first.
  expect(saves[1].after.Short).toBe(10);
});

test("after every race above, the day totals are the trips' own (a skipped write appends no delta)", async () => {
  const today = todayInIndia();
  const sums = DAY_SUM_COLUMNS.map(
    (c) => sql`coalesce(sum(${c === 'tds' ? tripTdsSql('trips') : sql.ref(c)}), 0) as ${sql.ref(c)}`,
  );
  const sets = [['Open', 'Acknowledged', 'Billed'], ['Acknowledged'], ['Billed']] as const;
  for (const statuses of sets) {
    const { rows } = await sql<Record<string, number>>`
      select count(*) as trip_count, ${sql.join(sums)} from trips
      where deleted_at is null and local_date = ${today}
        and transaction_status in (${sql.join(statuses.map((s) => sql`${s}`))})`.execute(watch.direct.db);
    expect(rows[0].trip_count).toBeGreaterThan(statuses.length === 3 ? 5 : 1);
    expect(await dayRangeSummary(watch.direct.db, { startDate: today, endDate: today, statuses })).toEqual({
      count: Number(rows[0].trip_count),
      sums: Object.fromEntries(DAY_SUM_COLUMNS.map((c) => [c, Number(rows[0][c])])),
    });
  }
});
