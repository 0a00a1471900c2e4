import { z } from 'zod';
import { BILL_MAX_TRIPS } from './';
import type { BilledTripField } from './status';
import { TRANSACTION_TOTAL_FIELDS } from '../lists/paging';
import { BILL_PAYMENT_STATUSES } from '../payments/payments';
import { billPdfQuery } from './file';
import {
  dateRangeFields,
  fieldsOf,
  formNumber,
  idText,
  messageAnswer,
  optionalText,
  pagingFields,
  rowIdValue,
  tableListFields,
  vendorDateRangeFields,
} from '../common/wire';
import { endpoint } from '../common/endpoint';
import {
  formIdentifier,
  tripPageSummaryFields,
  tripRecordAnswer,
  tripReportQuery,
  tripTableAnswer,
  tripTotalsAnswer,
} from '../trips/wire';
import { MAX_TRIP_TEXT } from '../trips/record';

const billedValue = z.union([z.string(), z.number(), z.null()]);

/** POST /list-billing filters with optional paging: the Reports filters. */
export const listBillingBody = tripReportQuery;
export type BillingSearch = z.output<typeof listBillingBody>;

/** POST /list-to-revise-bill: a bill id or a date range. */
export const listToReviseBody = z.object({
  bill_id: optionalText(30),
  ...dateRangeFields,
  ...tableListFields,
});
export type ReviseSearch = z.output<typeof listToReviseBody>;

/** A remark as the Billing and Revise Bill modals send it (SPEC.md section 5 rules in billing.ts). */
const remarkInput = z
  .object({
    text: z.string().max(200).nullable().optional(),
    amount: formNumber,
  })
  .nullable();
const remarksInput = z.array(remarkInput).max(20).nullable().optional();
export type RemarksInput = z.output<typeof remarksInput>;

/** A trip row of a billing request: only its ids are read (every value comes from the stored trip). */
const billRowInput = z.object({
  _id: rowIdValue.nullable().optional(),
  id: rowIdValue.nullable().optional(),
  BillId: optionalText(30),
  remarks: remarksInput,
  applyTaxes: z.boolean().optional(),
  /** Generate only, on the first row beside remarks: bill trips acknowledged without an Actual Weight. */
  confirmUnweighed: z.boolean().optional(),
});

/**
 * One row of POST /generate-pdf-bill as SPEC.md section 7 has the client send it: its ids, remarks
 * and applyTaxes are read; the trip's values beside them are typed but never read (every value
 * comes from the stored trip).
 */
const generateBillRow = billRowInput.extend({
  trip_id: z.string().max(100).optional(),
  vendor: optionalText(),
  transaction_status: optionalText(30),
  destfrom: optionalText(),
  dest: optionalText(),
  ...fieldsOf(formNumber, 'wt', 'actwt', 'frt', 'rate', 'dsl', 'adv', 'toll', 'tds'),
  billid: optionalText(30),
});
export type GenerateBillRow = z.input<typeof generateBillRow>;

/** POST /generate-pdf-bill: the selected rows; the first carries remarks and applyTaxes. */
export const generateBillBody = z.array(generateBillRow).max(BILL_MAX_TRIPS * 2);
export type BillRowInput = z.output<typeof billRowInput>;
export type GenerateBillInput = z.output<typeof generateBillBody>;

/** A refusal of Generate: MULTIPLE_VENDORS, or UNWEIGHED_TRIPS naming the trips to confirm (`tripIds`). */
const generateConflictAnswer = messageAnswer.extend({
  errorCode: z.string().optional(),
  tripIds: z.array(z.string()).optional(),
});

/** POST /generate-pdf-revised-bill. */
export const reviseBillBody = z.object({
  billedSelectedRows: z
    .array(billRowInput)
    .max(BILL_MAX_TRIPS * 2)
    .optional(),
  billedUnselectedRows: z
    .array(billRowInput)
    .max(BILL_MAX_TRIPS * 2)
    .optional(),
  ackSelectedRows: z
    .array(billRowInput)
    .max(BILL_MAX_TRIPS * 2)
    .optional(),
  additionalRemarks: remarksInput,
  applyTaxes: z.boolean().optional(),
});
export type ReviseBillInput = z.output<typeof reviseBillBody>;

/** POST /update-one-revise-bill: one trip's editable fields (trip form rules in billing.ts). */
export const updateOneReviseBody = z.object({
  trip_id: optionalText(100),
  bill_id: optionalText(30),
  updateRows: z
    .object({
      DONumber: formIdentifier(MAX_TRIP_TEXT.DONumber * 4),
      DriverName: optionalText(MAX_TRIP_TEXT.DriverName * 4),
      Weight: formNumber,
      ActualWeight: formNumber,
      Short: formNumber,
      DieselAmount: formNumber,
      Advance: formNumber,
      Toll: formNumber,
      Adblue: formNumber,
      Greasing: formNumber,
    })
    .nullable()
    .optional(),
});
export type UpdateOneReviseInput = z.output<typeof updateOneReviseBody>;

