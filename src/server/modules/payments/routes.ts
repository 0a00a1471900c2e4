import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../plugins/session';
import { endpointRoutes } from '../../endpoint-routes';
import { paymentEndpoints as calls } from '../../../shared/payments/wire';
import { paymentService } from './service';
import { MONEY_LISTS } from '../../list-versions';

/** Payments against bills and a bill's payment status (the wire: shared/payments/wire.ts). */
export async function paymentRoutes(app: FastifyInstance) {
  const serve = endpointRoutes(app);
  const payments = paymentService(app.db, app.config.clock, app.mail);

  serve(calls.record, 'payments', async (request, reply) => {
    return reply.status(201).send(await payments.record(requireUser(request).username, request.body));
  });

  serve(
    calls.list,
    'payments',
    async (request) => ({ payments: await payments.list(request.query.billId) }),
    { revalidate: MONEY_LISTS },
  );

  serve(calls.reverse, 'payments', async (request) => {
    return payments.reverse(requireUser(request).username, request.params.id, request.body.reason);
  });

  serve(calls.billStatus, 'payments', async (request) => payments.status(request.params.billId), {
    revalidate: MONEY_LISTS,
  });
}
