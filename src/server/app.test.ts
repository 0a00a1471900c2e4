import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { GENERIC_MESSAGES, ACCESS_MESSAGES } from '../shared/common/messages';
import { CSRF_COOKIE, CSRF_HEADER } from './plugins/cookies';
import { buildTestApp, expectMessage, TestClient, TEST_ADMIN } from './test/test-app';

/** The app as a whole: SPA fallback, JSON errors, security headers. One app on a fake built client. */
let app: FastifyInstance;
let clientDist: string;
const MAIN_JS = 'console.log("app")';
/** A bundle as webpack names it: its content hash in the name. */
const HASHED_BUNDLE = 'main.0123456789abcdef0123.js';
const INDEX_HTML =
  '<!doctype html><html><body><div id="root"></div><script src="/main.js"></script></body></html>';

beforeAll(async () => {
  clientDist = fs.mkdtempSync(path.join(os.tmpdir(), 'client-dist-'));
  fs.writeFileSync(path.join(clientDist, 'index.html'), INDEX_HTML);
  fs.writeFileSync(path.join(clientDist, 'main.js'), 'console.log("app")');
  // The build writes compressed copies beside each script (webpack.config.js).
  fs.writeFileSync(path.join(clientDist, 'main.js.br'), zlib.brotliCompressSync(MAIN_JS));
  fs.writeFileSync(path.join(clientDist, 'main.js.gz'), zlib.gzipSync(MAIN_JS));
  fs.mkdirSync(path.join(clientDist, 'assets'));
  fs.writeFileSync(path.join(clientDist, 'assets', HASHED_BUNDLE), MAIN_JS);
  fs.writeFileSync(path.join(clientDist, 'assets', `${HASHED_BUNDLE}.br`), zlib.brotliCompressSync(MAIN_JS));
  app = await buildTestApp({ clientDist });
}, 30_000);

afterAll(async () => {
  await app?.close();
  fs.rmSync(clientDist, { recursive: true, force: true });
});

function post(url: string, options: Partial<InjectOptions> = {}) {
  return app.inject({
    method: 'POST',
    url,
    ...options,
    cookies: { [CSRF_COOKIE]: 'tok' },
    headers: { [CSRF_HEADER]: 'tok', ...(options.headers ?? {}) },
  });
}

describe('the SPA', () => {
  test.each([
    '/',
    '/signup',
    '/home',
    '/home/T12',
    '/today-list',
    '/freight',
    '/vehicle',
    '/vendor',
    '/reports',
    '/generate-bill',
    '/transactions',
    '/business',
    '/revise-bill',
    '/revise-bill?bill_id=B3',
    '/users',
  ])('GET %s serves index.html', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toBe(INDEX_HTML);
  });

  test('built files are served as they are', async () => {
    const res = await app.inject({ method: 'GET', url: '/main.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log("app")');
  });

  test.each([
    ['br', (body: Buffer) => zlib.brotliDecompressSync(body)],
    ['gzip', (body: Buffer) => zlib.gunzipSync(body)],
  ])('a browser that accepts %s gets the compressed copy the build wrote', async (encoding, decompress) => {
    const res = await app.inject({
      method: 'GET',
      url: '/main.js',
      headers: { 'accept-encoding': `${encoding}, deflate` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(decompress(res.rawPayload).toString()).toBe(MAIN_JS);
  });

  test.each([
    ['plain', 'identity'],
    ['brotli', 'br'],
  ])(
    'a bundle named by its content hash (%s) is kept a year; the page and unhashed files are asked again',
    async (_, encoding) => {
      const bundle = await app.inject({
        method: 'GET',
        url: `/assets/${HASHED_BUNDLE}`,
        headers: { 'accept-encoding': encoding },
      });
      expect(bundle.statusCode).toBe(200);
      expect(bundle.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const page = await app.inject({ method: 'GET', url: '/home' });
      expect(page.headers['cache-control']).toBe('no-cache');
      const unhashed = await app.inject({ method: 'GET', url: '/main.js' });
      expect(unhashed.headers['cache-control']).toBe('public, max-age=3600');
    },
  );

  test('a bundle of an earlier build is a 404, not the app page (the app then offers a reload)', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/trip-form.0123456789abcdef.js' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: GENERIC_MESSAGES.notFound });
  });

  test('the first page load issues the CSRF token cookie', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.cookies.map((c) => c.name)).toContain(CSRF_COOKIE);
  });
});

describe('API errors are JSON {message}', () => {
  test.each(['/logistics/unknown', '/logistics', '/logistics/users/admin/approve'])(
    'GET %s: 404',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({ message: GENERIC_MESSAGES.notFound });
    },
  );

  test('a POST to an unknown path: 404 JSON, not the SPA', async () => {
    const res = await post('/home');
    expectMessage(res, 404, GENERIC_MESSAGES.notFound);
  });

  test('a POST to an unknown path still needs the CSRF pair', async () => {
    const res = await app.inject({ method: 'POST', url: '/logistics/unknown' });
    expectMessage(res, 403, ACCESS_MESSAGES.csrf);
  });

  test.each([
    ['malformed JSON', '{"username": "admin", ', 'application/json', 400],
    ['an empty JSON body', '', 'application/json', 400],
    ['a body that is not an object', '[]', 'application/json', 400],
    ['a body that is not an object', '"text"', 'application/json', 400],
    ['a body that is not an object', 'null', 'application/json', 400],
    ['a body that is not an object', '42', 'application/json', 400],
    ['a body that is not an object', 'username=admin', 'text/plain', 400],
    ['an unsupported content type', '<x/>', 'application/xml', 415],
  ])('%s (%s as %s): %i {message}, not 500', async (_case, payload, contentType, status) => {
    const res = await post('/logistics/login', { payload, headers: { 'content-type': contentType } });
    expectMessage(res, status, expect.any(String));
  });

  test('a body over 1 MiB: 413 {message}', async () => {
    const payload = JSON.stringify({ username: 'admin', password: 'x'.repeat(1024 * 1024) });
    const res = await post('/logistics/login', { payload, headers: { 'content-type': 'application/json' } });
    expectMessage(res, 413, expect.any(String));
  });
});

describe('security headers', () => {
  const expectSecurityHeaders = (headers: Record<string, unknown>) => {
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).toContain("object-src 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers['x-powered-by']).toBeUndefined();
  };

  test('on the page', async () => {
    expectSecurityHeaders((await app.inject({ method: 'GET', url: '/home' })).headers);
  });

  test('on API answers, errors included', async () => {
    const admin = await TestClient.signedIn(app, TEST_ADMIN.username, TEST_ADMIN.password);
    expectSecurityHeaders((await admin.get('/check-auth')).headers);
    expectSecurityHeaders((await app.inject({ method: 'GET', url: '/logistics/check-auth' })).headers);
    expectSecurityHeaders((await app.inject({ method: 'GET', url: '/logistics/nothing' })).headers);
    expectSecurityHeaders((await app.inject({ method: 'POST', url: '/logistics/login' })).headers);
  });

  test('no HSTS when not served over https (secureCookies off)', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});
