import type { Database } from './schema';

/**
 * The module that owns each table and view: only its own files write SQL naming it; any other
 * module reads it through the owner's public files (public.ts, for-<consumer>.ts).
 * src/server/modules/table-fences.test.ts holds every module's SQL to this list.
 */
export const TABLE_OWNERS = {
  tally_exports: 'accounting',
  tally_voucher_states: 'accounting',
  tally_export_states: 'accounting',
  tally_vendor_ledgers: 'accounting',
  tds_challans: 'accounting',
  audit_log: 'audit',
  signup_attempts: 'auth',
  users: 'auth',
  sessions: 'auth',
  login_failures: 'auth',
  bill_number_counter: 'billing',
  bills: 'billing',
  bill_revisions: 'billing',
  bill_lines: 'billing',
  bill_revision_trips: 'billing',
  stored_files: 'files',
  freight_rates: 'freight',
  idempotency_keys: 'idempotency',
  mail_outbox: 'mail',
  vendor_mail_settings: 'mail',
  payments: 'payments',
  period_closures: 'periods',
  portal_invitations: 'portal',
  vendor_logins: 'portal',
  vendor_change_requests: 'portal',
  app_settings: 'settings',
  share_links: 'share',
  share_link_hits: 'share',
  trips: 'trips',
  vehicles: 'vehicles',
  vehicle_documents: 'vehicles',
  vendors: 'vendors',
  vendor_declarations: 'vendors',
} as const satisfies Record<keyof Database, string>;

/** Tables outside Kysely's Database type (read with raw SQL only). */
export const RAW_TABLE_OWNERS = {
  trip_dashboard_totals: 'dashboard',
  trip_dashboard_deltas: 'dashboard',
} as const;
