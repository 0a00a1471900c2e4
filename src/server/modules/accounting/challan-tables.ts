import type { Generated } from 'kysely';
import type { CreatedAt } from '../../db/columns';

/** A TDS deposit (migration 026): one challan, named by BSR code, date of deposit and serial. */
export interface TdsChallansTable {
  id: Generated<number>;
  bsr_code: string;
  deposit_date: string;
  serial: string;
  section: string;
  /** The month of deduction it pays, YYYY-MM. */
  deduction_month: string;
  /** Rupees, numeric(15,2). */
  tax: number;
  interest: number;
  fee: number;
  minor_head: string;
  recorded_by: string;
  recorded_at: CreatedAt;
}

export interface ChallanTables {
  tds_challans: TdsChallansTable;
}
