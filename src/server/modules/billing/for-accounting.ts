import { sql } from 'kysely';
/** What the TDS register needs of billing: a bill revision's remarks as stored. */
export { toRemarks } from './stored/bill-rows';

/** The books read bills at their current revision, and the PAN the vendor has now. */
export { BILL_HEADER_COLUMNS, billsAtCurrentRevision } from './money/balances';

/** The vendor's PAN now (the master's, if set), else as printed on the bill; vendors left-joined. */
export const vendorPanOfBill = sql<string>`coalesce(nullif(vendors.pan, ''), bill_revisions.vendor_pan, '')`;
