import { api } from '../../app/api';
import { wireCall } from '../../app/wire-call';
import type { AnswerOf, BodyOf } from '../../../shared/common/endpoint';
import { portalEndpoints as calls } from '../../../shared/portal/wire';

/** The office's side of the vendor portal: invite a vendor, and decide its change requests. */
const vendorPortalApi = api.injectEndpoints({
  endpoints: (build) => ({
    invitePortal: build.mutation<
      AnswerOf<typeof calls.invite, 201>,
      BodyOf<typeof calls.invite> & { vendorId: string }
    >({
      query: ({ vendorId, ...body }) => wireCall(calls.invite, { path: { id: vendorId }, body }),
      invalidatesTags: ['Mail'],
    }),
    vendorRequests: build.query<AnswerOf<typeof calls.changeRequests>, void>({
      query: () => wireCall(calls.changeRequests),
      providesTags: (result) => [
        { type: 'VendorRequest', id: 'LIST' },
        ...(result?.requests ?? []).map((r) => ({ type: 'VendorRequest' as const, id: r.id })),
      ],
    }),
    decideRequest: build.mutation<AnswerOf<typeof calls.approveChange>, { id: number; approve: boolean }>({
      query: ({ id, approve }) =>
        wireCall(approve ? calls.approveChange : calls.rejectChange, { path: { id } }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'VendorRequest', id: 'LIST' },
        { type: 'VendorRequest', id },
        'Vendor',
        'Audit',
      ],
    }),
  }),
});

export const { useInvitePortalMutation, useVendorRequestsQuery, useDecideRequestMutation } = vendorPortalApi;