/** POST /delete-transaction. */
export const deleteTransactionBody = z.object({ billId: optionalText(30) });
export type CancelBillInput = z.output<typeof deleteTransactionBody>;
/**
 * POST /list-all-transactions. Beside SPEC.md's fields: `trips: false` answers the bills without
 * their trips (the screen reads a bill's trips when it is opened: POST /list-transaction-trips).
 */
export const transactionsBody = z.object({
  ...vendorDateRangeFields,
  trips: z.boolean().optional(),
  ...tableListFields,
});
export type TransactionsSearch = z.output<typeof transactionsBody>;
export const billIdParams = z.object({ billId: idText });
/** POST /list-transaction-trips: one live bill's trips as billed, a page at a time. */
export const transactionTripsBody = z.object({ billId: idText, ...pagingFields });
export type TransactionTripsSearch = z.output<typeof transactionTripsBody>;

/** GET /api/business filters. */
export const businessQuery = tripReportQuery;
export type BusinessSearch = z.output<typeof businessQuery>;

/** A remark as stored and answered: text capitalised, amount in rupees (negative subtracts). */
const billRemark = z.object({ text: z.string(), amount: z.number() });
export type BillRemark = z.infer<typeof billRemark>;

/** One field of one trip that differs from the bill: what the bill has, what the trip has now. */
const billedFieldChange = z.object({
  field: z.custom<BilledTripField>(),
  label: z.string(),
  billed: billedValue,
  current: billedValue,
});
export type BilledFieldChange = z.infer<typeof billedFieldChange>;

/** A billed trip edited since the bill's last revision. */
export const billedTripChange = z.object({ trip_id: z.string(), fields: z.array(billedFieldChange) });
export type BilledTripChange = z.infer<typeof billedTripChange>;

/**
 * A bill's current revision as Transactions and Revise Bill show it (beside the SPEC.md fields of
 * each call): its number (1 for a bill never revised), when it was stored (ISO), and whether a trip
 * on it was edited since, with the changes.
 */
const billRevisionFields = {
  revision: z.number(),
  revised_at: z.string(),
  out_of_date: z.boolean(),
  changes: z.array(billedTripChange),
};

/** A bill's state for Transactions and Revise Bill: its revision, its remarks and its net payable (rupees). */
export const billStatusAnswer = z.object({
  bill_id: z.string(),
  ...billRevisionFields,
  remarks: z.array(billRemark),
  net_amount: z.number(),
});
export type BillStatus = z.infer<typeof billStatusAnswer>;

/**
 * One trip under a bill in POST /list-all-transactions (SPEC.md section 3 "Transaction / billing
 * row" trip fields), as the bill's current revision has it; gst_amount is the GST on its freight
 * when the bill applies taxes, else 0.
 */
const transactionTripRow = z.object({
  ...fieldsOf(z.string(), 'trip_id', 'date', 'truck_no'),
  ...fieldsOf(z.string().nullable(), 'driver_name', 'do_number'),
  ...fieldsOf(z.string(), 'destination_from', 'destination_to'),
  truck_type: z.string().nullable(),
  transaction_status: z.string(),
  diesel_slip_number: z.string().nullable(),
  ...fieldsOf(z.number().nullable(), 'weight', 'actual_weight', 'difference_weight'),
  ...fieldsOf(z.number(), 'rate', 'freight', 'tds'),
  ...fieldsOf(z.number().nullable(), 'diesel_amount', 'advance', 'toll', 'short', 'adblue', 'greasing'),
  ...fieldsOf(z.number(), 'gst_amount', 'amount'),
});
export type TransactionTripRow = z.infer<typeof transactionTripRow>;

/**
 * One live bill in POST /list-all-transactions (SPEC.md section 3 "Transaction / billing row").
 * Money in rupees, weights in tons, date the bill's (YYYY-MM-DD, IST); remarks are the remark
 * texts joined with ', ', gst whether taxes were applied, amount the sum of the trip amounts,
 * final_amount the net payable. Beside SPEC.md's fields: the payments (paid, outstanding,
 * payment_status), the remarks as a list, when the current revision was stored, whether a trip
 * changed since, and the bill's trips as billed (left out when asked with `trips: false`).
 */
export const transactionRowAnswer = z.object({
  ...fieldsOf(z.string(), '_id', 'billing_id', 'vendor', 'date'),
  ...fieldsOf(z.number(), 'weight', 'actual_weight', 'freight'),
  rate: z.null(),
  ...fieldsOf(z.number(), 'diesel', 'advance', 'toll', 'tds', 'short'),
  remarks: z.string(),
  gst: z.boolean(),
  ...fieldsOf(z.number(), 'amount', 'remarks_amount', 'gst_amount', 'final_amount'),
  /** Beside SPEC.md's fields: the TDS on the charges (positive remarks), part of tds, less from the final amount. */
  charges_tds: z.number(),
  trip_ids: z.array(z.string()),
  ...fieldsOf(z.string(), 'username', 'profile'),
  ...fieldsOf(z.number(), 'paid', 'outstanding'),
  payment_status: z.enum(BILL_PAYMENT_STATUSES),
  remarks_list: z.array(billRemark),
  ...billRevisionFields,
  trips: z.array(transactionTripRow).optional(),
});
export type TransactionRow = z.infer<typeof transactionRowAnswer>;

