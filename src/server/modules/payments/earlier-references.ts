import { sql } from 'kysely';
import type { DB } from '../../db/connection';
import { isLivePayment } from './live-payments';
import { billIdOfRow } from '../billing/for-payments';
import type { EarlierPayment, PaymentMode } from '../../../shared/payments/payments';

/**
 * Live payments of these modes that carry this reference (any case, any bill), oldest first: the
 * same UTR or cheque number twice is most likely one payment entered twice. Takes a lock on the
 * reference until the transaction ends, so two clerks entering the same UTR at once are checked
 * one after the other. Use inside the recording transaction.
 */
export async function livePaymentsWithReference(
  trx: DB,
  modes: readonly PaymentMode[],
  reference: string,
): Promise<EarlierPayment[]> {
  const key = reference.trim().toUpperCase();
  if (modes.length === 0 || key === '') return [];
  await sql`select pg_advisory_xact_lock(hashtext(${`payment-reference:${modes.join(',')}:${key}`}))`.execute(
    trx,
  );
  const rows = await trx
    .selectFrom('payments')
    .select([
      billIdOfRow(sql.ref('payments.bill_id')).as('bill_id'),
      'payments.payment_date',
      'payments.mode',
      'payments.amount',
    ])
    .where(isLivePayment())
    .where('payments.mode', 'in', [...modes])
    .where('payments.reference', '<>', '')
    .where(sql<string>`upper(payments.reference)`, '=', key)
    .orderBy('payments.payment_date')
    .orderBy('payments.id')
    .limit(5)
    .execute();
  return rows.map((r) => ({
    billId: r.bill_id,
    date: r.payment_date,
    mode: r.mode as PaymentMode,
    amount: Number(r.amount),
  }));
}
