import type { DB } from '../../db/connection';
import { lockedIf } from '../../db/rows';

/** The portal's own rows: invitations, the vendor each login is bound to, change requests. */
export function portalRepository(db: DB) {
  return {
    async insertInvitation(values: {
      vendorId: number;
      username: string;
      tokenHash: string;
      expiresAt: Date;
      createdBy: string;
    }): Promise<number> {
      const row = await db
        .insertInto('portal_invitations')
        .values({
          vendor_id: values.vendorId,
          username: values.username,
          token_hash: values.tokenHash,
          expires_at: values.expiresAt,
          created_by: values.createdBy,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** By id, locked until the transaction ends (two activations of one link queue here). */
    findInvitation(id: number) {
      const query = db.selectFrom('portal_invitations').selectAll().where('id', '=', id);
      return lockedIf(query, true).executeTakeFirst();
    },

    async setMailTokenHash(id: number, hash: string): Promise<void> {
      await db
        .updateTable('portal_invitations')
        .set({ mail_token_hash: hash })
        .where('id', '=', id)
        .execute();
    },

    async markUsed(id: number, userId: number, at: Date): Promise<void> {
      await db
        .updateTable('portal_invitations')
        .set({ used_at: at, user_id: userId })
        .where('id', '=', id)
        .execute();
    },

    async bindLogin(userId: number, vendorId: number): Promise<void> {
      await db.insertInto('vendor_logins').values({ user_id: userId, vendor_id: vendorId }).execute();
    },

    async vendorIdOf(userId: number): Promise<number | null> {
      const row = await db
        .selectFrom('vendor_logins')
        .select('vendor_id')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row?.vendor_id ?? null;
    },
  };
}
