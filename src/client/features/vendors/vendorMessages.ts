import { VENDOR_MESSAGES } from '../../../shared/vendor';
import type { ErrorWords } from '../../app/errors';

/**
 * A failed add or update (SPEC.md section 8): a 409 shows the server's message (or the duplicate
 * fallback); anything else asks to try again.
 */
export const VENDOR_SUBMIT_ERRORS: ErrorWords = {
  byStatus: { 409: { server: true, fallback: VENDOR_MESSAGES.duplicateFallback } },
  fallback: VENDOR_MESSAGES.submitFailed,
};
