import type { FastifyInstance } from 'fastify';
import { notFound, parseInput } from '../../http-errors';
import {
  PAYMENT_MESSAGES,
  billIdParamsSchema,
  paymentIdParamsSchema,
  paymentInputSchema,
  paymentsQuerySchema,
  reverseInputSchema,
} from '../../../shared/payments';
import { paymentService } from './service';

/** Payments against bills and a bill's payment status (issue 12; the wire is fixed there). */
export async function paymentRoutes(app: FastifyInstance) {
  const payments = paymentService(app.db);

  app.post('/payments', { config: { access: 'payments' } }, async (request, reply) => {
    const input = parseInput(paymentInputSchema, request.body);
    return reply.status(201).send(await payments.record(request.user!.username, input));
  });

  app.get('/payments', { config: { access: 'payments' } }, async (request) => {
    const { billId } = parseInput(paymentsQuerySchema, request.query);
    return { payments: await payments.list(billId) };
  });

  app.post('/payments/:id/reverse', { config: { access: 'payments' } }, async (request) => {
    const params = paymentIdParamsSchema.safeParse(request.params);
    if (!params.success) throw notFound(PAYMENT_MESSAGES.paymentNotFound);
    const { reason } = parseInput(reverseInputSchema, request.body);
    return payments.reverse(request.user!.username, params.data.id, reason);
  });

  app.get('/bills/:billId/status', { config: { access: 'payments' } }, async (request) => {
    const { billId } = parseInput(billIdParamsSchema, request.params);
    return payments.status(billId);
  });
}
