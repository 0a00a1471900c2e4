import { sql, type Selectable } from 'kysely';
import type { DB } from '../../db/connection';
import { balanceOfBill, billIdOfRow } from '../billing/for-payments';
import { livePayments, isLivePayment } from './live-payments';
import { rupees, toPaise } from '../../../shared/common/money';
import type { PaymentMode } from '../../../shared/payments/payments';
import type { Payment } from '../../../shared/payments/wire';
import type { BillPaymentsTable } from './tables';

/** A bill as payments see it: its current revision's net payable and what live payments total. */
export interface BillAccount {
  id: number;
  billId: string;
  vendor: string;
  billDate: string;
  cancelled: boolean;
  netPaise: number;
  paidPaise: number;
}

/** A payment row read with its bill's id ('B1001') in place of the bill's row id. */
export type PaymentRow = Omit<Selectable<BillPaymentsTable>, 'bill_id'> & { bill_code: string };

export function toPayment(row: PaymentRow): Payment {
  return {
    id: row.id,
    billId: row.bill_code,
    vendor: row.vendor,
    date: row.payment_date,
    mode: row.mode as PaymentMode,
    reference: row.reference,
    amount: rupees(Number(row.amount)),
    note: row.note,
    createdBy: row.created_by,
    createdAt: row.created_at.toISOString(),
    reversed: row.reversed_at !== null,
    reversedBy: row.reversed_by,
    reversedAt: row.reversed_at ? row.reversed_at.toISOString() : null,
    reversalReason: row.reversal_reason,
  };
}

/** Payments with their bill's id, as toPayment reads them. */
export function paymentsWithBillQuery(db: DB) {
  return db
    .selectFrom('payments')
    .select([
      'payments.id',
      billIdOfRow(sql.ref('payments.bill_id')).as('bill_code'),
      'payments.vendor',
      'payments.payment_date',
      'payments.mode',
      'payments.reference',
      'payments.amount',
      'payments.note',
      'payments.created_by',
      'payments.created_at',
      'payments.reversed_at',
      'payments.reversed_by',
      'payments.reversal_reason',
    ]);
}

/** A payment to record, its amount in paise. */
interface NewPayment {
  billRowId: number;
  vendor: string;
  date: string;
  mode: PaymentMode;
  reference: string;
  amountPaise: number;
  note: string;
  createdBy: string;
}

/** Payments and the bill balances they make. Pass a transaction as `db` to work inside it. */
export function paymentRepository(db: DB) {
  const paymentsWithBill = () => paymentsWithBillQuery(db);

  return {
    /** The bill by id with its net and paid (billing's balance); `lock` holds the bill row first. */
    async billAccount(billId: string, lock = false): Promise<BillAccount | null> {
      const balance = await balanceOfBill(db, billId, lock);
      if (!balance) return null;
      const { rowId, billId: id, vendor, billDate, cancelled, netPaise, paidPaise } = balance;
      return { id: rowId, billId: id, vendor, billDate, cancelled, netPaise, paidPaise };
    },

    async insert(values: NewPayment): Promise<number> {
      const row = await db
        .insertInto('payments')
        .values({
          bill_id: values.billRowId,
          vendor: values.vendor,
          payment_date: values.date,
          mode: values.mode,
          reference: values.reference,
          amount: values.amountPaise / 100,
          note: values.note,
          created_by: values.createdBy,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async findById(id: number): Promise<Payment | null> {
      const row = await paymentsWithBill().where('payments.id', '=', id).executeTakeFirst();
      return row ? toPayment(row as PaymentRow) : null;
    },

    /** The bill row a payment belongs to (to lock the bill before the payment). */
    async billOf(id: number): Promise<string | null> {
      const row = await paymentsWithBill().where('payments.id', '=', id).executeTakeFirst();
      return row ? (row as PaymentRow).bill_code : null;
    },

    async listForBill(billRowId: number): Promise<Payment[]> {
      const rows = await paymentsWithBill()
        .where('payments.bill_id', '=', billRowId)
        .orderBy('payments.payment_date')
        .orderBy('payments.id')
        .execute();
      return rows.map((r) => toPayment(r as PaymentRow));
    },

    async markReversed(
      id: number,
      by: string,
      reason: string,
      at: Date,
      bookedOn: string | null,
    ): Promise<void> {
      await db
        .updateTable('payments')
        .set({ reversed_at: at, reversed_by: by, reversal_reason: reason, reversal_booked_on: bookedOn })
        .where('id', '=', id)
        .execute();
    },

    /** Live cash paid to one vendor (any case) on one date, in paise. */
    async cashPaidOn(vendor: string, date: string): Promise<number> {
      const row = await livePayments(db)
        .select(sql<string>`coalesce(sum(amount), 0)::text`.as('paid'))
        .where('mode', '=', 'Cash')
        .where('payment_date', '=', date)
        .where(sql<string>`lower(vendor)`, '=', vendor.trim().toLowerCase())
        .executeTakeFirstOrThrow();
      return toPaise(row.paid);
    },

    /** Live payments dated in a range (all vendors), for statements and the Tally export. */
    async listLive(range: { startDate?: string; endDate: string; vendor?: string }): Promise<Payment[]> {
      let query = paymentsWithBill()
        .where(isLivePayment())
        .where('payments.payment_date', '<=', range.endDate);
      if (range.startDate) query = query.where('payments.payment_date', '>=', range.startDate);
      if (range.vendor)
        query = query.where(sql<string>`lower(payments.vendor)`, '=', range.vendor.trim().toLowerCase());
      const rows = await query.orderBy('payments.payment_date').orderBy('payments.id').execute();
      return rows.map((r) => toPayment(r as PaymentRow));
    },
  };
}
