import { isBillId, normaliseBillId } from '../lists/search-filters';
import { ACCESS_MESSAGES, SEARCH_MESSAGES } from '../common/messages';
import { nameKey } from '../common/text-rules';
import { TRIP_MESSAGES } from '../trips';

/**
 * Vendor bills (SPEC.md sections 3, 5, 7, 8, 9; DESIGN.md section 4): every Generate bill /
 * Transactions / Revise message, the selection checks and the bill size limit.
 */

export { isBillId, normaliseBillId };

export const BILLING_MESSAGES = {
  // SPEC.md section 5: bill generation (selection checks on the screens)
  selectAtLeastOneRow: 'Please select at least one row to generate the bill.',
  selectOneVendor: 'Please select transactions from only one vendor to generate the bill.',
  // SPEC.md section 5: bill remarks
  maxRemarks: 'Maximum 2 remarks allowed',
  remarkTextRequired: (n: number) => `Remark ${n}: Text is required`,
  remarkTextTooShort: (n: number) => `Remark ${n}: Text must be at least 3 characters`,
  remarkTextTooLong: (n: number) => `Remark ${n}: Text cannot exceed 20 characters`,
  remarkAmountRequired: (n: number) => `Remark ${n}: Amount is required when text is entered`,
  remarkAmountInvalid: (n: number) => `Remark ${n}: Amount must be a valid number`,
  // SPEC.md section 8: Generate bill
  multipleVendors: 'Please select transactions from only one vendor.',
  multipleVendorsAlert: 'Error: Please select transactions from only one vendor.',
  errorPrefix: 'Error: ',
  generateFailed: 'Failed to generate bill',
  generated: 'Bill generated successfully.',
  noDataFound: 'No data found!.',
  noMoreData: 'No more data remained to fetch.',
  // SPEC.md section 8: Transactions
  noDataForRange: 'No data found for this date range.',
  noDataToExport: 'No data available to export.',
  transactionDownloaded: 'Transaction bill downloaded successfully.',
  transactionDownloadFailed: 'Failed to generate bill.',
  transactionDeleted: 'Transaction deleted successfully.',
  transactionDeleteFailed: 'Failed to delete transaction.',
  noTransactionsForVendor: (vendor: string) => `No transactions found for vendor: ${vendor}`,
  noTransactions: 'No transactions available',
  // Beside SPEC.md: an opened bill's trips (read when it is opened).
  billTripsLoading: (billId: string) => `Loading the trips of ${billId}...`,
  billTripsFailed: (billId: string) => `Could not load the trips of ${billId}.`,
  // SPEC.md section 8: Revise
  revised: 'Revised bill generated successfully.',
  revisePdfFailed: 'Failed to generate PDF. Please try again later.',
  reviseFailed: 'Failed to generate bill.',
  reviseUpdateFailed: 'Failed to update. Reverting changes...',
  // Beside SPEC.md: Update Bill reads the bill's trips not yet shown first.
  reviseBillReadFailed: 'Could not read every trip of the bill.',
  noRecords: TRIP_MESSAGES.noRecords,
  noBilledTrips: 'No billed trips found',
  noAcknowledgedTrips: 'No acknowledged trips found',
  // SPEC.md section 6: the unloadingManager's alert for a B... search
  noAccess: ACCESS_MESSAGES.noAccess,
  // server answers (BILLING.md; SPEC.md leaves the words open)
  tripsUnavailable:
    'Some selected trips are no longer available for billing. Refresh the list and try again.',
  billNotFound: 'Bill not found.',
  billAlreadyCancelled: 'This bill is already cancelled.',
  /** A cancelled bill searched where bills are changed or paid: said instead of "Bill not found.". */
  billCancelled: (billId: string, cancelledOn: string) =>
    `Bill ${billId} was cancelled on ${cancelledOn}: a cancelled bill has nothing to update.`,
  tripUpdated: 'Trip updated successfully.',
  tripNotFound: TRIP_MESSAGES.notFound,
  tripNotInBill: 'This trip is not part of the selected bill.',
  oneBillOnly: 'Please select trips of only one bill to revise.',
  pdfFailedAfterSave: (billId: string) =>
    `Bill ${billId} was saved, but its PDF could not be made. Download it again from Transactions.`,
  tripNotRevisable: 'Only billed or acknowledged trips can be changed here.',
  invalidBillId: SEARCH_MESSAGES.invalid,
  nothingToUpdate: 'Nothing to update.',
} as const;

/** The errorCode of the 404 answer for a bill that exists but was cancelled (the message says when). */
export const BILL_CANCELLED = 'BILL_CANCELLED';

/** The errorCode of the 409 answer when the selected trips belong to more than one vendor. */
export const MULTIPLE_VENDORS = 'MULTIPLE_VENDORS';

// ---------------------------------------------------------------- selection checks

/**
 * Generate Bill on the Billing screen (SPEC.md section 5): at least one selected row, all of one
 * vendor (compared case-insensitively). The message, or null.
 */
export function checkBillSelection(
  rows: ReadonlyArray<{ Vendor?: string | null; vendor?: string | null }>,
): string | null {
  if (rows.length === 0) return BILLING_MESSAGES.selectAtLeastOneRow;
  const vendors = new Set(rows.map((r) => nameKey(r.Vendor ?? r.vendor ?? '')));
  if (vendors.size > 1) return BILLING_MESSAGES.selectOneVendor;
  return null;
}

/**
 * Update Bill on the Revise Bill screen: the trips the revised bill will hold (selected billed
 * plus selected acknowledged) must be at least one, of one vendor.
 */
export function checkReviseSelection(
  billedSelected: ReadonlyArray<{ Vendor?: string | null }>,
  ackSelected: ReadonlyArray<{ Vendor?: string | null }>,
): string | null {
  return checkBillSelection([...billedSelected, ...ackSelected]);
}

export const BILL_MAX_TRIPS = 5000;

export const billTooManyTripsMessage = (selected: number): string =>
  `A bill can take at most ${BILL_MAX_TRIPS.toLocaleString('en-IN')} trips at once; ${selected.toLocaleString('en-IN')} are selected.`;
