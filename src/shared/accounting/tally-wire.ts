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
import { endpoint } from '../common/endpoint';
import { messageAnswer } from '../common/wire';

/** POST /settings/tally-company: the name saved, with the message. */
const tallyCompanySavedAnswer = messageAnswer.extend(tallyCompanyAnswer.shape);

/** Tally as a sync: the exports (XML files, no JSON answer), their log, the company and vendor ledgers. */
export const tallyEndpoints = {
  /** Tally-{startDate}-{endDate}.xml: the period's vouchers. */
  exportPeriod: endpoint('GET', '/export/tally', { querystring: periodExportQuerySchema, response: {} }),
  /** Tally-changes-{today}.xml: what changed since the last export (409 when nothing did). */
  exportChanges: endpoint('GET', '/export/tally/changes', { querystring: z.object({}), response: {} }),
  log: endpoint('GET', '/export/tally/log', { response: { 200: tallyExportLogAnswer } }),
  company: endpoint('GET', '/settings/tally-company', { response: { 200: tallyCompanyAnswer } }),
  saveCompany: endpoint('POST', '/settings/tally-company', {
    body: tallyCompanySchema,
    response: { 200: tallyCompanySavedAnswer },
  }),
  vendorLedgers: endpoint('GET', '/settings/vendor-ledgers', { response: { 200: vendorLedgersAnswer } }),
  saveVendorLedger: endpoint('POST', '/settings/vendor-ledgers', {
    body: vendorLedgerInputSchema,
    response: { 200: vendorLedgerSavedAnswer },
  }),
};
