import { z } from 'zod';
import { BILL_MAX_TRIPS, type BillRemark, type BillingSelectionResponse, type TransactionRow } from '../billing';
import type { BilledTripChange, BilledTripField, BillStatus, TransactionTripRow } from '../billStatus';
import { TRANSACTION_TOTAL_FIELDS, type TransactionTotals } from '../paging';
import { BILL_PAYMENT_STATUSES } from '../payments';
import { fieldsOf, filterFields, messageAnswer, optionalText, pagingFields, rowIdValue, sortFields } from './common';
import { tripRecordAnswer, tripReportQuery, tripTotalsAnswer } from './trips';

const billedValue = z.union([z.string(), z.number(), z.null()]);

/** POST /list-billing filters with optional paging (issue 9): the Reports filters. */
export const listBillingBody = tripReportQuery;
export type BillingSearch = z.output<typeof listBillingBody>;

/** POST /list-to-revise-bill: a bill id or a date range. */
export const listToReviseBody = z.object({
  bill_id: optionalText(30),
  startDate: optionalText(10),
  endDate: optionalText(10),
  ...pagingFields,
  ...sortFields,
  ...filterFields,
});
export type ReviseSearch = z.output<typeof listToReviseBody>;


/** A remark as the Billing and Revise Bill modals send it (SPEC.md section 5 rules in billing.ts). */
const remarkInput = z.object({ text: z.string().max(200).nullable().optional(), amount: z.union([z.number(), z.string().max(30)]).nullable().optional() }).nullable();
const remarksInput = z.array(remarkInput).max(20).nullable().optional();
export type RemarksInput = z.output<typeof remarksInput>;

/** A trip row of a billing request: only its ids are read (every value comes from the stored trip). */
const billRowInput = z.object({
  _id: rowIdValue.nullable().optional(),
  id: rowIdValue.nullable().optional(),
  BillId: optionalText(30),
  remarks: remarksInput,
  applyTaxes: z.boolean().optional(),
});

/** POST /generate-pdf-bill: the selected rows; the first carries remarks and applyTaxes. */
export const generateBillBody = z.array(billRowInput).max(BILL_MAX_TRIPS * 2);
export type BillRowInput = z.output<typeof billRowInput>;
export type GenerateBillInput = z.output<typeof generateBillBody>;

/** POST /generate-pdf-revised-bill. */
export const reviseBillBody = z.object({
  billedSelectedRows: z.array(billRowInput).max(BILL_MAX_TRIPS * 2).optional(),
  billedUnselectedRows: z.array(billRowInput).max(BILL_MAX_TRIPS * 2).optional(),
  ackSelectedRows: z.array(billRowInput).max(BILL_MAX_TRIPS * 2).optional(),
  additionalRemarks: remarksInput,
  applyTaxes: z.boolean().optional(),
});
export type ReviseBillInput = z.output<typeof reviseBillBody>;

/** POST /update-one-revise-bill: one trip's editable fields (trip form rules in billing.ts). */
const reviseNumber = z.union([z.number(), z.string().max(30)]).nullable().optional();
export const updateOneReviseBody = z.object({
  trip_id: optionalText(100),
  bill_id: optionalText(30),
  updateRows: z
    .object({
      DONumber: z.union([z.string().max(160), z.number()]).nullable().optional(),
      DriverName: optionalText(240),
      Weight: reviseNumber,
      ActualWeight: reviseNumber,
      Short: reviseNumber,
      DieselAmount: reviseNumber,
      Advance: reviseNumber,
      Toll: reviseNumber,
      Adblue: reviseNumber,
      Greasing: reviseNumber,
    })
    .nullable()
    .optional(),
});
export type UpdateOneReviseInput = z.output<typeof updateOneReviseBody>;

/** POST /delete-transaction. */
export const deleteTransactionBody = z.object({ billId: optionalText(30) });
export type CancelBillInput = z.output<typeof deleteTransactionBody>;
/** POST /list-all-transactions. */
export const transactionsBody = z.object({ startDate: optionalText(10), endDate: optionalText(10), vendor: optionalText(200), ...pagingFields, ...sortFields, ...filterFields });
export type TransactionsSearch = z.output<typeof transactionsBody>;
export const billIdParams = z.object({ billId: z.string().min(1).max(100) });

