import { errorStatus, serverMessage } from '../../app/errors';

/**
 * What a failed vehicle call shows: the server's own words for a refused request (a 4xx such as
 * 409 'Truck already exists.' or 413 'File size should be 1MB or less'), else SPEC.md's message.
 */
export function failureMessage(error: unknown, fallback: string): string {
  const status = errorStatus(error);
  const message = serverMessage(error);
  return status !== undefined && status >= 400 && status < 500 && message ? message : fallback;
}
