import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../../plugins/session';
import { endpointRoutes } from '../../endpoint-routes';
import { shareEndpoints as calls } from '../../../shared/share/wire';
import { shareService } from './service';
import { shareOpener } from './open';
import { refusalPage, wantsPage } from './refusal-page';
import { HttpError } from '../../http-errors';

/**
 * Sharing documents by link (accountant and admin: the mail area) and opening a link (anyone: the
 * link is the permission, for that one document only).
 */
export async function shareRoutes(app: FastifyInstance) {
  const serve = endpointRoutes(app);
  const config = app.config;
  const kit = { db: app.db, business: app.mail.business, now: config.clock ?? (() => new Date()) };
  const share = shareService(kit);
  const opener = shareOpener({ ...kit, opensPerWindow: config.shareOpensPerWindow });
  app.addHook('onClose', () => opener.close());
  const actor = (request: FastifyRequest) => requireUser(request).username;
  // The address vendors reach the app at; unset, the one this request came to (through trusted proxies only).
  const baseUrl = (request: FastifyRequest) =>
    config.publicBaseUrl ?? `${request.protocol}://${request.host}`;

  serve(calls.shareBill, 'mail', async (request, reply) =>
    reply.status(201).send(await share.shareBill(actor(request), baseUrl(request), request.params.billId)),
  );

  serve(calls.shareAdvice, 'mail', async (request, reply) =>
    reply.status(201).send(await share.shareAdvice(actor(request), baseUrl(request), request.params.id)),
  );

  serve(calls.shareStatement, 'mail', async (request, reply) =>
    reply
      .status(201)
      .send(await share.shareStatement(actor(request), baseUrl(request), request.params.id, request.body)),
  );

  serve(calls.list, 'mail', async (request) => share.list(request.query));

  serve(calls.revoke, 'mail', async (request) => share.revoke(actor(request), request.params.id));

  // Opened in the vendor's browser: the PDF shown inline, never cached or indexed, no referrer passed on;
  // a link that does not open shows a page saying why (an API client gets the usual { message }).
  serve(calls.open, 'public', async (request, reply) => {
    const file = await opener.open(request.params.token, request.ip).catch((error: unknown) => {
      if (error instanceof HttpError && wantsPage(request)) return error;
      throw error;
    });
    reply
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex')
      .header('referrer-policy', 'no-referrer');
    if (file instanceof HttpError)
      return reply
        .status(file.statusCode)
        .header('content-type', 'text/html; charset=utf-8')
        .send(refusalPage(kit.business.name, file.message));
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="${file.filename}"`)
      .send(file.content);
  });
}
