import type { DB } from '../../db/connection';
import {
  billsBookedInRange,
  revisionsOfBills,
  type RevisionInBooks,
  type RevisionMoney,
} from '../billing/for-accounting';
import type { LedgerBill } from './repository';

/**
 * When each change to a bill is booked. A revision is booked on the bill's date while the bill's
 * quarter is open (booked_on null), else on the day it was made, in the open quarter, so the books
 * of a closed quarter never move; a cancellation likewise (cancelled_booked_on). The TDS register
 * and the Tally export both book a bill this way.
 */

type Amounts = RevisionMoney;
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

const ledgerBill = (r: RevisionInBooks, amounts: Amounts, revision: number): LedgerBill => ({
  id: r.rowId,
  billId: r.billId,
  vendor: r.vendor,
  billDate: r.billDate,
  revision,
  tripCount: r.tripCount,
  pan: r.pan,
  ...amounts,
});

/** One bill's bookings, from its revisions in order. */
function bookingsOfBill(revisions: RevisionInBooks[]): BillBooking[] {
  const last = revisions[revisions.length - 1];
  const later: BillBooking[] = [];
  let onBillDate = ZERO;
  let revisionOnBillDate = 1;
  let before = ZERO;
  for (const r of revisions) {
    const amounts = r.money;
    const difference = minus(amounts, before);
    before = amounts;
    if (r.bookedOn === null) {
      onBillDate = plus(onBillDate, difference);
      revisionOnBillDate = r.revision;
    } else if (!isZero(difference)) {
      later.push({ kind: 'revision', bill: ledgerBill(r, difference, r.revision), day: r.bookedOn });
    }
  }
  if (last.cancelled) {
    if (last.cancelledBookedOn === null) onBillDate = minus(onBillDate, before);
    else
      later.push({
        kind: 'cancellation',
        bill: ledgerBill(last, minus(ZERO, before), last.revision),
        day: last.cancelledBookedOn,
      });
  }
  const cancelled = last.cancelled && isZero(onBillDate);
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
  const revisions = await revisionsOfBills(db, ids);
  const byBill = new Map<number, RevisionInBooks[]>();
  for (const r of revisions) byBill.set(r.rowId, [...(byBill.get(r.rowId) ?? []), r]);
  const inRange = (day: string) => day >= range.startDate && day <= range.endDate;
  return [...byBill.values()]
    .flatMap(bookingsOfBill)
    .filter((b) => inRange(b.kind === 'bill' ? b.bill.billDate : b.day));
}
