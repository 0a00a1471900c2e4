import { VENDOR_MESSAGES } from '../../../shared/masters/vendor';
import type { ErrorWords } from '../../app/errors';

/**
 * A failed add or update (SPEC.md section 8): a 409 shows the server's message (or the duplicate
 * fallback); anything else asks to try again.
 */
export const VENDOR_SUBMIT_ERRORS: ErrorWords = {
  byStatus: { 409: { server: true, fallback: VENDOR_MESSAGES.duplicateFallback } },
  fallback: VENDOR_MESSAGES.submitFailed,
};

/**
 * A failed delete: a 409 (the vendor is still owed money on unpaid bills) shows the server's
 * message naming the bills; anything else the SPEC.md words.
 */
export const VENDOR_DELETE_ERRORS: ErrorWords = {
  byStatus: { 409: { server: true, fallback: VENDOR_MESSAGES.deleteFailed } },
  fallback: VENDOR_MESSAGES.deleteFailed,
};
