import { sql } from 'kysely';
import type { DB } from '../../db/connection';

/**
 * A payment counts while it is not reversed: a reversal keeps the row with its reason, and only
 * live payments pay a bill. `payments`: the payments table's name or alias in the query.
 */
export const isLivePayment = (payments = 'payments') =>
  sql<boolean>`${sql.ref(`${payments}.reversed_at`)} is null`;

/** The live payments, as a query to narrow and select from. */
export const livePayments = (db: DB) => db.selectFrom('payments').where(isLivePayment());

/** A reversed payment (the other side of isLivePayment): Tally must cancel its voucher. */
export const isReversedPayment = (payments = 'payments') =>
  sql<boolean>`${sql.ref(`${payments}.reversed_at`)} is not null`;
