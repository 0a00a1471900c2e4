import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { endpointRoutes } from '../../endpoint-routes';
import { OPS_MESSAGES } from '../../../shared/common/messages';
import { healthEndpoints as calls } from '../../../shared/auth/wire';

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

/** GET /logistics/health for load balancers and supervisors: 200 with the database reachable, else 503. */
export async function healthRoutes(app: FastifyInstance) {
  const serve = endpointRoutes(app);
  serve(calls.health, 'public', async (_request, reply) => {
    if (await databaseAnswers(app)) return { status: OPS_MESSAGES.healthy };
    return reply.status(503).send({ message: OPS_MESSAGES.databaseDown });
  });
}
