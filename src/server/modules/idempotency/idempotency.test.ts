import crypto from 'node:crypto';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import type { LightMyRequestResponse } from 'fastify';
import { TRIP_MESSAGES } from '../../../shared/trips';
import { DUPLICATE_TRIP } from '../../../shared/trips/duplicates';
import { IDEMPOTENCY_MESSAGES } from '../../../shared/common/idempotency';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '../../plugins/cookies';
import { masterDataSuite, openTripBody } from '../../test/setup-calls';
import type { TestClient } from '../../test/test-app';

// POST /reports with an Idempotency-Key: a repeat gets the first answer and stores nothing.
const suite = masterDataSuite('ik', {
  routes: [['Pune', 'Mumbai', 1450]],
  vendors: [{ companyName: 'Shree Ganesh Roadlines', companyOwner: 'R P', tdsRate: 2, gstApplicable: 'No' }],
  trucks: ['MH12KL1111', 'KA01AB2222'],
});
const { clients: as } = suite;

const tripForm = openTripBody;

const newKey = () => crypto.randomUUID();

function submit(body: object, key?: string, client: TestClient = as.accountant) {
  return client.request({
    method: 'POST',
    url: '/reports',
    payload: body,
    headers: key === undefined ? {} : { 'idempotency-key': key },
  });
}

const answerOf = (res: LightMyRequestResponse) => ({
  status: res.statusCode,
  body: res.json(),
  replay: res.headers['idempotent-replay'],
});

/** The live trips stored with this DO number. */
async function tripsWithDo(doNumber: string): Promise<string[]> {
  const rows = await suite.app.db
    .selectFrom('trips')
    .select('trip_id')
    .where('do_number', '=', doNumber)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.trip_id);
}

const created = (TripID: string) => ({ message: TRIP_MESSAGES.submitted, TripID });

