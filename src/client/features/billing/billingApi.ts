import type {
  BillingSelectionResponse,
  GenerateBillRow,
  ListBillingBody,
  ListBillingResponse,
  ListToReviseBody,
  ReviseBillBody,
  TransactionRow,
  UpdateOneReviseBody,
} from '../../../shared/billing';
import type { PagedReviseResponse, PagedTransactionsResponse } from '../../../shared/paging';
import { billPdfFileName } from '../../../shared/billFile';
import type { TripRecord } from '../../../shared/trip';
import { api, BILL_MONEY_TAGS, listTags } from '../../app/api';
import { PAGE_CACHE_SECONDS, pageEndpoint } from '../../lists/listApi';
import { setOnly, toPage, type Page, type PageArgs, type PagedSource, type Totals } from '../../lists/paging';
import { downloadFile, type FileDownloaded } from '../../app/download';
import type { MessageResponse } from '../../../shared/wire/common';

/** GET /api/business query: only the filters that are set are sent. */
export interface BusinessQuery {
  startDate?: string;
  endDate?: string;
  truckNumber?: string;
}

/** POST /list-billing a page at a time: acknowledged trips without a bill. */
export const BILLING_SOURCE: PagedSource<ListBillingBody, TripRecord> = {
  request: (filters, page) => ({ url: '/list-billing', method: 'POST', body: { ...setOnly(filters), ...page } }),
  read: (answer) => {
    const paged = answer as Partial<ListBillingResponse> & { totalCount?: number; totals?: Totals };
    return toPage(paged.resultData, paged);
  },
};

const billingTags = (rows: readonly TripRecord[]) => [
  { type: 'Billing' as const, id: 'LIST' },
  ...rows.map((r) => ({ type: 'Billing' as const, id: r._id })),
];

/** POST /list-all-transactions query: the date range and the vendor chosen ('' for all). */
export interface TransactionsQuery {
  startDate: string;
  endDate: string;
  vendor?: string;
}

/** POST /list-all-transactions a page at a time: the bills (newest first) and the range's vendors. */
export const TRANSACTIONS_SOURCE: PagedSource<TransactionsQuery, TransactionRow> = {
  request: (filters, page) => ({ url: '/list-all-transactions', method: 'POST', body: { ...setOnly(filters), ...page } }),
  read: (answer) => {
    // An unpaged call answers a list, or { message } when the range has no bills.
    if (Array.isArray(answer)) return toPage(answer as TransactionRow[], {});
    const paged = answer as Partial<PagedTransactionsResponse> & { message?: string };
    return { ...toPage(paged.rows, paged), vendors: paged.vendors ?? [] };
  },
};

const transactionTags = (rows: readonly TransactionRow[]) => [
  { type: 'Transaction' as const, id: 'LIST' },
  ...rows.map((r) => ({ type: 'Transaction' as const, id: r.billing_id })),
];

/** GET /api/business a page at a time: the Business table and Business.xlsx. */
export const BUSINESS_SOURCE: PagedSource<BusinessQuery, TripRecord> = {
  request: (filters, page) => ({ url: '/api/business', params: { ...setOnly(filters), ...page } }),
  read: (answer) => {
    const paged = answer as { tableData?: TripRecord[]; totalCount?: number; totals?: Totals };
    return toPage(paged.tableData, paged);
  },
};

const businessTags = (rows: readonly TripRecord[]) => [
  { type: 'Business' as const, id: 'LIST' },
  ...rows.map((r) => ({ type: 'Business' as const, id: r._id })),
];

/** Revise Bill's answer: its two lists, each read as a page (with the page's bills on both). */
export interface RevisePages {
  billed: Page<TripRecord>;
  acknowledged: Page<TripRecord>;
}

/**
 * POST /list-to-revise-bill a page at a time. A date search pages both lists alike; a bill search
 * answers the bill's trips and its vendor's acknowledged ones whole.
 */
export function readRevisePages(answer: unknown): RevisePages {
  const paged = answer as Partial<Omit<PagedReviseResponse, 'totalCount' | 'totals'>> & Partial<Pick<PagedReviseResponse, 'totalCount' | 'totals'>>;
  const bills = paged.bills ?? [];
  const pageOf = (list: 'billed' | 'acknowledged') => ({
    ...toPage(paged[list], { totalCount: paged.totalCount?.[list], totals: paged.totals?.[list], message: paged.message || undefined }),
    bills,
  });
  return { billed: pageOf('billed'), acknowledged: pageOf('acknowledged') };
}

const reviseTags = (rows: readonly TripRecord[]) => [
  { type: 'ReviseBill' as const, id: 'LIST' },
  ...rows.map((r) => ({ type: 'ReviseBill' as const, id: r._id })),
];

const tripTags = (rows: readonly Pick<TripRecord, 'TripID'>[]) => rows.map((r) => ({ type: 'Trip' as const, id: r.TripID }));

/**
 * Everything a bill change makes stale: billable trips, bills, the revise listing, business
 * figures, report rows (status and BillId), the trips themselves and the month-end screens.
 */
