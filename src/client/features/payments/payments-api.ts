import { accountingEndpoints } from '../../../shared/accounting/wire';
import type { AnswerOf, BodyOf } from '../../../shared/common/endpoint';
import { paymentEndpoints as calls, type Payment } from '../../../shared/payments/wire';
import { api, billMoneyTags, billTag, bodyMutation, tagsByRow, vendorBillsTags } from '../../app/api';
import { wireCall } from '../../app/wire-call';

/** Reverse a payment: its id (path), the reason (body) and its bill, whose status goes stale. */
type ReversePaymentArgs = BodyOf<typeof calls.reverse> & { id: number; billId: string };

/** Payments against bills: the calls of shared/payments/wire.ts, typed by their schemas. */
export const paymentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    billStatus: build.query<AnswerOf<typeof calls.billStatus>, string>({
      query: (billId) => wireCall(calls.billStatus, { path: { billId } }),
      providesTags: (_result, _error, billId) => [billTag(billId)],
    }),
    /** The vendors with bills (GET /accounting/vendors), whom Payments may pay. */
    payableVendors: build.query<string[], void>({
      query: () => wireCall(accountingEndpoints.billedVendors),
      transformResponse: (response: AnswerOf<typeof accountingEndpoints.billedVendors>) => response.vendors,
      providesTags: [{ type: 'Outstanding', id: 'VENDORS' }],
    }),
    openBills: build.query<AnswerOf<typeof accountingEndpoints.openBills>, string>({
      query: (vendor) => wireCall(accountingEndpoints.openBills, { query: { vendor } }),
      providesTags: (_result, _error, vendor) => vendorBillsTags(vendor),
    }),
    listPayments: build.query<Payment[], string>({
      query: (billId) => wireCall(calls.list, { query: { billId } }),
      transformResponse: (response: AnswerOf<typeof calls.list>) => response.payments,
      providesTags: (payments, _error, billId) => [
        billTag(billId),
        ...tagsByRow('Payment', (p: Payment) => p.id)(payments),
      ],
    }),
    recordPayment: build.mutation(
      bodyMutation(calls.record, (result, _error, body) =>
        billMoneyTags({ billId: body.billId, vendor: result?.payment.vendor }),
      ),
    ),
    reversePayment: build.mutation<AnswerOf<typeof calls.reverse>, ReversePaymentArgs>({
      query: ({ id, reason }) => wireCall(calls.reverse, { path: { id }, body: { reason } }),
      invalidatesTags: (result, _error, { id, billId }) => [
        ...billMoneyTags({ billId, vendor: result?.payment.vendor }),
        { type: 'Payment', id },
      ],
    }),
  }),
});

export const {
  useBillStatusQuery,
  usePayableVendorsQuery,
  useOpenBillsQuery,
  useListPaymentsQuery,
  useRecordPaymentMutation,
  useReversePaymentMutation,
} = paymentsApi;
