import type { BillPaymentStatusAnswer, BillPaymentSummary, Payment, PaymentMode, RecordPaymentResponse } from '../../../shared/payments';
import type { OpenBills } from '../../../shared/wire/accounting';
import { api, BILL_MONEY_TAGS, listTags, listAndRowTags } from '../../app/api';

/** What the Payments form sends: amounts as typed (rupees); the server computes everything else. */
export interface RecordPaymentBody {
  billId: string;
  date: string;
  mode: PaymentMode;
  reference: string;
  amount: string;
  note: string;
  /** Sent after the clerk confirmed recording a UTR or cheque number already used. */
  confirmDuplicateReference?: boolean;
  /** The clerk confirmed cash above the section 40A(3) limit. */
  confirmCashLimit?: boolean;
}

export interface ReversePaymentArgs {
  id: number;
  billId: string;
  reason: string;
}

export interface ReversePaymentResponse {
  message: string;
  payment: Payment;
  status: BillPaymentSummary;
}

/** Everything a payment makes stale: the bill's status and payments, Transactions, the month-end screens, the audit trail. */
const paymentChangeTags = (billId: string) => [{ type: 'BillStatus' as const, id: billId }, ...listTags('Transaction'), ...BILL_MONEY_TAGS];

/** Payments against bills. */
export const paymentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    billStatus: build.query<BillPaymentStatusAnswer, string>({
      query: (billId) => `/bills/${encodeURIComponent(billId)}/status`,
      providesTags: (_result, _error, billId) => [{ type: 'BillStatus', id: billId }],
    }),
    /** The vendors with bills (GET /accounting/vendors), whom Payments may pay. */
    payableVendors: build.query<string[], void>({
      query: () => '/accounting/vendors',
      transformResponse: (response: { vendors: string[] }) => response.vendors,
      providesTags: ['Outstanding'],
    }),
    openBills: build.query<OpenBills, string>({
      query: (vendor) => ({ url: '/accounting/open-bills', params: { vendor } }),
      providesTags: ['Outstanding', 'Payment'],
    }),
    listPayments: build.query<Payment[], string>({
      query: (billId) => ({ url: '/payments', params: { billId } }),
      transformResponse: (response: { payments?: Payment[] }) => response.payments ?? [],
      providesTags: (rows = []) => listAndRowTags('Payment', rows.map((p) => p.id)),
    }),
    recordPayment: build.mutation<RecordPaymentResponse, RecordPaymentBody>({
      query: (body) => ({ url: '/payments', method: 'POST', body }),
      invalidatesTags: (_result, _error, body) => paymentChangeTags(body.billId),
    }),
    reversePayment: build.mutation<ReversePaymentResponse, ReversePaymentArgs>({
      query: ({ id, reason }) => ({ url: `/payments/${id}/reverse`, method: 'POST', body: { reason } }),
      invalidatesTags: (_result, _error, { id, billId }) => [...paymentChangeTags(billId), { type: 'Payment', id }],
    }),
  }),
});

export const { useBillStatusQuery, usePayableVendorsQuery, useOpenBillsQuery, useListPaymentsQuery, useRecordPaymentMutation, useReversePaymentMutation } = paymentsApi;
