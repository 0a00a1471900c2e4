import type { DB } from '../../db/connection';
import { PORTAL_MESSAGES } from '../../../shared/portal/portal';
import { invitationLink, newInviteSecret } from './invite-tokens';
import { portalRepository } from './repository';

/**
 * The link an invitation's e-mail carries, made when the message is rendered for sending: the
 * outbox row names only the invitation, so no secret sits in it while it waits. Each rendering
 * makes a new secret and keeps only its hash (the link the office was answered keeps working
 * beside it), so a message sent again carries a link that works and the one before it does not.
 * A used or lapsed invitation is not sent: its reason instead.
 */
export async function mailedInvitationLink(
  db: DB,
  invitationId: number,
  origin: string,
  now: Date,
): Promise<{ link: string } | { refused: string }> {
  return db.transaction().execute(async (trx) => {
    const invitations = portalRepository(trx);
    const invitation = await invitations.findInvitation(invitationId);
    if (!invitation) return { refused: PORTAL_MESSAGES.tokenInvalid };
    if (invitation.used_at) return { refused: PORTAL_MESSAGES.tokenUsed };
    if (invitation.expires_at.getTime() <= now.getTime()) return { refused: PORTAL_MESSAGES.tokenExpired };
    const { secret, hash } = newInviteSecret();
    await invitations.setMailTokenHash(invitationId, hash);
    return { link: invitationLink(origin, invitationId, secret) };
  });
}
