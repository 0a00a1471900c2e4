import { z } from 'zod';
import {
  exportFileParams,
  exportSequenceParams,
  periodExportQuerySchema,
  tallyExportAnswer,
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
  /** The period's vouchers file (a numbered export, logged; its masters file is kept beside it). */
  exportPeriod: endpoint('GET', '/export/tally', { querystring: periodExportQuerySchema, response: {} }),
  /** Makes a numbered change set: what Tally is not known to hold (409 when nothing). Changes nothing in Tally's states. */
  makeChangeSet: endpoint('POST', '/export/tally/changes', {
    body: z.object({}).optional(),
    response: { 201: tallyExportAnswer },
  }),
  /** One file of an export, again: Tally-0007-changes-masters.xml / -vouchers.xml. */
  exportFile: endpoint('GET', '/export/tally/files/:sequence/:part', {
    params: exportFileParams,
    response: {},
  }),
  /** The accountant imported the export into Tally: its vouchers now count as Tally's. */
  markImported: endpoint('POST', '/export/tally/files/:sequence/imported', {
    params: exportSequenceParams,
    body: z.object({}).optional(),
    response: { 200: tallyExportAnswer },
  }),
  log: endpoint('GET', '/export/tally/log', { response: { 200: tallyExportLogAnswer } }),
  company: companyCalls.read,
  saveCompany: companyCalls.save,
  vendorLedgers: endpoint('GET', '/settings/vendor-ledgers', { response: { 200: vendorLedgersAnswer } }),
  saveVendorLedger: endpoint('POST', '/settings/vendor-ledgers', {
    body: vendorLedgerInputSchema,
    response: { 200: vendorLedgerSavedAnswer },
  }),
};
