import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireUser } from '../../plugins/session';
import { FIRST_STATEMENT, withSessionInStatement } from '../../plugins/session-in-statement';
import { endpointRoutes, type ServeEndpoint } from '../../endpoint-routes';
import { BILLING_MESSAGES, BILL_MAX_TRIPS } from '../../../shared/billing';
import { BILL_PDF_HEADERS, billPdfFileName, type BillPdfDisposition } from '../../../shared/billing/file';
import { HttpError } from '../../http-errors';
import { createBillPdfPool } from '../../pdf/bill-pdf-pool';
import { billingEndpoints as calls } from '../../../shared/billing/wire';
import type { StoredBill } from './stored/bill-types';
import { JsonText, jsonTextBody, pageOf, sendJsonText, sendPrebuiltJson, summaryMembers } from '../../paging';
import {
  tripListBillIds,
  tripListPage,
  tripSelection,
  unweighedTripCount,
  filtersOf,
  listControlsOf,
  streamTripRecords,
  readPageWithVersion,
  readsInOne,
} from '../trips/for-billing';
import { labelRevalidated, unlabelled } from '../../conditional-get';
import type { PageSummary, TripTotals } from '../../../shared/lists/paging';
import { transactionsRange } from './life/bill-requests';
import type { BillingActor } from './life/bill-transaction';
import { billingService, type BillingService } from './service';
import { jsonPiecesBody } from './lists/transaction-list';
import { transactionsSummary, transactionVendors } from './lists/transaction-totals';
import {
  BILLABLE_TRIPS,
  BILLS_WITH_TRIPS,
  MONEY_ALONG,
  tripDatesOf,
  versionWithMoney,
} from './lists/list-versions';
import { isDatabaseUnavailable } from '../../db/unavailable';
import { RETRY_AFTER_S } from '../../plugins/errors';

/**
 * Billing, Transactions, Revise Bill and Business calls (SPEC.md section 7).
 * A bill is stored by one transaction first; its PDF is rendered afterwards from what was stored,
 * so a failed rendering never leaves a half-made bill (the bill can be downloaded again).
 */

/** What the billing routes share: the service, the session's actor and the PDF sender. */
interface BillingRouteKit {
  app: FastifyInstance;
  serve: ServeEndpoint;
  billing: BillingService;
  actorOf(request: FastifyRequest): BillingActor;
  sendBillPdf(
    reply: FastifyReply,
    billId: string,
    afterSave: boolean,
    disposition?: BillPdfDisposition,
  ): Promise<FastifyReply>;
  /**
   * Stores a new bill or revision (`make`, which answers it as stored) and answers its PDF, drawn
   * from what was stored without reading it back; the PDF workers warm up meanwhile.
   */
  sendNewBillPdf(reply: FastifyReply, make: () => Promise<StoredBill>): Promise<FastifyReply>;
}

export async function billingRoutes(app: FastifyInstance) {
  const billing = billingService(app.db, app.config.clock, app.mail);
  const business = { name: app.config.businessName, address: app.config.businessAddress };
  const pdfPool = createBillPdfPool();
  app.addHook('onClose', () => pdfPool.close());
  const actorOf = (request: FastifyRequest): BillingActor => {
    const { username, profile } = requireUser(request);
    return { username, profile };
  };

  /**
   * Sends a stored bill's PDF, named by its id and revision, with headers naming the bill.
   * `afterSave`: the bill was just stored, so a failure here is reported as such (the bill stays
   * valid and downloadable). `inline` opens it in the browser instead of saving it. `stored`: the
   * bill as just stored, when there is no need to read it.
   */
  async function sendBillPdf(
    reply: FastifyReply,
    billId: string,
    afterSave: boolean,
    disposition: BillPdfDisposition = 'attachment',
    stored?: StoredBill,
  ): Promise<FastifyReply> {
    let pdf: Buffer;
    let bill: StoredBill;
    try {
      bill = stored ?? (await billing.load(billId));
      pdf = await pdfPool.render(bill, business);
    } catch (error) {
      if (!afterSave || error instanceof HttpError) throw error;
      reply.log.error({ err: error, billId }, 'bill PDF rendering failed after the bill was stored');
      // The database went away after the bill was stored: a 503 (try again shortly) that still says the bill is safe.
      if (isDatabaseUnavailable(error)) {
        return reply
          .status(503)
          .header('retry-after', String(RETRY_AFTER_S))
          .send({ message: BILLING_MESSAGES.pdfFailedAfterSave(billId) });
      }
      return reply.status(500).send({ message: BILLING_MESSAGES.pdfFailedAfterSave(billId) });
    }
    return (
      reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          `${disposition}; filename="${billPdfFileName(bill.billId, bill.current.revision)}"`,
        )
        .header(BILL_PDF_HEADERS.billId, bill.billId)
        // The stored net payable, so the client can tell auditors what was billed.
        .header(BILL_PDF_HEADERS.net, bill.current.totals.netAmount.toFixed(2))
        .header(BILL_PDF_HEADERS.vendor, encodeURIComponent(bill.vendor))
        .header(BILL_PDF_HEADERS.trips, String(bill.current.lines.length))
        .header(BILL_PDF_HEADERS.revision, String(bill.current.revision))
        .header(BILL_PDF_HEADERS.billDate, bill.billDate)
        .header(
          'access-control-expose-headers',
          ['Content-Disposition', ...Object.values(BILL_PDF_HEADERS)].join(', '),
        )
        .header('cache-control', 'no-store')
        .send(pdf)
    );
  }

  const sendNewBillPdf = async (reply: FastifyReply, make: () => Promise<StoredBill>) => {
    pdfPool.warmUp();
    const bill = await make();
    return sendBillPdf(reply, bill.billId, true, 'attachment', bill);
  };

  const kit: BillingRouteKit = {
    app,
    serve: endpointRoutes(app),
    billing,
    actorOf,
    sendBillPdf,
    sendNewBillPdf,
  };
  billRoutes(kit);
  transactionRoutes(kit);
  reviseRoutes(kit);
}

