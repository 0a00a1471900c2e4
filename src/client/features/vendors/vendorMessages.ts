import { VENDOR_MESSAGES } from '../../../shared/vendor';
import { errorStatus, serverMessage } from '../../app/errors';

/**
 * The words for a failed add or update (SPEC.md section 8): a 409 shows the server's message
 * (or the duplicate fallback); anything else asks to try again.
 */
export function submitFailureMessage(error: unknown): string {
  if (errorStatus(error) === 409) return serverMessage(error) ?? VENDOR_MESSAGES.duplicateFallback;
  return VENDOR_MESSAGES.submitFailed;
}
