import { createEntityAdapter, type EntityState } from '@reduxjs/toolkit';
import {
  billingEndpoints as calls,
  type BillStatus,
  type TransactionRow,
  type TransactionTripRow,
} from '../../../../shared/billing/wire';
import type { AnswerOf, BodyOf, QueryOf } from '../../../../shared/common/endpoint';
import { billPdfFileName } from '../../../../shared/billing/file';
import type { TripRecord } from '../../../../shared/trips';
import { api, billMoneyTags, bodyMutation, listTags, tagsByRow, type ChangedBill } from '../../../app/api';
import { PAGE_CACHE_SECONDS, pageEndpoint } from '../../../lists/list-api';
import { pageFrom, setOnly, toPage, type Page, type PageArgs, type PagedSource } from '../../../lists/paging';
import { downloadFile, type FileDownloaded } from '../../../app/download';
import { wireCall } from '../../../app/wire-call';

/** A screen's filters: these text fields of the call's body or query (only those set are sent). */
type FiltersOf<Fields, Key extends string> = { [K in Key & keyof Fields]?: string };

/** The Billing screen's filters (POST /list-billing). */
export type BillingFilters = FiltersOf<
  BodyOf<typeof calls.listBilling>,
  'startDate' | 'endDate' | 'vendor' | 'truckNumber'
>;
/** The Business screen's filters (GET /api/business). */
export type BusinessQuery = FiltersOf<
  QueryOf<typeof calls.business>,
  'startDate' | 'endDate' | 'truckNumber'
>;
/** Revise Bill's search: a bill id or a date range (POST /list-to-revise-bill). */
export type ReviseFilters = FiltersOf<BodyOf<typeof calls.listToRevise>, 'startDate' | 'endDate' | 'bill_id'>;

/** POST /list-billing a page at a time: acknowledged trips without a bill. */
export const BILLING_SOURCE: PagedSource<BillingFilters, TripRecord> = {
  request: (filters, page) => wireCall(calls.listBilling, { body: { ...setOnly(filters), ...page } }),
  read: (answer) => {
    const page = pageFrom(answer, (paged: AnswerOf<typeof calls.listBilling>) => paged.resultData);
    const { unweighedCount } = answer as AnswerOf<typeof calls.listBilling>;
    return unweighedCount ? { ...page, unweighedCount } : page;
  },
};

/** POST /list-all-transactions query: the date range and the vendor chosen ('' for all). */
export interface TransactionsQuery {
  startDate: string;
  endDate: string;
  vendor?: string;
}

/**
 * POST /list-all-transactions a page at a time: the bills (newest first) and the range's vendors,
 * without their trips (a bill's are read when it is opened: TRANSACTION_TRIPS_SOURCE).
 */
export const TRANSACTIONS_SOURCE: PagedSource<TransactionsQuery, TransactionRow> = {
  request: (filters, page) =>
    wireCall(calls.transactions, { body: { ...setOnly(filters), ...page, trips: false } }),
  read: (raw) => {
    const answer = raw as AnswerOf<typeof calls.transactions>;
    // An unpaged call answers a list, or { message } when the range has no bills.
    if (Array.isArray(answer)) return toPage(answer, {});
    if (!('rows' in answer)) return toPage<TransactionRow>([], answer);
    return { ...toPage(answer.rows, answer), vendors: answer.vendors ?? [] };
  },
};

/** One bill of Transactions: its trips as billed (POST /list-transaction-trips). */
export interface TransactionTripsQuery {
  billId: string;
}

/** POST /list-transaction-trips a page at a time: one bill's trips in line order. */
export const TRANSACTION_TRIPS_SOURCE: PagedSource<TransactionTripsQuery, TransactionTripRow> = {
  request: ({ billId }, page) => wireCall(calls.transactionTrips, { body: { billId, ...page } }),
  read: (answer) => pageFrom(answer, (page: AnswerOf<typeof calls.transactionTrips>) => page.rows),
};

/** GET /api/business a page at a time: the Business table and Business.xlsx. */
export const BUSINESS_SOURCE: PagedSource<BusinessQuery, TripRecord> = {
  request: (filters, page) => wireCall(calls.business, { query: { ...setOnly(filters), ...page } }),
  read: (answer) => pageFrom(answer, (paged: AnswerOf<typeof calls.business>) => paged.tableData),
};

