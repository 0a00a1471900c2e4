import type { LedgerNames } from '../../../shared/accounting/month-end';
import { tdsEndpoints } from '../../../shared/accounting/tds-challans-wire';
import { tallyEndpoints } from '../../../shared/accounting/tally-wire';
import { api, listTags, vendorBillsTags } from '../../app/api';
import { downloadFile, type FileDownloaded } from '../../app/download';
import { accountingEndpoints as calls } from '../../../shared/accounting/wire';
import type { AnswerOf, QueryOf } from '../../../shared/common/endpoint';
import { wireCall } from '../../app/wire-call';
import { settingEndpoints } from './setting-endpoints';

/** A vendor statement's query (GET /accounting/statement and its PDF). */
export type StatementArgs = Required<QueryOf<typeof calls.statement>>;

const ledgers = settingEndpoints(calls.ledgers, calls.saveLedgers, 'ledgers', {
  provides: [{ type: 'Ledgers', id: 'LIST' }],
  invalidates: listTags('Ledgers', 'Audit'),
});

/** Outstanding and ageing, vendor statement, TDS register, Tally export and ledger names. */
export const accountingApi = api.injectEndpoints({
  endpoints: (build) => ({
    outstanding: build.query<AnswerOf<typeof calls.outstanding>, string | undefined>({
      query: (asOf) => wireCall(calls.outstanding, asOf ? { query: { asOf } } : {}),
      providesTags: [{ type: 'Outstanding', id: 'LIST' }],
    }),
    billedVendors: build.query<string[], void>({
      query: () => wireCall(calls.billedVendors),
      transformResponse: (response: AnswerOf<typeof calls.billedVendors>) => response.vendors,
      providesTags: [{ type: 'Outstanding', id: 'VENDORS' }],
    }),
    statement: build.query<AnswerOf<typeof calls.statement>, StatementArgs>({
      query: (params) => wireCall(calls.statement, { query: { ...params } }),
      providesTags: (_statement, _error, { vendor }) => vendorBillsTags(vendor),
    }),
    /** Saves Statement-{vendor}-{start}-{end}.pdf. */
    downloadStatementPdf: build.mutation<FileDownloaded, StatementArgs>({
      queryFn: (params, _api, _extra, baseQuery) =>
        downloadFile(baseQuery, wireCall(calls.statementPdf, { query: { ...params } }), 'Statement.pdf'),
    }),
    tdsRegister: build.query<
      AnswerOf<typeof tdsEndpoints.register>,
      Required<QueryOf<typeof tdsEndpoints.register>>
    >({
      query: (query) => wireCall(tdsEndpoints.register, { query }),
      providesTags: [{ type: 'TdsRegister', id: 'LIST' }],
    }),
    /** Saves Tally-{startDate}-{endDate}.xml (the file goes to the browser, never into the store). */
    downloadTally: build.mutation<FileDownloaded, { startDate: string; endDate: string }>({
      queryFn: (range, _api, _extra, baseQuery) =>
        downloadFile(
          baseQuery,
          wireCall(tallyEndpoints.exportPeriod, { query: range }),
          `Tally-${range.startDate}-${range.endDate}.xml`,
        ),
      invalidatesTags: listTags('TallyExport'),
    }),
    ledgers: build.query<LedgerNames, void>(ledgers.read),
    saveLedgers: build.mutation<AnswerOf<typeof calls.saveLedgers>, LedgerNames>(ledgers.save),
  }),
});

export const {
  useOutstandingQuery,
  useBilledVendorsQuery,
  useLazyStatementQuery,
  useDownloadStatementPdfMutation,
  useLazyTdsRegisterQuery,
  useDownloadTallyMutation,
  useLedgersQuery,
  useSaveLedgersMutation,
} = accountingApi;
