import { HttpError, notFound } from '../../http-errors';
import { todayInIndia } from '../../../shared/common/dates';
import { SHARE_MESSAGES, SHARE_OPENS_PER_WINDOW, SHARE_WINDOW_MINUTES } from '../../../shared/share/share';
import { recordAudit } from '../audit/public';
import { paymentRepository } from '../payments/public';
import { UndeliverableDocument, documentRenderer, type SharedFile } from '../mail/for-share';
import { allowHit, countOpening, findBySelector, type ShareRow } from './repository';
import type { ShareKit } from './service';
import { secretMatches, splitShareToken } from './tokens';

/** Who the audit log names for an opening: nobody signs in to open a link. */
const READER = 'shared link';

/** Opening shared links without a login: the one document a valid link names, as a PDF. */
export function shareOpener(kit: ShareKit & { opensPerWindow?: number }) {
  const { db } = kit;
  const renderer = documentRenderer(db, kit.business, kit.now);

  /** Why a stored link does not open now (null when it does). */
  function refusal(row: ShareRow): HttpError | null {
    if (row.revoked_at) return new HttpError(410, SHARE_MESSAGES.withdrawn(todayInIndia(row.revoked_at)));
    if (row.expires_at <= kit.now())
      return new HttpError(410, SHARE_MESSAGES.expired(todayInIndia(row.expires_at)));
    return null;
  }

  /** Why the link's document cannot be given now (a cancelled bill, a reversed payment); null when it can. */
  async function documentRefusal(row: ShareRow): Promise<string | null> {
    if (row.payment_id === null) return null;
    const payment = await paymentRepository(db).findById(row.payment_id);
    return payment?.reversed ? SHARE_MESSAGES.reversed : null;
  }

  return {
    /**
     * Opening a link, signed out: counted against the address first (so guessing is as slow as
     * reading), then the token's selector looked up and its secret compared in constant time.
     * An unknown and a tampered link get the same answer. Each opening is written to the audit log.
     */
    async open(token: string, address: string): Promise<{ filename: string; content: Buffer }> {
      const limit = kit.opensPerWindow ?? SHARE_OPENS_PER_WINDOW;
      if (!(await allowHit(db, address, limit, SHARE_WINDOW_MINUTES * 60_000)))
        throw new HttpError(429, SHARE_MESSAGES.tooMany);
      const parts = splitShareToken(token);
      const row = parts ? await findBySelector(db, parts.selector) : null;
      if (!parts || !row || !secretMatches(row.secret_hash, parts.secret))
        throw notFound(SHARE_MESSAGES.invalid);
      const refused = refusal(row);
      const { words, ...file } = row.document as SharedFile & { words: string };
      void words;
      let opened: { filename: string; content: Buffer } | null = null;
      let reason = refused?.message ?? null;
      if (!refused) reason = await documentRefusal(row);
      if (!reason) {
        try {
          opened = await renderer.render(file as SharedFile);
        } catch (error) {
          if (!(error instanceof UndeliverableDocument)) throw error;
          reason = row.bill_id ? SHARE_MESSAGES.cancelled(row.bill_id) : error.message;
        }
      }
      await db.transaction().execute(async (trx) => {
        if (opened) await countOpening(trx, row.id);
        await recordAudit(trx, {
          actor: READER,
          entity: 'share',
          entityId: row.id,
          action: opened ? 'open' : 'refused',
          after: { address, fileName: row.file_name, ...(reason ? { reason } : {}) },
        });
      });
      if (!opened) throw refused ?? new HttpError(410, reason!);
      return opened;
    },

    close: () => renderer.close(),
  };
}
