import { api, BILL_MONEY_TAGS, listTags, listAndRowTags } from '../../app/api';
import { pageEndpoint } from '../../lists/list-api';
import { setOnly, toPage, type Page, type PageArgs, type PagedSource, type Totals } from '../../lists/paging';
import type { TripFormBody, TripRecord } from '../../../shared/trips';
import type { MessageResponse } from '../../../shared/common/wire';

/** GET /api/reports query (SPEC.md section 7); only the filters that are set are sent. */
export interface ReportsQuery {
  startDate?: string;
  endDate?: string;
  vendor?: string;
  truckNumber?: string;
}

/** POST /api/reports/{id}: the row's _id and its multipart body (built by the row editor). */
export interface RowUpdate {
  id: string;
  TripID: string;
  body: FormData;
}

const reportTags = (rows: readonly TripRecord[] = []) =>
  listAndRowTags(
    'Report',
    rows.map((r) => r._id),
  );

/**
 * What a trip change makes stale besides the trip itself: the trip lists, the trips ready for
 * billing, the Business report and the Revise Bill listing (status, weights and money).
 */
// A billed trip's edit makes its bill out of date: Transactions and Payments say so (and the audit grows).
const TRIP_LIST_TAGS = [
  ...listTags('Report', 'Billing', 'Business', 'ReviseBill', 'Transaction'),
  ...BILL_MONEY_TAGS,
];

/** GET /api/reports a page at a time (README.md, Large data): Reports and its Excel file. */
export const REPORTS_SOURCE: PagedSource<ReportsQuery, TripRecord> = {
  request: (filters, page) => ({ url: '/api/reports', params: { ...setOnly(filters), ...page } }),
  read: (answer) => {
    const paged = answer as { tableData?: TripRecord[]; totalCount?: number; totals?: Totals };
    return toPage(paged.tableData, paged);
  },
};

/** Trip form, Today's List and Reports calls (SPEC.md section 7). */
export const tripsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTrip: build.query<TripRecord, string>({
      query: (tripId) => `/api/trip/${encodeURIComponent(tripId)}`,
      providesTags: (_trip, _error, tripId) => [{ type: 'Trip', id: tripId }],
    }),
    createTrip: build.mutation<MessageResponse & { TripID?: string }, TripFormBody>({
      query: (body) => ({ url: '/reports', method: 'POST', body }),
      invalidatesTags: TRIP_LIST_TAGS,
    }),
    updateTrip: build.mutation<MessageResponse, TripFormBody & { TripID: string }>({
      query: (body) => ({ url: '/api/trip', method: 'POST', body }),
      invalidatesTags: (_r, _e, body) => [{ type: 'Trip', id: body.TripID }, ...TRIP_LIST_TAGS],
    }),

    reportsPage: build.query<Page<TripRecord>, ReportsQuery & PageArgs>(
      pageEndpoint(REPORTS_SOURCE, reportTags),
    ),
    updateReportRow: build.mutation<MessageResponse, RowUpdate>({
      query: ({ id, body }) => ({ url: `/api/reports/${encodeURIComponent(id)}`, method: 'POST', body }),
      invalidatesTags: (_r, _e, { id, TripID }) => [
        ...TRIP_LIST_TAGS,
        { type: 'Report', id },
        { type: 'Trip', id: TripID },
      ],
    }),
    deleteReport: build.mutation<MessageResponse, { id: string; TripID: string }>({
      query: ({ id }) => ({ url: `/api/reports/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, { id, TripID }) => [
        ...TRIP_LIST_TAGS,
        { type: 'Report', id },
        { type: 'Trip', id: TripID },
      ],
    }),
  }),
});

export const {
  useGetTripQuery,
  useCreateTripMutation,
  useUpdateTripMutation,
  useUpdateReportRowMutation,
  useDeleteReportMutation,
} = tripsApi;
