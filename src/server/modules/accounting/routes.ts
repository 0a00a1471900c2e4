import type { FastifyInstance } from 'fastify';
import { sendAttachment } from '../../http-attachment';
import { requireUser } from '../../plugins/session';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ACCOUNTING_MESSAGES } from '../../../shared/accounting/month-end';
import { todayInIndia } from '../../../shared/common/dates';
import { accountingEndpoints as calls } from '../../../shared/accounting/wire';
import { tdsEndpoints } from '../../../shared/accounting/tds-challans-wire';
import { renderStatementPdf } from '../../pdf/statement-pdf';
import { accountingReports } from './reports';
import { saveSettingAudited } from '../settings/public';
import { accountingRepository } from './repository';
import { LEDGERS_KEY, ledgerNames } from './tally-settings';
import { tdsDeposits } from './tds-deposits';

/** Outstanding and ageing, vendor statement (JSON and PDF), TDS register, ledger names; Tally export in tally-routes. */
export async function accountingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const reports = accountingReports(app.db);
  const repository = accountingRepository(app.db);
  const deposits = tdsDeposits(app.db);
  const business = { name: app.config.businessName, address: app.config.businessAddress };

  const ledgers = () => ledgerNames(app.db);

  app.get(
    calls.outstanding.path,
    { config: { access: 'accounting' }, schema: calls.outstanding.schema },
    async (request) => {
      return reports.outstanding(request.query.asOf ?? todayInIndia());
    },
  );

  app.get(
    calls.billedVendors.path,
    { config: { access: 'accounting' }, schema: calls.billedVendors.schema },
    async () => ({ vendors: await repository.billedVendors() }),
  );

  app.get(
    calls.openBills.path,
    { config: { access: 'payments' }, schema: calls.openBills.schema },
    async (request) => {
      return reports.openBills(request.query.vendor);
    },
  );

  app.get(
    calls.statement.path,
    { config: { access: 'accounting' }, schema: calls.statement.schema },
    async (request) => {
      const q = request.query;
      return reports.statement(q.vendor, q.startDate, q.endDate);
    },
  );

  app.get(
    calls.statementPdf.path,
    { config: { access: 'accounting' }, schema: calls.statementPdf.schema },
    async (request, reply) => {
      const q = request.query;
      const statement = await reports.statement(q.vendor, q.startDate, q.endDate);
      const pdf = await renderStatementPdf(statement, business, new Date());
      const name = `Statement-${statement.vendor.replace(/[^A-Za-z0-9]+/g, '_')}-${q.startDate}-${q.endDate}.pdf`;
      return sendAttachment(reply, 'application/pdf', name, pdf);
    },
  );

  app.get(
    tdsEndpoints.register.path,
    { config: { access: 'accounting' }, schema: tdsEndpoints.register.schema },
    async (request) => {
      const q = request.query;
      return deposits.withDeposits(await reports.tdsRegister(q.fy, q.quarter));
    },
  );

  app.get(
    calls.ledgers.path,
    { config: { access: 'accounting' }, schema: calls.ledgers.schema },
    async () => ({ ledgers: await ledgers() }),
  );

  app.post(
    calls.saveLedgers.path,
    { config: { access: 'settings' }, schema: calls.saveLedgers.schema },
    async (request) => {
      const next = request.body;
      await saveSettingAudited(app.db, LEDGERS_KEY, {
        actor: requireUser(request).username,
        after: next,
        readBefore: ledgerNames,
      });
      return { message: ACCOUNTING_MESSAGES.settingsSaved, ledgers: next };
    },
  );
}
