import { ALL_ENDPOINTS } from '../shared/common/endpoints';
import type { Endpoint } from '../shared/common/endpoint';
import { MAX_ROW_ID } from '../shared/common/wire';
import { adminSuite } from './test/test-app';

/**
 * Every path parameter named `id` is a serial row id (the shared `rowId`): a text that can name no
 * row is a 404 with the route's own message, never a 500 from the database. Read from the declared
 * calls, so a new `:id` route is walked without touching this file.
 */
const suite = adminSuite();

/** Texts that can name no row, as they arrive in a path (URL-encoded where they must be). */
const GARBAGE = [
  'abc',
  '1.5',
  '-1',
  '0',
  '01',
  '+1',
  '1e3',
  '0x10',
  '99999999999999999999',
  String(MAX_ROW_ID + 1),
  encodeURIComponent('1\u00a0'),
  encodeURIComponent('١'),
  '%20',
];

/** Invisible characters: the input gate refuses them in any field before the route (a 400 naming them). */
const INVISIBLE = [encodeURIComponent('1\u200b'), encodeURIComponent('\u200b1')];

/** What a parameter beside the id is filled with, so only the id is wrong. */
const OTHER_PARAMS: Record<string, string> = { fileField: 'WeightmentSlip', receivedOn: '2026-04-01' };

const paramsOf = (e: Endpoint) => [...e.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
const idRoutes = ALL_ENDPOINTS.filter((e) => paramsOf(e).includes('id'));

test('every :id route declares its id as a row id, handed on as a number', () => {
  expect(idRoutes.length).toBeGreaterThanOrEqual(12);
  for (const e of idRoutes) {
    const params = Object.fromEntries(paramsOf(e).map((name) => [name, OTHER_PARAMS[name] ?? '7']));
    const parsed = e.schema.params?.safeParse(params);
    expect({
      route: `${e.method} ${e.path}`,
      id: parsed?.success ? (parsed.data as { id: unknown }).id : parsed,
    }).toEqual({
      route: `${e.method} ${e.path}`,
      id: 7,
    });
    expect(e.schema.params?.safeParse({ ...params, id: String(MAX_ROW_ID + 1) }).success).toBe(false);
  }
});

test.each(idRoutes.map((e) => [`${e.method} ${e.path}`, e] as const))(
  '%s: an id that names no row is a 404 with its not-found message, an invisible character a 400',
  async (_name, e) => {
    const problems: string[] = [];
    const call = (id: string) =>
      suite.admin.request({
        method: e.method,
        url: e.path.replace(/:(\w+)/g, (_, name: string) => (name === 'id' ? id : OTHER_PARAMS[name])),
      });
    for (const id of GARBAGE) {
      const res = await call(id);
      if (res.statusCode !== 404 || !/ not found\.$/.test(res.json<{ message: string }>().message))
        problems.push(`${id}: ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    for (const id of INVISIBLE) {
      const res = await call(id);
      if (
        res.statusCode !== 400 ||
        !/^id contains an invisible/.test(res.json<{ message: string }>().message)
      )
        problems.push(`${id}: ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(problems).toEqual([]);
  },
);
