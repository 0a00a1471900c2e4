import type { ColumnType } from 'kysely';

/** A remembered answer: one user's key, the call and request it answered, for 24 hours. */
export interface IdempotencyKeysTable {
  username: string;
  key: string;
  /** The call the key was used on ('POST /reports'). */
  call: string;
  /** sha256 of the request (the body as PostgreSQL's jsonb writes it), without its confirmation flags. */
  request_sha256: string;
  status: number;
  answer: ColumnType<unknown, string, string>;
  /** A 409 question (e.g. a duplicate trip) that a confirming repeat answers by doing the write. */
  open_question: boolean;
  answered_at: ColumnType<Date, Date | undefined, Date>;
  expires_at: Date;
}

export interface IdempotencyTables {
  idempotency_keys: IdempotencyKeysTable;
}
