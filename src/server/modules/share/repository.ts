import { sql, type Selectable } from 'kysely';
import type { DB } from '../../db/connection';
import type { ShareKind } from '../../../shared/share/share';
import type { ShareLink } from '../../../shared/share/wire';
import type { SharedFile } from '../mail/for-share';
import type { ShareLinksTable } from './tables';

/** Shared links as stored, and the openings counted for the rate limit. */

export type ShareRow = Selectable<ShareLinksTable>;

export interface NewShareLink {
  kind: ShareKind;
  selector: string;
  secretHash: Buffer;
  vendorId: number;
  vendorName: string;
  document: SharedFile;
  /** The document in words, kept with it so the list shows what was shared even after a revision. */
  words: string;
  fileName: string;
  billId: string | null;
  paymentId: number | null;
  createdBy: string;
  expiresAt: Date;
}

export async function insertShareLink(db: DB, link: NewShareLink): Promise<ShareRow> {
  return await db
    .insertInto('share_links')
    .values({
      kind: link.kind,
      selector: link.selector,
      secret_hash: link.secretHash,
      vendor_id: link.vendorId,
      vendor_name: link.vendorName,
      document: JSON.stringify({ ...link.document, words: link.words }),
      file_name: link.fileName,
      bill_id: link.billId,
      payment_id: link.paymentId,
      created_by: link.createdBy,
      expires_at: link.expiresAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findBySelector(db: DB, selector: string): Promise<ShareRow | null> {
  return (
    (await db.selectFrom('share_links').selectAll().where('selector', '=', selector).executeTakeFirst()) ??
    null
  );
}

export async function findShareLink(db: DB, id: number): Promise<ShareRow | null> {
  return (await db.selectFrom('share_links').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
}

export async function listShareLinks(
  db: DB,
  filter: { billId?: string; paymentId?: number; vendorId?: number },
): Promise<ShareRow[]> {
  let rows = db.selectFrom('share_links').selectAll();
  // A bill's links: its PDF's and its payments' advices.
  if (filter.billId !== undefined) rows = rows.where('bill_id', '=', filter.billId);
  if (filter.paymentId !== undefined) rows = rows.where('payment_id', '=', filter.paymentId);
  if (filter.vendorId !== undefined)
    rows = rows.where('vendor_id', '=', filter.vendorId).where('kind', '=', 'statement');
  return rows.orderBy('id', 'desc').limit(50).execute();
}

/** Withdraws a link; false when it was already withdrawn. */
export async function revokeShareLink(db: DB, id: number, actor: string): Promise<boolean> {
  const done = await db
    .updateTable('share_links')
    .set({ revoked_at: sql`now()`, revoked_by: actor })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(done.numUpdatedRows) === 1;
}

export async function countOpening(db: DB, id: number): Promise<void> {
  await db
    .updateTable('share_links')
    .set({ opened: sql`opened + 1`, last_opened_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

/**
 * Counts this attempt from the address and answers whether it is within the limit. Rows older than
 * the window are deleted as attempts come, so the table holds one window of attempts.
 */
export async function allowHit(
  db: DB,
  address: string,
  perWindow: number,
  windowMs: number,
): Promise<boolean> {
  const since = new Date(Date.now() - windowMs);
  await db.deleteFrom('share_link_hits').where('at', '<', since).execute();
  await db.insertInto('share_link_hits').values({ address }).execute();
  const { n } = await db
    .selectFrom('share_link_hits')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('address', '=', address)
    .where('at', '>=', since)
    .executeTakeFirstOrThrow();
  return n <= perWindow;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toShareLink(row: ShareRow): ShareLink {
  const document = row.document as { words?: string };
  return {
    id: row.id,
    kind: row.kind as ShareKind,
    vendor: row.vendor_name,
    document: document.words ?? '',
    fileName: row.file_name,
    billId: row.bill_id,
    paymentId: row.payment_id,
    vendorId: row.vendor_id,
    createdAt: row.created_at.toISOString(),
    createdBy: row.created_by,
    expiresAt: row.expires_at.toISOString(),
    revokedAt: iso(row.revoked_at),
    revokedBy: row.revoked_by,
    opened: row.opened,
    lastOpenedAt: iso(row.last_opened_at),
  };
}
