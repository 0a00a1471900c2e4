import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../plugins/session';
import { endpointRoutes } from '../../endpoint-routes';
import { pageOf } from '../../paging';
import { mailEndpoints as calls } from '../../../shared/mail/wire';
import { mailService } from './service';

/** The Outbox and the requests that queue mail by hand (accountant and admin: the mail area). */
export async function mailRoutes(app: FastifyInstance) {
  const serve = endpointRoutes(app);
  const mail = mailService(app.db, app.mail);
  const actor = (request: Parameters<typeof requireUser>[0]) => requireUser(request).username;

  serve(calls.status, 'mail', async () => mail.status());

  serve(calls.outbox, 'mail', async (request) => mail.list(request.query, pageOf(request.query)));

  // 202: queued, sent by the outbox worker; the screens watch its state.
  serve(calls.retry, 'mail', async (request, reply) => {
    const queued = await mail.retry(request.params.id);
    app.mail.nudge();
    return reply.status(202).send(queued);
  });

  serve(calls.emailBill, 'mail', async (request, reply) => {
    const queued = await mail.emailBill(actor(request), request.params.billId);
    app.mail.nudge();
    return reply.status(202).send(queued);
  });

  serve(calls.emailStatement, 'mail', async (request, reply) => {
    const queued = await mail.emailStatement(actor(request), request.params.id, request.body);
    app.mail.nudge();
    return reply.status(202).send(queued);
  });

  serve(calls.vendorSettings, 'mail', async (request) => mail.vendorSettings(request.params.id));

  serve(calls.saveVendorSettings, 'mail', async (request) =>
    mail.saveVendorSettings(actor(request), request.params.id, request.body),
  );
}
