import { z } from 'zod';
import {
  periodExportQuerySchema,
  tallyCompanyAnswer,
  tallyCompanySchema,
  tallyExportLogAnswer,
  vendorLedgerInputSchema,
  vendorLedgerSavedAnswer,
  vendorLedgersAnswer,
} from './tally';
import { endpoint, settingCalls } from '../common/endpoint';

/** GET and POST /settings/tally-company: the name, and the name saved with the message. */
const companyCalls = settingCalls('/settings/tally-company', tallyCompanySchema, tallyCompanyAnswer);

/** Tally as a sync: the exports (XML files, no JSON answer), their log, the company and vendor ledgers. */
export const tallyEndpoints = {
  /** Tally-{startDate}-{endDate}.xml: the period's vouchers. */
  exportPeriod: endpoint('GET', '/export/tally', { querystring: periodExportQuerySchema, response: {} }),
  /** Tally-changes-{today}.xml: what changed since the last export (409 when nothing did). */
  exportChanges: endpoint('GET', '/export/tally/changes', { querystring: z.object({}), response: {} }),
  log: endpoint('GET', '/export/tally/log', { response: { 200: tallyExportLogAnswer } }),
  company: companyCalls.read,
  saveCompany: companyCalls.save,
  vendorLedgers: endpoint('GET', '/settings/vendor-ledgers', { response: { 200: vendorLedgersAnswer } }),
  saveVendorLedger: endpoint('POST', '/settings/vendor-ledgers', {
    body: vendorLedgerInputSchema,
    response: { 200: vendorLedgerSavedAnswer },
  }),
};
