import type { Profile } from './profiles';
import { isProfile } from './profiles';

/**
 * The role-permission matrix (SPEC.md section 6, read as server rules too).
 * Every server route declares one area; the client's menus, columns and forms read the same table.
 *
 * Module areas open a screen and its calls. Capability areas narrow what a screen offers.
 */
export const AREAS = [
  // modules
  'dashboard', // the Dashboard: every profile; money only with seeFreight
  'upload', // trip form screen and its lookups (vendors, trucks, destinations)
  'todayList',
  'freight',
  'vehicle',
  'vendor',
  'reports',
  'billing',
  'transactions',
  'business',
  'reviseBill',
  'users', // admin-only account management
  'payments', // Payments: record and reverse payments against bills, bill payment status
  'accounting', // Outstanding and ageing, vendor statement, TDS register, Tally export
  'audit', // the audit trail screen
  'settings', // admin-only: Tally ledger names
  'masterImport', // Import: Excel import of the master data the profile may edit
  // capabilities
  'tripCreate', // create a trip on the trip form (POST /reports)
  'tripUpdate', // update an existing trip on the trip form (POST /api/trip)
  'tripRowEdit', // Edit/Save a trip row on Today's List or Reports
  'tripWeightEdit', // edit weights in a trip row
  'tripDelete', // delete a trip (Reports delete column)
  'tripOpen', // open an existing trip at /home/{id} (Trip ID link on Today's List, search)
  'seeFreight', // Freight and Rate fields, columns and export columns
  'searchTrip', // top-bar search for T... ids
  'searchBill', // top-bar search for B... ids
  'notifications', // the bell and GET /notify-trucks
] as const;
export type Area = (typeof AREAS)[number];

export type PermissionSet = Readonly<Record<Area, boolean>>;

const FULL_ACCESS: PermissionSet = Object.fromEntries(AREAS.map((a) => [a, true])) as Record<Area, boolean>;

function withBlocked(blocked: readonly Area[]): PermissionSet {
  return { ...FULL_ACCESS, ...Object.fromEntries(blocked.map((a) => [a, false])) };
}

export const PERMISSIONS: Readonly<Record<Profile, PermissionSet>> = {
  loadingManager: withBlocked([
    'freight', 'reports', 'business', 'transactions', 'billing', 'reviseBill', 'users',
    'payments', 'accounting', 'audit', 'settings',
    'seeFreight', 'tripUpdate', 'tripRowEdit', 'tripWeightEdit', 'tripDelete', 'tripOpen',
    'searchTrip', 'searchBill', 'notifications',
  ]),
  unloadingManager: withBlocked([
    'freight', 'business', 'vehicle', 'vendor', 'transactions', 'billing', 'reviseBill', 'users',
    'payments', 'accounting', 'audit', 'settings', 'masterImport',
    'seeFreight', 'tripCreate', 'tripUpdate', 'tripDelete', 'searchBill',
  ]),
  // Accountant and admin are not distinguished in the screens; only admins manage accounts and set
  // the Tally ledger names.
  accountant: withBlocked(['users', 'settings']),
  admin: FULL_ACCESS,
};

const NO_ACCESS: PermissionSet = Object.fromEntries(AREAS.map((a) => [a, false])) as Record<Area, boolean>;

/** The permissions of a profile; an unknown or missing profile may do nothing. */
export function permissionsFor(profile: string | null | undefined): PermissionSet {
  return isProfile(profile) ? PERMISSIONS[profile] : NO_ACCESS;
}

export function can(profile: string | null | undefined, area: Area): boolean {
  return permissionsFor(profile)[area];
}
