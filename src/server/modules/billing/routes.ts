import type { FastifyInstance, FastifyReply } from 'fastify';
import { BILLING_MESSAGES } from '../../../shared/billing';
import { HttpError } from '../../http-errors';
import { renderBillPdf } from '../../pdf/bill-pdf';
import type { StoredBill } from './repository';
import { billingService, type BillingActor } from './service';

interface BillIdParams {
  billId: string;
}

/**
 * Billing, Transactions, Revise Bill and Business calls (SPEC.md section 7; /work/notes/BILLING.md).
 * A bill is stored by one transaction first; its PDF is rendered afterwards from what was stored,
 * so a failed rendering never leaves a half-made bill (the bill can be downloaded again).
 */
export async function billingRoutes(app: FastifyInstance) {
  const billing = billingService(app.db);
  const business = { name: app.config.businessName, address: app.config.businessAddress };
  const actorOf = (request: { user?: { username: string; profile: string } | null }): BillingActor => ({
    username: request.user!.username,
    profile: request.user!.profile,
  });

  /**
   * Sends a stored bill's PDF as a download named by `filename`. `afterSave`: the bill was just
   * stored, so a failure here is reported as such (the bill stays valid and downloadable).
   */
  async function sendBillPdf(reply: FastifyReply, billId: string, filename: (billId: string) => string, afterSave: boolean) {
    let pdf: Buffer;
    let bill: StoredBill;
    try {
      bill = await billing.load(billId);
      pdf = await renderBillPdf(bill, business);
    } catch (error) {
      if (!afterSave || error instanceof HttpError) throw error;
      reply.log.error({ err: error, billId }, 'bill PDF rendering failed after the bill was stored');
      return reply.status(500).send({ message: BILLING_MESSAGES.pdfFailedAfterSave(billId) });
    }
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${filename(bill.billId)}"`)
      .header('x-bill-id', bill.billId)
      // The stored net payable, so the client can tell auditors what was billed (issue 12).
      .header('x-bill-net', bill.current.totals.netAmount.toFixed(2))
      .header('access-control-expose-headers', 'Content-Disposition, X-Bill-Id, X-Bill-Net')
      .header('cache-control', 'no-store')
      .send(pdf);
  }

  app.post('/list-billing', { config: { access: 'billing' } }, async (request) => {
    const resultData = await billing.listBillable(actorOf(request), request.body);
    return { resultData, message: resultData.length === 0 ? BILLING_MESSAGES.noDataFound : '' };
  });

  app.post('/generate-pdf-bill', { config: { access: 'billing' } }, async (request, reply) => {
    const { billId } = await billing.generate(actorOf(request), request.body);
    return sendBillPdf(reply, billId, (id) => `Bill-${id}.pdf`, true);
  });

  app.post('/list-all-transactions', { config: { access: 'transactions' } }, async (request) => {
    const rows = await billing.listTransactions(request.body);
    return rows.length === 0 ? { message: BILLING_MESSAGES.noDataForRange } : rows;
  });

  app.get<{ Params: BillIdParams }>('/generate-pdf-by-bill-id-transaction/:billId', { config: { access: 'transactions' } }, async (request, reply) => {
    return sendBillPdf(reply, request.params.billId, (id) => `GeneratedTransactionBill-${id}.pdf`, false);
  });

  app.post('/delete-transaction', { config: { access: 'transactions' } }, async (request) => {
    await billing.cancel(actorOf(request), request.body);
    return { message: BILLING_MESSAGES.transactionDeleted };
  });

  app.post('/list-to-revise-bill', { config: { access: 'reviseBill' } }, async (request) => billing.listToRevise(actorOf(request), request.body));

  app.post('/generate-pdf-revised-bill', { config: { access: 'reviseBill' } }, async (request, reply) => {
    const { billId } = await billing.revise(actorOf(request), request.body);
    return sendBillPdf(reply, billId, (id) => `RevisedBill-${id}.pdf`, true);
  });

  app.post('/update-one-revise-bill', { config: { access: 'reviseBill' } }, async (request, reply) => {
    await billing.updateOne(actorOf(request), request.body);
    return reply.status(201).send({ message: BILLING_MESSAGES.tripUpdated });
  });

  app.get('/api/business', { config: { access: 'business' } }, async (request) => ({
    tableData: await billing.business(actorOf(request), request.query),
  }));
}
