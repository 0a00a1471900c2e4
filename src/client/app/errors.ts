import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

type ApiError = FetchBaseQueryError | SerializedError | undefined | unknown;

/** The `{ message }` the server answered with, if it answered with one. */
export function serverMessage(error: ApiError): string | undefined {
  if (error && typeof error === 'object' && 'status' in error) {
    const data = (error as FetchBaseQueryError & { data?: unknown }).data;
    if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string') return data.message;
  }
  return undefined;
}

/** The HTTP status of a failed call, or undefined when the server never answered. */
export function errorStatus(error: ApiError): number | undefined {
  if (error && typeof error === 'object' && 'status' in error && typeof error.status === 'number') return error.status;
  return undefined;
}

/** True when the request got no response at all (network down, server stopped). */
export function isNoResponse(error: ApiError): boolean {
  return !!error && typeof error === 'object' && 'status' in error && error.status === 'FETCH_ERROR';
}
