import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerZodSchemas } from './zod-schemas';

/** Answers are written from the route's response schema, so an unlisted field never leaks. */
const account = z.object({
  username: z.string(),
  note: z.string().nullable(),
  nickname: z.string().optional(),
  createdAt: z.string(),
});
const answer = z.union([
  z.object({ message: z.string() }),
  z.object({ rows: z.array(account), totalCount: z.number() }),
]);

async function appAnswering(data: unknown) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  registerZodSchemas(app);
  app.get('/x', { schema: { response: { 200: answer } } }, async () => data as z.infer<typeof answer>);
  await app.ready();
  return app;
}

test('a field not in the response schema is not written, at any depth', async () => {
  const app = await appAnswering({
    rows: [
      {
        username: 'ravi',
        note: null,
        createdAt: '2026-01-02T03:04:05.000Z',
        passwordHash: 'secret',
        sessionId: 's',
      },
    ],
    totalCount: 1,
    internal: true,
  });
  const res = await app.inject({ method: 'GET', url: '/x' });
  expect(res.statusCode).toBe(200);
  expect(res.body).not.toMatch(/secret|passwordHash|sessionId|internal/);
  expect(res.json()).toEqual({
    rows: [{ username: 'ravi', note: null, createdAt: '2026-01-02T03:04:05.000Z' }],
    totalCount: 1,
  });
});

test('optional fields are kept when present, unions pick the matching branch', async () => {
  const app = await appAnswering({
    rows: [{ username: 'a', note: 'n', nickname: 'k', createdAt: 'c' }],
    totalCount: 1,
  });
  expect((await app.inject({ method: 'GET', url: '/x' })).json()).toEqual({
    rows: [{ username: 'a', note: 'n', nickname: 'k', createdAt: 'c' }],
    totalCount: 1,
  });
  const other = await appAnswering({ message: 'No records', token: 't' });
  expect((await other.inject({ method: 'GET', url: '/x' })).json()).toEqual({ message: 'No records' });
});

test('nullable objects, records, dates and unknown values are written as JSON.stringify would, minus unlisted fields', async () => {
  const schema = z.object({
    file: z.object({ name: z.string() }).nullable(),
    totals: z.record(z.string(), z.object({ n: z.number() })),
    at: z.date(),
    before: z.unknown(),
  });
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  registerZodSchemas(app);
  app.get(
    '/y',
    { schema: { response: { 200: schema } } },
    async () =>
      ({
        file: { name: 'a.pdf', path: '/secret' },
        totals: { billed: { n: 1, hidden: 2 } },
        at: new Date('2026-01-02T00:00:00.000Z'),
        before: { any: ['thing'] },
      }) as z.infer<typeof schema>,
  );
  app.get('/z', { schema: { response: { 200: schema } } }, async () => ({
    file: null,
    totals: {},
    at: new Date(0),
    before: undefined,
  }));
  await app.ready();
  expect((await app.inject({ method: 'GET', url: '/y' })).json()).toEqual({
    file: { name: 'a.pdf' },
    totals: { billed: { n: 1 } },
    at: '2026-01-02T00:00:00.000Z',
    before: { any: ['thing'] },
  });
  expect((await app.inject({ method: 'GET', url: '/z' })).json()).toEqual({
    file: null,
    totals: {},
    at: '1970-01-01T00:00:00.000Z',
  });
});
