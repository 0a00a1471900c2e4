import { api, BILL_MONEY_TAGS, bodyMutation, listTags, tagsByRow } from '../../app/api';
import { pageEndpoint } from '../../lists/list-api';
import { pageFrom, setOnly, type Page, type PageArgs, type PagedSource } from '../../lists/paging';
import type { AnswerOf } from '../../../shared/common/endpoint';
import { tripEndpoints as calls, type TripRecord } from '../../../shared/trips/wire';
import { wireCall } from '../../app/wire-call';

/** The Reports screen's filters, sent as GET /api/reports's query (SPEC.md section 7) when set. */
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
  request: (filters, page) => wireCall(calls.list, { query: { ...setOnly(filters), ...page } }),
  read: (answer) => pageFrom(answer, (paged: AnswerOf<typeof calls.list>) => paged.tableData),
};

/** Trip form, Today's List and Reports calls (SPEC.md section 7). */
export const tripsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTrip: build.query<AnswerOf<typeof calls.get>, string>({
      query: (tripId) => wireCall(calls.get, { path: { tripId } }),
      providesTags: (_trip, _error, tripId) => [{ type: 'Trip', id: tripId }],
    }),
    createTrip: build.mutation(bodyMutation(calls.create, TRIP_LIST_TAGS)),
    updateTrip: build.mutation(
      bodyMutation<typeof calls.update, { TripID: string }>(calls.update, (_r, _e, body) => [
        { type: 'Trip', id: body.TripID },
        ...TRIP_LIST_TAGS,
      ]),
    ),

    reportsPage: build.query<Page<TripRecord>, ReportsQuery & PageArgs>(
      pageEndpoint(
        REPORTS_SOURCE,
        tagsByRow('Report', (r) => r._id),
      ),
    ),
    updateReportRow: build.mutation<AnswerOf<typeof calls.rowEdit>, RowUpdate>({
      // Multipart: the route reads the form's fields (tripRowEditFields) and files itself.
      query: ({ id, body }) => ({ ...wireCall(calls.rowEdit, { path: { id } }), body }),
      invalidatesTags: (_r, _e, { id, TripID }) => [
        ...TRIP_LIST_TAGS,
        { type: 'Report', id },
        { type: 'Trip', id: TripID },
      ],
    }),
    deleteReport: build.mutation<AnswerOf<typeof calls.remove>, { id: string; TripID: string }>({
      query: ({ id }) => wireCall(calls.remove, { path: { id } }),
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
