import { api } from '../../app/api';
import { downloadFile, type FileDownloaded } from '../../app/download';
import { wireCall } from '../../app/wire-call';
import type { AnswerOf, BodyOf, QueryOf } from '../../../shared/common/endpoint';
import { portalEndpoints as calls } from '../../../shared/portal/wire';
import { authEndpoints as authCalls } from '../../../shared/auth/wire';
import { signedOut } from '../../app/session/auth-slice';
import { pathOf } from '../../../shared/common/endpoint';
import type { PageArgs } from '../../lists/paging';

/** The vendor portal's calls (a vendor's own login). */
const portalApi = api.injectEndpoints({
  endpoints: (build) => ({
    portalMe: build.query<AnswerOf<typeof calls.me>, void>({
      query: () => wireCall(calls.me),
      providesTags: [{ type: 'Portal', id: 'ME' }],
    }),
    portalBills: build.query<AnswerOf<typeof calls.bills>, void>({
      query: () => wireCall(calls.bills),
      providesTags: [{ type: 'Portal', id: 'BILLS' }],
    }),
    portalPayments: build.query<AnswerOf<typeof calls.payments>, void>({
      query: () => wireCall(calls.payments),
      providesTags: [{ type: 'Portal', id: 'PAYMENTS' }],
    }),
    portalStatement: build.query<AnswerOf<typeof calls.statement>, QueryOf<typeof calls.statement>>({
      query: (query) => wireCall(calls.statement, { query }),
      providesTags: [{ type: 'Portal', id: 'STATEMENT' }],
    }),
    portalTds: build.query<AnswerOf<typeof calls.tds>, QueryOf<typeof calls.tds>>({
      query: (query) => wireCall(calls.tds, { query }),
      providesTags: [{ type: 'Portal', id: 'TDS' }],
    }),
    /** One page of the vendor's trips (each page its own cache entry). */
    portalTrips: build.query<AnswerOf<typeof calls.trips>, PageArgs>({
      query: ({ limit, offset }) => wireCall(calls.trips, { query: { limit, offset } }),
      providesTags: [{ type: 'Portal', id: 'TRIPS' }],
    }),
    /** Saves Statement-{vendor}-{start}-{end}.pdf, the office's statement PDF of the vendor's own account. */
    portalStatementPdf: build.mutation<FileDownloaded, QueryOf<typeof calls.statementPdf>>({
      queryFn: (query, _api, _extra, baseQuery) =>
        downloadFile(baseQuery, wireCall(calls.statementPdf, { query }), 'Statement.pdf'),
    }),
    portalBillPdf: build.mutation<FileDownloaded, { billId: string; revision: number }>({
      queryFn: ({ billId, revision }, _api, _extra, baseQuery) =>
        downloadFile(
          baseQuery,
          { url: pathOf(calls.billPdf, { billId, revision }) },
          `Bill-${billId}-r${revision}.pdf`,
        ),
    }),
    /**
     * The vendor's own password, by the staff's Reset Password call: it ends every session of the
     * login (this one too), so the portal goes back to the login.
     */
    portalChangePassword: build.mutation<
      AnswerOf<typeof authCalls.resetPassword>,
      BodyOf<typeof authCalls.resetPassword>
    >({
      query: (body) => wireCall(authCalls.resetPassword, { body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(signedOut());
        } catch {
          /* the form shows the error */
        }
      },
    }),
    requestChange: build.mutation<
      AnswerOf<typeof calls.requestChange, 201>,
      BodyOf<typeof calls.requestChange>
    >({
      query: (body) => wireCall(calls.requestChange, { body }),
      invalidatesTags: [{ type: 'Portal', id: 'ME' }],
    }),
  }),
});

export const {
  usePortalMeQuery,
  usePortalBillsQuery,
  usePortalPaymentsQuery,
  usePortalStatementQuery,
  usePortalTdsQuery,
  usePortalTripsQuery,
  usePortalStatementPdfMutation,
  usePortalBillPdfMutation,
  useRequestChangeMutation,
  usePortalChangePasswordMutation,
} = portalApi;
