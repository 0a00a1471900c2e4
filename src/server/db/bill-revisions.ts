import { sql } from 'kysely';
import type { DB } from './connection';

/** Bills, each joined with its current revision (what the bill holds now). */
export function billsAtCurrentRevision(db: DB) {
  return db
    .selectFrom('bills')
    .innerJoin('bill_revisions', (join) =>
      join
        .onRef('bill_revisions.bill_id', '=', 'bills.id')
        .onRef('bill_revisions.revision', '=', 'bills.current_revision'),
    );
}

/** A bill's own columns that name it: row id, bill id, vendor, date and whether it was cancelled. */
export const BILL_HEADER_COLUMNS = [
  'bills.id',
  'bills.bill_id',
  'bills.vendor',
  'bills.bill_date',
  'bills.cancelled_at',
] as const;

/** The vendor's PAN now (the master's, if set), else as printed on the bill; vendors left-joined. */
export const vendorPanOfBill = sql<string>`coalesce(nullif(vendors.pan, ''), bill_revisions.vendor_pan, '')`;
