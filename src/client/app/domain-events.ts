import {
  createAction,
  createListenerMiddleware,
  isFulfilled,
  isRejected,
  type UnknownAction,
} from '@reduxjs/toolkit';
import type { BillPaymentStatus, PaymentMode } from '../../shared/payments/payments';
import type { BillPaymentSummary, Payment } from '../../shared/payments/wire';
import type { accountingApi } from '../features/accounting/accounting-api';
import type { billingApi } from '../features/billing/common/billing-api';
import type { paymentsApi } from '../features/payments/payments-api';
import { serverMessage } from './errors';
import { writeEventOf } from './write-events';

/**
 * What auditors read in Redux DevTools. `api/executeMutation` says nothing about
 * money, so every money mutation that succeeds (or is refused) is followed by a named domain
 * action with the bill, the trips and the amounts. Payloads carry ids and amounts only: never a
 * password, a session or a CSRF token (and the DevTools sanitizers would redact them anyway).
 */
export const billGenerated = createAction<{ billId: string; trips: string[]; net: number | null }>(
  'billing/billGenerated',
);
export const billRevised = createAction<{
  billId: string;
  trips: string[];
  removedTrips: string[];
  net: number | null;
}>('billing/billRevised');
export const billCancelled = createAction<{ billId: string; trips: string[] }>('billing/billCancelled');
export const billRefused = createAction<{
  action: 'generate' | 'revise' | 'cancel';
  billId: string | null;
  trips: string[];
  message: string;
}>('billing/billRefused');
/** What a payment's events tell about it and its bill after it. */
interface PaymentFacts {
  paymentId: number;
  billId: string;
  amount: number;
  paid: number;
  outstanding: number;
  status: BillPaymentStatus;
}
export const paymentRecorded = createAction<PaymentFacts & { mode: PaymentMode; cashLimitWarning: boolean }>(
  'payments/paymentRecorded',
);
export const paymentRefused = createAction<{
  billId: string;
  amount: string;
  mode: PaymentMode;
  message: string;
}>('payments/paymentRefused');
export const paymentReversed = createAction<PaymentFacts & { reason: string }>('payments/paymentReversed');
export const tallyExported = createAction<{ startDate: string; endDate: string; fileName: string }>(
  'accounting/tallyExported',
);
export const statementDownloaded = createAction<{ vendor: string; startDate: string; endDate: string }>(
  'accounting/statementDownloaded',
);
export const ledgersSaved = createAction<{ ledgers: Record<string, string> }>('settings/ledgersSaved');

const tripIds = (rows: ReadonlyArray<{ TripID?: string; trip_id?: string }>) =>
  rows.map((r) => r.TripID ?? r.trip_id ?? '').filter(Boolean);
const refusal = (error: unknown) => serverMessage(error) ?? 'The server did not answer.';
const paymentFacts = ({
  payment,
  status,
}: {
  payment: Payment;
  status: BillPaymentSummary;
}): PaymentFacts => ({
  paymentId: payment.id,
  billId: payment.billId,
  amount: payment.amount,
  paid: status.paid,
  outstanding: status.outstanding,
  status: status.status,
});

/** Dispatches the domain action `toEvent` makes of every action `matcher` matches. */
type Relay = <A extends UnknownAction>(
  matcher: (action: unknown) => action is A,
  toEvent: (action: A) => UnknownAction,
) => void;

type BillingEndpoints = (typeof billingApi)['endpoints'];
type PaymentsEndpoints = (typeof paymentsApi)['endpoints'];
type AccountingEndpoints = (typeof accountingApi)['endpoints'];

/**
 * An endpoint's fulfilled and rejected matchers, by its name. The API slices load with their
 * screens (they carry the wire schemas), so the store, in the first script, names the endpoints
 * instead of importing them; the types still come from the slices.
 */
function matchersOf<E extends { matchFulfilled: unknown; matchRejected: unknown }>(endpointName: string) {
  const ofEndpoint = (action: unknown) =>
    (action as { meta?: { arg?: { endpointName?: unknown } } }).meta?.arg?.endpointName === endpointName;
  return {
    matchFulfilled: ((action: unknown) => isFulfilled(action) && ofEndpoint(action)) as E['matchFulfilled'],
    matchRejected: ((action: unknown) => isRejected(action) && ofEndpoint(action)) as E['matchRejected'],
  };
}

