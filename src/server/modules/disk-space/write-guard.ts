import { settleSession } from '../../plugins/session-in-statement';
import type { FastifyInstance } from 'fastify';
import { authEndpoints } from '../../../shared/auth/wire';
import { billingEndpoints } from '../../../shared/billing/wire';
import type { Endpoint } from '../../../shared/common/endpoint';
import { OPS_MESSAGES } from '../../../shared/common/messages';
import { importEndpoints } from '../../../shared/imports/wire';
import { API_PREFIX } from '../../plugins/rbac';

/** Seconds a client may wait before trying a refused change again. */
const RETRY_AFTER_S = 60;

/**
 * The calls that are not GET but still taken below the floor. Login and logout touch only sessions
 * (and the login throttle's rows): a few hundred bytes each, so the admin can still sign in to see
 * the warning and clerks can keep reading. The POST lists only read. Every other non-GET call is a
 * change and is refused, including reset-password and signup (accounts and their audit rows).
 */
const TAKEN_WHEN_FULL: readonly Endpoint[] = [
  authEndpoints.login,
  authEndpoints.logout,
  billingEndpoints.listBilling,
  billingEndpoints.billingSelection,
  billingEndpoints.transactions,
  billingEndpoints.transactionTrips,
  billingEndpoints.listToRevise,
  ...Object.values(importEndpoints).map((calls) => calls.check),
];
const taken = new Set(TAKEN_WHEN_FULL.map((call) => `${call.method} ${API_PREFIX}${call.path}`));
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Below the disk floor every API change is answered 503 with a message saying nothing was saved,
 * before its body is read or the database touched. Runs after the access check, so a caller who may
 * not make the change still hears 401 or 403.
 */
export function registerDiskGuard(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    if (READS.has(request.method) || !app.diskSpace.refusingWrites()) return;
    const url = request.routeOptions.url;
    if (!url?.startsWith(API_PREFIX) || taken.has(`${request.method} ${url}`)) return;
    if (await settleSession(request, reply)) return reply; // a refused caller hears 401 or 403 first
    return reply
      .status(503)
      .header('retry-after', String(RETRY_AFTER_S))
      .send({ message: OPS_MESSAGES.diskFull });
  });
}
