import type { ColumnType, Generated } from 'kysely';
import type { GstApplicable } from '../../../shared/vendor';

export interface VendorsTable {
  id: Generated<number>;
  /** Title-cased; unique case-insensitively among rows not archived. */
  company_name: string;
  company_owner: string;
  /** numeric(5,2), a percentage from 0 to 100. */
  tds_rate: number;
  // Optional fields hold '' when empty.
  pan: string;
  gst: string;
  gst_applicable: GstApplicable;
  email: string;
  mobile: string;
  bank_name: string;
  bank_account: string;
  ifsc_code: string;
  created_at: ColumnType<Date, Date | undefined, never>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
  /** Set on delete: the vendor leaves lists and suggestions, trips and bills keep their copied values. */
  archived_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface VendorTables {
  vendors: VendorsTable;
}
