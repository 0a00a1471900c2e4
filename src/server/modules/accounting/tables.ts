import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from '../../db/columns';

/** One Tally export (migration 021): who, when, what, and how many vouchers it created, altered, cancelled. */
export interface TallyExportsTable {
  id: Generated<number>;
  kind: 'period' | 'changes';
  start_date: string | null;
  end_date: string | null;
  exported_by: string;
  exported_at: CreatedAt;
  created: number;
  altered: number;
  cancelled: number;
}

/** The last state of a voucher sent to Tally, by its identity ('bill-B1044', 'payment-11'). */
export interface TallyVoucherStatesTable {
  identity: string;
  fingerprint: string;
  cancelled: boolean;
  export_id: number;
}

/** A vendor's Tally ledger, by the name key of the vendor name on its bills. */
export interface TallyVendorLedgersTable {
  name_key: string;
  ledger_name: string;
  address: string;
  updated_by: string;
  updated_at: ColumnType<Date, Date | undefined, Date | undefined>;
}

export interface AccountingTables {
  tally_exports: TallyExportsTable;
  tally_voucher_states: TallyVoucherStatesTable;
  tally_vendor_ledgers: TallyVendorLedgersTable;
}