describe('POST /reports with an Idempotency-Key', () => {
  test('the same key twice: one trip, and the repeat gets the same answer, marked as a replay', async () => {
    const body = tripForm();
    const key = newKey();
    const first = answerOf(await submit(body, key));
    expect(first).toEqual({ status: 201, body: created(expect.stringMatching(/^T\d+$/)), replay: undefined });
    const again = answerOf(await submit(body, key));
    expect(again).toEqual({ status: 201, body: first.body, replay: 'true' });
    expect(await tripsWithDo(body.DONumber)).toEqual([first.body.TripID]);
  });

  test('two keys for the same trip: the second is asked about as a duplicate; confirmed, it is a second trip', async () => {
    const body = tripForm();
    const first = await submit(body, newKey());
    expect(first.statusCode).toBe(201);
    const secondKey = newKey();
    const second = await submit(body, secondKey);
    expect({ status: second.statusCode, errorCode: second.json().errorCode }).toEqual({
      status: 409,
      errorCode: DUPLICATE_TRIP,
    });
    const confirmed = await submit({ ...body, confirmDuplicateTrip: true }, secondKey);
    expect(confirmed.statusCode).toBe(201);
    expect(await tripsWithDo(body.DONumber)).toEqual([first.json().TripID, confirmed.json().TripID]);
  });

  test('two keys for two different trips: two trips', async () => {
    const [one, two] = [tripForm(), tripForm()];
    expect((await submit(one, newKey())).statusCode).toBe(201);
    expect((await submit(two, newKey())).statusCode).toBe(201);
    expect(await tripsWithDo(one.DONumber)).toHaveLength(1);
    expect(await tripsWithDo(two.DONumber)).toHaveLength(1);
  });

  test('the duplicate question is remembered: a repeat is asked again; the confirmation stores it, once', async () => {
    const body = tripForm();
    const stored = (await submit(body, newKey())).json().TripID;
    const key = newKey();
    const asked = answerOf(await submit(body, key));
    expect(asked).toMatchObject({ status: 409, body: { errorCode: DUPLICATE_TRIP }, replay: undefined });
    expect(answerOf(await submit(body, key))).toEqual({ ...asked, replay: 'true' });
    const confirm = { ...body, confirmDuplicateTrip: true };
    const saved = answerOf(await submit(confirm, key));
    expect(saved).toEqual({ status: 201, body: created(expect.stringMatching(/^T\d+$/)), replay: undefined });
    // Once stored, a repeat with or without the confirmation gets the stored trip's answer.
    expect(answerOf(await submit(confirm, key))).toEqual({ ...saved, replay: 'true' });
    expect(answerOf(await submit(body, key))).toEqual({ ...saved, replay: 'true' });
    expect(await tripsWithDo(body.DONumber)).toEqual([stored, saved.body.TripID]);
  });

  test('the same key with another trip: 422 and nothing stored', async () => {
    const key = newKey();
    const body = tripForm();
    expect((await submit(body, key)).statusCode).toBe(201);
    const other = tripForm({ DriverName: 'Suresh' });
    expect(answerOf(await submit(other, key))).toEqual({
      status: 422,
      body: { message: IDEMPOTENCY_MESSAGES.otherTrip },
      replay: undefined,
    });
    expect(await tripsWithDo(other.DONumber)).toEqual([]);
  });

  test('a refused trip is not remembered: corrected and sent again with the same key, it is stored', async () => {
    const key = newKey();
    const body = tripForm();
    const refused = await submit({ ...body, Vendor: 'Nobody Transport' }, key);
    expect(answerOf(refused)).toEqual({
      status: 400,
      body: { message: TRIP_MESSAGES.invalidVendor },
      replay: undefined,
    });
    expect((await submit(body, key)).statusCode).toBe(201);
    expect(await tripsWithDo(body.DONumber)).toHaveLength(1);
  });

  test('keys are per user: another user with the same key stores their own trip', async () => {
    const key = newKey();
    const body = tripForm();
    const mine = await submit(body, key);
    const theirs = await submit({ ...body, TruckNumber: 'KA01AB2222' }, key, as.loadingManager);
    expect([mine.statusCode, theirs.statusCode]).toEqual([201, 201]);
    expect(theirs.json().TripID).not.toBe(mine.json().TripID);
    expect(theirs.headers['idempotent-replay']).toBeUndefined();
  });

  test('a malformed key is a 400 naming the rule, and nothing is stored', async () => {
    for (const key of ['short', 'x'.repeat(101), 'has space 123', 'ключ-12345678', '']) {
      const body = tripForm();
      expect(answerOf(await submit(body, key))).toEqual({
        status: 400,
        body: { message: IDEMPOTENCY_MESSAGES.badKey },
        replay: undefined,
      });
      expect(await tripsWithDo(body.DONumber)).toEqual([]);
    }
  });

  test('without a key, nothing is remembered and the same trip twice is the duplicate question as before', async () => {
    const remembered = () => suite.app.db.selectFrom('idempotency_keys').select('key').execute();
    const before = await remembered();
    const body = tripForm();
    expect((await submit(body)).statusCode).toBe(201);
    expect((await submit(body)).statusCode).toBe(409);
    expect(await remembered()).toEqual(before);
  });

  test('ten requests with the same key at once (a double press, two tabs): one trip, every answer its TripID', async () => {
    const body = tripForm();
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 10 }, () => submit(body, key)));
    const stored = await tripsWithDo(body.DONumber);
    expect(stored).toHaveLength(1);
    expect(answers.map((a) => [a.statusCode, a.json()])).toEqual(
      Array.from({ length: 10 }, () => [201, created(stored[0]!)]),
    );
    expect(answers.filter((a) => a.headers['idempotent-replay'] === 'true')).toHaveLength(9);
  });

  test('the same trip at once with different keys: one trip and the duplicate question for the others', async () => {
    const body = tripForm();
    const answers = await Promise.all(Array.from({ length: 5 }, () => submit(body, newKey())));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await tripsWithDo(body.DONumber)).toHaveLength(1);
  });

  test('a key is remembered for 24 hours: after that it is free again, and old keys are pruned by later writes', async () => {
    const body = tripForm();
    const key = newKey();
    expect((await submit(body, key)).statusCode).toBe(201);
    const row = await suite.app.db
      .selectFrom('idempotency_keys')
      .select(sql<number>`extract(epoch from expires_at - answered_at)`.as('seconds'))
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    expect(row.seconds).toBe(24 * 3600);

    // A day later: the key no longer answers; the same trip is then the duplicate question.
    await suite.app.db
      .updateTable('idempotency_keys')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('key', '=', key)
      .execute();
    const later = await submit(body, key);
    expect({ status: later.statusCode, errorCode: later.json().errorCode }).toEqual({
      status: 409,
      errorCode: DUPLICATE_TRIP,
    });

    // An expired key of another user goes with the next write.
    const stale = newKey();
    expect((await submit(tripForm(), stale, as.loadingManager)).statusCode).toBe(201);
    await suite.app.db
      .updateTable('idempotency_keys')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('key', '=', stale)
      .execute();
    expect((await submit(tripForm(), newKey())).statusCode).toBe(201);
    const left = await suite.app.db
      .selectFrom('idempotency_keys')
      .select('key')
      .where('key', '=', stale)
      .execute();
    expect(left).toEqual([]);
  });
});

