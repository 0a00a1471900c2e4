import { sql, type Expression } from 'kysely';
import { isLivePayment } from './live-payments';

/** What billing reads of payments to weigh a bill: what its live payments total. */

/** The live payments of the bill with this row id, summed in rupees (numeric as text; 0 without any). */
export const livePaidOfBill = (billRowId: Expression<number>) =>
  sql<string>`(select coalesce(sum(p.amount), 0)::text from payments p where p.bill_id = ${billRowId} and ${isLivePayment('p')})`;
