import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from '../../db/columns';
import type { TdsRegister } from '../../../shared/accounting/wire';

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

/** One closure of a quarter (migration 024): live while reopened_at is null. */
export interface PeriodClosuresTable {
  id: Generated<number>;
  fy: string;
  quarter: string;
  start_date: string;
  end_date: string;
  closed_by: string;
  closed_at: CreatedAt;
  /** The quarter's TDS register when it was closed (as filed); JSON text on insert. */
  tds_register: ColumnType<TdsRegister, string, never>;
  reopened_by: Nullable<string>;
  reopened_at: Nullable<Date>;
  reopen_reason: Nullable<string>;
}

export interface PeriodTables {
  period_closures: PeriodClosuresTable;
}
