import { api, bodyMutation, listTags, tagsByRow } from '../../app/api';
import { pageEndpoint } from '../../lists/list-api';
import { pageFrom, setOnly, type Page, type PageArgs, type PagedSource } from '../../lists/paging';
import type { AnswerOf, BodyOf } from '../../../shared/common/endpoint';
import { IDEMPOTENCY_KEY_HEADER } from '../../../shared/common/idempotency';
import { tripEndpoints as calls, type TripRecord } from '../../../shared/trips/wire';
import { wireCall } from '../../app/wire-call';
import { tripAcknowledgeEndpoints as ackCalls } from '../../../shared/trips/acknowledge-wire';

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
 * billing, the Business report, the Revise Bill listing (status, weights and money) and the audit
 * trail. A billed trip's edit makes its bill out of date (Transactions and the bill's status say
 * so) but moves no money until Update Bill; the call does not name the bill, so every bill's own
 * answers refetch, and no month-end list does.
 */
const TRIP_LIST_TAGS = [
  ...listTags('Report', 'Billing', 'Business', 'ReviseBill', 'Transaction', 'Audit'),
  'Bill' as const,
];

const CREATE_TRIP_TIMEOUT_MS = 15_000;

/** POST /reports's body, with the Idempotency-Key that makes a repeat get the first answer (sent as a header). */
export type CreateTripArgs = BodyOf<typeof calls.create> & { idempotencyKey?: string };

/** GET /api/reports a page at a time (src/server/bench/performance.md, Large data): Reports and its Excel file. */
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
    createTrip: build.mutation<AnswerOf<typeof calls.create, 201>, CreateTripArgs>({
      query: ({ idempotencyKey, ...body }) => ({
        ...wireCall(calls.create, { body }),
        // An answer that hangs is given up: the trip goes to the outbox and is sent again with its key.
        timeout: CREATE_TRIP_TIMEOUT_MS,
        ...(idempotencyKey ? { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } } : {}),
      }),
      invalidatesTags: TRIP_LIST_TAGS,
    }),
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
    /** Many trips acknowledged in one request, all or none (POST /trips/acknowledge). */
    acknowledgeTrips: build.mutation<
      AnswerOf<typeof ackCalls.acknowledge>,
      BodyOf<typeof ackCalls.acknowledge>
    >({
      query: (body) => wireCall(ackCalls.acknowledge, { body }),
      invalidatesTags: (_r, error, body) =>
        error ? [] : [...TRIP_LIST_TAGS, ...body.trips.map((t) => ({ type: 'Trip' as const, id: t.TripID }))],
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
  useAcknowledgeTripsMutation,
  useDeleteReportMutation,
} = tripsApi;
