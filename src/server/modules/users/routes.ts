import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageAnswer } from '../../../shared/wire/common';
import { temporaryPasswordAnswer, userAccountAnswer, usernameParams } from '../../../shared/wire/auth';
import { USER_MESSAGES } from '../../../shared/messages';
import { RUNTIME_DEFAULTS } from '../../../../config/runtime';
import { conflict, notFound } from '../../http-errors';
import { recordAudit } from '../audit/repository';
import { generateTemporaryPassword, hashPassword } from '../auth/passwords';
import { userRepository } from '../auth/repository';
import { sessionRepository } from '../auth/sessions';


/** The admin's Users screen: list, approve, deactivate, issue a new temporary password. */
export async function userRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const byUsername = (answer: z.ZodType) => ({ params: usernameParams, response: { 200: answer } });
  const users = userRepository(app.db);

  async function mustFind(username: string) {
    await users.purgeStalePending(RUNTIME_DEFAULTS.PENDING_SIGNUP_TTL_MS);
    const user = await users.find(username);
    if (!user) throw notFound(USER_MESSAGES.notFound);
    return user;
  }

  app.get('/users', { config: { access: 'users' }, schema: { response: { 200: z.array(userAccountAnswer) } } }, async () => {
    await users.purgeStalePending(RUNTIME_DEFAULTS.PENDING_SIGNUP_TTL_MS);
    return users.list();
  });

  app.post('/users/:username/approve', { config: { access: 'users' }, schema: byUsername(messageAnswer) }, async (request) => {
    const user = await mustFind(request.params.username);
    if (user.status === 'active') throw conflict(USER_MESSAGES.alreadyActive);
    await app.db.transaction().execute(async (trx) => {
      await userRepository(trx).setStatus(user.id, 'active');
      await recordAudit(trx, {
        actor: request.user!.username, entity: 'user', entityId: user.username, action: 'approve',
        before: { status: user.status }, after: { status: 'active' },
      });
    });
    return { message: USER_MESSAGES.approved(user.username) };
  });

  app.post('/users/:username/deactivate', { config: { access: 'users' }, schema: byUsername(messageAnswer) }, async (request) => {
    const user = await mustFind(request.params.username);
    if (user.id === request.user!.id) throw conflict(USER_MESSAGES.cannotDeactivateSelf);
    await app.db.transaction().execute(async (trx) => {
      await userRepository(trx).setStatus(user.id, 'deactivated');
      await sessionRepository(trx).destroyAllOf(user.id);
      await recordAudit(trx, {
        actor: request.user!.username, entity: 'user', entityId: user.username, action: 'deactivate',
        before: { status: user.status }, after: { status: 'deactivated' },
      });
    });
    return { message: USER_MESSAGES.deactivated(user.username) };
  });

  app.post(
    '/users/:username/temporary-password',
    { config: { access: 'users' }, schema: byUsername(temporaryPasswordAnswer) },
    async (request) => {
      const user = await mustFind(request.params.username);
      const temporaryPassword = generateTemporaryPassword();
      const passwordHash = await hashPassword(temporaryPassword);
      await app.db.transaction().execute(async (trx) => {
        await userRepository(trx).setPasswordHash(user.id, passwordHash, true);
        await sessionRepository(trx).destroyAllOf(user.id);
        await recordAudit(trx, {
          actor: request.user!.username, entity: 'user', entityId: user.username, action: 'temporary-password',
        });
      });
      return { message: USER_MESSAGES.temporaryPassword(user.username, temporaryPassword), temporaryPassword };
    },
  );
}