/** The listed bills by id: Revise Bill reads the bill it revises from them. */
const billsById = createEntityAdapter<BillStatus, string>({ selectId: (bill) => bill.bill_id });
const { selectById } = billsById.getSelectors();
/** A listed bill by its id (undefined when the page lists no such bill). */
export const selectListedBill = (
  bills: EntityState<BillStatus, string>,
  billId: string,
): BillStatus | undefined => selectById(bills, billId);

/** Revise Bill's answer: its two lists, each read as a page (with the page's bills on both). */
export interface RevisePages {
  billed: Page<TripRecord>;
  acknowledged: Page<TripRecord>;
}

/**
 * POST /list-to-revise-bill a page at a time. A date search pages both lists alike; a bill search
 * answers the bill's trips and its vendor's acknowledged ones whole.
 */
export function readRevisePages(paged: AnswerOf<typeof calls.listToRevise>): RevisePages {
  const bills = billsById.setAll(billsById.getInitialState(), paged.bills);
  const pageOf = (list: 'billed' | 'acknowledged') => ({
    ...toPage(paged[list], {
      totalCount: paged.totalCount?.[list],
      totals: paged.totals?.[list],
      message: paged.message || undefined,
    }),
    bills,
  });
  return { billed: pageOf('billed'), acknowledged: pageOf('acknowledged') };
}

/** Revise Bill's billed list alone, a page at a time: a bill's trips not yet read on screen. */
export const REVISE_BILLED_SOURCE: PagedSource<ReviseFilters, TripRecord> = {
  request: (filters, page) => wireCall(calls.listToRevise, { body: { ...setOnly(filters), ...page } }),
  read: (answer) => readRevisePages(answer as AnswerOf<typeof calls.listToRevise>).billed,
};

const reviseTags = tagsByRow('ReviseBill', (r: TripRecord) => r._id);

/**
 * Update Bill: the body of POST /generate-pdf-revised-bill, its rows the screen's trips (the
 * server reads their _id and BillId; the trips' ids name what goes stale), and the bill's id.
 */
type ReviseBillArgs = Omit<
  BodyOf<typeof calls.reviseBill>,
  'billedSelectedRows' | 'billedUnselectedRows' | 'ackSelectedRows'
> & {
  billId: string;
  billedSelectedRows: TripRecord[];
  billedUnselectedRows: TripRecord[];
  ackSelectedRows: TripRecord[];
};

/**
 * What a bill change makes stale: the bill's money (`billMoneyTags`: the bill, its vendor's lists,
 * the month-end lists), the trip lists that show a trip's bill (billable trips, the revise listing,
 * Business, Reports' status and BillId) and the trips themselves.
 */
const billChangeTags = (bill: ChangedBill, trips: readonly (string | undefined)[]) => [
  ...billMoneyTags(bill),
  ...listTags('Billing', 'ReviseBill', 'Business', 'Report'),
  ...trips.flatMap((id) => (id ? [{ type: 'Trip' as const, id }] : [])),
];

