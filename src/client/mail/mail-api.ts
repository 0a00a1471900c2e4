import type { AnswerOf, BodyOf } from '../../shared/common/endpoint';
import { mailEndpoints as calls, type OutboxQuery } from '../../shared/mail/wire';
import { api, listTags } from '../app/api';
import { wireCall } from '../app/wire-call';

/**
 * Mail to vendors: the outbox's messages (all, or one document's), the requests that queue one,
 * and each vendor's mail settings. Every screen that shows a document's mail reads these.
 */
export const mailApi = api.injectEndpoints({
  endpoints: (build) => ({
    mailStatus: build.query<AnswerOf<typeof calls.status>, void>({
      query: () => wireCall(calls.status),
    }),
    outbox: build.query<AnswerOf<typeof calls.outbox>, OutboxQuery>({
      query: (query) => wireCall(calls.outbox, { query }),
      providesTags: listTags('Mail'),
    }),
    retryMail: build.mutation<AnswerOf<typeof calls.retry, 202>, number>({
      query: (id) => wireCall(calls.retry, { path: { id } }),
      invalidatesTags: listTags('Mail'),
    }),
    emailBill: build.mutation<AnswerOf<typeof calls.emailBill, 202>, string>({
      query: (billId) => wireCall(calls.emailBill, { path: { billId } }),
      invalidatesTags: [...listTags('Mail'), 'Audit'],
    }),
    emailStatement: build.mutation<
      AnswerOf<typeof calls.emailStatement, 202>,
      BodyOf<typeof calls.emailStatement> & { vendorId: string }
    >({
      query: ({ vendorId, ...period }) =>
        wireCall(calls.emailStatement, { path: { id: vendorId }, body: period }),
      invalidatesTags: listTags('Mail'),
    }),
    vendorMailSettings: build.query<AnswerOf<typeof calls.vendorSettings>, string>({
      query: (vendorId) => wireCall(calls.vendorSettings, { path: { id: vendorId } }),
      providesTags: (_result, _error, vendorId) => [{ type: 'Mail', id: `vendor-${vendorId}` }],
    }),
    saveVendorMailSettings: build.mutation<
      AnswerOf<typeof calls.saveVendorSettings>,
      BodyOf<typeof calls.saveVendorSettings> & { vendorId: string }
    >({
      query: ({ vendorId, ...settings }) =>
        wireCall(calls.saveVendorSettings, { path: { id: vendorId }, body: settings }),
      invalidatesTags: (_result, _error, { vendorId }) => [
        { type: 'Mail', id: `vendor-${vendorId}` },
        'Audit',
      ],
    }),
  }),
});

export const {
  useMailStatusQuery,
  useOutboxQuery,
  useRetryMailMutation,
  useEmailBillMutation,
  useEmailStatementMutation,
  useVendorMailSettingsQuery,
  useSaveVendorMailSettingsMutation,
} = mailApi;

/** While a message shown is still on its way, the screen asks again this often. */
export const MAIL_POLL_MS = 2000;
