import { USER_MESSAGES } from '../../../shared/common/messages';
import type { UserAccount } from '../../../shared/auth/wire';
import { PROFILE_LABELS, VENDOR_PROFILE, type Profile } from '../../../shared/auth/profiles';
import { PORTAL_MESSAGES } from '../../../shared/portal/portal';
import { RUNTIME_DEFAULTS } from '../../../../config/runtime';
import type { DB } from '../../db/connection';
import { conflict, notFound } from '../../http-errors';
import { recordAudit } from '../audit/public';
import {
  generateTemporaryPassword,
  hashPassword,
  userRepository,
  sessionRepository,
  changeAccountSigningOut,
  type SignedInUser,
} from '../auth/for-users';

async function auditDeletedSignups(trx: DB, usernames: string[], admin: SignedInUser) {
  for (const username of usernames) {
    await recordAudit(trx, {
      actor: admin.username,
      entity: 'user',
      entityId: username,
      action: 'delete-signup',
      before: { status: 'pending' },
    });
  }
}

/** The admin's work on accounts: list, approve, deactivate, change the profile, issue a temporary password (audited). */
export function userService(db: DB) {
  const users = userRepository(db);

  /** The account, after signups nobody approved in time are removed. */
  async function mustFind(username: string) {
    await users.purgeStalePending(RUNTIME_DEFAULTS.PENDING_SIGNUP_TTL_MS);
    const user = await users.find(username);
    if (!user) throw notFound(USER_MESSAGES.notFound);
    return user;
  }

  /** Sets the account's status with its audit entry; a deactivated account's sessions end too. */
  async function changeStatus(
    user: UserAccount & { id: number },
    status: 'active' | 'deactivated',
    action: string,
    admin: SignedInUser,
  ) {
    await db.transaction().execute(async (trx) => {
      await userRepository(trx).setStatus(user.id, status);
      if (status === 'deactivated') await sessionRepository(trx).destroyAllOf(user.id);
      await recordAudit(trx, {
        actor: admin.username,
        entity: 'user',
        entityId: user.username,
        action,
        before: { status: user.status },
        after: { status },
      });
    });
  }

  return {
    async list() {
      await users.purgeStalePending(RUNTIME_DEFAULTS.PENDING_SIGNUP_TTL_MS);
      return users.list();
    },

    async approve(username: string, admin: SignedInUser) {
      const user = await mustFind(username);
      if (user.status === 'active') throw conflict(USER_MESSAGES.alreadyActive);
      await changeStatus(user, 'active', 'approve', admin);
      return { message: USER_MESSAGES.approved(user.username) };
    },

    async deactivate(username: string, admin: SignedInUser) {
      const user = await mustFind(username);
      if (user.id === admin.id) throw conflict(USER_MESSAGES.cannotDeactivateSelf);
      await changeStatus(user, 'deactivated', 'deactivate', admin);
      return { message: USER_MESSAGES.deactivated(user.username) };
    },

    /**
     * A new profile (what the user may do). Their sessions end, so the next sign-in carries it.
     * An admin cannot change their own: the last admin could lock everyone out of this screen.
     */
    async changeProfile(username: string, profile: Profile, admin: SignedInUser) {
      const user = await mustFind(username);
      if (user.id === admin.id) throw conflict(USER_MESSAGES.cannotChangeOwnProfile);
      if (user.profile === profile) throw conflict(USER_MESSAGES.sameProfile);
      // A vendor login is bound to its vendor: made a staff login, it would open the office's books.
      if (user.profile === VENDOR_PROFILE) throw conflict(PORTAL_MESSAGES.vendorKeepsProfile);
      const entry = {
        actor: admin.username,
        action: 'profile-change',
        before: { profile: user.profile },
        after: { profile },
      };
      await changeAccountSigningOut(db, user, entry, (accounts) => accounts.setProfile(user.id, profile));
      return { message: USER_MESSAGES.profileChanged(user.username, PROFILE_LABELS[profile]) };
    },

    /** A signup awaiting approval goes (never an account that was approved: that one is deactivated). */
    async deleteSignup(username: string, admin: SignedInUser) {
      const user = await mustFind(username);
      if (user.status !== 'pending') throw conflict(USER_MESSAGES.onlyPendingDeleted);
      await db.transaction().execute(async (trx) => {
        const deleted = await userRepository(trx).deletePending(user.id);
        await auditDeletedSignups(trx, deleted, admin);
      });
      return { message: USER_MESSAGES.signupDeleted(user.username) };
    },

    /** Every signup awaiting approval goes at once (after a flood); answers how many. */
    async deletePendingSignups(admin: SignedInUser) {
      const count = await db.transaction().execute(async (trx) => {
        const deleted = await userRepository(trx).deletePending();
        await auditDeletedSignups(trx, deleted, admin);
        return deleted.length;
      });
      return { message: USER_MESSAGES.pendingSignupsDeleted(count) };
    },

    /** A new temporary password; the user's sessions end and the next login must change it. */
    async issueTemporaryPassword(username: string, admin: SignedInUser) {
      const user = await mustFind(username);
      const temporaryPassword = generateTemporaryPassword();
      const passwordHash = await hashPassword(temporaryPassword);
      await changeAccountSigningOut(
        db,
        user,
        { actor: admin.username, action: 'temporary-password' },
        (accounts) => accounts.setPasswordHash(user.id, passwordHash, true),
      );
      return {
        message: USER_MESSAGES.temporaryPassword(user.username, temporaryPassword),
        temporaryPassword,
      };
    },
  };
}
