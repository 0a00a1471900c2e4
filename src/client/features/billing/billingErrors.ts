import { BILLING_MESSAGES, MULTIPLE_VENDORS } from '../../../shared/billing';
import { GENERIC_MESSAGES } from '../../../shared/messages';
import { errorStatus, serverMessage } from '../../app/errors';

function errorCode(error: unknown): string | undefined {
  if (error && typeof error === 'object' && 'data' in error) {
    const data = (error as { data?: unknown }).data;
    if (data && typeof data === 'object' && 'errorCode' in data && typeof data.errorCode === 'string') return data.errorCode;
  }
  return undefined;
}

/**
 * Generate Bill's alert for a failed POST /generate-pdf-bill (SPEC.md section 8): MULTIPLE_VENDORS
 * has its own words; other errors 'Error: ' plus the server's message, or 'Failed to generate bill'.
 */
export function generateBillErrorMessage(error: unknown): string {
  if (errorCode(error) === MULTIPLE_VENDORS) return BILLING_MESSAGES.multipleVendorsAlert;
  const message = serverMessage(error);
  return message ? `${BILLING_MESSAGES.errorPrefix}${message}` : BILLING_MESSAGES.generateFailed;
}

/**
 * Update Bill's alert for a failed POST /generate-pdf-revised-bill: mixed vendors as on Billing;
 * an answer the server explains (a refusal, or "Bill B12 was saved, but its PDF could not be
 * made...") in its words; a server failure without an explanation, or no answer at all:
 * 'Failed to generate PDF. Please try again later.'; anything else 'Failed to generate bill.'.
 */
export function reviseBillErrorMessage(error: unknown): string {
  if (errorCode(error) === MULTIPLE_VENDORS) return BILLING_MESSAGES.multipleVendorsAlert;
  const status = errorStatus(error);
  const message = serverMessage(error);
  if (message && message !== GENERIC_MESSAGES.serverError) return message;
  if (status === undefined || status >= 500) return BILLING_MESSAGES.revisePdfFailed;
  return BILLING_MESSAGES.reviseFailed;
}
