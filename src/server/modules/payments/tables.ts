import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from '../../db/columns';

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

/** A payment against a bill (migration 012). Never deleted: reversed with a reason. */
export interface BillPaymentsTable {
  id: Generated<number>;
  bill_id: number;
  vendor: string;
  /** 'YYYY-MM-DD'. */
  payment_date: string;
  mode: string;
  reference: string;
  /** Rupees, numeric(15,2) (migration 018), > 0. */
  amount: number;
  note: string;
  created_by: string;
  created_at: CreatedAt;
  reversed_at: Nullable<Date>;
  reversed_by: Nullable<string>;
  reversal_reason: Nullable<string>;
  /** The day a reversal of a closed quarter's payment is booked on (migration 025); null: the payment's date. */
  reversal_booked_on: Nullable<string>;
}

export interface PaymentTables {
  payments: BillPaymentsTable;
}
