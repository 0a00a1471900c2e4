import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../plugins/session';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../http-errors';
import { PAYMENT_MESSAGES, paymentIdParamsSchema } from '../../../shared/payments/payments';
import { paymentEndpoints as calls } from '../../../shared/payments/wire';
import { paymentService } from './service';

/** Payments against bills and a bill's payment status (the wire: shared/wire/payments.ts). */
export async function paymentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const payments = paymentService(app.db, app.config.clock);

  app.post(
    calls.record.path,
    { config: { access: 'payments' }, schema: calls.record.schema },
    async (request, reply) => {
      return reply.status(201).send(await payments.record(requireUser(request).username, request.body));
    },
  );

  app.get(calls.list.path, { config: { access: 'payments' }, schema: calls.list.schema }, async (request) => {
    return { payments: await payments.list(request.query.billId) };
  });

  // A path id that is no payment's id is "not found", like an unknown one.
  app.post(
    calls.reverse.path,
    { config: { access: 'payments' }, schema: calls.reverse.schema },
    async (request) => {
      const params = paymentIdParamsSchema.safeParse(request.params);
      if (!params.success) throw notFound(PAYMENT_MESSAGES.paymentNotFound);
      return payments.reverse(requireUser(request).username, params.data.id, request.body.reason);
    },
  );

  app.get(
    calls.billStatus.path,
    { config: { access: 'payments' }, schema: calls.billStatus.schema },
    async (request) => {
      return payments.status(request.params.billId);
    },
  );
}
