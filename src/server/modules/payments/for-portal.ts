import type { DB } from '../../db/connection';
import type { Payment } from '../../../shared/payments/wire';
import { paymentsWithBillQuery, toPayment, type PaymentRow } from './repository';

/** What the vendor portal reads of payments: those against the vendor's bills (row ids), (what each bill has had paid: billing/for-portal.ts). */

export async function paymentsOfBills(db: DB, billRowIds: readonly number[]): Promise<Payment[]> {
  if (billRowIds.length === 0) return [];
  const rows = await paymentsWithBillQuery(db)
    .where('payments.bill_id', 'in', [...billRowIds])
    .orderBy('payments.payment_date', 'desc')
    .orderBy('payments.id', 'desc')
    .execute();
  return rows.map((r) => toPayment(r as PaymentRow));
}
