import type { ExpressionBuilder, Insertable, Selectable } from 'kysely';
import type { DB } from './connection';
import type { ArchivableRow } from './columns';
import type { Database } from './schema';
import { isRowIdText } from '../../shared/common/wire';

/** Small helpers for master-data tables with serial ids and partial unique indexes. */

/**
 * Row ids arrive as text (`/delete-vendor/:id`, `_id` in a body). Anything but a positive integer
 * that fits a serial column is no id at all, so the caller answers 404 rather than a database error.
 */
export function parseRowId(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return isRowIdText(text) ? Number(text) : null;
}

/**
 * True when a query failed on a unique index (SQLSTATE 23505). node-postgres sets
 * `code` and `constraint`; pass the index name to tell which rule was broken.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (!error || typeof error !== 'object') return false;
  const e = error as { code?: unknown; constraint?: unknown };
  return e.code === '23505' && (constraint === undefined || e.constraint === constraint);
}

/** The query, or, with `lock`, the query holding its rows (FOR UPDATE) until the transaction ends. */
export function lockedIf<Q extends { forUpdate(): Q }>(query: Q, lock: boolean): Q {
  return lock ? query.forUpdate() : query;
}

/** The tables that delete by archiving: freight rates, vehicles, vendors. */
export type ArchivableTable = {
  [T in keyof Database]: Database[T] extends ArchivableRow ? T : never;
}[keyof Database];

/** Where-clause of the live (not archived) row with this id. */
export const liveRow = (id: number) => (eb: ExpressionBuilder<Database, ArchivableTable>) =>
  eb.and([eb('id', '=', id), eb('archived_at', 'is', null)]);

/** Soft delete: true when an active row was archived (false when it was already gone). */
export async function archiveRow(db: DB, table: ArchivableTable, id: number): Promise<boolean> {
  const now = new Date();
  const result = await db
    .updateTable(table)
    .set({ archived_at: now, updated_at: now })
    .where(liveRow(id))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * A master-data row's writes (freight rates, vendors): insert, update of the live row (with
 * updated_at) and archive. The row goes in as `toColumns` makes it and comes back as `columns`,
 * answered through `toAnswer`; an update of a row no longer live answers null.
 */
export function masterRowWrites<
  T extends ArchivableTable,
  C extends keyof Selectable<Database[T]> & string,
  Input,
  Answer,
>(
  db: DB,
  table: T,
  columns: readonly C[],
  toColumns: (input: Input) => Insertable<Database[T]>,
  toAnswer: (row: Pick<Selectable<Database[T]>, C>) => Answer,
) {
  // Kysely cannot check values and columns against a table left generic; the signature does it.
  const into: ArchivableTable = table;
  const returned = columns as never;
  const read = (row: unknown) => toAnswer(row as Pick<Selectable<Database[T]>, C>);
  return {
    async insert(input: Input): Promise<Answer> {
      const row = await db
        .insertInto(into)
        .values(toColumns(input) as never)
        .returning(returned)
        .executeTakeFirstOrThrow();
      return read(row);
    },

    async update(id: number, input: Input): Promise<Answer | null> {
      const row = await db
        .updateTable(into)
        .set({ ...toColumns(input), updated_at: new Date() } as never)
        .where(liveRow(id))
        .returning(returned)
        .executeTakeFirst();
      return row ? read(row) : null;
    },

    /** Soft delete: true when an active row was archived. */
    archive: (id: number): Promise<boolean> => archiveRow(db, table, id),
  };
}
