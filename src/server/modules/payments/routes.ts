import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../plugins/session';
import { endpointRoutes } from '../../endpoint-routes';
import { notFound } from '../../http-errors';
import { PAYMENT_MESSAGES, paymentIdParamsSchema } from '../../../shared/payments/payments';
import { paymentEndpoints as calls } from '../../../shared/payments/wire';
import { paymentService } from './service';

/** Payments against bills and a bill's payment status (the wire: shared/wire/payments.ts). */
export async function paymentRoutes(app: FastifyInstance) {
  const serve = endpointRoutes(app);
  const payments = paymentService(app.db, app.config.clock);

  serve(calls.record, 'payments', async (request, reply) => {
    return reply.status(201).send(await payments.record(requireUser(request).username, request.body));
  });

  serve(calls.list, 'payments', async (request) => {
    return { payments: await payments.list(request.query.billId) };
  });

  // A path id that is no payment's id is "not found", like an unknown one.
  serve(calls.reverse, 'payments', async (request) => {
    const params = paymentIdParamsSchema.safeParse(request.params);
    if (!params.success) throw notFound(PAYMENT_MESSAGES.paymentNotFound);
    return payments.reverse(requireUser(request).username, params.data.id, request.body.reason);
  });

  serve(calls.billStatus, 'payments', async (request) => {
    return payments.status(request.params.billId);
  });
}