/** GET /api/business filters. */
export const businessQuery = tripReportQuery;
export type BusinessSearch = z.output<typeof businessQuery>;

const billRemark = z.object({ text: z.string(), amount: z.number() }) satisfies z.ZodType<BillRemark>;
export const billedTripChange = z.object({
  trip_id: z.string(),
  fields: z.array(z.object({ field: z.custom<BilledTripField>(), label: z.string(), billed: billedValue, current: billedValue })),
}) satisfies z.ZodType<BilledTripChange>;
export const billStatusAnswer = z.object({
  bill_id: z.string(),
  revision: z.number(),
  revised_at: z.string(),
  remarks: z.array(billRemark),
  net_amount: z.number(),
  out_of_date: z.boolean(),
  changes: z.array(billedTripChange),
}) satisfies z.ZodType<BillStatus>;

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
}) satisfies z.ZodType<TransactionTripRow>;

export const transactionRowAnswer = z.object({
  ...fieldsOf(z.string(), '_id', 'billing_id', 'vendor', 'date'),
  ...fieldsOf(z.number(), 'weight', 'actual_weight', 'freight'),
  rate: z.null(),
  ...fieldsOf(z.number(), 'diesel', 'advance', 'toll', 'tds', 'short'),
  remarks: z.string(),
  gst: z.boolean(),
  ...fieldsOf(z.number(), 'amount', 'remarks_amount', 'gst_amount', 'final_amount'),
  trip_ids: z.array(z.string()),
  revision: z.number(),
  ...fieldsOf(z.string(), 'username', 'profile'),
  ...fieldsOf(z.number(), 'paid', 'outstanding'),
  payment_status: z.enum(BILL_PAYMENT_STATUSES),
  remarks_list: z.array(billRemark),
  revised_at: z.string(),
  out_of_date: z.boolean(),
  changes: z.array(billedTripChange),
  trips: z.array(transactionTripRow),
}) satisfies z.ZodType<TransactionRow>;

const transactionTotals = z.object(
  Object.fromEntries(TRANSACTION_TOTAL_FIELDS.map((f) => [f, z.number()])) as Record<(typeof TRANSACTION_TOTAL_FIELDS)[number], z.ZodNumber>,
) satisfies z.ZodType<TransactionTotals>;
/** Unpaged: the rows, or the "no data" message; paged: one page with totalCount and totals. */
export const transactionsAnswer = z.union([
  messageAnswer,
  z.object({ rows: z.array(transactionRowAnswer), totalCount: z.number(), totals: transactionTotals, vendors: z.array(z.string()).optional() }),
  z.array(transactionRowAnswer),
]);

const tripList = z.array(tripRecordAnswer);
/** Database-built JSON, written as it is: these document what it holds. */
export const billingListAnswer = z.object({ resultData: tripList, message: z.string(), totalCount: z.number().optional(), totals: tripTotalsAnswer.optional() });
export const businessAnswer = z.object({ tableData: tripList, totalCount: z.number().optional(), totals: tripTotalsAnswer.optional() });
export const billingSelectionAnswer = z.object({
  trips: z.array(z.object({ _id: z.string(), TripID: z.string(), Vendor: z.string() })),
  totalCount: z.number(),
}) satisfies z.ZodType<BillingSelectionResponse>;
/** A bill id search answers that bill's records (or a message); a date search two lists. */
export const listToReviseAnswer = z.object({
  billed: tripList.optional(),
  acknowledged: tripList.optional(),
  message: z.string(),
  bills: z.array(billStatusAnswer).optional(),
  totalCount: z.object({ billed: z.number(), acknowledged: z.number() }).optional(),
  totals: z.object({ billed: tripTotalsAnswer, acknowledged: tripTotalsAnswer }).optional(),
});
