import { FREIGHT_MESSAGES } from '../../../shared/freight';
import { errorStatus, isNoResponse, serverMessage } from '../../app/errors';

/** The words for a failed POST /add-freight (SPEC.md section 8): 409 is a duplicate pair. */
export function addFailureMessage(error: unknown): string {
  return errorStatus(error) === 409 ? FREIGHT_MESSAGES.duplicate : FREIGHT_MESSAGES.addFailed;
}

/**
 * The words for a failed POST /update-freight (SPEC.md section 8): 409 and 404 have their own,
 * any other server answer shows 'Error: ' and its text, no answer at all is a network error, and
 * anything else (a server error without text) is 'Failed to update row.'.
 */
export function updateFailureMessage(error: unknown): string {
  if (isNoResponse(error)) return FREIGHT_MESSAGES.network;
  const status = errorStatus(error);
  if (status === 409) return FREIGHT_MESSAGES.updateConflict;
  if (status === 404) return FREIGHT_MESSAGES.notFound;
  const text = serverMessage(error);
  return text ? FREIGHT_MESSAGES.errorPrefix + text : FREIGHT_MESSAGES.updateFailed;
}
