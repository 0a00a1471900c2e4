import type { DB } from '../../db/connection';
import { notFound } from '../../http-errors';
import { recordAudit } from './repository';

/** A repository of rows deleted by archiving (freight rates, vendors). */
export interface ArchivingRepository<T extends { id: string }> {
  find(id: number): Promise<T | null>;
  archive(id: number): Promise<boolean>;
}

export interface AuditedRemoval<T> {
  actor: string;
  entity: string;
  /** The 404's message when no live row has the id. */
  notFoundMessage: string;
  /** What the audit keeps of the row; the row itself when left out. */
  snapshot?: (row: T) => unknown;
}

/** Archives the live row with this id and records its deletion, in the caller's transaction. */
export async function archiveAudited<T extends { id: string }>(
  trx: DB,
  rows: ArchivingRepository<T>,
  id: number,
  { actor, entity, notFoundMessage, snapshot = (row) => row }: AuditedRemoval<T>,
): Promise<void> {
  const before = await rows.find(id);
  if (!before || !(await rows.archive(Number(before.id)))) throw notFound(notFoundMessage);
  await recordAudit(trx, { actor, entity, entityId: before.id, action: 'delete', before: snapshot(before) });
}
