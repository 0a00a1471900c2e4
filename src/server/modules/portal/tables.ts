import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from '../../db/columns';

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

/** An invitation to the vendor portal (migration 036): only the sha256 of its secret is kept. */
export interface PortalInvitationsTable {
  id: Generated<number>;
  vendor_id: number;
  username: string;
  token_hash: string;
  /** The sha256 of the secret in the link its e-mail carries, made when it is sent (migration 039). */
  mail_token_hash: Nullable<string>;
  expires_at: Date;
  used_at: Nullable<Date>;
  user_id: Nullable<number>;
  created_by: string;
  created_at: CreatedAt;
}

/** The vendor a `vendor` account is bound to. */
export interface VendorLoginsTable {
  user_id: number;
  vendor_id: number;
  created_at: CreatedAt;
}

/** A vendor's asked change of its contact or bank fields: { field: { from, to } }. */
export interface VendorChangeRequestsTable {
  id: Generated<number>;
  vendor_id: number;
  requested_by: string;
  requested_at: CreatedAt;
  changes: ColumnType<Record<string, { from: string; to: string }>, string, never>;
  state: ColumnType<'pending' | 'approved' | 'rejected', undefined, 'approved' | 'rejected'>;
  decided_by: Nullable<string>;
  decided_at: Nullable<Date>;
}

export interface PortalTables {
  portal_invitations: PortalInvitationsTable;
  vendor_logins: VendorLoginsTable;
  vendor_change_requests: VendorChangeRequestsTable;
}
