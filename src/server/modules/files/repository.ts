import crypto from 'node:crypto';
import { sql, type RawBuilder, type Selectable } from 'kysely';
import type { DB } from '../../db/connection';
import type { StoredFilesTable } from './tables';

/** Whose file it is: a kind of record ('vehicle', 'trip', ...) and that record's id. */
export interface FileOwner {
  kind: string;
  id: string | number;
}

/** A stored file's description (no bytes): what lists, audits and headers need. */
export interface StoredFileInfo {
  id: number;
  owner: { kind: string; id: string };
  field: string;
  originalName: string;
  size: number;
  sha256: string;
  createdAt: Date;
}

export interface StoredFile extends StoredFileInfo {
  content: Buffer;
}

/** A file as it arrived in a request. */
export interface IncomingFile {
  filename: string;
  content: Buffer;
}

const INFO_COLUMNS = [
  'id',
  'owner_kind',
  'owner_id',
  'field',
  'original_name',
  'size',
  'sha256',
  'created_at',
] as const;

type InfoRow = Pick<Selectable<StoredFilesTable>, (typeof INFO_COLUMNS)[number]>;

function toInfo(row: InfoRow): StoredFileInfo {
  return {
    id: row.id,
    owner: { kind: row.owner_kind, id: row.owner_id },
    field: row.field,
    originalName: row.original_name,
    size: row.size,
    sha256: row.sha256,
    createdAt: row.created_at,
  };
}

/**
 * The names of an owner's files as one JSON array of { field, originalName } in id order, for a
 * read that takes the owner's row and its files in one statement. `ownerId` is the owner's id
 * column in that statement.
 */
export function fileNamesOf(kind: string, ownerId: RawBuilder<unknown>) {
  return sql<{ field: string; originalName: string }[]>`(
    select coalesce(json_agg(json_build_object('field', f.field, 'originalName', f.original_name) order by f.id), '[]')
    from stored_files f where f.owner_kind = ${kind} and f.owner_id = ${ownerId}::text)`;
}

/**
 * The original names of an owner's files by field, as one jsonb object ({} without files; one file
 * per owner and field), for a statement that writes the owner's row and records its files with it.
 */
export function fileNamesByField(kind: string, ownerId: RawBuilder<unknown>) {
  return sql<Record<string, string>>`(
    select coalesce(jsonb_object_agg(f.field, f.original_name), '{}')
    from stored_files f where f.owner_kind = ${kind} and f.owner_id = ${ownerId}::text)`;
}

/** What an audit entry records about a file (never its bytes). */
export function fileSummary(file: StoredFileInfo | null) {
  return file ? { file_name: file.originalName, size: file.size, sha256: file.sha256 } : null;
}

/**
 * Files kept in the database, one per owner and field (a new one replaces the old). Pass a
 * transaction as `db` to save or remove a file together with the record that refers to it.
 */
export function fileRepository(db: DB) {
  const whereOwner = (owner: FileOwner, field: string) =>
    db
      .selectFrom('stored_files')
      .where('owner_kind', '=', owner.kind)
      .where('owner_id', '=', String(owner.id))
      .where('field', '=', field);

  return {
    /** Stores a file in the owner's slot, replacing any file already there. */
    async save(owner: FileOwner, field: string, file: IncomingFile): Promise<StoredFileInfo> {
      const values = {
        original_name: file.filename,
        size: file.content.length,
        sha256: crypto.createHash('sha256').update(file.content).digest('hex'),
        content: file.content,
        created_at: new Date(),
      };
      const row = await db
        .insertInto('stored_files')
        .values({ owner_kind: owner.kind, owner_id: String(owner.id), field, ...values })
        .onConflict((oc) => oc.columns(['owner_kind', 'owner_id', 'field']).doUpdateSet(values))
        .returning(INFO_COLUMNS)
        .executeTakeFirstOrThrow();
      return toInfo(row);
    },

    /** The file in a slot with its bytes, or null. */
    async find(owner: FileOwner, field: string): Promise<StoredFile | null> {
      const row = await whereOwner(owner, field)
        .select([...INFO_COLUMNS, 'content'])
        .executeTakeFirst();
      return row ? { ...toInfo(row), content: Buffer.from(row.content) } : null;
    },

    /** The file in a slot without its bytes, or null. */
    async describe(owner: FileOwner, field: string): Promise<StoredFileInfo | null> {
      const row = await whereOwner(owner, field).select(INFO_COLUMNS).executeTakeFirst();
      return row ? toInfo(row) : null;
    },

    /** Every file of these owners of one kind, without bytes (for lists). */
    async listByOwners(kind: string, ownerIds: ReadonlyArray<string | number>): Promise<StoredFileInfo[]> {
      if (ownerIds.length === 0) return [];
      const rows = await db
        .selectFrom('stored_files')
        .select(INFO_COLUMNS)
        .where('owner_kind', '=', kind)
        .where('owner_id', 'in', ownerIds.map(String))
        .orderBy('id')
        .execute();
      return rows.map(toInfo);
    },

    /** Deletes the file in a slot; answers what was deleted, or null when the slot was empty. */
    async remove(owner: FileOwner, field: string): Promise<StoredFileInfo | null> {
      const row = await db
        .deleteFrom('stored_files')
        .where('owner_kind', '=', owner.kind)
        .where('owner_id', '=', String(owner.id))
        .where('field', '=', field)
        .returning(INFO_COLUMNS)
        .executeTakeFirst();
      return row ? toInfo(row) : null;
    },
  };
}
