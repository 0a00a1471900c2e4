import { isFulfilled, type UnknownAction } from '@reduxjs/toolkit';
import { redactSecrets } from './sanitizers';

/**
 * Every other write as a named domain action for the auditors' DevTools history (the money
 * writes have their own, richer actions in domain-events.ts). The payload is what was sent:
 * the ids and the fields changed, files by name only, passwords and tokens redacted.
 */
const WRITE_EVENTS: Readonly<Record<string, string>> = {
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

/** What was sent, as plain data: a form's fields (a file by its name), never its bytes. */
function plain(args: unknown): unknown {
  if (typeof FormData !== 'undefined' && args instanceof FormData) {
    const fields: Record<string, string> = {};
    args.forEach((value, name) => {
      fields[name] = typeof value === 'string' ? value : `file ${value.name}`;
    });
    return fields;
  }
  if (args && typeof args === 'object' && !Array.isArray(args)) {
    return Object.fromEntries(Object.entries(args as Record<string, unknown>).map(([k, v]) => [k, plain(v)]));
  }
  return args;
}

/** The domain action of a fulfilled write, or null for a read or a write with an action of its own. */
export function writeEventOf(action: unknown): UnknownAction | null {
  if (!isFulfilled(action)) return null;
  const arg = (action.meta as { arg?: { type?: string; endpointName?: string; originalArgs?: unknown } }).arg;
  const type = arg?.type === 'mutation' && arg.endpointName ? WRITE_EVENTS[arg.endpointName] : undefined;
  if (!type) return null;
  return { type, payload: redactSecrets({ sent: plain(arg?.originalArgs) ?? null }) };
}
