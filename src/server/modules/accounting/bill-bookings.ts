import { sql } from 'kysely';
import type { DB } from '../../db/connection';
import { BILL_HEADER_COLUMNS, vendorPanOfBill } from '../billing/for-accounting';
import { ledgerAmountsOf, REVISION_AMOUNT_COLUMNS, type LedgerAmounts, type LedgerBill } from './repository';

/**
 * When each change to a bill is booked. A revision is booked on the bill's date while the bill's
 * quarter is open (booked_on null), else on the day it was made, in the open quarter, so the books
 * of a closed quarter never move; a cancellation likewise (cancelled_booked_on). The TDS register
 * and the Tally export both book a bill this way.
 */

/**
 * Bills with a change booked in [start, end]: by bill date, or a later booked revision or
 * cancellation; of one vendor (by name, in any case) when `vendor` is given.
 */
export function billsBookedInRange(db: DB, start: string, end: string, vendor?: string) {
  const ofVendor =
    vendor === undefined
      ? sql<boolean>`true`
      : sql<boolean>`lower(bills.vendor) = ${vendor.trim().toLowerCase()}`;
  return db
    .selectFrom('bills')
    .select('bills.id')
    .where('bills.bill_date', '>=', start)
    .where('bills.bill_date', '<=', end)
    .where(ofVendor)
    .union(
      db
        .selectFrom('bill_revisions')
        .innerJoin('bills', 'bills.id', 'bill_revisions.bill_id')
        .select('bill_revisions.bill_id as id')
        .where('bill_revisions.booked_on', '>=', start)
        .where('bill_revisions.booked_on', '<=', end)
        .where(ofVendor),
    )
    .union(
      db
        .selectFrom('bills')
        .select('bills.id')
        .where('bills.cancelled_booked_on', '>=', start)
        .where('bills.cancelled_booked_on', '<=', end)
        .where(ofVendor),
    );
}

type Amounts = LedgerAmounts;
const AMOUNT_KEYS: ReadonlyArray<keyof Amounts> = [
  'freightPaise',
  'tdsPaise',
  'shortPaise',
  'dieselPaise',
  'advancePaise',
  'tollPaise',
  'adbluePaise',
  'greasingPaise',
  'remarksPaise',
  'chargesPaise',
  'gstPaise',
  'netPaise',
];
const ZERO = Object.fromEntries(AMOUNT_KEYS.map((k) => [k, 0])) as Amounts;
const minus = (a: Amounts, b: Amounts): Amounts =>
  Object.fromEntries(AMOUNT_KEYS.map((k) => [k, a[k] - b[k]])) as Amounts;
const plus = (a: Amounts, b: Amounts): Amounts =>
  Object.fromEntries(AMOUNT_KEYS.map((k) => [k, a[k] + b[k]])) as Amounts;
const isZero = (a: Amounts) => AMOUNT_KEYS.every((k) => a[k] === 0);

/**
 * One entry of a bill in the books: the bill itself on its date (every change booked there summed
 * in), or a change booked later as its own difference: a revision (figures less the previous
 * revision's) or a cancellation (minus the last revision).
 */
export type BillBooking =
  | { kind: 'bill'; bill: LedgerBill; cancelled: boolean }
  | { kind: 'revision' | 'cancellation'; bill: LedgerBill; day: string };

async function revisionsOf(db: DB, billRowIds: number[]) {
  if (billRowIds.length === 0) return [];
  return db
    .selectFrom('bill_revisions')
    .innerJoin('bills', 'bills.id', 'bill_revisions.bill_id')
    .leftJoin('vendors', 'vendors.id', 'bills.vendor_id')
    .select([
      ...BILL_HEADER_COLUMNS,
      'bills.cancelled_booked_on',
      'bill_revisions.revision',
      'bill_revisions.booked_on',
      'bill_revisions.trip_count',
      vendorPanOfBill.as('pan'),
      ...REVISION_AMOUNT_COLUMNS,
    ])
    .where(sql<boolean>`bills.id = any(${billRowIds}::int[])`)
    .orderBy('bills.bill_date')
    .orderBy('bills.id')
    .orderBy('bill_revisions.revision')
    .execute();
}
type RevisionRow = Awaited<ReturnType<typeof revisionsOf>>[number];

const amountsOf = (r: RevisionRow): Amounts => ledgerAmountsOf(r);

const ledgerBill = (r: RevisionRow, amounts: Amounts, revision: number): LedgerBill => ({
  id: r.id,
  billId: r.bill_id,
  vendor: r.vendor,
  billDate: r.bill_date,
  revision,
  tripCount: r.trip_count,
  pan: r.pan,
  ...amounts,
});

/** One bill's bookings, from its revisions in order. */
function bookingsOfBill(revisions: RevisionRow[]): BillBooking[] {
  const last = revisions[revisions.length - 1];
  const later: BillBooking[] = [];
  let onBillDate = ZERO;
  let revisionOnBillDate = 1;
  let before = ZERO;
  for (const r of revisions) {
    const amounts = amountsOf(r);
    const difference = minus(amounts, before);
    before = amounts;
    if (r.booked_on === null) {
      onBillDate = plus(onBillDate, difference);
      revisionOnBillDate = r.revision;
    } else if (!isZero(difference)) {
      later.push({ kind: 'revision', bill: ledgerBill(r, difference, r.revision), day: r.booked_on });
    }
  }
  if (last.cancelled_at !== null) {
    if (last.cancelled_booked_on === null) onBillDate = minus(onBillDate, before);
    else
      later.push({
        kind: 'cancellation',
        bill: ledgerBill(last, minus(ZERO, before), last.revision),
        day: last.cancelled_booked_on,
      });
  }
  const cancelled = last.cancelled_at !== null && isZero(onBillDate);
  const first = revisions.find((r) => r.revision === revisionOnBillDate) ?? revisions[0];
  return [
    { kind: 'bill', bill: ledgerBill(first, cancelled ? before : onBillDate, revisionOnBillDate), cancelled },
    ...later,
  ];
}

/** Every booking dated in [start, end] (the bill by its date, a later change by its day). */
export async function billBookings(
  db: DB,
  range: { startDate: string; endDate: string; vendor?: string },
): Promise<BillBooking[]> {
  const ids = (await billsBookedInRange(db, range.startDate, range.endDate, range.vendor).execute()).map(
    (r) => r.id,
  );
  const revisions = await revisionsOf(db, ids);
  const byBill = new Map<number, RevisionRow[]>();
  for (const r of revisions) byBill.set(r.id, [...(byBill.get(r.id) ?? []), r]);
  const inRange = (day: string) => day >= range.startDate && day <= range.endDate;
  return [...byBill.values()]
    .flatMap(bookingsOfBill)
    .filter((b) => inRange(b.kind === 'bill' ? b.bill.billDate : b.day));
}
