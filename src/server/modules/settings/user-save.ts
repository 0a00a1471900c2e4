import type { FastifyRequest } from 'fastify';
import type { DB } from '../../db/connection';
import { requireUser } from '../../plugins/session';
import { saveSettingAudited } from './repository';

/**
 * A Settings card's Save: the signed-in user's new value of a setting, stored with its audit entry
 * (`readBefore` reads the value it replaces, in the same transaction).
 */
export function saveSettingAsUser(
  request: FastifyRequest,
  key: string,
  after: unknown,
  readBefore: (trx: DB) => Promise<unknown>,
): Promise<void> {
  return saveSettingAudited(request.server.db, key, {
    actor: requireUser(request).username,
    after,
    readBefore,
  });
}
