import { GENERIC_MESSAGES } from '../../shared/common/messages';
import { REQUEST_ID_HEADER } from '../../shared/common/wire';
import { checkSentBody, checkSentQuery, checkStubAnswer } from './wire-check';

/**
 * Answers the app's fetch calls in jsdom tests: a table of 'METHOD /path' -> status and JSON body
 * (or a function of the request, which may answer later through a promise). Unlisted calls fail
 * the request loudly, unless a '*' entry answers everything else. Records every call.
 * A call declared as a shared endpoint is checked both ways: the client's JSON body against what
 * and query the route takes, the stub's answer against the route's answer schema (wire-check.ts).
 */
export interface StubbedResponse {
  status?: number;
  body?: unknown;
  /** The request gets no response at all (fetch rejects, as when the server is down). */
  networkError?: boolean;
  /**
   * An answer this server never gives but the client must still handle (SPEC.md's fallbacks for a
   * 409 without a message, a success other than 200): not checked against the declared shapes.
   */
  notFromThisServer?: boolean;
  /** The answer's X-Request-Id, as the server names every answer. */
  requestId?: string;
}
/** The server's answer to a failure it did not foresee (its error handler's 500). */
export const SERVER_ERROR = {
  status: 500,
  body: { message: GENERIC_MESSAGES.serverError },
} satisfies StubbedResponse;

/**
 * A test.each table of the two ways a failure reaches a screen: with the server's `message`, which the
 * screen shows as sent, and as a 502 without one, where the screen shows its own `fallback`.
 */
export function messageElseFallback(
  status: number,
  message: string,
  fallback: string,
): [StubbedResponse, string][] {
  return [
    [{ status, body: { message } }, message],
    [{ status: 502, body: {} }, fallback],
  ];
}

type Handler =
  | StubbedResponse
  | ((request: { url: string; method: string; body: unknown }) => StubbedResponse | Promise<StubbedResponse>);

export interface FetchCall {
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
}

export function stubFetch(routes: Record<string, Handler>) {
  const calls: FetchCall[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url, 'http://localhost');
    const path = url.pathname.replace(/^\/logistics/, '') + url.search;
    const text = request.method === 'GET' ? '' : await request.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      /* multipart or text */
    }
    calls.push({ method: request.method, path, body, headers: request.headers });
    const pathname = url.pathname.replace(/^\/logistics/, '');
    const key = `${request.method} ${pathname}`;
    if (request.headers.get('content-type')?.includes('application/json'))
      checkSentBody(request.method, pathname, body);
    checkSentQuery(request.method, pathname, url.searchParams);
    const handler = routes[key] ?? routes[`${request.method} ${path}`] ?? routes['*'];
    if (!handler) throw new Error(`Unexpected call ${key}`);
    const answer =
      typeof handler === 'function' ? await handler({ url: path, method: request.method, body }) : handler;
    if (answer.networkError) throw new TypeError('Failed to fetch');
    const { status = 200, body: responseBody = {} } = answer;
    if (!answer.notFromThisServer) checkStubAnswer(request.method, pathname, status, responseBody);
    return new Response(JSON.stringify(responseBody), {
      status,
      headers: {
        'content-type': 'application/json',
        ...(answer.requestId ? { [REQUEST_ID_HEADER]: answer.requestId } : {}),
      },
    });
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return { calls, fetchMock };
}

/** A response the test releases when it chooses: `const later = deferred(); ... later.resolve({ body })`. */
export function deferred() {
  let resolve!: (response: StubbedResponse) => void;
  const promise = new Promise<StubbedResponse>((r) => {
    resolve = r;
  });
  return { promise, resolve, handler: () => promise };
}
