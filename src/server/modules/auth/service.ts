import { sql } from 'kysely';
import type { DB } from '../../db/connection';
import type { LoginPayload, ResetPasswordPayload, SignupPayload } from '../../../shared/auth/accounts';
import type { UserAccount } from '../../../shared/auth/wire';
import { AUTH_MESSAGES, OPS_MESSAGES } from '../../../shared/common/messages';
import { RUNTIME_DEFAULTS } from '../../../../config/runtime';
import { conflict, forbidden, HttpError, unauthorized } from '../../http-errors';
import { recordAudit } from '../audit/public';
import { generateTemporaryPassword, hashPassword, spendVerifyTime, verifyPassword } from './passwords';
import { userRepository, type UserCredentials } from './repository';
import { changeAccountSigningOut } from './account-change';
import { loginThrottle, realWait, signupThrottle, tooManyAttempts, type Wait } from './throttle';
import { isKnownDevice } from './known-devices';

/** Where a sign-in comes from: the address (as the trusted proxies tell it) and the browser's known-device cookie. */
export interface SignInOrigin {
  address: string;
  deviceCookie: string | undefined;
}

/** Checks a username and password with throttling; answers the account or throws the reason. */
async function checkCredentials(
  db: DB,
  wait: Wait,
  username: string,
  password: string,
  { address, deviceCookie }: SignInOrigin,
  wrongMessage: string,
) {
  const throttle = loginThrottle(db, wait);
  const user = await userRepository(db).findCredentials(username);
  const knownDevice = !!user && isKnownDevice(deviceCookie, user.username, user.passwordHash);
  if (!(await throttle.begin(username, address, knownDevice))) throw tooManyAttempts();
  const valid = user
    ? await verifyPassword(user.passwordHash, password)
    : (await spendVerifyTime(password), false);
  if (!user || !valid) {
    await throttle.slowDown(username);
    throw unauthorized(wrongMessage); // the attempt stays counted as a failure
  }
  await throttle.clear(username, address);
  assertActive(user);
  return user;
}

function assertActive(user: UserCredentials) {
  if (user.status === 'pending') throw forbidden(AUTH_MESSAGES.awaitingApproval);
  if (user.status === 'deactivated') throw forbidden(AUTH_MESSAGES.deactivated);
}

/** `wait`: how failed logins are slowed down (real time unless a test records it). */
export function authService(db: DB, wait: Wait = realWait) {
  const users = userRepository(db);
  return {
    login(payload: LoginPayload, origin: SignInOrigin) {
      return checkCredentials(
        db,
        wait,
        payload.username,
        payload.password,
        origin,
        AUTH_MESSAGES.invalidCredentials,
      );
    },

    /**
     * A pending account with a temporary password; an admin approves it before it can log in.
     * At most `limits.perAddress` an hour from one address, and `limits.total` waiting accounts
     * made within the hour from all addresses together (the admin's deleting them makes room).
     */
    async signup(
      payload: SignupPayload,
      address: string,
      limits: { perAddress: number; total: number },
    ): Promise<{ account: UserAccount; temporaryPassword: string }> {
      await users.purgeStalePending(RUNTIME_DEFAULTS.PENDING_SIGNUP_TTL_MS);
      if (!(await signupThrottle(db).allow(address, limits.perAddress)))
        throw new HttpError(429, OPS_MESSAGES.signupThrottled);
      const temporaryPassword = generateTemporaryPassword();
      const passwordHash = await hashPassword(temporaryPassword);
      return db.transaction().execute(async (trx) => {
        // One signup at a time counts and adds, so a parallel flood cannot pass the cap together.
        await sql`select pg_advisory_xact_lock(hashtext('signup-cap'))`.execute(trx);
        const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
        if ((await userRepository(trx).countPendingSince(hourAgo)) >= limits.total)
          throw new HttpError(429, OPS_MESSAGES.signupsPaused);
        const account = await userRepository(trx).insert({
          username: payload.username,
          profile: payload.profile,
          status: 'pending',
          passwordHash,
          temporary: true,
        });
        if (!account) throw conflict(AUTH_MESSAGES.usernameTaken);
        await recordAudit(trx, {
          actor: account.username,
          entity: 'user',
          entityId: account.username,
          action: 'signup',
          after: account,
        });
        return { account, temporaryPassword };
      });
    },

    async resetPassword(payload: ResetPasswordPayload, origin: SignInOrigin): Promise<void> {
      const user = await checkCredentials(
        db,
        wait,
        payload.username,
        payload.currentPassword,
        origin,
        AUTH_MESSAGES.invalidCurrentPassword,
      );
      if (payload.newPassword === payload.currentPassword)
        throw new HttpError(400, AUTH_MESSAGES.newPasswordSameAsCurrent);
      const passwordHash = await hashPassword(payload.newPassword);
      await changeAccountSigningOut(
        db,
        user,
        { actor: user.username, action: 'password-change' },
        (accounts) => accounts.setPasswordHash(user.id, passwordHash),
      );
    },

    /**
     * On the first start with no accounts, creates the admin. Returns the password if we made it up
     * and the account is ours (another instance starting at the same time may have created it).
     */
    async bootstrapAdmin(username: string, password?: string): Promise<string | null> {
      if ((await users.count()) > 0) return null;
      const initialPassword = password ?? generateTemporaryPassword();
      const passwordHash = await hashPassword(initialPassword);
      const admin = await db.transaction().execute(async (trx) => {
        // A made-up password is a temporary one: the admin changes it at the first login.
        const created = await userRepository(trx).insert({
          username,
          profile: 'admin',
          status: 'active',
          passwordHash,
          temporary: !password,
        });
        if (created) {
          await recordAudit(trx, {
            actor: 'system',
            entity: 'user',
            entityId: created.username,
            action: 'bootstrap-admin',
            after: created,
          });
        }
        return created;
      });
      return admin && !password ? initialPassword : null;
    },
  };
}
