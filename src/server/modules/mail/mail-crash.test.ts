import pg from 'pg';
import { openTestDatabase, type TestDatabase } from '../../test/test-database';
import { seedBillableTrips, ServerProcess } from '../../test/server-process';
import { SmtpCatcher } from '../../test/smtp-catcher';
import { MAIL_FROM, VENDOR_EMAIL } from '../../test/mail-world';
import { ABANDONED_REASON } from './worker';

/**
 * The outbox worker in the real server process, killed with SIGKILL (kill -9) in the middle of
 * sending, then started again: the SMTP server (smtp-server, in this test) counts what it received.
 *
 * - Killed once the server has the whole message, before its answer is recorded: the restarted
 *   worker does not send it again (the message was handed over), it is left unconfirmed, and the
 *   server has exactly one copy.
 * - Killed while the message's data is going out, before its end: the server abandons it (the
 *   dropped connection), the restarted worker sends it once its holder's lease has run out, and
 *   the server has exactly one copy, recorded as sent.
 */
/** The worker looks for due and stopped senders' messages this often (2 s in production). */
const POLL_MS = 100;
/** Long enough for ten more passes of the worker. */
const morePasses = () => new Promise((resolve) => setTimeout(resolve, 10 * POLL_MS));

let database: TestDatabase;
let catcher: SmtpCatcher;
let env: Record<string, string>;
let tripIds: number[];
const servers: ServerProcess[] = [];

async function startServer(): Promise<ServerProcess> {
  const server = await ServerProcess.start(env);
  servers.push(server);
  await server.signIn();
  return server;
}

/**
 * The server the test before left running (its restarted one), signed in, else a new one: each start
 * of the real server costs seconds of CPU, and which start of it sends the next message is no matter.
 */
async function runningServer(): Promise<ServerProcess> {
  const last = servers.at(-1);
  return last && last.child.exitCode === null && last.child.signalCode === null ? last : startServer();
}

beforeAll(async () => {
  database = await openTestDatabase();
  const seeded = await seedBillableTrips(database.db, 4);
  tripIds = seeded.tripRowIds;
  const vendor = seeded.vendor;
  await database.db
    .updateTable('vendors')
    .set({ email: VENDOR_EMAIL })
    .where('company_name', '=', vendor)
    .execute();
  catcher = await SmtpCatcher.start();
  env = {
    DATABASE_URL: database.url,
    SMTP_URL: catcher.url,
    MAIL_FROM,
    MAIL_LEASE_SECONDS: '5',
    MAIL_POLL_MS: String(POLL_MS),
  };
}, 120_000);

afterAll(async () => {
  for (const server of servers) if (server.child.exitCode === null) await server.kill('SIGKILL');
  await catcher?.close();
  await database?.close();
});

/** A bill of one seeded trip, e-mailed by the accountant's button: answers the outbox row's id and Message-ID. */
async function emailedBill(server: ServerProcess, tripId: number) {
  const made = await server.call('POST', '/generate-pdf-bill', [
    { id: String(tripId), remarks: [], applyTaxes: false },
  ]);
  const billId = made.headers.get('x-bill-id');
  if (made.status !== 200 || !billId) throw new Error(`no bill: ${made.status}`);
  const queued = await server.call('POST', `/bills/${billId}/email`);
  expect(queued.status).toBe(202);
  const id = ((await queued.json()).mail as { id: number }).id;
  return { id, billId };
}

const rowOf = (id: number) =>
  database.db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

async function until<T>(
  what: string,
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 30_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const copiesOf = (messageId: string) =>
  catcher.received.filter((m) => m.parsed.messageId === messageId).length;

test('killed after the server received the message, before it was recorded: one copy, never sent again, unconfirmed', async () => {
  const first = await startServer();
  catcher.hooks.onReceived = async () => {
    await first.kill('SIGKILL'); // the server has the message whole; the sender dies before its answer
  };
  let id: number;
  try {
    ({ id } = await emailedBill(first, tripIds[0]));
    await first.exited;
  } finally {
    delete catcher.hooks.onReceived;
  }
  const held = await rowOf(id);
  expect(held).toMatchObject({ state: 'sending', sent_at: null, attempts: 1 });
  expect(copiesOf(held.message_id)).toBe(1);

  // Restarted: once the dead sender's lease is over, the message is settled without a second copy.
  const second = await startServer();
  const settled = await until(
    'the unconfirmed state',
    () => rowOf(id),
    (r) => r.state !== 'sending',
  );
  expect(settled).toMatchObject({ state: 'unconfirmed', attempts: 1, last_error: ABANDONED_REASON });
  await morePasses();
  expect(copiesOf(held.message_id)).toBe(1);
  const listed = await (await second.call('GET', `/mail/outbox?billId=${settled.bill_id}`)).json();
  expect(listed.messages).toMatchObject([{ id, state: 'unconfirmed', lastError: ABANDONED_REASON }]);
  // Left running: the next test's first sender.
}, 120_000);

test('killed while the message was going out, before its end: the server drops it, the restarted worker sends it once', async () => {
  const first = await runningServer();
  const locker = new pg.Client({ connectionString: database.url });
  await locker.connect();
  let messageId = '';
  // Once the worker has claimed the message and talks to the server, the test holds the outbox row,
  // so the worker's "handed over" waits: the message's data goes out, its end does not.
  catcher.hooks.onMailFrom = async () => {
    await locker.query('begin');
    const { rows } = await locker.query(
      `select message_id from mail_outbox where state = 'sending' order by id desc limit 1 for update`,
    );
    messageId = rows[0].message_id;
  };
  let released: Promise<unknown> = Promise.resolve();
  catcher.hooks.onDataStart = async () => {
    released = first.kill('SIGKILL').then(() => locker.query('rollback'));
    await released;
  };
  const abandonedBefore = catcher.abandoned;
  let id: number;
  try {
    ({ id } = await emailedBill(first, tripIds[1]));
    await first.exited;
    await until(
      'the dropped message',
      async () => catcher.abandoned,
      (n) => n > abandonedBefore,
    );
    await released; // the test's hold is let go only after the sender is dead
  } finally {
    delete catcher.hooks.onMailFrom;
    delete catcher.hooks.onDataStart;
    await locker.end();
  }
  const held = await rowOf(id);
  expect(held).toMatchObject({ state: 'sending', handed_over_at: null, attempts: 1 });
  expect(held.message_id).toBe(messageId);
  expect(copiesOf(messageId)).toBe(0);

  const second = await startServer();
  const sent = await until(
    'the second attempt',
    () => rowOf(id),
    (r) => r.state === 'sent',
  );
  expect(sent).toMatchObject({ attempts: 2, last_error: null });
  await morePasses();
  expect(copiesOf(messageId)).toBe(1);
  await second.kill('SIGTERM');
}, 120_000);
