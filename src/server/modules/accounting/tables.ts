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
  /** The files as made (migration 028); null for exports made before files were kept. */
  masters_xml: string | null;
  vouchers_xml: string | null;
  /** When the accountant marked the export imported into Tally: only then do its states count as Tally's. */
  imported_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  imported_by: string | null;
}

/** What each voucher was in one export (migration 028). */
export interface TallyExportStatesTable {
  export_id: number;
  identity: string;
  fingerprint: string;
  cancelled: boolean;
}

/** The last state of a voucher Tally is known to hold (an export marked imported), by its identity ('bill-B1044', 'payment-11'). */
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
  tally_export_states: TallyExportStatesTable;
  tally_vendor_ledgers: TallyVendorLedgersTable;
}
