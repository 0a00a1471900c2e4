import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { endpointRoutes } from '../../endpoint-routes';
import { OPS_MESSAGES } from '../../../shared/common/messages';
import { healthEndpoints as calls } from '../../../shared/auth/wire';
import { can } from '../../../shared/auth/permissions';
import type { BackupStatus } from '../../../shared/ops/backup-status-wire';
import { embeddedBackupStatus } from '../../db/restore-drill';
import { SESSION_COOKIE } from '../../plugins/cookies';
import { sessionRepository } from '../auth/for-health';

export const HEALTH_PATH = '/logistics/health';
/** A load balancer gives up after about 2 s: answer 503 before that when the database hangs. */
const DATABASE_TIMEOUT_MS = 1500;

async function databaseAnswers(app: Pick<FastifyInstance, 'db'>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), DATABASE_TIMEOUT_MS);
  });
  const probe = sql`select 1`.execute(app.db).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The backups' state for an admin's session only (a load balancer or a clerk learns nothing of them).
 * The session hook skips this route (it must answer while the database is down), so the session is
 * read here, once the database has answered.
 */
async function backupsForAdmin(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<BackupStatus | undefined> {
  const sessionId = request.cookies[SESSION_COOKIE];
  if (!sessionId) return undefined;
  const user = await sessionRepository(app.db).findUser(sessionId);
  if (!user || user.mustChangePassword || !can(user.profile, 'settings')) return undefined;
  return app.databaseKind === 'embedded' ? embeddedBackupStatus(app.config.dataDir) : { kind: 'server' };
}

/** GET /logistics/health for load balancers and supervisors: 200 with the database reachable, else 503. */
export async function healthRoutes(app: FastifyInstance) {
  const serve = endpointRoutes(app);
  serve(calls.health, 'public', async (request, reply) => {
    if (!(await databaseAnswers(app))) return reply.status(503).send({ message: OPS_MESSAGES.databaseDown });
    const backups = await backupsForAdmin(app, request);
    return { status: OPS_MESSAGES.healthy, ...(backups ? { backups } : {}) };
  });
}
