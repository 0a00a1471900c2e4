import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../plugins/session';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../http-errors';
import {
  PAYMENT_MESSAGES,
  billIdParamsSchema,
  paymentIdParamsSchema,
  paymentInputSchema,
  paymentsQuerySchema,
  reverseInputSchema,
} from '../../../shared/payments';
import { idParams } from '../../../shared/wire/common';
import { billPaymentStatusAnswer, paymentListAnswer, recordPaymentAnswer } from '../../../shared/wire/payments';
import { paymentService } from './service';

/** Payments against bills and a bill's payment status (its wire shapes are fixed in src/shared/payments.ts). */
export async function paymentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const payments = paymentService(app.db, app.config.clock);

  app.post('/payments', { config: { access: 'payments' }, schema: { body: paymentInputSchema, response: { 201: recordPaymentAnswer } } }, async (request, reply) => {
    return reply.status(201).send(await payments.record(requireUser(request).username, request.body));
  });

  app.get('/payments', { config: { access: 'payments' }, schema: { querystring: paymentsQuerySchema, response: { 200: paymentListAnswer } } }, async (request) => {
    return { payments: await payments.list(request.query.billId) };
  });

  // A path id that is no payment's id is "not found", like an unknown one.
  app.post('/payments/:id/reverse', { config: { access: 'payments' }, schema: { params: idParams, body: reverseInputSchema, response: { 200: recordPaymentAnswer } } }, async (request) => {
    const params = paymentIdParamsSchema.safeParse(request.params);
    if (!params.success) throw notFound(PAYMENT_MESSAGES.paymentNotFound);
    return payments.reverse(requireUser(request).username, params.data.id, request.body.reason);
  });

  app.get('/bills/:billId/status', { config: { access: 'payments' }, schema: { params: billIdParamsSchema, response: { 200: billPaymentStatusAnswer } } }, async (request) => {
    return payments.status(request.params.billId);
  });
}
