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
import type { challansApi } from '../features/accounting/challans-api';
import type { documentBlockingApi } from '../features/accounting/document-blocking-api';
import type { periodsApi } from '../features/accounting/periods-api';
import type { tallyApi } from '../features/accounting/tally-api';
import type { tdsSettingApi } from '../features/accounting/tds-setting-api';
import type { authApi } from '../features/auth/auth-api';
import type { billingApi } from '../features/billing/common/billing-api';
import type { freightApi } from '../features/freight/freight-api';
import type { importsApi } from '../features/imports/imports-api';
import type { paymentsApi } from '../features/payments/payments-api';
import type { tripsApi } from '../features/trips/trips-api';
import type { usersApi } from '../features/users/users-api';
import type { vehiclesApi } from '../features/vehicles/vehicles-api';
import type { vendorsApi } from '../features/vendors/vendors-api';
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

/** The names of the endpoints of these API slices (each slice's, not only the ones they share). */
type EndpointName<Slice> = Slice extends { endpoints: infer Endpoints } ? keyof Endpoints & string : never;
type WriteEndpoint = EndpointName<
  | typeof tripsApi
  | typeof billingApi
  | typeof vendorsApi
  | typeof vehiclesApi
  | typeof freightApi
  | typeof importsApi
  | typeof authApi
  | typeof usersApi
  | typeof challansApi
  | typeof periodsApi
  | typeof tallyApi
  | typeof tdsSettingApi
  | typeof documentBlockingApi
>;

/**
 * Every other write's domain action (write-events.ts makes it), by its endpoint's name: a name
 * that is no endpoint of these slices does not compile.
 */
export const WRITE_EVENTS: { readonly [Name in WriteEndpoint]?: string } = {
  createTrip: 'trips/tripCreated',
  updateTrip: 'trips/tripUpdated',
  updateReportRow: 'trips/tripRowSaved',
  acknowledgeTrips: 'trips/tripsAcknowledged',
  deleteReport: 'trips/tripDeleted',
  updateOneReviseBill: 'trips/billedTripEdited',
  addVendor: 'masters/vendorSaved',
  updateVendor: 'masters/vendorSaved',
  deleteVendor: 'masters/vendorDeleted',
  attachDeclaration: 'masters/vendorDeclarationAttached',
  addVehicle: 'masters/vehicleSaved',
  uploadDocument: 'masters/vehicleDocumentUploaded',
  resetDocument: 'masters/vehicleDocumentReset',
  deleteVehicle: 'masters/vehicleDeleted',
  addFreight: 'masters/freightRateSaved',
  updateFreight: 'masters/freightRateSaved',
  deleteFreight: 'masters/freightRateDeleted',
  runImport: 'masters/imported',
  signup: 'users/signedUp',
  resetPassword: 'users/passwordChanged',
  approveUser: 'users/userApproved',
  deactivateUser: 'users/userDeactivated',
  changeUserProfile: 'users/profileChanged',
  issueTemporaryPassword: 'users/temporaryPasswordIssued',
  deleteSignup: 'users/signupDeleted',
  deletePendingSignups: 'users/pendingSignupsDeleted',
  login: 'users/loggedIn',
  logout: 'users/loggedOut',
  recordChallan: 'accounting/challanRecorded',
  deleteChallan: 'accounting/challanDeleted',
  closePeriod: 'accounting/periodClosed',
  reopenPeriod: 'accounting/periodReopened',
  makeTallyChangeSet: 'accounting/tallyChangeSetMade',
  markTallyImported: 'accounting/tallyMarkedImported',
  saveTallyCompany: 'settings/tallyCompanySaved',
  saveVendorLedger: 'settings/vendorLedgerSaved',
  saveTdsSetting: 'settings/tdsSettingSaved',
  saveDocumentBlocking: 'settings/documentBlockingSaved',
};

/**
 * The fulfilled and rejected matchers of a slice's endpoint, by its name (checked against the
 * slice's type). The API slices load with their screens (they carry the wire schemas), so the
 * store, in the first script, names the endpoints instead of importing them; the names and the
 * matched actions' types come from the slices.
 */
function matchersOf<Endpoints extends object>() {
  return <Name extends keyof Endpoints & string>(endpointName: Name) => {
    type Matched = Endpoints[Name] & { matchFulfilled: unknown; matchRejected: unknown };
    const ofEndpoint = (action: unknown) =>
      (action as { meta?: { arg?: { endpointName?: unknown } } }).meta?.arg?.endpointName === endpointName;
    return {
      matchFulfilled: ((action: unknown) =>
        isFulfilled(action) && ofEndpoint(action)) as Matched['matchFulfilled'],
      matchRejected: ((action: unknown) =>
        isRejected(action) && ofEndpoint(action)) as Matched['matchRejected'],
    };
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
    predicate: (action) => writeEventOf(action, WRITE_EVENTS) !== null,
    effect: (action, api) => {
      const event = writeEventOf(action, WRITE_EVENTS);
      if (event) api.dispatch(event);
    },
  });
  return listener.middleware;
}

/** Bills generated, revised, cancelled or refused. */
function listenForBillEvents(relay: Relay) {
  const billing = matchersOf<BillingEndpoints>();
  const generateBill = billing('generateBill');
  const generateRevisedBill = billing('generateRevisedBill');
  const deleteTransaction = billing('deleteTransaction');
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
  const payments = matchersOf<PaymentsEndpoints>();
  const recordPayment = payments('recordPayment');
  const reversePayment = payments('reversePayment');
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
  const accounting = matchersOf<AccountingEndpoints>();
  const downloadTally = accounting('downloadTally');
  const downloadStatementPdf = accounting('downloadStatementPdf');
  const saveLedgers = accounting('saveLedgers');
  relay(downloadTally.matchFulfilled, ({ payload, meta }) =>
    tallyExported({ ...meta.arg.originalArgs, fileName: payload.fileName }),
  );
  relay(downloadStatementPdf.matchFulfilled, ({ meta }) => statementDownloaded({ ...meta.arg.originalArgs }));
  relay(saveLedgers.matchFulfilled, ({ meta }) => ledgersSaved({ ledgers: { ...meta.arg.originalArgs } }));
}
