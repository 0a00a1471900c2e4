import type { ColumnType, Generated } from 'kysely';

export interface AuditLogTable {
  id: Generated<number>;
  at: ColumnType<Date, Date | undefined, never>;
  /** Username of whoever made the change ('system' for start-up work). */
  actor: string;
  entity: string;
  entity_id: string;
  action: string;
  before: ColumnType<unknown, string | null, never>;
  after: ColumnType<unknown, string | null, never>;
}

export interface AuditTables {
  audit_log: AuditLogTable;
}
