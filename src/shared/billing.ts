import type { BillStatus, BilledTripChange, TransactionTripRow } from './billStatus';
import { parseDecimalText } from './decimal-text';
import { BILL_ID_PATTERN, isBillId, normaliseBillId } from './filters';
import { ACCESS_MESSAGES } from './messages';
import type { BillPaymentStatus } from './payments';
import { fromPaise, roundRupees, roundWeight, toKilograms, toPaise, tdsPaise, tripAmountPaise } from './money';
import type { MaybeAmount, TripAmountFields } from './money';
import type { TripRecord } from './trip';
import { MAX_TRIP_AMOUNT, MAX_TRIP_TEXT, TRIP_FIELD_LABELS, TRIP_MESSAGES, checkTripNumber, parseTripNumber, parseTripText } from './trip';

/**
 * Vendor bills (SPEC.md sections 3, 5, 7, 8, 9; DESIGN.md section 4):
 * the remark rules, the bill maths in integer paise, the amount in words, the selection checks,
 * every Generate bill / Transactions / Revise message and the wire shapes of the billing calls.
 * The Billing, Transactions and Revise Bill screens and the server all use these.
 */

export { BILL_ID_PATTERN, isBillId, normaliseBillId };

export const BILLING_MESSAGES = {
  // SPEC.md section 5: bill generation (selection checks on the screens)
  selectAtLeastOneRow: 'Please select at least one row to generate the bill.',
  selectOneVendor: 'Please select transactions from only one vendor to generate the bill.',
  // SPEC.md section 5: bill remarks
  maxRemarks: 'Maximum 2 remarks allowed',
  remarkTextRequired: (n: number) => `Remark ${n}: Text is required`,
  remarkTextTooShort: (n: number) => `Remark ${n}: Text must be at least 3 characters`,
  remarkTextTooLong: (n: number) => `Remark ${n}: Text cannot exceed 20 characters`,
  remarkAmountRequired: (n: number) => `Remark ${n}: Amount is required when text is entered`,
  remarkAmountInvalid: (n: number) => `Remark ${n}: Amount must be a valid number`,
  // SPEC.md section 8: Generate bill
  multipleVendors: 'Please select transactions from only one vendor.',
  multipleVendorsAlert: 'Error: Please select transactions from only one vendor.',
  errorPrefix: 'Error: ',
  generateFailed: 'Failed to generate bill',
  generated: 'Bill generated successfully.',
  noDataFound: 'No data found!.',
  noMoreData: 'No more data remained to fetch.',
  // SPEC.md section 8: Transactions
  noDataForRange: 'No data found for this date range.',
  noDataToExport: 'No data available to export.',
  transactionDownloaded: 'Transaction bill downloaded successfully.',
  transactionDownloadFailed: 'Failed to generate bill.',
  transactionDeleted: 'Transaction deleted successfully.',
  transactionDeleteFailed: 'Failed to delete transaction.',
  noTransactionsForVendor: (vendor: string) => `No transactions found for vendor: ${vendor}`,
  noTransactions: 'No transactions available',
  // SPEC.md section 8: Revise
  revised: 'Revised bill generated successfully.',
  revisePdfFailed: 'Failed to generate PDF. Please try again later.',
  reviseFailed: 'Failed to generate bill.',
  reviseUpdateFailed: 'Failed to update. Reverting changes...',
  noRecords: 'No records available',
  noBilledTrips: 'No billed trips found',
  noAcknowledgedTrips: 'No acknowledged trips found',
  // SPEC.md section 6: the unloadingManager's alert for a B... search
  noAccess: ACCESS_MESSAGES.noAccess,
  // server answers (BILLING.md; SPEC.md leaves the words open)
  tripsUnavailable: 'Some selected trips are no longer available for billing. Refresh the list and try again.',
  billNotFound: 'Bill not found.',
  billAlreadyCancelled: 'This bill is already cancelled.',
  tripUpdated: 'Trip updated successfully.',
  tripNotFound: TRIP_MESSAGES.notFound,
  tripNotInBill: 'This trip is not part of the selected bill.',
  oneBillOnly: 'Please select trips of only one bill to revise.',
  pdfFailedAfterSave: (billId: string) => `Bill ${billId} was saved, but its PDF could not be made. Download it again from Transactions.`,
  tripNotRevisable: 'Only billed or acknowledged trips can be changed here.',
  invalidBillId: 'Invalid input.',
  nothingToUpdate: 'Nothing to update.',
} as const;

/** The errorCode of the 409 answer when the selected trips belong to more than one vendor. */
export const MULTIPLE_VENDORS = 'MULTIPLE_VENDORS';

