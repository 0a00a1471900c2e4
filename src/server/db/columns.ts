import type { ColumnType, Generated } from 'kysely';

/** Set by the database on insert, never changed. */
export type CreatedAt = ColumnType<Date, Date | undefined, never>;

/** Set on insert, and by every update. */
export type UpdatedAt = ColumnType<Date, Date | undefined, Date>;

/** A soft delete: set when the row is deleted, null while it is live. */
export type ArchivedAt = ColumnType<Date | null, Date | null | undefined, Date | null>;

/** The columns every master-data table (freight, vehicles, vendors) shares. */
export interface ArchivableRow {
  id: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  archived_at: ArchivedAt;
}