describe('over a real connection that dies before the answer is read', () => {
  let port = 0;
  beforeAll(async () => {
    await suite.app.listen({ port: 0, host: '127.0.0.1' });
    port = (suite.app.server.address() as AddressInfo).port;
  });

  /** Sends POST /reports as the accountant's browser would, over a socket the test then destroys unread. */
  function sendAndDrop(body: object, key: string, dropWhen: () => Promise<void>): Promise<void> {
    const client = as.accountant;
    const payload = JSON.stringify(body);
    const request = [
      'POST /logistics/reports HTTP/1.1',
      `Host: 127.0.0.1:${port}`,
      'Content-Type: application/json',
      `Content-Length: ${Buffer.byteLength(payload)}`,
      `Cookie: ${SESSION_COOKIE}=${client.cookie(SESSION_COOKIE)}; ${CSRF_COOKIE}=${client.cookie(CSRF_COOKIE)}`,
      `${CSRF_HEADER}: ${client.cookie(CSRF_COOKIE)}`,
      `Idempotency-Key: ${key}`,
      '',
      payload,
    ].join('\r\n');
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(request);
        dropWhen().then(() => {
          socket.destroy();
          resolve();
        }, reject);
      });
      socket.on('error', reject);
    });
  }

  /** Resolves once the server has stored its answer to this key (its transaction committed). */
  async function storedAnswer(key: string): Promise<void> {
    for (let i = 0; i < 500; i++) {
      const row = await suite.app.db
        .selectFrom('idempotency_keys')
        .select('key')
        .where('key', '=', key)
        .executeTakeFirst();
      if (row) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error('the server never stored the trip');
  }

  test('killed after the server stored the trip: the retry with the same key gets its TripID, and there is one trip', async () => {
    const body = tripForm();
    const key = newKey();
    await sendAndDrop(body, key, () => storedAnswer(key));
    const stored = await tripsWithDo(body.DONumber);
    expect(stored).toHaveLength(1);
    const retry = answerOf(await submit(body, key));
    expect(retry).toEqual({ status: 201, body: created(stored[0]!), replay: 'true' });
    expect(await tripsWithDo(body.DONumber)).toEqual(stored);
  });

  test('killed as soon as it is sent: whatever the server got, the retry leaves one trip with its TripID', async () => {
    const body = tripForm();
    const key = newKey();
    await sendAndDrop(body, key, async () => {});
    const retry = await submit(body, key);
    const stored = await tripsWithDo(body.DONumber);
    expect(stored).toHaveLength(1);
    expect({ status: retry.statusCode, body: retry.json() }).toEqual({
      status: 201,
      body: created(stored[0]!),
    });
  });
});
