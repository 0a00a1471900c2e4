import type { DB } from '../../db/connection';
import { notFound } from '../../http-errors';
import { recordAudit } from './repository';

/** A repository of master rows (freight rates, vendors) that writes what the caller checked first. */
export interface MasterRepository<T extends { id: string }, Input> {
  insert(input: Input): Promise<T>;
  update(id: number, input: Input): Promise<T | null>;
}

export interface AuditedChange<T> {
  actor: string;
  entity: string;
  /** What the audit keeps of the row; the row itself when left out. */
  snapshot?: (row: T) => unknown;
}

/** Inserts the row and records its creation, in the caller's transaction. */
export async function insertAudited<T extends { id: string }, Input>(
  trx: DB,
  rows: MasterRepository<T, Input>,
  input: Input,
  { actor, entity, snapshot = (row) => row }: AuditedChange<T>,
): Promise<T> {
  const row = await rows.insert(input);
  await recordAudit(trx, { actor, entity, entityId: row.id, action: 'create', after: snapshot(row) });
  return row;
}

/**
 * Writes the input over the live row read as `before` and records the change, in the caller's
 * transaction; 404 with the message when the row is no longer live.
 */
export async function updateAudited<T extends { id: string }, Input>(
  trx: DB,
  rows: MasterRepository<T, Input>,
  before: T,
  input: Input,
  { actor, entity, snapshot = (row) => row, notFoundMessage }: AuditedChange<T> & { notFoundMessage: string },
): Promise<T> {
  const after = await rows.update(Number(before.id), input);
  if (!after) throw notFound(notFoundMessage);
  await recordAudit(trx, {
    actor,
    entity,
    entityId: after.id,
    action: 'update',
    before: snapshot(before),
    after: snapshot(after),
  });
  return after;
}
