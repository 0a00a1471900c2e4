import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endpointRoutes } from '../../endpoint-routes';
import { requireUser } from '../../plugins/session';
import { portalEndpoints as calls } from '../../../shared/portal/wire';
import { PORTAL_MESSAGES } from '../../../shared/portal/portal';
import { billPdfFileName } from '../../../shared/billing/file';
import { forbidden, notFound } from '../../http-errors';
import { sendAttachment } from '../../http-attachment';
import { createBillPdfPool } from '../../pdf/bill-pdf-pool';
import { renderStatementPdf } from '../../pdf/statement-pdf';
import { pageOf } from '../../paging';
import { statementFileName } from '../../../shared/accounting/statement-file';
import { logSecurityEvent } from '../../security-log';
import { billAtRevision, vendorBill } from '../billing/for-portal';
import { portalVendor, type PortalVendor } from '../vendors/for-portal';
import { invitationService } from './invitations';
import { changeRequestService } from './change-requests';
import { portalReads } from './reads';
import { portalRepository } from './repository';
import { realWait, throttledAttempt } from '../auth/for-portal';

/**
 * The vendor portal: the office's invitation and approvals (accountant, admin), the activation
 * (public, by the link's token) and the vendor's own reads (access 'portal': a vendor login only,
 * each answer that login's vendor's rows only).
 */
export async function portalRoutes(app: FastifyInstance) {
  const serve = endpointRoutes(app);
  const invitations = invitationService(app.db, app.mail);
  const changes = changeRequestService(app.db);
  const reads = portalReads(app.db, app.config.businessTan);
  const business = { name: app.config.businessName, address: app.config.businessAddress };
  // One thread, started by the first download and stopped when idle (as the mail worker's).
  const pdfPool = createBillPdfPool(1);
  app.addHook('onClose', () => pdfPool.close());

  /** The vendor the signed-in login is bound to. */
  async function vendorOf(request: FastifyRequest): Promise<PortalVendor> {
    const vendorId = await portalRepository(app.db).vendorIdOf(requireUser(request).id);
    const vendor = vendorId === null ? null : await portalVendor(app.db, vendorId);
    if (!vendor) throw forbidden(PORTAL_MESSAGES.noVendor);
    return vendor;
  }

  serve(calls.invite, 'vendorPortal', async (request, reply) => {
    const vendorId = request.params.id;
    const origin = `${request.protocol}://${request.host}`;
    const user = requireUser(request);
    const answer = await invitations.invite(user.username, vendorId, request.body.username, origin);
    if (answer.mailQueued) app.mail.nudge();
    logSecurityEvent(request, 'portal-invite', `invited vendor ${vendorId} as ${request.body.username}`);
    return reply.status(201).send(answer);
  });

  // Throttled as logins are, per link (its invitation id) and address: guessing tokens is as slow as passwords.
  serve(calls.activate, 'public', async (request) => {
    const { token, password } = request.body;
    const answer = await throttledAttempt(
      app.db,
      app.config.loginWait ?? realWait,
      `portal-activate:${token.split('.')[0].slice(0, 12)}`,
      request.ip,
      () => invitations.activate(token, password),
    );
    logSecurityEvent(request, 'portal-activate', `activated ${answer.username}`, answer.username);
    return answer;
  });

  serve(calls.me, 'portal', async (request) => {
    const vendor = await vendorOf(request);
    const { id: _id, ...fields } = vendor;
    return {
      username: requireUser(request).username,
      vendor: fields,
      pendingRequest: await changes.pendingOf(vendor.id),
    };
  });

  serve(calls.bills, 'portal', async (request) => ({ bills: await reads.bills(await vendorOf(request)) }));

  // Another vendor's bill answers as an unknown one: 404, nothing of it told.
  serve(calls.billPdf, 'portal', async (request, reply) => {
    const vendor = await vendorOf(request);
    const { billId, revision } = request.params;
    const bill = await vendorBill(app.db, vendor, billId);
    if (!bill) throw notFound(PORTAL_MESSAGES.billNotFound);
    const stored =
      revision <= bill.currentRevision ? await billAtRevision(app.db, bill.billId, revision) : null;
    if (!stored) throw notFound(PORTAL_MESSAGES.revisionNotFound);
    const pdf = await pdfPool.render(stored, business);
    return sendAttachment(reply, 'application/pdf', billPdfFileName(bill.billId, revision), pdf);
  });

  serve(calls.payments, 'portal', async (request) => ({
    payments: await reads.payments(await vendorOf(request)),
  }));

  serve(calls.statement, 'portal', async (request) =>
    reads.statement(await vendorOf(request), request.query),
  );

  // The office's statement PDF, of this login's vendor only (the query names no vendor).
  serve(calls.statementPdf, 'portal', async (request, reply) => {
    const statement = await reads.statement(await vendorOf(request), request.query);
    const pdf = await renderStatementPdf(statement, business, new Date());
    const { startDate, endDate } = request.query;
    return sendAttachment(
      reply,
      'application/pdf',
      statementFileName(statement.vendor, startDate, endDate, 'pdf'),
      pdf,
    );
  });

  serve(calls.tds, 'portal', async (request) =>
    reads.tds(await vendorOf(request), request.query.fy, request.query.quarter),
  );

  // limit/offset as the office's lists take them (shared paging rules): a bad one is a 400 with its rule.
  serve(calls.trips, 'portal', async (request) => {
    const page = pageOf(request.query);
    return reads.trips(await vendorOf(request), request.query, page);
  });

  serve(calls.requestChange, 'portal', async (request, reply) => {
    const vendor = await vendorOf(request);
    const answer = await changes.request(vendor, requireUser(request).username, request.body);
    return reply.status(201).send(answer);
  });

  serve(calls.changeRequests, 'vendorPortal', async () => ({ requests: await changes.list() }));

  serve(calls.approveChange, 'vendorPortal', async (request) => {
    return changes.approve(request.params.id, requireUser(request).username);
  });

  serve(calls.rejectChange, 'vendorPortal', async (request) => {
    return changes.reject(request.params.id, requireUser(request).username);
  });
}