const transactionTotals = z.object(fieldsOf(z.number(), ...TRANSACTION_TOTAL_FIELDS));
export type TransactionTotals = z.infer<typeof transactionTotals>;

/** A page of rows and how many rows the whole (filtered) list has. */
const pageOf = <Row extends z.ZodType>(row: Row) => z.object({ rows: z.array(row), totalCount: z.number() });

/** Unpaged: the rows, or the "no data" message; paged: one page with totalCount and totals. */
export const transactionsAnswer = z.union([
  messageAnswer,
  pageOf(transactionRowAnswer).extend({ totals: transactionTotals, vendors: z.array(z.string()).optional() }),
  z.array(transactionRowAnswer),
]);

/** A page of one bill's trips (all of them unpaged), in line order, and how many it has. */
export const transactionTripsAnswer = pageOf(transactionTripRow);

const tripList = z.array(tripRecordAnswer);
/** Database-built JSON, written as it is: these document what it holds. */
export const billingListAnswer = z.object({
  resultData: tripList,
  message: z.string(),
  ...tripPageSummaryFields,
  /** A paged list's first page: how many matching trips were acknowledged without an Actual Weight. */
  unweighedCount: z.number().optional(),
});
/** Billing "Select All": at most BILL_MAX_TRIPS + 1 trips, and how many match. */
export const billingSelectionAnswer = z.object({
  trips: z.array(
    z.object({
      _id: z.string(),
      TripID: z.string(),
      Vendor: z.string(),
      /** Generate asks before billing a trip acknowledged without one (shared/trips/acknowledge.ts). */
      ActualWeight: z.number().nullable().optional(),
    }),
  ),
  totalCount: z.number(),
});
/**
 * A bill id search answers that bill's trips and its vendor's acknowledged ones; a date search
 * the two lists (a page of each, with totalCount and totals, when paged). `bills`: each listed
 * bill's remarks, revision and changes since.
 */
export const listToReviseAnswer = z.object({
  billed: tripList,
  acknowledged: tripList,
  message: z.string(),
  bills: z.array(billStatusAnswer),
  totalCount: z.object({ billed: z.number(), acknowledged: z.number() }).optional(),
  totals: z.object({ billed: tripTotalsAnswer, acknowledged: tripTotalsAnswer }).optional(),
});
export type ListToReviseResponse = z.infer<typeof listToReviseAnswer>;

/**
 * The Billing, Transactions, Revise Bill and Business calls (SPEC.md section 7) that billing/routes.ts
 * serves and billingApi.ts calls. The bill calls answer a PDF file (a JSON `{ message }` when it fails).
 */
export const billingEndpoints = {
  listBilling: endpoint('POST', '/list-billing', {
    body: listBillingBody,
    response: { 200: billingListAnswer },
  }),
  billingSelection: endpoint('POST', '/list-billing-selection', {
    body: listBillingBody,
    response: { 200: billingSelectionAnswer },
  }),
  generateBill: endpoint('POST', '/generate-pdf-bill', {
    body: generateBillBody,
    response: { 409: generateConflictAnswer, 500: messageAnswer },
  }),
  business: endpoint('GET', '/api/business', {
    querystring: businessQuery,
    response: { 200: tripTableAnswer },
  }),
  transactions: endpoint('POST', '/list-all-transactions', {
    body: transactionsBody,
    response: { 200: transactionsAnswer },
  }),
  transactionTrips: endpoint('POST', '/list-transaction-trips', {
    body: transactionTripsBody,
    response: { 200: transactionTripsAnswer },
  }),
  transactionBillPdf: endpoint('GET', '/generate-pdf-by-bill-id-transaction/:billId', {
    params: billIdParams,
    querystring: billPdfQuery,
    response: {},
  }),
  deleteTransaction: endpoint('POST', '/delete-transaction', {
    body: deleteTransactionBody,
    response: { 200: messageAnswer },
  }),
  listToRevise: endpoint('POST', '/list-to-revise-bill', {
    body: listToReviseBody,
    response: { 200: listToReviseAnswer },
  }),
  reviseBill: endpoint('POST', '/generate-pdf-revised-bill', {
    body: reviseBillBody,
    response: { 500: messageAnswer },
  }),
  updateOneRevise: endpoint('POST', '/update-one-revise-bill', {
    body: updateOneReviseBody,
    response: { 201: messageAnswer },
  }),
};