// ---------------------------------------------------------------- remarks

export const MAX_REMARKS = 2;
export const REMARK_TEXT_MIN = 3;
export const REMARK_TEXT_MAX = 20;
/** A remark amount is money: the same bound as a trip amount, so sums stay within numeric(14,2). */
export const MAX_REMARK_AMOUNT = MAX_TRIP_AMOUNT;

/** A remark as the remarks modal sends it: the amount may be typed text ('' when empty). */
export interface BillRemarkInput {
  text?: string | null;
  amount?: string | number | null;
}

/** A remark as stored and answered: text capitalised, amount in rupees (negative subtracts). */
export interface BillRemark {
  text: string;
  amount: number;
}

const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A remark row left completely empty in the modal is not a remark. */
export function isBlankRemark(remark: BillRemarkInput | null | undefined): boolean {
  return !remark || (isBlank(remark.text) && isBlank(remark.amount));
}

/** The typed amount as a number: JSON numbers as they are, text through the plain-decimal reader. */
function remarkAmount(amount: string | number | null | undefined): number {
  if (typeof amount === 'number') return Number.isFinite(amount) ? amount : Number.NaN;
  if (typeof amount === 'string') return parseDecimalText(amount);
  return Number.NaN;
}

/** Remark text as saved: trimmed, inner spaces collapsed, first letter upper-cased (the rest as typed). */
export function capitaliseRemark(text: string): string {
  const tidy = text.trim().replace(/\s+/g, ' ');
  return tidy.charAt(0).toUpperCase() + tidy.slice(1);
}

/**
 * SPEC.md section 5 "Bill remarks": at most 2; for each remark n (its position, from 1): text
 * required (when an amount is given), 3 to 20 characters; an amount required when text is given,
 * and numeric (either sign). Completely empty rows are ignored. The first problem, or null.
 */
export function checkRemarks(remarks: ReadonlyArray<BillRemarkInput | null | undefined> | null | undefined): string | null {
  const list = remarks ?? [];
  if (list.filter((r) => !isBlankRemark(r)).length > MAX_REMARKS) return BILLING_MESSAGES.maxRemarks;
  for (const [index, remark] of list.entries()) {
    if (isBlankRemark(remark)) continue;
    const n = index + 1;
    const text = typeof remark!.text === 'string' ? remark!.text.trim().replace(/\s+/g, ' ') : '';
    if (text === '') return BILLING_MESSAGES.remarkTextRequired(n);
    if (text.length < REMARK_TEXT_MIN) return BILLING_MESSAGES.remarkTextTooShort(n);
    if (text.length > REMARK_TEXT_MAX) return BILLING_MESSAGES.remarkTextTooLong(n);
    if (isBlank(remark!.amount)) return BILLING_MESSAGES.remarkAmountRequired(n);
    const amount = remarkAmount(remark!.amount);
    if (Number.isNaN(amount) || Math.abs(amount) > MAX_REMARK_AMOUNT) return BILLING_MESSAGES.remarkAmountInvalid(n);
  }
  return null;
}

/**
 * The remarks as stored: empty rows dropped, text capitalised, amounts rounded to the paisa.
 * Call after checkRemarks answered null.
 */
export function normaliseRemarks(remarks: ReadonlyArray<BillRemarkInput | null | undefined> | null | undefined): BillRemark[] {
  return (remarks ?? [])
    .filter((r) => !isBlankRemark(r))
    .map((r) => ({ text: capitaliseRemark(String(r!.text)), amount: roundRupees(remarkAmount(r!.amount)) }));
}

/** The remarks of a bill as one text (Transactions' remarks column and Excel): 'Loading charge, Penalty'. */
export function remarksText(remarks: readonly BillRemark[]): string {
  return remarks.map((r) => r.text).join(', ');
}

// ---------------------------------------------------------------- bill maths

/**
 * GST rate used only when a bill is generated with applyTaxes (the screens always send false):
 * 5 % of the freight, the rate for goods transport without input tax credit.
 */
export const BILL_GST_RATE_PERCENT = 5;

/** The trip values a bill line is computed from (a TripRecord with Freight fits). */
export interface BillLineInput extends TripAmountFields {
  Weight?: MaybeAmount;
  ActualWeight?: MaybeAmount;
}

/** A bill's totals: money in integer paise, weights in whole kilograms. */
export interface BillTotals {
  weightKg: number;
  actualWeightKg: number;
  freightPaise: number;
  tdsPaise: number;
  shortPaise: number;
  dieselPaise: number;
  advancePaise: number;
  tollPaise: number;
  adbluePaise: number;
  greasingPaise: number;
  /** Sum of the per-trip amounts (Freight - TDS - Short - Diesel - Advance - Toll - Adblue - Greasing). */
  amountPaise: number;
  /** Sum of the remark amounts with their signs. */
  remarksPaise: number;
  /** GST on the freight when applyTaxes, else 0. */
  gstPaise: number;
  /** Net payable = amount + remarks + GST. */
  netPaise: number;
}

