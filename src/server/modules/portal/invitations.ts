import type { DB } from '../../db/connection';
import { VENDOR_PROFILE } from '../../../shared/auth/profiles';
import { INVITATION_DAYS, PORTAL_MESSAGES } from '../../../shared/portal/portal';
import { conflict, HttpError, notFound } from '../../http-errors';
import { recordAudit } from '../audit/public';
import { hashPassword, userRepository } from '../auth/for-portal';
import type { MailSetup } from '../mail/public';
import { queuePortalInvite } from '../mail/for-portal';
import { portalVendor } from '../vendors/for-portal';
import { portalRepository } from './repository';
import { invitationLink, newInviteSecret, readInviteToken, inviteSecretMatches } from './invite-tokens';

/** Invitations to the portal: made with a link answered to the office and mailed, used once (tokens: invite-tokens.ts). */

const DAY_MS = 24 * 60 * 60 * 1000;

export function invitationService(db: DB, mail: MailSetup, now: () => Date = () => new Date()) {
  return {
    /** A new invitation of the vendor under `username`; its link is answered and mailed (when mail is set up). */
    async invite(actor: string, vendorId: number, username: string, origin: string) {
      const vendor = await portalVendor(db, vendorId, true);
      if (!vendor) throw notFound(PORTAL_MESSAGES.vendorNotFound);
      if (await userRepository(db).find(username)) throw conflict(PORTAL_MESSAGES.usernameTaken);
      const { secret, hash } = newInviteSecret();
      const expiresAt = new Date(now().getTime() + INVITATION_DAYS * DAY_MS);
      return db.transaction().execute(async (trx) => {
        const id = await portalRepository(trx).insertInvitation({
          vendorId,
          username,
          tokenHash: hash,
          expiresAt,
          createdBy: actor,
        });
        const link = invitationLink(origin, id, secret);
        // The mail names the invitation only: its own link is made when it is sent (for-mail.ts).
        const invite = { vendorId, username, invitationId: id, origin, expiresAt: expiresAt.toISOString() };
        const mailQueued = await queuePortalInvite(trx, mail, invite, actor);
        await recordAudit(trx, {
          actor,
          entity: 'vendor',
          entityId: vendorId,
          action: 'portal-invite',
          after: { username, expiresAt: invite.expiresAt, mailed: mailQueued },
        });
        return { link, mailQueued, message: PORTAL_MESSAGES.invited(username) };
      });
    },

    /** Sets the password of the invited username: the account is made, bound to the vendor, and the link is spent. */
    async activate(token: string, password: string) {
      const parts = readInviteToken(token);
      if (!parts) throw new HttpError(400, PORTAL_MESSAGES.tokenInvalid);
      // Checked before the (slow) password hash, and again under the row's lock.
      const usable = async (trx: DB) => {
        const invitation = await portalRepository(trx).findInvitation(parts.id);
        // The link the office was answered, or the one the vendor was mailed.
        const matches = (hash: string | null) => inviteSecretMatches(parts.secret, hash);
        if (!invitation || !(matches(invitation.token_hash) || matches(invitation.mail_token_hash)))
          throw new HttpError(400, PORTAL_MESSAGES.tokenInvalid);
        if (invitation.used_at) throw new HttpError(410, PORTAL_MESSAGES.tokenUsed);
        if (invitation.expires_at.getTime() <= now().getTime())
          throw new HttpError(410, PORTAL_MESSAGES.tokenExpired);
        return invitation;
      };
      await db.transaction().execute(usable);
      const passwordHash = await hashPassword(password);
      return db.transaction().execute(async (trx) => {
        const invitations = portalRepository(trx);
        const invitation = await usable(trx);
        const account = await userRepository(trx).insert({
          username: invitation.username,
          profile: VENDOR_PROFILE,
          status: 'active',
          passwordHash,
        });
        if (!account) throw conflict(PORTAL_MESSAGES.usernameTaken);
        await invitations.bindLogin(account.id, invitation.vendor_id);
        await invitations.markUsed(invitation.id, account.id, now());
        await recordAudit(trx, {
          actor: account.username,
          entity: 'user',
          entityId: account.username,
          action: 'portal-activate',
          after: { profile: VENDOR_PROFILE, vendorId: invitation.vendor_id },
        });
        return { message: PORTAL_MESSAGES.activated(account.username), username: account.username };
      });
    },
  };
}