const BILL_CHANGE_TAGS = [...listTags('Billing', 'Transaction', 'ReviseBill', 'Business', 'Report'), ...BILL_MONEY_TAGS];

/** Billing, Transactions, Revise Bill and Business calls (SPEC.md section 7). */
export const billingApi = api.injectEndpoints({
  endpoints: (build) => ({
    billingPage: build.query<Page<TripRecord>, ListBillingBody & PageArgs>(pageEndpoint(BILLING_SOURCE, billingTags)),
    /** Select All: every matching trip's id and vendor (at most BILL_MAX_TRIPS + 1) and how many match. */
    billingSelection: build.query<BillingSelectionResponse, ListBillingBody>({
      query: (filters) => ({ url: '/list-billing-selection', method: 'POST', body: setOnly(filters) }),
      providesTags: [{ type: 'Billing', id: 'LIST' }],
      keepUnusedDataFor: 0,
    }),
    /** Saves the bill's PDF under its Content-Disposition name (Bill-{billId}-r{revision}.pdf). */
    generateBill: build.mutation<FileDownloaded, GenerateBillRow[]>({
      queryFn: (rows, _api, _extra, baseQuery) =>
        downloadFile(baseQuery, { url: '/generate-pdf-bill', method: 'POST', body: rows }, 'Bill.pdf'),
      invalidatesTags: (_result, _error, rows) => [...BILL_CHANGE_TAGS, ...rows.map((r) => ({ type: 'Trip' as const, id: r.trip_id }))],
    }),

    transactionsPage: build.query<Page<TransactionRow>, TransactionsQuery & PageArgs>(pageEndpoint(TRANSACTIONS_SOURCE, transactionTags)),
    /** The bill's current revision again, saved under the same name as when it was made. */
    downloadTransactionBill: build.mutation<FileDownloaded, string>({
      queryFn: (billId, _api, _extra, baseQuery) =>
        downloadFile(
          baseQuery,
          { url: `/generate-pdf-by-bill-id-transaction/${encodeURIComponent(billId)}`, method: 'GET' },
          billPdfFileName(billId),
        ),
    }),
    deleteTransaction: build.mutation<MessageResponse, { billId: string; tripIds: readonly string[] }>({
      query: ({ billId }) => ({ url: '/delete-transaction', method: 'POST', body: { billId } }),
      invalidatesTags: (_result, _error, { billId, tripIds }) => [
        ...BILL_CHANGE_TAGS,
        { type: 'Transaction', id: billId },
        ...tripIds.map((id) => ({ type: 'Trip' as const, id })),
      ],
    }),

    revisePage: build.query<RevisePages, ListToReviseBody & PageArgs>({
      query: ({ limit, offset, ...filters }) => ({ url: '/list-to-revise-bill', method: 'POST', body: { ...setOnly(filters), limit, offset } }),
      transformResponse: readRevisePages,
      providesTags: (pages) => reviseTags([...(pages?.billed.rows ?? []), ...(pages?.acknowledged.rows ?? [])]),
      keepUnusedDataFor: PAGE_CACHE_SECONDS,
    }),
    /** Saves the new revision's PDF (Bill-{billId}-r{revision}.pdf). */
    generateRevisedBill: build.mutation<FileDownloaded, ReviseBillBody & { billId: string }>({
      queryFn: ({ billId, ...body }, _api, _extra, baseQuery) =>
        downloadFile(baseQuery, { url: '/generate-pdf-revised-bill', method: 'POST', body }, billPdfFileName(billId)),
      invalidatesTags: (_result, _error, body) => [
        ...BILL_CHANGE_TAGS,
        { type: 'Transaction', id: body.billId },
        ...tripTags([...body.billedSelectedRows, ...body.billedUnselectedRows, ...body.ackSelectedRows].filter(hasTripId)),
      ],
    }),
    /** 201 on success. A failure invalidates too, so the tables refetch and show the stored values. */
    updateOneReviseBill: build.mutation<MessageResponse, UpdateOneReviseBody>({
      query: (body) => ({ url: '/update-one-revise-bill', method: 'POST', body }),
      invalidatesTags: (_result, _error, body) => [
        ...BILL_CHANGE_TAGS,
        { type: 'Trip', id: body.trip_id },
        ...(body.bill_id ? [{ type: 'Transaction' as const, id: body.bill_id }] : []),
      ],
    }),

    businessPage: build.query<Page<TripRecord>, BusinessQuery & PageArgs>(pageEndpoint(BUSINESS_SOURCE, businessTags)),
  }),
});

function hasTripId(row: Partial<TripRecord>): row is Pick<TripRecord, 'TripID'> {
  return typeof row.TripID === 'string';
}

export const {
  useLazyBillingSelectionQuery,
  useGenerateBillMutation,
  useDownloadTransactionBillMutation,
  useDeleteTransactionMutation,
  useGenerateRevisedBillMutation,
  useUpdateOneReviseBillMutation,
} = billingApi;
