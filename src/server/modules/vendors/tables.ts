import type { ArchivableRow } from '../../db/columns';
import type { GstApplicable } from '../../../shared/masters/vendor';

/** Archived on delete: the vendor leaves lists and suggestions, trips and bills keep their copied values. */
export interface VendorsTable extends ArchivableRow {
  /** Title-cased. */
  company_name: string;
  /** nameKey(company_name), written by the repository: unique among rows not archived. */
  name_key: string;
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
  /** Section 194C(6) declaration: both set or both null (migration 020). */
  declaration_194c6_date: string | null;
  goods_carriages: number | null;
}

export interface VendorTables {
  vendors: VendorsTable;
}
