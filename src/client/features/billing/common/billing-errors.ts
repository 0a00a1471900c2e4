import { BILLING_MESSAGES, MULTIPLE_VENDORS } from '../../../../shared/billing';
import { GENERIC_MESSAGES } from '../../../../shared/common/messages';
import { errorMessage, type ErrorWords } from '../../../app/errors';

/**
 * Generate Bill's alert for a failed POST /generate-pdf-bill (SPEC.md section 8): MULTIPLE_VENDORS
 * has its own words; other errors 'Error: ' plus the server's message, or 'Failed to generate bill'.
 */
export const GENERATE_BILL_ERRORS: ErrorWords = {
  byCode: { [MULTIPLE_VENDORS]: BILLING_MESSAGES.multipleVendorsAlert },
  serverWords: 'any',
  prefix: BILLING_MESSAGES.errorPrefix,
  fallback: BILLING_MESSAGES.generateFailed,
};

/**
 * Update Bill's alert for a failed POST /generate-pdf-revised-bill: mixed vendors as on Billing;
 * an answer the server explains (a refusal, or "Bill B12 was saved, but its PDF could not be
 * made...") in its words; a server failure without an explanation, or no answer at all:
 * 'Failed to generate PDF. Please try again later.'; anything else 'Failed to generate bill.'.
 */
export const REVISE_BILL_ERRORS: ErrorWords = {
  byCode: { [MULTIPLE_VENDORS]: BILLING_MESSAGES.multipleVendorsAlert },
  serverWords: 'any',
  ignore: [GENERIC_MESSAGES.serverError],
  serverFailure: BILLING_MESSAGES.revisePdfFailed,
  fallback: BILLING_MESSAGES.reviseFailed,
};

export const generateBillErrorMessage = (error: unknown) => errorMessage(error, GENERATE_BILL_ERRORS);
export const reviseBillErrorMessage = (error: unknown) => errorMessage(error, REVISE_BILL_ERRORS);
