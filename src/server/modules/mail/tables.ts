import type { ColumnType, Generated } from 'kysely';

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;
type SetByDatabase<T> = ColumnType<T, T | undefined, T>;

/** A message to a vendor, from the moment what it reports is stored until the mail server answered (migration 032). */
export interface MailOutboxTable {
  id: Generated<number>;
  kind: string;
  state: SetByDatabase<string>;
  vendor_id: Nullable<number>;
  vendor_name: string;
  to_address: string;
  subject: string;
  /** What to render when it is sent: the bill and revision, the payment, the period... (outbox-documents.ts). */
  document: ColumnType<unknown, string, string>;
  attachment_name: SetByDatabase<string>;
  bill_id: Nullable<string>;
  payment_id: Nullable<number>;
  dedupe_key: Nullable<string>;
  message_id: string;
  queued_by: string;
  queued_at: SetByDatabase<Date>;
  attempts: SetByDatabase<number>;
  next_attempt_at: SetByDatabase<Date>;
  claim_token: Nullable<string>;
  lease_until: Nullable<Date>;
  handed_over_at: Nullable<Date>;
  sent_at: Nullable<Date>;
  server_response: Nullable<string>;
  server_message_id: Nullable<string>;
  last_error: Nullable<string>;
}

/** How a vendor's bills go out, and whether it gets a statement each month. */
export interface VendorMailSettingsTable {
  vendor_id: number;
  bills: string;
  monthly_statement: boolean;
  monthly_statement_since: Nullable<Date>;
  updated_by: string;
  updated_at: SetByDatabase<Date>;
}

export interface MailTables {
  mail_outbox: MailOutboxTable;
  vendor_mail_settings: VendorMailSettingsTable;
}
