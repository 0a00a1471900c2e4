import type { AnswerOf, BodyOf } from '../../shared/common/endpoint';
import { shareEndpoints as calls, type ShareLinksQuery } from '../../shared/share/wire';
import { api, listTags } from '../app/api';
import { wireCall } from '../app/wire-call';

/** Shared links: making one for a bill, a payment advice or a statement, a document's links, withdrawing one. */
export const shareApi = api.injectEndpoints({
  endpoints: (build) => ({
    shareBill: build.mutation<AnswerOf<typeof calls.shareBill, 201>, string>({
      query: (billId) => wireCall(calls.shareBill, { path: { billId } }),
      invalidatesTags: [...listTags('Share'), 'Audit'],
    }),
    shareAdvice: build.mutation<AnswerOf<typeof calls.shareAdvice, 201>, number>({
      query: (paymentId) => wireCall(calls.shareAdvice, { path: { id: paymentId } }),
      invalidatesTags: [...listTags('Share'), 'Audit'],
    }),
    shareStatement: build.mutation<
      AnswerOf<typeof calls.shareStatement, 201>,
      BodyOf<typeof calls.shareStatement> & { vendorId: string }
    >({
      query: ({ vendorId, ...period }) =>
        wireCall(calls.shareStatement, { path: { id: vendorId }, body: period }),
      invalidatesTags: [...listTags('Share'), 'Audit'],
    }),
    shareLinks: build.query<AnswerOf<typeof calls.list>, ShareLinksQuery>({
      query: (query) => wireCall(calls.list, { query }),
      providesTags: (result) => [
        ...listTags('Share'),
        ...(result?.links ?? []).map((link) => ({ type: 'Share' as const, id: link.id })),
      ],
    }),
    revokeShareLink: build.mutation<AnswerOf<typeof calls.revoke>, number>({
      query: (id) => wireCall(calls.revoke, { path: { id } }),
      invalidatesTags: (_result, _error, id) => [{ type: 'Share', id }, 'Audit'],
    }),
  }),
});

export const {
  useShareBillMutation,
  useShareAdviceMutation,
  useShareStatementMutation,
  useShareLinksQuery,
  useRevokeShareLinkMutation,
} = shareApi;
