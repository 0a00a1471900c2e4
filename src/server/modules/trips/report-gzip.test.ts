import zlib from 'node:zlib';
import { todayInIndia } from '../../../shared/common/dates';
import { signedInSuite } from '../../test/test-app';
import { tripRepository } from './repository';
import type { TripValues } from './trip-rows';
import { seededTrip } from '../../test/seeded-trip';

// Today's List and Reports answer gzip to clients that accept it (the body is shared by
// the clerks reloading at once and compressed once for them); other clients get plain JSON.
const suite = signedInSuite('gz');
const accountant = () => suite.clients.accountant;
const today = todayInIndia();
const url = `/api/reports?startDate=${today}&endDate=${today}`;

function trip(i: number): TripValues {
  return seededTrip({
    doNumber: `D${i}`,
    localDate: today,
    driverName: 'Ramesh Yadav',
  });
}

beforeAll(async () => {
  await tripRepository(suite.app.db).insertMany(Array.from({ length: 20 }, (_, i) => trip(i)));
});

async function read(acceptEncoding?: string) {
  return accountant().request({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });
}

test('a client that accepts gzip gets the same JSON gzipped, marked as varying by Accept-Encoding', async () => {
  const plain = await read();
  expect(plain.statusCode).toBe(200);
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.json().tableData).toHaveLength(20);

  const zipped = await read('gzip, deflate, br');
  expect(zipped.statusCode).toBe(200);
  expect(zipped.headers['content-encoding']).toBe('gzip');
  expect(zipped.headers.vary).toMatch(/accept-encoding/i);
  expect(zipped.headers['content-type']).toMatch(/^application\/json/);
  const body = zlib.gunzipSync(zipped.rawPayload).toString();
  expect(JSON.parse(body)).toEqual(plain.json());
  expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
});

test.each(['gzip;q=0', 'identity', 'br'])('Accept-Encoding "%s" gets plain JSON', async (acceptEncoding) => {
  const res = await read(acceptEncoding);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-encoding']).toBeUndefined();
  expect(res.json().tableData).toHaveLength(20);
});

test('a body over 2 MB (an unpaged range for an API client) is sent as it is', async () => {
  for (let chunk = 0; chunk < 4; chunk++)
    await tripRepository(suite.app.db).insertMany(
      Array.from({ length: 800 }, (_, i) => trip(100 + chunk * 800 + i)),
    );
  const res = await read('gzip');
  expect(res.statusCode).toBe(200);
  expect(res.rawPayload.length).toBeGreaterThan(2 * 1024 * 1024);
  expect(res.headers['content-encoding']).toBeUndefined();
  expect(res.json().tableData).toHaveLength(3220);
});
