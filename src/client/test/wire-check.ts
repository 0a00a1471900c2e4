import type { z } from 'zod';
import { matchesEndpoint, type Endpoint } from '../../shared/common/endpoint';
import { ALL_ENDPOINTS } from '../../shared/common/endpoints';
import { errorAnswer } from '../../shared/common/wire';

/**
 * Wrong shapes found during the running test. A check throws inside the stubbed fetch, and that
 * failed fetch alone could pass unnoticed (a test that expects an error message), so the test
 * itself fails after it ends.
 */
const wireProblems: string[] = [];
afterEach(() => {
  const problems = wireProblems.splice(0);
  if (problems.length > 0) throw new Error(problems.join('\n'));
});

/** The wrong shapes found so far in this test, taken (the test then does not fail for them): for tests of the check itself. */
export function takeWireProblems(): string[] {
  return wireProblems.splice(0);
}

function fail(message: string): never {
  wireProblems.push(message);
  throw new Error(message);
}

/** Paths of fields a value has that the parsed value lost: fields the server's answer would not carry. */
function droppedFields(sent: unknown, kept: unknown, path = ''): string[] {
  if (Array.isArray(sent) && Array.isArray(kept))
    return sent.flatMap((item, i) => droppedFields(item, kept[i], `${path}[${i}]`));
  if (!sent || typeof sent !== 'object' || !kept || typeof kept !== 'object') return [];
  const keptRecord = kept as Record<string, unknown>;
  return Object.entries(sent).flatMap(([key, value]) =>
    key in keptRecord
      ? droppedFields(value, keptRecord[key], path ? `${path}.${key}` : key)
      : [path ? `${path}.${key}` : key],
  );
}

/** Each issue as "path: message"; a union names what each of its shapes found wrong. */
function describeIssues(issues: readonly z.core.$ZodIssue[], prefix: PropertyKey[] = []): string {
  return issues
    .map((i) => {
      const path = [...prefix, ...i.path];
      if (i.code === 'invalid_union' && i.errors.length > 0) {
        return i.errors.map((branch, n) => `(shape ${n + 1}) ${describeIssues(branch, path)}`).join(' | ');
      }
      return `${path.join('.') || '(top)'}: ${i.message}`;
    })
    .join('; ');
}

function check(schema: z.ZodType, value: unknown, what: string): void {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issues = describeIssues(parsed.error.issues);
    fail(`${what} is not a shape the server sends: ${issues}`);
  }
  const extra = droppedFields(value, parsed.data);
  if (extra.length > 0) fail(`${what} has fields the server never sends: ${extra.join(', ')}`);
}

export function endpointOf(method: string, path: string): Endpoint | undefined {
  return ALL_ENDPOINTS.find((e) => matchesEndpoint(e, method, path));
}

/**
 * Checks a stubbed answer against the endpoint's answer schema for its status (an error status
 * without one: `{ message }`), so a client test cannot pass on an answer the server never gives.
 * Calls not yet declared as endpoints are not checked.
 */
export function checkStubAnswer(method: string, path: string, status: number, body: unknown): void {
  const e = endpointOf(method, path);
  // Not a declared call, or a proxy's answer in front of the server (bad gateway, gateway timeout).
  if (!e || status === 502 || status === 504) return;
  const declared = e.schema.response[status];
  // A call that answers a file (a PDF) declares no JSON answer for success.
  const answersJson = Object.keys(e.schema.response).some((s) => Number(s) < 400);
  if (!declared && status < 400 && !answersJson) return;
  const schema = declared ?? (status >= 400 ? errorAnswer : undefined);
  if (!schema)
    fail(`The stub answers ${method} ${path} with ${status}, a status the server does not answer with.`);
  check(schema, body, `The stub's ${status} answer to ${method} ${path}`);
}

/** Checks a JSON body the client sent against what the server's route takes, so a test cannot pass on a request the server refuses. */
export function checkSentBody(method: string, path: string, body: unknown): void {
  const schema = endpointOf(method, path)?.schema.body;
  if (!schema) return;
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success) {
    const issues = describeIssues(parsed.error.issues);
    fail(`The client sent ${method} ${path} a body the server refuses: ${issues}`);
  }
}

/**
 * Checks the query string the client sent against what the server's route takes, read as the server
 * reads it (every value a string; a repeated name a list), so a test cannot pass on a filter the
 * server refuses (a null sent as the text "null").
 */
export function checkSentQuery(method: string, path: string, search: URLSearchParams): void {
  const schema = endpointOf(method, path)?.schema.querystring;
  if (!schema) return;
  const query: Record<string, string | string[]> = {};
  for (const [name, value] of search) {
    const earlier = query[name];
    query[name] = earlier === undefined ? value : [...(Array.isArray(earlier) ? earlier : [earlier]), value];
  }
  const parsed = schema.safeParse(query);
  if (!parsed.success) {
    const issues = describeIssues(parsed.error.issues);
    fail(`The client sent ${method} ${path}?${search.toString()}, a query the server refuses: ${issues}`);
  }
}
