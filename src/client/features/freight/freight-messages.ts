import { FREIGHT_MESSAGES } from '../../../shared/masters/freight';
import type { ErrorWords } from '../../app/errors';

/** A failed POST /add-freight (SPEC.md section 8): 409 is a duplicate pair. */
export const ADD_FREIGHT_ERRORS: ErrorWords = {
  byStatus: { 409: FREIGHT_MESSAGES.duplicate },
  fallback: FREIGHT_MESSAGES.addFailed,
};

/**
 * A failed POST /update-freight (SPEC.md section 8): 409 and 404 have their own words, any other
 * server answer shows 'Error: ' and its text, no answer at all is a network error, and anything
 * else (a server error without text) is 'Failed to update row.'.
 */
export const UPDATE_FREIGHT_ERRORS: ErrorWords = {
  noResponse: FREIGHT_MESSAGES.network,
  byStatus: { 409: FREIGHT_MESSAGES.updateConflict, 404: FREIGHT_MESSAGES.notFound },
  serverWords: 'any',
  prefix: FREIGHT_MESSAGES.errorPrefix,
  fallback: FREIGHT_MESSAGES.updateFailed,
};