/** GST in paise on a freight amount in paise at BILL_GST_RATE_PERCENT, rounded to the paisa. */
export function gstPaiseOn(freightPaise: number): number {
  return tdsPaise(fromPaise(freightPaise), BILL_GST_RATE_PERCENT);
}

/**
 * A bill's totals (DESIGN.md section 4): net = sum of per-trip amounts, plus or minus each
 * remark's amount by its sign, plus GST on the freight when applyTaxes. Exact, in paise.
 */
export function billTotals(
  lines: readonly BillLineInput[],
  remarks: ReadonlyArray<{ amount: MaybeAmount }>,
  applyTaxes: boolean,
): BillTotals {
  const sumPaise = (pick: (line: BillLineInput) => MaybeAmount) => lines.reduce<number>((sum, line) => sum + toPaise(pick(line)), 0);
  const sumKg = (pick: (line: BillLineInput) => MaybeAmount) => lines.reduce<number>((sum, line) => sum + toKilograms(pick(line)), 0);
  const freight = sumPaise((l) => l.Freight);
  const amount = lines.reduce<number>((sum, line) => sum + tripAmountPaise(line), 0);
  const remarksPaise = remarks.reduce<number>((sum, r) => sum + toPaise(r.amount), 0);
  const gst = applyTaxes ? gstPaiseOn(freight) : 0;
  return {
    weightKg: sumKg((l) => l.Weight),
    actualWeightKg: sumKg((l) => l.ActualWeight),
    freightPaise: freight,
    tdsPaise: lines.reduce<number>((sum, line) => sum + tdsPaise(line.Freight, line.TDS_Rate), 0),
    shortPaise: sumPaise((l) => l.Short),
    dieselPaise: sumPaise((l) => l.DieselAmount),
    advancePaise: sumPaise((l) => l.Advance),
    tollPaise: sumPaise((l) => l.Toll),
    adbluePaise: sumPaise((l) => l.Adblue),
    greasingPaise: sumPaise((l) => l.Greasing),
    amountPaise: amount,
    remarksPaise,
    gstPaise: gst,
    netPaise: amount + remarksPaise + gst,
  };
}

// ---------------------------------------------------------------- amount in words

const ONES = [
  'Zero', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten',
  'Eleven', 'Twelve', 'Thirteen', 'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 0-99 in words: 'Fifty-Six'. */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n];
  const unit = n % 10;
  return unit === 0 ? TENS[Math.floor(n / 10)] : `${TENS[Math.floor(n / 10)]}-${ONES[unit]}`;
}

/** 0-999 in words: 'Four Hundred Fifty-Six'. */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (hundreds > 0) parts.push(`${ONES[hundreds]} Hundred`);
  if (rest > 0 || hundreds === 0) parts.push(belowHundred(rest));
  return parts.join(' ');
}

/** A whole number in Indian numbering: crore (10^7), lakh (10^5), thousand, hundred. */
export function integerInIndianWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`Not a whole number: ${n}`);
  if (n === 0) return ONES[0];
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  const parts: string[] = [];
  // above 99 crore the crore count is itself read in Indian numbering ('One Lakh Crore')
  if (crore > 0) parts.push(`${integerInIndianWords(crore)} Crore`);
  if (lakh > 0) parts.push(`${belowHundred(lakh)} Lakh`);
  if (thousand > 0) parts.push(`${belowHundred(thousand)} Thousand`);
  if (rest > 0) parts.push(belowThousand(rest));
  return parts.join(' ');
}

/**
 * An amount in rupees in words, Indian numbering, as printed on a bill:
 * 123456.5 -> 'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Fifty Paise Only';
 * 0 -> 'Rupees Zero Only'; 0.5 -> 'Rupees Zero and Fifty Paise Only'; negative -> 'Minus Rupees ...'.
 */
export function amountInWords(amount: MaybeAmount): string {
  const paise = toPaise(amount);
  const whole = Math.floor(Math.abs(paise) / 100);
  const fraction = Math.abs(paise) % 100;
  const sign = paise < 0 ? 'Minus ' : '';
  const paiseWords = fraction > 0 ? ` and ${belowHundred(fraction)} Paise` : '';
  return `${sign}Rupees ${integerInIndianWords(whole)}${paiseWords} Only`;
}

