import { formatINR, fromPaise } from '../common/money';

/**
 * A vendor who is still owed money stays: its bank details are what the unpaid bills are paid
 * to. These are the words of that refusal (409 on DELETE /delete-vendor/{id}, shown by the
 * Vendor screen) and of the bill that would be made for a vendor deleted meanwhile.
 */

/** A live bill of the vendor with money still to pay on it. */
export interface UnpaidVendorBill {
  billId: string;
  outstandingPaise: number;
}

/** At most this many bill ids are named; the rest are counted. */
export const NAMED_UNPAID_BILLS = 10;

function namedBills(bills: readonly UnpaidVendorBill[]): string {
  const named = bills
    .slice(0, NAMED_UNPAID_BILLS)
    .map((b) => b.billId)
    .join(', ');
  const more = bills.length - NAMED_UNPAID_BILLS;
  return more > 0 ? `${named} and ${more} more` : named;
}

/** 'This vendor has unpaid bills B1034, B1040 (Rs. 29,009.23 outstanding). Record or settle them before deleting the vendor.' */
export function vendorHasUnpaidBillsMessage(bills: readonly UnpaidVendorBill[]): string {
  const owed = formatINR(fromPaise(bills.reduce((sum, b) => sum + b.outstandingPaise, 0)));
  const one = bills.length === 1;
  return (
    `This vendor has ${one ? 'an unpaid bill' : 'unpaid bills'} ${namedBills(bills)} (Rs. ${owed} outstanding). ` +
    `Record or settle ${one ? 'it' : 'them'} before deleting the vendor.`
  );
}

/** Bill generation for trips whose vendor was deleted (also one deleted while the bill was being made). */
export function vendorDeletedMessage(vendor: string): string {
  return `Vendor ${vendor} was deleted. Add the vendor again on the Vendor screen before billing its trips.`;
}
