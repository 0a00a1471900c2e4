import type { ColumnType, Generated } from 'kysely';

export interface StoredFilesTable {
  id: Generated<number>;
  /** What the file belongs to ('vehicle', 'trip', ...) and that record's id. */
  owner_kind: string;
  owner_id: string;
  /** The slot on the owner (a document key, an attachment name). */
  field: string;
  original_name: string;
  size: number;
  sha256: string;
  /** PGlite reads bytea as a Uint8Array, node-postgres as a Buffer. */
  content: ColumnType<Uint8Array, Buffer, Buffer>;
  created_at: ColumnType<Date, Date | undefined, Date>;
}

export interface FileTables {
  stored_files: StoredFilesTable;
}