/** Billing, Transactions, Revise Bill and Business calls (SPEC.md section 7). */
export const billingApi = api.injectEndpoints({
  endpoints: (build) => ({
    billingPage: build.query<Page<TripRecord>, BillingFilters & PageArgs>(
      pageEndpoint(
        BILLING_SOURCE,
        tagsByRow('Billing', (r) => r._id),
      ),
    ),
    /** Select All: every matching trip's id and vendor (at most BILL_MAX_TRIPS + 1) and how many match. */
    billingSelection: build.query<AnswerOf<typeof calls.billingSelection>, BillingFilters>({
      query: (filters) => wireCall(calls.billingSelection, { body: setOnly(filters) }),
      providesTags: [{ type: 'Billing', id: 'LIST' }],
      keepUnusedDataFor: 0,
    }),
    /** Saves the bill's PDF under its Content-Disposition name (Bill-{billId}-r{revision}.pdf). */
    generateBill: build.mutation<FileDownloaded, BodyOf<typeof calls.generateBill>>({
      queryFn: (rows, _api, _extra, baseQuery) =>
        downloadFile(baseQuery, wireCall(calls.generateBill, { body: rows }), 'Bill.pdf'),
      invalidatesTags: (result, _error, rows) =>
        billChangeTags(
          { billId: result?.billId ?? undefined, vendor: rows[0]?.vendor ?? undefined },
          rows.map((r) => r.trip_id),
        ),
    }),

    transactionsPage: build.query<Page<TransactionRow>, TransactionsQuery & PageArgs>(
      pageEndpoint(
        TRANSACTIONS_SOURCE,
        tagsByRow('Transaction', (r) => r.billing_id),
      ),
    ),
    /** A page of one bill's trips, read when the bill is opened on Transactions. */
    transactionTrips: build.query<Page<TransactionTripRow>, TransactionTripsQuery & PageArgs>({
      ...pageEndpoint(TRANSACTION_TRIPS_SOURCE, () => []),
      providesTags: (_page, _error, { billId }) => [
        { type: 'Transaction', id: 'LIST' },
        { type: 'Transaction', id: billId },
      ],
    }),
    /** The bill's current revision again, saved under the same name as when it was made. */
    downloadTransactionBill: build.mutation<FileDownloaded, string>({
      queryFn: (billId, _api, _extra, baseQuery) =>
        downloadFile(
          baseQuery,
          wireCall(calls.transactionBillPdf, { path: { billId } }),
          billPdfFileName(billId),
        ),
    }),
    deleteTransaction: build.mutation<
      AnswerOf<typeof calls.deleteTransaction>,
      { billId: string; vendor?: string; tripIds: readonly string[] }
    >({
      query: ({ billId }) => wireCall(calls.deleteTransaction, { body: { billId } }),
      invalidatesTags: (_result, _error, { billId, vendor, tripIds }) => [
        ...billChangeTags({ billId, vendor }, tripIds),
        { type: 'Transaction', id: billId },
      ],
    }),

    revisePage: build.query<RevisePages, ReviseFilters & PageArgs>({
      query: ({ limit, offset, ...filters }) =>
        wireCall(calls.listToRevise, { body: { ...setOnly(filters), limit, offset } }),
      transformResponse: readRevisePages,
      providesTags: (pages) =>
        reviseTags([...(pages?.billed.rows ?? []), ...(pages?.acknowledged.rows ?? [])]),
      keepUnusedDataFor: PAGE_CACHE_SECONDS,
    }),
    /** Saves the new revision's PDF (Bill-{billId}-r{revision}.pdf). */
    generateRevisedBill: build.mutation<FileDownloaded, ReviseBillArgs>({
      queryFn: ({ billId, ...body }, _api, _extra, baseQuery) =>
        downloadFile(baseQuery, wireCall(calls.reviseBill, { body }), billPdfFileName(billId)),
      invalidatesTags: (_result, _error, body) => {
        const rows = [...body.billedSelectedRows, ...body.billedUnselectedRows, ...body.ackSelectedRows];
        return [
          ...billChangeTags(
            { billId: body.billId, vendor: rows[0]?.Vendor },
            rows.map((r) => r.TripID),
          ),
          { type: 'Transaction', id: body.billId },
        ];
      },
    }),
    /** 201 on success. A failure invalidates too, so the tables refetch and show the stored values. */
    updateOneReviseBill: build.mutation(
      bodyMutation<typeof calls.updateOneRevise, { trip_id: string }>(
        calls.updateOneRevise,
        (_result, _error, body) => [
          ...billChangeTags({ billId: body.bill_id || undefined }, [body.trip_id]),
          ...(body.bill_id ? [{ type: 'Transaction' as const, id: body.bill_id }] : []),
        ],
      ),
    ),

    businessPage: build.query<Page<TripRecord>, BusinessQuery & PageArgs>(
      pageEndpoint(
        BUSINESS_SOURCE,
        tagsByRow('Business', (r) => r._id),
      ),
    ),
  }),
});

export const {
  useLazyBillingSelectionQuery,
  useGenerateBillMutation,
  useDownloadTransactionBillMutation,
  useDeleteTransactionMutation,
  useTransactionTripsQuery,
  useGenerateRevisedBillMutation,
  useUpdateOneReviseBillMutation,
} = billingApi;
