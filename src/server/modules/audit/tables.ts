import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from '../../db/columns';

export interface AuditLogTable {
  id: Generated<number>;
  at: CreatedAt;
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
