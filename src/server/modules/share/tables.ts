import type { ColumnType, Generated } from 'kysely';

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;
type SetByDatabase<T> = ColumnType<T, T | undefined, T>;

/** A link to one document that opens without a login until it expires or is revoked (migration 034). */
export interface ShareLinksTable {
  id: Generated<number>;
  kind: string;
  /** The token's public half, looked up. */
  selector: string;
  /** SHA-256 of the token's secret half; the secret itself is never stored. */
  secret_hash: Buffer;
  vendor_id: Nullable<number>;
  vendor_name: string;
  /** What it opens, as the outbox names documents (mail/documents.ts). */
  document: ColumnType<unknown, string, string>;
  file_name: string;
  bill_id: Nullable<string>;
  payment_id: Nullable<number>;
  created_by: string;
  created_at: SetByDatabase<Date>;
  expires_at: Date;
  revoked_at: Nullable<Date>;
  revoked_by: Nullable<string>;
  opened: SetByDatabase<number>;
  last_opened_at: Nullable<Date>;
}

/** One opening (or attempt) of a shared link from an address, for the rate limit. */
export interface ShareLinkHitsTable {
  id: Generated<string>;
  address: string;
  at: SetByDatabase<Date>;
}

export interface ShareTables {
  share_links: ShareLinksTable;
  share_link_hits: ShareLinkHitsTable;
}
