import { accountingEndpoints } from '../../../shared/accounting/wire';
import type { AnswerOf, BodyOf } from '../../../shared/common/endpoint';
import { paymentEndpoints as calls, type Payment } from '../../../shared/payments/wire';
import { api, BILL_MONEY_TAGS, bodyMutation, listTags, tagsByRow } from '../../app/api';
import { wireCall } from '../../app/wire-call';

/** Reverse a payment: its id (path), the reason (body) and its bill, whose status goes stale. */
type ReversePaymentArgs = BodyOf<typeof calls.reverse> & { id: number; billId: string };

/** Everything a payment makes stale: the bill's status and payments, Transactions, the month-end screens, the audit trail. */
const paymentChangeTags = (billId: string) => [
  { type: 'BillStatus' as const, id: billId },
  ...listTags('Transaction'),
  ...BILL_MONEY_TAGS,
];

/** Payments against bills: the calls of shared/payments/wire.ts, typed by their schemas. */
export const paymentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    billStatus: build.query<AnswerOf<typeof calls.billStatus>, string>({
      query: (billId) => wireCall(calls.billStatus, { path: { billId } }),
      providesTags: (_result, _error, billId) => [{ type: 'BillStatus', id: billId }],
    }),
    /** The vendors with bills (GET /accounting/vendors), whom Payments may pay. */
    payableVendors: build.query<string[], void>({
      query: () => wireCall(accountingEndpoints.billedVendors),
      transformResponse: (response: AnswerOf<typeof accountingEndpoints.billedVendors>) => response.vendors,
      providesTags: ['Outstanding'],
    }),
    openBills: build.query<AnswerOf<typeof accountingEndpoints.openBills>, string>({
      query: (vendor) => wireCall(accountingEndpoints.openBills, { query: { vendor } }),
      providesTags: ['Outstanding', 'Payment'],
    }),
    listPayments: build.query<Payment[], string>({
      query: (billId) => wireCall(calls.list, { query: { billId } }),
      transformResponse: (response: AnswerOf<typeof calls.list>) => response.payments,
      providesTags: tagsByRow('Payment', (p) => p.id),
    }),
    recordPayment: build.mutation(
      bodyMutation(calls.record, (_result, _error, body) => paymentChangeTags(body.billId)),
    ),
    reversePayment: build.mutation<AnswerOf<typeof calls.reverse>, ReversePaymentArgs>({
      query: ({ id, reason }) => wireCall(calls.reverse, { path: { id }, body: { reason } }),
      invalidatesTags: (_result, _error, { id, billId }) => [
        ...paymentChangeTags(billId),
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
