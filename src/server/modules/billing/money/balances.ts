import { sql } from 'kysely';
import type { DB } from '../../../db/connection';
import { toPaise } from '../../../../shared/common/money';
import { livePaidOfBill } from '../../payments/for-billing';

/**
 * A bill's money is its current revision's; what it was paid, its live payments. Every module
 * weighs a bill through this file (payments, accounting and vendors through their for-*.ts).
 */

/** The revision `revisions` (a name or alias) is the current one of the bill `bills`. */
export const isCurrentRevision = (bills = 'b', revisions = 'r') =>
  sql<boolean>`${sql.ref(`${revisions}.bill_id`)} = ${sql.ref(`${bills}.id`)} and ${sql.ref(`${revisions}.revision`)} = ${sql.ref(`${bills}.current_revision`)}`;

/** Bills, each joined with its current revision (what the bill holds now). */
export function billsAtCurrentRevision(db: DB) {
  return db
    .selectFrom('bills')
    .innerJoin('bill_revisions', (join) => join.on(isCurrentRevision('bills', 'bill_revisions')));
}

/** A bill's own columns that name it: row id, bill id, vendor, date and whether it was cancelled. */
export const BILL_HEADER_COLUMNS = [
  'bills.id',
  'bills.bill_id',
  'bills.vendor',
  'bills.bill_date',
  'bills.cancelled_at',
] as const;

/** Every bill with its balance columns, to narrow with where() on bills.* and bill_revisions.*. */
export function billBalanceQuery(db: DB) {
  return billsAtCurrentRevision(db).select([
    ...BILL_HEADER_COLUMNS,
    'bills.vendor_id',
    'bills.current_revision',
    sql<string>`bill_revisions.net_amount::text`.as('net'),
    livePaidOfBill(sql.ref('bills.id')).as('paid'),
    'bill_revisions.trips_edited',
  ]);
}

/** A bill's balance: the net at its current revision, its live payments and what is left, in paise. */
export interface BillBalance {
  rowId: number;
  billId: string;
  vendor: string;
  vendorId: number | null;
  billDate: string;
  revision: number;
  cancelled: boolean;
  netPaise: number;
  paidPaise: number;
  /** Net less paid; 0 on a cancelled bill (nothing is owed on it). */
  outstandingPaise: number;
  /** A trip on it was edited since the revision: it may be out of date (the bill's status names the changes). */
  tripsEdited: boolean;
}

type BalanceRow = Awaited<ReturnType<ReturnType<typeof billBalanceQuery>['executeTakeFirstOrThrow']>>;

function toBalance(row: BalanceRow): BillBalance {
  const netPaise = toPaise(row.net);
  const paidPaise = toPaise(row.paid);
  const cancelled = row.cancelled_at !== null;
  return {
    rowId: row.id,
    billId: row.bill_id,
    vendor: row.vendor,
    vendorId: row.vendor_id,
    billDate: row.bill_date,
    revision: row.current_revision,
    cancelled,
    netPaise,
    paidPaise,
    outstandingPaise: cancelled ? 0 : netPaise - paidPaise,
    tripsEdited: row.trips_edited,
  };
}

/** The balances of the bills with these row ids, by row id (unknown ids are absent). */
export async function balancesOfRows(db: DB, rowIds: readonly number[]): Promise<Map<number, BillBalance>> {
  if (rowIds.length === 0) return new Map();
  const rows = await billBalanceQuery(db)
    .where('bills.id', 'in', [...rowIds])
    .execute();
  return new Map(rows.map((r) => [r.id, toBalance(r)]));
}

/**
 * The balance of one bill by its id ('B1001'); null when there is none. `lock` first holds the bill
 * row (payments, revisions and cancels queue on it), so the balance read after it is the one to weigh.
 */
export async function balanceOfBill(db: DB, billId: string, lock = false): Promise<BillBalance | null> {
  if (lock)
    await billsAtCurrentRevision(db)
      .select('bills.id')
      .where('bills.bill_id', '=', billId)
      .forUpdate()
      .execute();
  const row = await billBalanceQuery(db).where('bills.bill_id', '=', billId).executeTakeFirst();
  return row ? toBalance(row) : null;
}

/** The vendor's live bills (by vendor id, or by the name older bills copied) with something left to pay, oldest first. */
export async function unpaidBillsOf(
  db: DB,
  vendor: { id: number; companyName: string },
): Promise<BillBalance[]> {
  const rows = await billBalanceQuery(db)
    .where('bills.cancelled_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb('bills.vendor_id', '=', vendor.id),
        eb.and([
          eb('bills.vendor_id', 'is', null),
          eb(sql<string>`lower(bills.vendor)`, '=', vendor.companyName.trim().toLowerCase()),
        ]),
      ]),
    )
    .where(sql<boolean>`bill_revisions.net_amount > ${livePaidOfBill(sql.ref('bills.id'))}::numeric`)
    .orderBy('bills.id')
    .execute();
  return rows.map(toBalance);
}
