import type { FastifyInstance, FastifyReply } from 'fastify';
import { endpointRoutes } from '../../endpoint-routes';
import { sql } from 'kysely';
import { TALLY_MESSAGES, tallyFileName, vendorLedgerNameProblem } from '../../../shared/accounting/tally';
import { tallyEndpoints as calls } from '../../../shared/accounting/tally-wire';
import { nameKey } from '../../../shared/common/text-rules';
import { sendAttachment } from '../../http-attachment';
import { badRequest, conflict, notFound } from '../../http-errors';
import { requireUser } from '../../plugins/session';
import { recordAudit } from '../audit/public';
import { saveSettingAsUser } from '../settings/public';
import { COMPANY_KEY, ledgerNames, tallyCompanyName } from './tally-settings';
import { tallyRepository } from './tally-repository';
import { makeTallyExport } from './tally-sync';

const LOG_SIZE = 50;

function sendXml(reply: FastifyReply, xml: string, fileName: string) {
  return sendAttachment(reply, 'application/xml; charset=utf-8', fileName, xml);
}

/** Tally export by period or by changes since the last export, the export log, the company and vendor ledgers. */
export async function tallyRoutes(app: FastifyInstance) {
  const serve = endpointRoutes(app);
  const exportRequest = async (by: string) => ({
    by,
    ledgers: await ledgerNames(app.db),
    company: await tallyCompanyName(app.db, app.config.businessName),
  });

  // A GET, as before, but it only makes and logs a numbered file: nothing counts as sent until marked imported.
  serve(calls.exportPeriod, 'accounting', async (request, reply) => {
    const { startDate, endDate } = request.query;
    const made = await makeTallyExport(app.db, {
      kind: 'period',
      range: { startDate, endDate },
      ...(await exportRequest(requireUser(request).username)),
    });
    const { sequence, vouchersXml } = made!;
    reply.header('x-tally-export', String(sequence));
    return sendXml(reply, vouchersXml, tallyFileName(sequence, 'vouchers', `${startDate}-${endDate}`));
  });

  serve(calls.makeChangeSet, 'accounting', async (request, reply) => {
    const made = await makeTallyExport(app.db, {
      kind: 'changes',
      range: null,
      ...(await exportRequest(requireUser(request).username)),
    });
    if (!made) throw conflict(TALLY_MESSAGES.nothingChanged);
    const [entry] = await tallyRepository(app.db).exportLog(1, made.sequence);
    return reply.code(201).send({ message: TALLY_MESSAGES.changeSetMade(made.sequence), export: entry });
  });

  serve(calls.exportFile, 'accounting', async (request, reply) => {
    const sequence = Number(request.params.sequence);
    const file = await tallyRepository(app.db).exportFile(sequence, request.params.part);
    if (file === undefined) throw notFound(TALLY_MESSAGES.exportUnknown);
    if (file === null) throw conflict(TALLY_MESSAGES.exportHasNoFiles);
    return sendXml(reply, file.xml, tallyFileName(sequence, request.params.part, file.what));
  });

  serve(calls.markImported, 'accounting', async (request) => {
    const sequence = Number(request.params.sequence);
    const actor = requireUser(request).username;
    const marked = await app.db.transaction().execute(async (trx) => {
      const tally = tallyRepository(trx);
      await tally.lockExports();
      if (!(await tally.exportExists(sequence))) throw notFound(TALLY_MESSAGES.exportUnknown);
      return tally.markImported(sequence, actor);
    });
    if (!marked) throw conflict(TALLY_MESSAGES.alreadyImported(sequence));
    const [entry] = await tallyRepository(app.db).exportLog(1, sequence);
    return { message: TALLY_MESSAGES.markedImported(sequence), export: entry };
  });

  serve(calls.log, 'accounting', async () => ({
    exports: await tallyRepository(app.db).exportLog(LOG_SIZE),
  }));

  serve(calls.company, 'accounting', async () => ({
    companyName: await tallyCompanyName(app.db, app.config.businessName),
  }));

  serve(calls.saveCompany, 'settings', async (request) => {
    await saveSettingAsUser(request, COMPANY_KEY, request.body, async (trx) => ({
      companyName: await tallyCompanyName(trx, app.config.businessName),
    }));
    return { message: TALLY_MESSAGES.companySaved, companyName: request.body.companyName };
  });

  serve(calls.vendorLedgers, 'accounting', async () => {
    const vendors = [...(await tallyRepository(app.db).vendorLedgers()).values()];
    return { vendors: vendors.sort((a, b) => a.vendor.localeCompare(b.vendor)) };
  });

  serve(calls.saveVendorLedger, 'settings', async (request) => {
    const actor = requireUser(request).username;
    const { vendor, ledgerName, address } = request.body;
    const before = (await tallyRepository(app.db).vendorLedgers()).get(nameKey(vendor));
    if (!before) throw badRequest(TALLY_MESSAGES.vendorUnknown);
    await app.db.transaction().execute(async (trx) => {
      // Held until the save commits, so two admins cannot give two vendors one ledger at once.
      await sql`lock table tally_vendor_ledgers in share row exclusive mode`.execute(trx);
      const vendors = [...(await tallyRepository(trx).vendorLedgers()).values()];
      const problem = vendorLedgerNameProblem(ledgerName, before.vendor, await ledgerNames(trx), vendors);
      if (problem) throw badRequest(problem);
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
  });
}