/** A page of Billing's list: its rows (JSON text), the empty list's message, the summary and the unweighed count. */
function sendBillingList(
  reply: FastifyReply,
  json: string,
  summary: PageSummary<TripTotals>,
  unweighed: number | null,
) {
  return sendJsonText(reply, [
    ['resultData', new JsonText(json)],
    ['message', summary.totalCount === 0 ? BILLING_MESSAGES.noDataFound : ''],
    ...summaryMembers(summary),
    ...(unweighed === null ? [] : [['unweighedCount', unweighed] as [string, unknown]]),
  ]);
}

/** Billing: the billable list, Select All, a new bill; and Business. */
function billRoutes({ app, serve, billing, actorOf, sendNewBillPdf }: BillingRouteKit) {
  // Lists take optional limit/offset: one page plus totalCount and totals. The same body again,
  // with nothing written since, is a 304 to a caller holding the ETag (list-versions.ts).
  serve(
    calls.listBilling,
    'billing',
    async (request, reply) =>
      // The session is read with the page (session-in-statement.ts); other paths read it first.
      withSessionInStatement(request, reply, { forProfile: true }, async (run, actor, readSessionNow) => {
        const query = listControlsOf(request.body, billing.listBillable(actor(), request.body));
        const page = pageOf(request.body);
        // A page is read in one statement with its versions; with a tag already checked before the
        // handler, it is labelled again with the versions it was read at (never older than before).
        if (page && readsInOne(query, page)) {
          // The first page also counts the trips acknowledged without an Actual Weight (flagged on screen).
          const read = await readPageWithVersion(app.db, query, page, {
            versionRange: tripDatesOf(request),
            unweighed: page.offset === 0,
            along: MONEY_ALONG,
            run,
          });
          labelRevalidated(request, reply, await versionWithMoney(app.db, read));
          return sendBillingList(reply, read.json, read.summary, read.unweighed);
        }
        await readSessionNow();
        if (unlabelled(reply)) labelRevalidated(request, reply, await BILLABLE_TRIPS(app.db, request));
        if (!page) {
          const message = (count: number) => JSON.stringify(count === 0 ? BILLING_MESSAGES.noDataFound : '');
          return sendPrebuiltJson(
            reply,
            await streamTripRecords(
              app.db,
              query,
              '{"resultData":[',
              (count) => `],"message":${message(count)}}`,
            ),
          );
        }
        const [list, unweighed] = await Promise.all([
          tripListPage(app.db, query, page),
          page.offset === 0 ? unweighedTripCount(app.db, query) : null,
        ]);
        return sendBillingList(reply, list.json, list.summary!, unweighed);
      }),
    { revalidate: BILLABLE_TRIPS, versionWithAnswer: true, session: FIRST_STATEMENT },
  );

  // Billing "Select All": every matching trip (up to one more than a bill takes), not only loaded pages.
  serve(calls.billingSelection, 'billing', async (request) =>
    tripSelection(
      app.db,
      filtersOf(request.body, billing.listBillable(actorOf(request), request.body)),
      BILL_MAX_TRIPS + 1,
    ),
  );

  serve(calls.generateBill, 'billing', async (request, reply) =>
    sendNewBillPdf(reply, () => billing.generate(actorOf(request), request.body)),
  );

  serve(calls.business, 'business', async (request, reply) => {
    const query = listControlsOf(request.query, billing.business(actorOf(request), request.query));
    const page = pageOf(request.query);
    if (!page)
      return sendPrebuiltJson(reply, await streamTripRecords(app.db, query, '{"tableData":[', () => ']}'));
    const list = await tripListPage(app.db, query, page);
    return sendJsonText(reply, [['tableData', new JsonText(list.json)], ...summaryMembers(list.summary)]);
  });
}

