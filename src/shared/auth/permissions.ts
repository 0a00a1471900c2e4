import type { Profile } from './profiles';
import { isProfile, PROFILES } from './profiles';

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
  'vendorPortal', // invite a vendor to the portal, approve or reject its contact change requests
  'mail', // Outbox and mail to vendors: e-mail a bill or statement, see and resend messages, vendors' mail settings
  // capabilities
  'tripCreate', // create a trip on the trip form (POST /reports)
  'tripUpdate', // update an existing trip on the trip form (POST /api/trip)
  'tripRowEdit', // Edit/Save a trip row on Today's List or Reports
  'tripPapers', // add or replace a trip's papers (POST /api/trip/{id}/papers); scope in trips/papers.ts
  'tripWeightEdit', // edit weights in a trip row
  'tripDelete', // delete a trip (Reports delete column)
  'tripOpen', // open an existing trip at /home/{id} (Trip ID link on Today's List, search)
  'seeFreight', // Freight and Rate fields, columns and export columns
  'searchTrip', // top-bar search for T... ids
  'searchBill', // top-bar search for B... ids
  'notifications', // the bell and GET /notify-trucks
] as const;
export type Area = (typeof AREAS)[number];

export function isArea(value: unknown): value is Area {
  return typeof value === 'string' && (AREAS as readonly string[]).includes(value);
}

export type PermissionSet = Readonly<Record<Area, boolean>>;

/** The profiles an area can be opened to; admin may use every area and is never listed. */
export type ListedProfile = Exclude<Profile, 'admin'>;
export type AllowList = Readonly<Partial<Record<Area, readonly ListedProfile[]>>>;

/**
 * Who may use each area, besides admin. An area nobody listed is admin's alone, so a new area
 * stays closed until someone opens it here.
 */
export const ALLOWED: AllowList = {
  // modules
  dashboard: ['loadingManager', 'unloadingManager', 'accountant'], // money only with seeFreight
  upload: ['loadingManager', 'unloadingManager', 'accountant'],
  todayList: ['loadingManager', 'unloadingManager', 'accountant'],
  freight: ['accountant'],
  vehicle: ['loadingManager', 'accountant'],
  vendor: ['loadingManager', 'accountant'],
  reports: ['unloadingManager', 'accountant'],
  billing: ['accountant'],
  transactions: ['accountant'],
  business: ['accountant'],
  reviseBill: ['accountant'],
  users: [], // only admins manage accounts
  payments: ['accountant'],
  accounting: ['accountant'],
  audit: ['accountant'],
  settings: [], // only admins set the Tally ledger names
  masterImport: ['loadingManager', 'accountant'], // whoever may edit some master data
  mail: ['accountant'],
  vendorPortal: ['accountant'],
  // capabilities
  tripCreate: ['loadingManager', 'accountant'], // unloadingManager: the trip form is read-only
  tripUpdate: ['accountant'],
  tripRowEdit: ['unloadingManager', 'accountant'],
  // Row editors on any trip not billed; the loadingManager only on his own Open trips of today.
  tripPapers: ['loadingManager', 'unloadingManager', 'accountant'],
  tripWeightEdit: ['unloadingManager', 'accountant'],
  tripDelete: ['accountant'],
  tripOpen: ['unloadingManager', 'accountant'],
  seeFreight: ['accountant'],
  searchTrip: ['unloadingManager', 'accountant'],
  searchBill: ['accountant'],
  notifications: ['unloadingManager', 'accountant'],
};

/** One profile's permissions read from an allow-list (exported so a test can give it a short list). */
export function permissionsFrom(allowed: AllowList, profile: Profile): PermissionSet {
  return Object.fromEntries(
    AREAS.map((area) => [area, profile === 'admin' || (allowed[area] ?? []).includes(profile)]),
  ) as Record<Area, boolean>;
}

export const PERMISSIONS: Readonly<Record<Profile, PermissionSet>> = Object.fromEntries(
  PROFILES.map((profile) => [profile, permissionsFrom(ALLOWED, profile)]),
) as Record<Profile, PermissionSet>;

const NO_ACCESS: PermissionSet = Object.fromEntries(AREAS.map((a) => [a, false])) as Record<Area, boolean>;

/** The permissions of a profile; an unknown or missing profile may do nothing. */
export function permissionsFor(profile: string | null | undefined): PermissionSet {
  return isProfile(profile) ? PERMISSIONS[profile] : NO_ACCESS;
}

export function can(profile: string | null | undefined, area: Area): boolean {
  return permissionsFor(profile)[area];
}
