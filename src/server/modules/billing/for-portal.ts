import { sql } from 'kysely';
import type { DB } from '../../db/connection';
import { isCurrentRevision } from './money/balances';
import { toPaise } from '../../../shared/common/money';
import { nameKey } from '../../../shared/common/text-rules';
import type { Bill } from './stored/bill-types';
import { findBill } from './stored/repository';

/** What the vendor portal reads of bills: only those of its vendor, with their current revision's money. */
export { billAtRevision } from './for-mail';
export { balancesOfRows } from './money/balances';

export interface VendorRef {
  id: number;
  companyName: string;
}

/** A bill is the vendor's by its vendor id; a bill of older data without one, by the name it copied. */
export function billBelongsTo(bill: Pick<Bill, 'vendorId' | 'vendor'>, vendor: VendorRef): boolean {
  if (bill.vendorId !== null) return bill.vendorId === vendor.id;
  return nameKey(bill.vendor) === nameKey(vendor.companyName);
}

/** The bill if it is the vendor's; null when unknown or another vendor's (the caller answers 404 for both). */
export async function vendorBill(db: DB, vendor: VendorRef, billId: string): Promise<Bill | null> {
  const bill = await findBill(db, billId);
  return bill && billBelongsTo(bill, vendor) ? bill : null;
}

export interface VendorBillRow {
  rowId: number;
  billId: string;
  billDate: string;
  revision: number;
  cancelled: boolean;
  tripCount: number;
  freight: number;
  tds: number;
  diesel: number;
  advance: number;
  toll: number;
  short: number;
  adblue: number;
  greasing: number;
  remarksAmount: number;
  netPaise: number;
}

/** The vendor's bills, newest first, each at its current revision. */
export async function vendorBills(db: DB, vendor: VendorRef): Promise<VendorBillRow[]> {
  const { rows } = await sql<{
    id: number;
    bill_id: string;
    bill_date: string;
    current_revision: number;
    cancelled: boolean;
    trip_count: number;
    total_freight: string;
    total_tds: string;
    total_diesel: string;
    total_advance: string;
    total_toll: string;
    total_short: string;
    total_adblue: string;
    total_greasing: string;
    remarks_amount: string;
    net_amount: string;
  }>`
    select b.id, b.bill_id, b.bill_date, b.current_revision, b.cancelled_at is not null as cancelled,
      r.trip_count, r.total_freight::text, r.total_tds::text, r.total_diesel::text, r.total_advance::text,
      r.total_toll::text, r.total_short::text, r.total_adblue::text, r.total_greasing::text,
      r.remarks_amount::text, r.net_amount::text
    from bills b
    join bill_revisions r on ${isCurrentRevision()}
    where b.vendor_id = ${vendor.id}
      or (b.vendor_id is null and lower(b.vendor) = ${vendor.companyName.trim().toLowerCase()})
    order by b.bill_date desc, b.id desc`.execute(db);
  return rows.map((r) => ({
    rowId: r.id,
    billId: r.bill_id,
    billDate: r.bill_date,
    revision: r.current_revision,
    cancelled: r.cancelled,
    tripCount: r.trip_count,
    freight: Number(r.total_freight),
    tds: Number(r.total_tds),
    diesel: Number(r.total_diesel),
    advance: Number(r.total_advance),
    toll: Number(r.total_toll),
    short: Number(r.total_short),
    adblue: Number(r.total_adblue),
    greasing: Number(r.total_greasing),
    remarksAmount: Number(r.remarks_amount),
    netPaise: toPaise(r.net_amount),
  }));
}