/** Transactions: the live bills, a bill's PDF again, cancelling a bill. */
function transactionRoutes({ app, serve, billing, actorOf, sendBillPdf }: BillingRouteKit) {
  // The rows are JSON text (each bill's trips built by the database), sent without parsing them again.
  serve(
    calls.transactions,
    'transactions',
    async (request, reply) => {
      const range = transactionsRange(request.body);
      const page = pageOf(request.body);
      if (!page) {
        const list = await billing.listTransactions(request.body);
        if (list.count === 0) return { message: BILLING_MESSAGES.noDataForRange };
        return sendPrebuiltJson(reply, jsonPiecesBody(list.pieces));
      }
      const [list, summary, vendors] = await Promise.all([
        billing.listTransactions(request.body, page),
        transactionsSummary(app.db, range),
        transactionVendors(app.db, range),
      ]);
      // { rows, totalCount, totals, vendors }: the rows' pieces, then the other members' object text.
      const others = jsonTextBody([...summaryMembers(summary), ['vendors', vendors]]);
      return sendPrebuiltJson(reply, jsonPiecesBody(['{"rows":', ...list.pieces, ',', others.subarray(1)]));
    },
    { revalidate: BILLS_WITH_TRIPS },
  );

  // The screen's bills come without their trips; a bill's are read a page at a time when it is opened.
  serve(calls.transactionTrips, 'transactions', async (request) =>
    billing.transactionTrips(request.body, pageOf(request.body)),
  );

  // Also opened in a new tab from a bill's result panel (?disposition=inline).
  serve(calls.transactionBillPdf, 'transactions', async (request, reply) => {
    return sendBillPdf(reply, request.params.billId, false, request.query.disposition);
  });

  serve(calls.deleteTransaction, 'transactions', async (request) => {
    await billing.cancel(actorOf(request), request.body);
    return { message: BILLING_MESSAGES.transactionDeleted };
  });
}

/** Revise Bill: its lists, a new revision, an inline trip edit. */
function reviseRoutes({ app, serve, billing, actorOf, sendNewBillPdf }: BillingRouteKit) {
  // A bill id search answers that bill's records; a date search reads two lists (paged or not).
  serve(
    calls.listToRevise,
    'reviseBill',
    async (request, reply) => {
      const found = await billing.listToRevise(actorOf(request), request.body);
      if (!('lists' in found)) return found;
      const lists = {
        billed: listControlsOf(request.body, found.lists.billed),
        acknowledged: listControlsOf(request.body, found.lists.acknowledged),
      };
      const page = pageOf(request.body);
      // The bills' statuses are read as soon as their ids are known, beside the two lists.
      const [billed, acknowledged, bills] = await Promise.all([
        tripListPage(app.db, lists.billed, page),
        tripListPage(app.db, lists.acknowledged, page),
        tripListBillIds(app.db, lists.billed, page).then((billIds) => billing.billStatuses(billIds)),
      ]);
      const empty = page
        ? billed.summary!.totalCount + acknowledged.summary!.totalCount === 0
        : billed.json === '[]' && acknowledged.json === '[]';
      const pagedMembers: [string, unknown][] = page
        ? [
            [
              'totalCount',
              { billed: billed.summary!.totalCount, acknowledged: acknowledged.summary!.totalCount },
            ],
            ['totals', { billed: billed.summary!.totals, acknowledged: acknowledged.summary!.totals }],
          ]
        : [];
      return sendJsonText(reply, [
        ['billed', new JsonText(billed.json)],
        ['acknowledged', new JsonText(acknowledged.json)],
        ['message', empty ? BILLING_MESSAGES.noRecords : ''],
        ['bills', bills],
        ...pagedMembers,
      ]);
    },
    { revalidate: BILLS_WITH_TRIPS },
  );

  serve(calls.reviseBill, 'reviseBill', async (request, reply) =>
    sendNewBillPdf(reply, () => billing.revise(actorOf(request), request.body)),
  );

  serve(calls.updateOneRevise, 'reviseBill', async (request, reply) => {
    await billing.updateOne(actorOf(request), request.body);
    return reply.status(201).send({ message: BILLING_MESSAGES.tripUpdated });
  });
}