/** The listener middleware that turns fulfilled and rejected mutations into the actions above. */
export function domainEventListeners() {
  const listener = createListenerMiddleware();
  const relay: Relay = (matcher, toEvent) => {
    listener.startListening({
      matcher,
      effect: (action, api) => {
        api.dispatch(toEvent(action));
      },
    });
  };
  listenForBillEvents(relay);
  listenForPaymentEvents(relay);
  listenForAccountingEvents(relay);
  listener.startListening({
    predicate: (action) => writeEventOf(action) !== null,
    effect: (action, api) => {
      const event = writeEventOf(action);
      if (event) api.dispatch(event);
    },
  });
  return listener.middleware;
}

/** Bills generated, revised, cancelled or refused. */
function listenForBillEvents(relay: Relay) {
  const generateBill = matchersOf<BillingEndpoints['generateBill']>('generateBill');
  const generateRevisedBill = matchersOf<BillingEndpoints['generateRevisedBill']>('generateRevisedBill');
  const deleteTransaction = matchersOf<BillingEndpoints['deleteTransaction']>('deleteTransaction');
  relay(generateBill.matchFulfilled, ({ payload, meta }) =>
    billGenerated({
      billId: payload.billId ?? '',
      trips: tripIds(meta.arg.originalArgs),
      net: payload.net ?? null,
    }),
  );
  relay(generateBill.matchRejected, ({ payload, meta }) =>
    billRefused({
      action: 'generate',
      billId: null,
      trips: tripIds(meta.arg.originalArgs),
      message: refusal(payload),
    }),
  );
  relay(generateRevisedBill.matchFulfilled, ({ payload, meta }) => {
    const body = meta.arg.originalArgs;
    return billRevised({
      billId: payload.billId ?? body.billId,
      trips: tripIds([...body.billedSelectedRows, ...body.ackSelectedRows]),
      removedTrips: tripIds(body.billedUnselectedRows),
      net: payload.net ?? null,
    });
  });
  relay(generateRevisedBill.matchRejected, ({ payload, meta }) => {
    const body = meta.arg.originalArgs;
    return billRefused({
      action: 'revise',
      billId: body.billId,
      trips: tripIds(body.billedSelectedRows),
      message: refusal(payload),
    });
  });
  relay(deleteTransaction.matchFulfilled, ({ meta }) =>
    billCancelled({ billId: meta.arg.originalArgs.billId, trips: [...meta.arg.originalArgs.tripIds] }),
  );
  relay(deleteTransaction.matchRejected, ({ payload, meta }) => {
    const { billId, tripIds: trips } = meta.arg.originalArgs;
    return billRefused({ action: 'cancel', billId, trips: [...trips], message: refusal(payload) });
  });
}

/** Payments recorded, refused or reversed. */
function listenForPaymentEvents(relay: Relay) {
  const recordPayment = matchersOf<PaymentsEndpoints['recordPayment']>('recordPayment');
  const reversePayment = matchersOf<PaymentsEndpoints['reversePayment']>('reversePayment');
  relay(recordPayment.matchFulfilled, ({ payload }) =>
    paymentRecorded({
      ...paymentFacts(payload),
      mode: payload.payment.mode,
      cashLimitWarning: payload.warning !== undefined,
    }),
  );
  relay(recordPayment.matchRejected, ({ payload, meta }) => {
    const body = meta.arg.originalArgs;
    return paymentRefused({
      billId: body.billId,
      amount: String(body.amount),
      mode: body.mode,
      message: refusal(payload),
    });
  });
  relay(reversePayment.matchFulfilled, ({ payload }) =>
    paymentReversed({ ...paymentFacts(payload), reason: payload.payment.reversalReason ?? '' }),
  );
}

/** Tally exports, statements downloaded and ledger names saved. */
function listenForAccountingEvents(relay: Relay) {
  const downloadTally = matchersOf<AccountingEndpoints['downloadTally']>('downloadTally');
  const downloadStatementPdf =
    matchersOf<AccountingEndpoints['downloadStatementPdf']>('downloadStatementPdf');
  const saveLedgers = matchersOf<AccountingEndpoints['saveLedgers']>('saveLedgers');
  relay(downloadTally.matchFulfilled, ({ payload, meta }) =>
    tallyExported({ ...meta.arg.originalArgs, fileName: payload.fileName }),
  );
  relay(downloadStatementPdf.matchFulfilled, ({ meta }) => statementDownloaded({ ...meta.arg.originalArgs }));
  relay(saveLedgers.matchFulfilled, ({ meta }) => ledgersSaved({ ledgers: { ...meta.arg.originalArgs } }));
}
