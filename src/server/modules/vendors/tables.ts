import type { Generated } from 'kysely';
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
  /** The latest transporter's declaration: both set or both null (migration 020); every year's is in vendor_declarations. */
  declaration_194c6_date: string | null;
  goods_carriages: number | null;
  /** company, individualOrHuf or otherNonCompany: a valid PAN's, or as chosen without one (migration 030). */
  deductee_type: string | null;
}

/** One tax year's transporter's declaration of a vendor (migration 029). */
export interface VendorDeclarationsTable {
  id: Generated<number>;
  vendor_id: number;
  received_on: string;
  goods_carriages: number;
  recorded_by: string;
  recorded_at: Generated<Date>;
}

export interface VendorTables {
  vendors: VendorsTable;
  vendor_declarations: VendorDeclarationsTable;
}
