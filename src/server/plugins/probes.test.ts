import { GENERIC_MESSAGES, INPUT_MESSAGES } from '../../shared/common/messages';
import { adminSuite, TestClient, TEST_ADMIN } from '../test/test-app';
import { tableChecksums } from '../test/db-invariants';

/** Every hostile probe below answers 4xx with a clear message and changes nothing. */
const lines: string[] = [];
const suite = adminSuite({ logLevel: 'trace', logStream: { write: (line) => void lines.push(line) } });

const NUL = '\u0000';

test.each([
  ['GET', '/api/trip/T1%00'],
  ['GET', '/api/reports?truckNumber=MH%00'],
  ['GET', '/api/reports?vendor=a%00'],
  ['GET', '/api/business?vendor=%00'],
  ['GET', '/download/MH12%00/rc'],
  ['DELETE', '/delete-vehicle/MH%0012'],
])('a NUL in the address of %s %s: 400 naming the field', async (method, url) => {
  const res = await suite.admin.request({ method: method as 'GET', url });
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toMatch(/contains a character that is not allowed/);
});

test.each([
  ['/login', { username: `ad${NUL}min`, password: 'x' }, 'username'],
  ['/api/trip', { id: `T${NUL}1` }, 'id'],
  ['/reports', { Vendor: `v${NUL}` }, 'Vendor'],
  ['/list-billing', { vendor: `v${NUL}`, truckNumber: 'x' }, 'vendor'],
  ['/add-vendor', { companyName: `Sai${NUL}` }, 'companyName'],
  ['/add-freight', { from_destination: `Pune${NUL}`, to_destination: 'Mumbai', rate: 1 }, 'from_destination'],
  ['/add-vendor', { companyName: 'Sai \ud800 Roadlines' }, 'companyName'],
])('%s with a forbidden character in a JSON field: 400 naming it', async (url, payload, field) => {
  const before = await tableChecksums(suite.app.db);
  const res = await suite.admin.post(url, payload);
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ message: INPUT_MESSAGES.forbiddenCharacters(field) });
  expect(await tableChecksums(suite.app.db)).toEqual(before);
});

test.each([
  ['/list-to-revise-bill', { bill_id: 12345 }, 'bill_id must be a string.'],
  ['/list-to-revise-bill', { bill_id: ['B1'] }, 'bill_id must be a string.'],
  ['/list-billing', { vendor: { $ne: '' } }, 'vendor must be a string.'],
  ['/list-to-revise-bill', ['B1'], GENERIC_MESSAGES.bodyNotObject],
  ['/generate-pdf-bill', { id: 1 }, GENERIC_MESSAGES.bodyNotList],
  [
    '/generate-pdf-bill',
    [{ id: '1', remarks: [{ text: { a: 1 }, amount: 1 }] }],
    '[0].remarks[0].text must be a string.',
  ],
  ['/add-vendor', { companyName: 12345, companyOwner: 'Ravi' }, 'companyName must be a string.'],
  ['/reports', { TruckNumber: ['MH12KL1111'] }, 'TruckNumber must be a string.'],
])('%s %j: 400, never coerced', async (url, payload, message) => {
  const res = await suite.admin.post(url, payload);
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ message });
});

test('a 300,000-character username: 400, not a 500 from the index', async () => {
  const res = await new TestClient(suite.app).post('/login', {
    username: 'a'.repeat(300_000),
    password: 'x',
  });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ message: INPUT_MESSAGES.tooLong('username', 800) });
});

test('a date of 0000-01-01 is refused as a date', async () => {
  const res = await suite.admin.post('/list-billing', { startDate: '0000-01-01', endDate: '2026-01-01' });
  expect(res.statusCode).toBe(400);
});

test.each([
  [
    'no boundary',
    'multipart/form-data',
    '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n',
  ],
  [
    'truncated',
    'multipart/form-data; boundary=x',
    '--x\r\nContent-Disposition: form-data; name="truck_no"\r\n\r\nMH12',
  ],
])('a multipart body with %s: 400', async (_case, type, payload) => {
  const res = await suite.admin.request({
    method: 'POST',
    url: '/add-vehicle',
    payload,
    headers: { 'content-type': type },
  });
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toBeTruthy();
});

test('a NUL in a multipart field or file name: 400 naming it', async () => {
  const payload = '--x\r\nContent-Disposition: form-data; name="truck_no"\r\n\r\nMH12\u0000AB\r\n--x--\r\n';
  const res = await suite.admin.request({
    method: 'POST',
    url: '/add-vehicle',
    payload,
    headers: { 'content-type': 'multipart/form-data; boundary=x' },
  });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ message: INPUT_MESSAGES.forbiddenCharacters('truck_no') });
});

test('the logs hold no password, session id, CSRF token or file content', async () => {
  const password = 'Secret#Pass77';
  const client = new TestClient(suite.app);
  await client.post('/signup', { username: 'logcheck', profile: 'accountant' });
  await client.post('/login', { username: 'logcheck', password });
  await suite.admin.post('/login', { username: TEST_ADMIN.username, password: TEST_ADMIN.password });
  await suite.admin.request({
    method: 'POST',
    url: '/add-vehicle',
    payload:
      '--x\r\nContent-Disposition: form-data; name="f"; filename="a.pdf"\r\n\r\n%PDF-FILEBYTES-SECRET\r\n--x--\r\n',
    headers: { 'content-type': 'multipart/form-data; boundary=x' },
  });
  const log = lines.join('');
  expect(log.length).toBeGreaterThan(0);
  for (const secret of [
    password,
    TEST_ADMIN.password,
    suite.admin.sessionId!,
    suite.admin.cookie('XSRF-TOKEN')!,
    'FILEBYTES-SECRET',
  ]) {
    expect(log).not.toContain(secret);
  }
});
