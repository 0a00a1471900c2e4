import type {
  FetchArgs,
  FetchBaseQueryError,
  FetchBaseQueryMeta,
  QueryReturnValue,
} from '@reduxjs/toolkit/query';

/**
 * The lists asked with a POST (their JSON body is the query: Billing, Transactions, Revise Bill)
 * answer with an ETag and a 304 to a matching If-None-Match, as the GET lists do. A browser's HTTP
 * cache revalidates only GETs, so the client keeps the last tag and answer of each POST body itself,
 * sends the tag, and answers a 304 with the answer it kept. Which POSTs are revalidated is the
 * server's to say: only their answers carry a tag, so only they are kept (and this module needs no
 * list of them, nor their schemas in the first bundle).
 */

// Enough for the pages a clerk goes back and forth between; the oldest is dropped first.
const KEPT_ANSWERS = 30;

type FetchResult = QueryReturnValue<unknown, FetchBaseQueryError, FetchBaseQueryMeta>;

const kept = new Map<string, { tag: string; data: unknown }>();

/** The kept answer's key of a POST (null for any other call). */
function keyOf(args: string | FetchArgs): string | null {
  if (typeof args === 'string' || args.method !== 'POST') return null;
  return `${args.url} ${JSON.stringify(args.body ?? null)}`;
}

/** A call's headers in any of the forms fetch takes, as Headers (an undefined value is left out). */
function headersOf(given: FetchArgs['headers']): Headers {
  if (given instanceof Headers || Array.isArray(given)) return new Headers(given as HeadersInit);
  const headers = new Headers();
  for (const [name, value] of Object.entries(given ?? {})) if (value !== undefined) headers.set(name, value);
  return headers;
}

/**
 * Sends the call through `send`; a revalidated POST carries the tag of the answer kept for its body,
 * a 304 is answered with that answer, and a 200 with a tag is kept for next time.
 */
export async function withKeptAnswer(
  args: string | FetchArgs,
  send: (args: string | FetchArgs) => FetchResult | PromiseLike<FetchResult>,
): Promise<FetchResult> {
  const key = keyOf(args);
  if (key === null || typeof args === 'string') return send(args);
  const held = kept.get(key);
  const headers = headersOf(args.headers);
  if (held) headers.set('If-None-Match', held.tag);
  const result = await send({
    ...args,
    headers,
    validateStatus: (response) => response.ok || (held !== undefined && response.status === 304),
  });
  const response = result.meta?.response;
  kept.delete(key);
  if (held && response?.status === 304) {
    kept.set(key, held);
    return { data: held.data, meta: result.meta };
  }
  const tag = response?.headers.get('etag');
  if (tag && response?.status === 200 && !result.error) {
    kept.set(key, { tag, data: result.data });
    if (kept.size > KEPT_ANSWERS) kept.delete(kept.keys().next().value!);
  }
  return result;
}
