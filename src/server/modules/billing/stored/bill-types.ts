import type { Selectable } from 'kysely';

import type { PanStatus } from '../../../../shared/accounting/tds-rule';
import type { BillLinesTable } from '../tables';
import type { BillRemark } from '../../../../shared/billing/wire';
import type { VendorOnBill } from '../../vendors/for-billing';

/** Bills in domain terms: a header, its revisions (vendor, remarks, totals) and their lines. */

/** The vendor as printed on a bill revision ('' where not known): the name the trips carry, the rest the master's. */
export interface BillVendor extends VendorOnBill {
  name: string;
}

/** A bill line's money values, stored under the same names (bill_lines). */
type LineMoney = Pick<
  Selectable<BillLinesTable>,
  'rate' | 'freight' | 'tds' | 'diesel' | 'advance' | 'toll' | 'adblue' | 'greasing' | 'short' | 'amount'
>;

/** One trip as billed: every value the PDF prints, in rupees and tons. */
export interface BillLine extends LineMoney {
  lineNo: number;
  tripRowId: number;
  tripId: string;
  localDate: string;
  truckNumber: string;
  destinationFrom: string;
  destinationTo: string;
  weight: number | null;
  actualWeight: number | null;
  tdsRate: number;
  driverName: string | null;
  doNumber: string | null;
  truckType: string | null;
  dieselSlipNumber: string | null;
  differenceWeight: number | null;
}

/** A revision's totals, in rupees (money) and tons (weights). */
export interface BillRevisionTotals {
  tripCount: number;
  weight: number;
  actualWeight: number;
  freight: number;
  tds: number;
  short: number;
  diesel: number;
  advance: number;
  toll: number;
  adblue: number;
  greasing: number;
  amount: number;
  remarksAmount: number;
  gstAmount: number;
  netAmount: number;
}

/** How a revision's TDS was decided (shared/accounting/tds-rule.ts); null on revisions stored before the rule. */
export interface BillTdsTerms {
  rate: number;
  section206AA: boolean;
  reasonCode: string;
  panStatus: PanStatus;
  /** TDS on the positive remarks (charges), included in totals.tds. */
  chargesTds: number;
  /** The date of a transporter's declaration of another tax year (why 0% did not apply); null when none. */
  lapsedDeclaration: string | null;
}

/** What one revision stores (and its PDF shows). */
export interface BillRevisionContent {
  vendor: BillVendor;
  tdsTerms?: BillTdsTerms | null;
  remarks: BillRemark[];
  applyTaxes: boolean;
  totals: BillRevisionTotals;
  lines: BillLine[];
}

export interface BillRevision extends BillRevisionContent {
  revision: number;
  createdBy: string;
  createdProfile: string;
  createdAt: Date;
}

/** A bill's header row. */
export interface Bill {
  id: number;
  billId: string;
  vendor: string;
  vendorId: number | null;
  billDate: string;
  currentRevision: number;
  createdBy: string;
  createdProfile: string;
  createdAt: Date;
  cancelledAt: Date | null;
  cancelledBy: string | null;
}

/** A bill with its current revision: everything its PDF needs. */
export interface StoredBill extends Bill {
  current: BillRevision;
}

/** A live bill as Transactions lists it: the header, the current revision's totals and remarks, its trip ids. */
export interface BillSummary extends Bill {
  remarks: BillRemark[];
  applyTaxes: boolean;
  totals: BillRevisionTotals;
  /** The TDS on the bill's charges (positive remarks): part of totals.tds, not of any trip's. */
  chargesTds: number;
  tripIds: string[];
  /** When the current revision was stored. */
  revisedAt: Date;
}
