import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import type { DeclaredRoute } from '../plugins/rbac';
import { isRowIdText, MAX_ROW_ID } from '../../shared/common/wire';
import { multipartBody, samplePdf } from '../test/multipart';
import { deepJson, junkBody, junkText, junkValue, overlongText, poisonedBody, poisonedText } from './hostile';

/** What a generated request carries besides its method. */
interface Req {
  url: string;
  payload?: string | Buffer;
  headers?: Record<string, string>;
}
type Labeled = [string, Req];

/** One generated request: which route, as whom, and what it carries. */
export interface FuzzCase {
  route: DeclaredRoute;
  /** Index into the fuzzer's callers (profiles, plus one signed-out caller). */
  caller: number;
  /** Poison must be refused with a 4xx; junk must only never break the server. */
  kind: 'poison' | 'junk';
  label: string;
  options: Req & { method: InjectOptions['method'] };
}

const enc = (text: string) => encodeURIComponent(text.replace(/[\ud800-\udfff]/g, '\ufffd'));
/** Percent-encodes any text, lone surrogates included (encodeURIComponent throws on them). */
const encodeAny = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    return enc(text) + '%ED%A0%80'; // the UTF-8 bytes of a lone surrogate: not valid UTF-8
  }
};

const hasBody = (method: string) => method !== 'GET' && method !== 'HEAD';

function fillPath(url: string, values: string[]): string {
  let i = 0;
  return url.replace(/:[A-Za-z0-9_]+|\*$/g, () => encodeAny(values[i++ % values.length] ?? 'X1'));
}

const query = (entries: [string, string][]) =>
  entries.length ? `?${entries.map(([k, v]) => `${encodeAny(k)}=${encodeAny(v)}`).join('&')}` : '';

const json = (value: unknown) => ({
  payload: JSON.stringify(value),
  headers: { 'content-type': 'application/json' },
});

/** Requests every route must refuse with a 4xx whatever it does, because of what they carry. */
function poisonFor(route: DeclaredRoute): fc.Arbitrary<Labeled> {
  const plainPath = fillPath(route.url, ['X1']);
  const hasParams = /:[A-Za-z0-9_]+|\*$/.test(route.url);
  const options: fc.Arbitrary<Labeled>[] = [
    fc
      .tuple(fc.string({ maxLength: 8 }), fc.oneof(poisonedText, overlongText))
      .map(([k, bad]) => ['query', { url: `${plainPath}${query([[k || 'q', bad]])}` }]),
    fc
      .constantFrom('%ZZ', '%E0%A4%A', '%C0%AF', '%FF', '%ED%A0%80')
      .map((bad) => ['bad escape', { url: `${plainPath}?q=${bad}` }]),
  ];
  if (hasParams) {
    options.push(
      fc.oneof(poisonedText, overlongText).map((bad) => ['path param', { url: fillPath(route.url, [bad]) }]),
    );
  }
  if (hasBody(route.method)) {
    const at = (extra: Omit<Req, 'url'>): Req => ({ url: plainPath, ...extra });
    options.push(
      poisonedBody.map((body) => ['json body', at(json(body))]),
      deepJson.map((raw) => [
        'deep body',
        at({ payload: raw, headers: { 'content-type': 'application/json' } }),
      ]),
      fc
        .constantFrom('{"a":', '{bad json}', '{"a":1}}', '\u0000', '[1,')
        .map((raw) => [
          'malformed json',
          at({ payload: raw, headers: { 'content-type': 'application/json' } }),
        ]),
      fc
        .constantFrom('text/plain', 'application/xml', 'application/x-www-form-urlencoded', 'image/png')
        .map((type) => [
          'content type',
          at({ payload: 'username=a&password=b', headers: { 'content-type': type } }),
        ]),
    );
  }
  return fc.oneof(...options);
}

/**
 * A generated text that happens to be a row id ("1") would name the suite's own rows: an admin's
 * DELETE /delete-vendor/1 is a valid request that rightly changes data. Junk names a well-formed id
 * of no row instead, so the route still reads it and answers its not-found.
 */
const unknownRowInstead = (text: string) => (isRowIdText(text) ? String(MAX_ROW_ID) : text);

/** Anything an attacker may send: must never be a 5xx, never change data in a way the suite sees. */
function junkFor(route: DeclaredRoute): fc.Arbitrary<Labeled> {
  const path = fc
    .array(junkText, { minLength: 1, maxLength: 3 })
    .map((values) => fillPath(route.url, values.map(unknownRowInstead)));
  const junkQuery = fc.array(fc.tuple(fc.string({ maxLength: 8 }), junkText), { maxLength: 4 }).map(query);
  const base = fc.tuple(path, junkQuery).map(([p, q]) => `${p}${q}`);
  if (!hasBody(route.method)) return base.map((url) => ['junk url', { url }]);
  const multipart = fc
    .tuple(
      fc.dictionary(fc.string({ maxLength: 10 }), junkText, { maxKeys: 6 }),
      junkText,
      fc.boolean(),
      fc.constantFrom('whole', 'no boundary', 'truncated'),
    )
    .map(([fields, filename, pdf, shape]) => {
      const form = multipartBody(fields, {
        file: {
          filename: filename.replace(/["\r\n]/g, ''),
          content: pdf ? samplePdf() : Buffer.from('not a pdf'),
        },
      });
      if (shape === 'no boundary') return { ...form, headers: { 'content-type': 'multipart/form-data' } };
      if (shape === 'truncated')
        return { ...form, payload: form.payload.subarray(0, Math.floor(form.payload.length / 2)) };
      return form;
    });
  return fc.oneof(
    fc.tuple(base, junkBody).map(([url, body]) => ['junk json', { url, ...json(body) }] as Labeled),
    fc.tuple(base, junkValue).map(([url, body]) => ['junk json value', { url, ...json(body) }] as Labeled),
    fc.tuple(base, multipart).map(([url, form]) => ['junk multipart', { url, ...form }] as Labeled),
  );
}

/** A generated request against one of `routes`, as one of `callers` callers. */
export function fuzzCase(routes: DeclaredRoute[], callers: number): fc.Arbitrary<FuzzCase> {
  return fc
    .tuple(
      fc.constantFrom(...routes),
      fc.nat({ max: callers - 1 }),
      fc.constantFrom<'poison' | 'junk'>('poison', 'junk'),
    )
    .chain(([route, caller, kind]) =>
      (kind === 'poison' ? poisonFor(route) : junkFor(route)).map(([label, options]) => ({
        route,
        caller,
        kind,
        label,
        options: { ...options, method: route.method as InjectOptions['method'] },
      })),
    );
}

/** A body just over the 1 MiB limit: always refused with 413. */
export function oversizedCase(route: DeclaredRoute): FuzzCase {
  return {
    route,
    caller: 0,
    kind: 'poison',
    label: 'oversized body',
    options: {
      method: route.method as InjectOptions['method'],
      url: fillPath(route.url, ['X1']),
      ...json({ text: 'x'.repeat(1024 * 1024 + 10) }),
    },
  };
}
