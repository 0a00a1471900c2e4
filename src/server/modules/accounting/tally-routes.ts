import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { TALLY_MESSAGES } from '../../../shared/accounting/tally';
import { tallyEndpoints as calls } from '../../../shared/accounting/tally-wire';
import { nameKey } from '../../../shared/common/text-rules';
import { todayInIndia } from '../../../shared/common/dates';
import { sendAttachment } from '../../http-attachment';
import { badRequest, conflict } from '../../http-errors';
import { requireUser } from '../../plugins/session';
import { recordAudit } from '../audit/public';
import { saveSettingAudited } from '../settings/public';
import { COMPANY_KEY, ledgerNames, tallyCompanyName } from './tally-settings';
import { tallyRepository } from './tally-repository';
import { makeTallyExport } from './tally-sync';

const LOG_SIZE = 50;

function sendXml(reply: FastifyReply, xml: string, fileName: string) {
  return sendAttachment(reply, 'application/xml; charset=utf-8', fileName, xml);
}

/** Tally export by period or by changes since the last export, the export log, the company and vendor ledgers. */
export async function tallyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const exportRequest = async (by: string) => ({
    by,
    ledgers: await ledgerNames(app.db),
    company: await tallyCompanyName(app.db, app.config.businessName),
  });

  app.get(
    calls.exportPeriod.path,
    { config: { access: 'accounting' }, schema: calls.exportPeriod.schema },
    async (request, reply) => {
      const { startDate, endDate } = request.query;
      const made = await makeTallyExport(app.db, {
        kind: 'period',
        range: { startDate, endDate },
        ...(await exportRequest(requireUser(request).username)),
      });
      return sendXml(reply, made!.xml, `Tally-${startDate}-${endDate}.xml`);
    },
  );

  app.get(
    calls.exportChanges.path,
    { config: { access: 'accounting' }, schema: calls.exportChanges.schema },
    async (request, reply) => {
      const made = await makeTallyExport(app.db, {
        kind: 'changes',
        range: null,
        ...(await exportRequest(requireUser(request).username)),
      });
      if (!made) throw conflict(TALLY_MESSAGES.nothingChanged);
      return sendXml(reply, made.xml, `Tally-changes-${todayInIndia()}.xml`);
    },
  );

  app.get(calls.log.path, { config: { access: 'accounting' }, schema: calls.log.schema }, async () => ({
    exports: await tallyRepository(app.db).exportLog(LOG_SIZE),
  }));

  app.get(
    calls.company.path,
    { config: { access: 'accounting' }, schema: calls.company.schema },
    async () => ({
      companyName: await tallyCompanyName(app.db, app.config.businessName),
    }),
  );

  app.post(
    calls.saveCompany.path,
    { config: { access: 'settings' }, schema: calls.saveCompany.schema },
    async (request) => {
      await saveSettingAudited(app.db, COMPANY_KEY, {
        actor: requireUser(request).username,
        after: request.body,
        readBefore: async (trx) => ({ companyName: await tallyCompanyName(trx, app.config.businessName) }),
      });
      return { message: TALLY_MESSAGES.companySaved, companyName: request.body.companyName };
    },
  );

  app.get(
    calls.vendorLedgers.path,
    { config: { access: 'accounting' }, schema: calls.vendorLedgers.schema },
    async () => {
      const vendors = [...(await tallyRepository(app.db).vendorLedgers()).values()];
      return { vendors: vendors.sort((a, b) => a.vendor.localeCompare(b.vendor)) };
    },
  );

  app.post(
    calls.saveVendorLedger.path,
    { config: { access: 'settings' }, schema: calls.saveVendorLedger.schema },
    async (request) => {
      const actor = requireUser(request).username;
      const { vendor, ledgerName, address } = request.body;
      const before = (await tallyRepository(app.db).vendorLedgers()).get(nameKey(vendor));
      if (!before) throw badRequest(TALLY_MESSAGES.vendorUnknown);
      await app.db.transaction().execute(async (trx) => {
        await tallyRepository(trx).saveVendorLedger(before.vendor, ledgerName, address, actor);
        await recordAudit(trx, {
          actor,
          entity: 'settings',
          entityId: `tallyLedger:${before.vendor}`,
          action: 'update',
          before: { ledgerName: before.ledgerName, address: before.address },
          after: { ledgerName, address },
        });
      });
      return { message: TALLY_MESSAGES.vendorLedgerSaved, vendor: { ...before, ledgerName, address } };
    },
  );
}
