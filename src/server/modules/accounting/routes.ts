import type { FastifyInstance } from 'fastify';
import { sendAttachment } from '../../http-attachment';
import { endpointRoutes } from '../../endpoint-routes';
import { ACCOUNTING_MESSAGES } from '../../../shared/accounting/month-end';
import { todayInIndia } from '../../../shared/common/dates';
import { accountingEndpoints as calls } from '../../../shared/accounting/wire';
import { tdsEndpoints } from '../../../shared/accounting/tds-challans-wire';
import { renderStatementPdf } from '../../pdf/statement-pdf';
import { accountingReports } from './reports';
import { saveSettingAsUser } from '../settings/public';
import { accountingRepository } from './repository';
import { LEDGERS_KEY, ledgerNames } from './tally-settings';
import { tallyRepository } from './tally-repository';
import { ledgerNamesProblem } from '../../../shared/accounting/tally';
import { badRequest } from '../../http-errors';
import { tdsDeposits } from './tds-deposits';
import { statementFileName } from '../../../shared/accounting/statement-file';
import { MONEY_LISTS, scopesOf } from '../../list-versions';

/** Outstanding and ageing, vendor statement (JSON and PDF), TDS register, ledger names; Tally export in tally-routes. */
export async function accountingRoutes(app: FastifyInstance) {
  const serve = endpointRoutes(app);
  const reports = accountingReports(app.db);
  const repository = accountingRepository(app.db);
  const deposits = tdsDeposits(app.db);
  const business = { name: app.config.businessName, address: app.config.businessAddress };

  const ledgers = () => ledgerNames(app.db);

  // These answers carry an ETag of the bills, payments and vendors they are made of (list-versions.ts).
  serve(
    calls.outstanding,
    'accounting',
    async (request) => reports.outstanding(request.query.asOf ?? todayInIndia()),
    { revalidate: MONEY_LISTS },
  );

  serve(calls.billedVendors, 'accounting', async () => ({ vendors: await repository.billedVendors() }), {
    revalidate: scopesOf('bills'),
  });

  serve(calls.openBills, 'payments', async (request) => reports.openBills(request.query.vendor), {
    revalidate: MONEY_LISTS,
  });

  serve(
    calls.statement,
    'accounting',
    async (request) => {
      const q = request.query;
      return reports.statement(q.vendor, q.startDate, q.endDate, app.config.businessTan);
    },
    { revalidate: MONEY_LISTS },
  );

  serve(calls.statementPdf, 'accounting', async (request, reply) => {
    const q = request.query;
    const statement = await reports.statement(q.vendor, q.startDate, q.endDate, app.config.businessTan);
    const pdf = await renderStatementPdf(statement, business, new Date());
    const name = statementFileName(statement.vendor, q.startDate, q.endDate, 'pdf');
    return sendAttachment(reply, 'application/pdf', name, pdf);
  });

  serve(tdsEndpoints.register, 'accounting', async (request) => {
    const q = request.query;
    return deposits.withDeposits(await reports.tdsRegister(q.fy, q.quarter));
  });

  serve(calls.ledgers, 'accounting', async () => ({ ledgers: await ledgers() }));

  serve(calls.saveLedgers, 'settings', async (request) => {
    const next = request.body;
    const vendors = [...(await tallyRepository(app.db).vendorLedgers()).values()];
    const problem = ledgerNamesProblem(next, vendors);
    if (problem) throw badRequest(problem);
    await saveSettingAsUser(request, LEDGERS_KEY, next, ledgerNames);
    return { message: ACCOUNTING_MESSAGES.settingsSaved, ledgers: next };
  });
}
