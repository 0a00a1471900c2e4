import type { z } from 'zod';
import { GENERIC_MESSAGES } from '../shared/messages';
import { firstIssue } from '../shared/validation';

/** An error with the status and `{ message }` (and optional errorCode) the client is answered with. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errorCode?: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string, errorCode?: string) => new HttpError(409, message, errorCode);

/** Validates input with a shared schema; the first broken rule's message becomes a 400. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  // An array or a bare value instead of an object would otherwise surface zod's own wording.
  if (input !== undefined && input !== null && (typeof input !== 'object' || Array.isArray(input))) {
    throw badRequest(GENERIC_MESSAGES.bodyNotObject);
  }
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw badRequest(firstIssue(result)!);
  return result.data;
}