// ---------------------------------------------------------------- selection checks

/**
 * Generate Bill on the Billing screen (SPEC.md section 5): at least one selected row, all of one
 * vendor (compared case-insensitively). The message, or null.
 */
export function checkBillSelection(rows: ReadonlyArray<{ Vendor?: string | null; vendor?: string | null }>): string | null {
  if (rows.length === 0) return BILLING_MESSAGES.selectAtLeastOneRow;
  const vendors = new Set(rows.map((r) => (r.Vendor ?? r.vendor ?? '').trim().toLowerCase()));
  if (vendors.size > 1) return BILLING_MESSAGES.selectOneVendor;
  return null;
}

/**
 * Update Bill on the Revise Bill screen: the trips the revised bill will hold (selected billed
 * plus selected acknowledged) must be at least one, of one vendor.
 */
export function checkReviseSelection(
  billedSelected: ReadonlyArray<{ Vendor?: string | null }>,
  ackSelected: ReadonlyArray<{ Vendor?: string | null }>,
): string | null {
  return checkBillSelection([...billedSelected, ...ackSelected]);
}

// ---------------------------------------------------------------- wire shapes

/** One row of POST /generate-pdf-bill (SPEC.md section 7). The server uses id, remarks and applyTaxes. */
export interface GenerateBillRow {
  id: string;
  trip_id: string;
  vendor: string;
  transaction_status: string;
  destfrom: string;
  dest: string;
  wt: number | null;
  actwt: number | null;
  frt: number | null;
  rate: number | null;
  dsl: number | null;
  adv: number | null;
  toll: number | null;
  tds: number | null;
  billid: string | null;
  remarks: BillRemarkInput[];
  applyTaxes: boolean;
}

/** The body of POST /generate-pdf-bill from the selected trips and the modal's remarks (applyTaxes always false). */
export function toGenerateBillRows(trips: readonly TripRecord[], remarks: BillRemarkInput[], applyTaxes = false): GenerateBillRow[] {
  return trips.map((t) => ({
    id: t._id,
    trip_id: t.TripID,
    vendor: t.Vendor,
    transaction_status: t.TransactionStatus,
    destfrom: t.DestinationFrom,
    dest: t.DestinationTo,
    wt: t.Weight,
    actwt: t.ActualWeight,
    frt: t.Freight ?? null,
    rate: t.Rate ?? null,
    dsl: t.DieselAmount,
    adv: t.Advance,
    toll: t.Toll,
    tds: t.Freight === undefined ? null : fromPaise(tdsPaise(t.Freight, t.TDS_Rate)),
    billid: t.BillId,
    remarks,
    applyTaxes,
  }));
}

/** POST /list-billing body and answer. */
export interface ListBillingBody {
  startDate?: string;
  endDate?: string;
  vendor?: string;
  truckNumber?: string;
}
export interface ListBillingResponse {
  resultData: TripRecord[];
  message: string;
}

/** The 409 answer of POST /generate-pdf-bill and /generate-pdf-revised-bill for mixed vendors. */
export interface BillErrorResponse {
  errorCode?: typeof MULTIPLE_VENDORS;
  message: string;
}

/**
 * One live bill in POST /list-all-transactions (SPEC.md section 3 "Transaction / billing row").
 * Money in rupees; weights in tons; date is the bill's date (YYYY-MM-DD, IST).
 */
export interface TransactionRow {
  _id: string;
  billing_id: string;
  vendor: string;
  date: string;
  weight: number;
  actual_weight: number;
  freight: number;
  rate: null;
  diesel: number;
  advance: number;
  toll: number;
  tds: number;
  short: number;
  /** The remark texts joined with ', '. */
  remarks: string;
  /** Whether taxes were applied (applyTaxes). */
  gst: boolean;
  /** Sum of the trip amounts. */
  amount: number;
  remarks_amount: number;
  gst_amount: number;
  /** Net payable. */
  final_amount: number;
  trip_ids: string[];
  revision: number;
  username: string;
  profile: string;
  /** Payments (issue 12): live payments, what is still owed, and Unpaid / Part-paid / Paid. */
  paid: number;
  outstanding: number;
  payment_status: BillPaymentStatus;
  // Beside SPEC.md's fields (issue 8): the remarks as a list, when the current revision was
  // stored, whether a trip changed since, and the bill's trips as billed.
  remarks_list: BillRemark[];
  revised_at: string;
  out_of_date: boolean;
  changes: BilledTripChange[];
  trips: TransactionTripRow[];
}

/** POST /list-all-transactions answers TransactionRow[] or { message } when none. */
export type ListTransactionsResponse = TransactionRow[] | { message: string };

