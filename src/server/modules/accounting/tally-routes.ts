import type { FastifyInstance, FastifyReply } from 'fastify';
import { endpointRoutes } from '../../endpoint-routes';
import { TALLY_MESSAGES, ownLedgerNamed } from '../../../shared/accounting/tally';
import { tallyEndpoints as calls } from '../../../shared/accounting/tally-wire';
import { nameKey } from '../../../shared/common/text-rules';
import { todayInIndia } from '../../../shared/common/dates';
import { sendAttachment } from '../../http-attachment';
import { badRequest, conflict } from '../../http-errors';
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

  serve(calls.exportPeriod, 'accounting', async (request, reply) => {
    const { startDate, endDate } = request.query;
    const made = await makeTallyExport(app.db, {
      kind: 'period',
      range: { startDate, endDate },
      ...(await exportRequest(requireUser(request).username)),
    });
    return sendXml(reply, made!.xml, `Tally-${startDate}-${endDate}.xml`);
  });

  serve(calls.exportChanges, 'accounting', async (request, reply) => {
    const made = await makeTallyExport(app.db, {
      kind: 'changes',
      range: null,
      ...(await exportRequest(requireUser(request).username)),
    });
    if (!made) throw conflict(TALLY_MESSAGES.nothingChanged);
    return sendXml(reply, made.xml, `Tally-changes-${todayInIndia()}.xml`);
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
    const taken = ownLedgerNamed(ledgerName, await ledgerNames(app.db));
    if (taken) throw badRequest(TALLY_MESSAGES.vendorLedgerIsOurs(ledgerName, taken));
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
  });
}
