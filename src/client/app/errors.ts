import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

type ApiError = FetchBaseQueryError | SerializedError | undefined | unknown;

/** The `{ message }` the server answered with, if it answered with one. */
export function serverMessage(error: ApiError): string | undefined {
  if (error && typeof error === 'object' && 'status' in error) {
    const data = (error as FetchBaseQueryError & { data?: unknown }).data;
    if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string')
      return data.message;
  }
  return undefined;
}

/** The HTTP status of a failed call, or undefined when the server never answered. */
export function errorStatus(error: ApiError): number | undefined {
  if (error && typeof error === 'object' && 'status' in error && typeof error.status === 'number')
    return error.status;
  return undefined;
}

/** True when the request got no response at all (network down, server stopped). */
export function isNoResponse(error: ApiError): boolean {
  return !!error && typeof error === 'object' && 'status' in error && error.status === 'FETCH_ERROR';
}

/** The errorCode beside the message, where the server gives one (say MULTIPLE_VENDORS). */
export function errorCode(error: ApiError): string | undefined {
  if (error && typeof error === 'object' && 'data' in error) {
    const data = (error as { data?: unknown }).data;
    if (data && typeof data === 'object' && 'errorCode' in data && typeof data.errorCode === 'string')
      return data.errorCode;
  }
  return undefined;
}

/** The server's own message for this status (else `fallback`). */
export interface ServerWords {
  server: true;
  fallback: string;
}

/**
 * What a screen says when one of its calls fails (SPEC.md section 8 words differ per call, the
 * rule that picks them is this one). Checked in order: an errorCode, no answer at all, a status,
 * a server failure, the server's own words, the fallback.
 */
export interface ErrorWords {
  byCode?: Record<string, string>;
  noResponse?: string;
  byStatus?: Partial<Record<number, string | ServerWords>>;
  /** No answer, or a 5xx without words of its own. */
  serverFailure?: string;
  /** Show the server's message: for any answer, only for a refusal (4xx), or never (the default). */
  serverWords?: 'any' | 'refusals';
  /** Put before the server's message ('Error: '). */
  prefix?: string;
  /** Server messages that explain nothing (the generic 500 text) count as none. */
  ignore?: readonly string[];
  fallback: string;
}

/**
 * SPEC.md's generic failure words, followed by the server's reason when it refused with one
 * ("Failed to delete transaction. This bill has payments of ..."): the clerk sees what failed
 * and why. A failure without words of its own (no answer, a 5xx) keeps the generic words alone.
 */
export function withReason(generic: string, error: ApiError, ignore: readonly string[] = []): string {
  const message = serverMessage(error);
  const status = errorStatus(error);
  const refusal = status !== undefined && status >= 400 && status < 500;
  if (!refusal || message === undefined || message === generic || ignore.includes(message)) return generic;
  return `${generic} ${message}`;
}

export function errorMessage(error: ApiError, words: ErrorWords): string {
  const code = errorCode(error);
  if (code && words.byCode?.[code]) return words.byCode[code];
  if (words.noResponse && isNoResponse(error)) return words.noResponse;
  const status = errorStatus(error);
  const fixed = status === undefined ? undefined : words.byStatus?.[status];
  const message = serverMessage(error);
  if (typeof fixed === 'string') return fixed;
  if (fixed) return message ?? fixed.fallback;
  const explained = message !== undefined && !words.ignore?.includes(message);
  const refusal = status !== undefined && status >= 400 && status < 500;
  if (explained && (words.serverWords === 'any' || (words.serverWords === 'refusals' && refusal)))
    return (words.prefix ?? '') + message;
  if (words.serverFailure && (status === undefined || status >= 500)) return words.serverFailure;
  return withReason(words.fallback, error, words.ignore);
}

/**
 * The reference of the last call the server refused or failed (its X-Request-Id), kept for the
 * error notice that follows it: the clerk reads "Reference 7f3a9c" out and the operator finds the
 * log line. Only a notice shown at once after the failure takes it, and only once, so an error of
 * the screen's own (a field left empty) never carries another call's reference.
 */
const REFERENCE_FRESH_MS = 2000;
let lastFailure: { reference: string; at: number } | null = null;

export function rememberFailedRequest(reference: string | null | undefined, now = Date.now()) {
  if (reference) lastFailure = { reference, at: now };
}

export function takeFailedRequestReference(now = Date.now()): string | undefined {
  const failure = lastFailure;
  lastFailure = null;
  return failure && now - failure.at <= REFERENCE_FRESH_MS ? failure.reference : undefined;
}