/** POST /list-to-revise-bill body and answer. */
export interface ListToReviseBody {
  startDate?: string;
  endDate?: string;
  bill_id?: string;
}
export interface ListToReviseResponse {
  billed: TripRecord[];
  acknowledged: TripRecord[];
  message: string;
  /** Beside SPEC.md's fields: each listed bill's remarks, revision and changes since (issue 8). */
  bills: BillStatus[];
}

/** POST /generate-pdf-revised-bill body (rows are TripRecords; the server uses _id and BillId). */
export interface ReviseBillBody {
  billedSelectedRows: TripRecord[];
  billedUnselectedRows: TripRecord[];
  ackSelectedRows: TripRecord[];
  /** The revision's remarks ([] clears them); left out, the bill's remarks are kept. */
  additionalRemarks?: BillRemarkInput[];
}

// ---------------------------------------------------------------- revise inline edit

/** The trip fields the Revise Bill tables edit inline (POST /update-one-revise-bill updateRows). */
export const REVISE_EDITABLE_FIELDS = [
  'Weight',
  'ActualWeight',
  'Short',
  'DieselAmount',
  'Advance',
  'Toll',
  'Adblue',
  'Greasing',
  'DONumber',
  'DriverName',
] as const;
export type ReviseEditableField = (typeof REVISE_EDITABLE_FIELDS)[number];

const REVISE_WEIGHT_FIELDS = ['Weight', 'ActualWeight'] as const;
const REVISE_MONEY_FIELDS = ['Short', 'DieselAmount', 'Advance', 'Toll', 'Adblue', 'Greasing'] as const;
const REVISE_TEXT_FIELDS = ['DONumber', 'DriverName'] as const;

export interface UpdateOneReviseBody {
  updateRows: Partial<Record<ReviseEditableField, string | number | null>>;
  trip_id: string;
  bill_id?: string | null;
}

/** The parsed inline edit: only the fields sent (null clears one). */
export type ReviseTripChanges = Partial<{
  Weight: number | null;
  ActualWeight: number | null;
  Short: number | null;
  DieselAmount: number | null;
  Advance: number | null;
  Toll: number | null;
  Adblue: number | null;
  Greasing: number | null;
  DONumber: string | null;
  DriverName: string | null;
}>;

/**
 * Reads updateRows of POST /update-one-revise-bill with the trip form's number and text rules
 * (weights 3 decimals, money 2, not negative); fields other than REVISE_EDITABLE_FIELDS are ignored.
 */
export function parseReviseUpdate(updateRows: unknown): { ok: true; value: ReviseTripChanges } | { ok: false; message: string } {
  const source = (updateRows && typeof updateRows === 'object' ? updateRows : {}) as Record<string, unknown>;
  const value: ReviseTripChanges = {};
  for (const field of REVISE_TEXT_FIELDS) {
    if (!(field in source)) continue;
    const text = parseTripText(source[field]);
    if (text !== null && text.length > MAX_TRIP_TEXT[field]) {
      return { ok: false, message: TRIP_MESSAGES.textTooLong(TRIP_FIELD_LABELS[field], MAX_TRIP_TEXT[field]) };
    }
    value[field] = text;
  }
  for (const field of [...REVISE_WEIGHT_FIELDS, ...REVISE_MONEY_FIELDS]) {
    if (!(field in source)) continue;
    const isWeight = (REVISE_WEIGHT_FIELDS as readonly string[]).includes(field);
    const n = parseTripNumber(source[field]);
    const problem = checkTripNumber(TRIP_FIELD_LABELS[field], n, isWeight ? 'weight' : 'amount');
    if (problem) return { ok: false, message: problem };
    value[field] = n === null ? null : isWeight ? roundWeight(n) : roundRupees(n);
  }
  if (Object.keys(value).length === 0) return { ok: false, message: BILLING_MESSAGES.nothingToUpdate };
  return { ok: true, value };
}

/**
 * A bill takes at most this many trips (issue 9): its PDF renders in seconds and one selection
 * cannot lock a whole year. The Billing screen says so before asking; the server refuses more.
 */
export const BILL_MAX_TRIPS = 5000;

export const billTooManyTripsMessage = (selected: number): string =>
  `A bill can take at most ${BILL_MAX_TRIPS.toLocaleString('en-IN')} trips at once; ${selected.toLocaleString('en-IN')} are selected.`;

/** Billing "Select All" (POST /list-billing-selection): at most BILL_MAX_TRIPS + 1 trips, and how many match. */
export interface BillingSelectionResponse {
  trips: { _id: string; TripID: string; Vendor: string }[];
  totalCount: number;
}
