import {
  tallyFileName,
  type TallyExport,
  type TallyFilePart,
  type VendorLedger,
} from '../../../shared/accounting/tally';
import { tallyEndpoints as calls } from '../../../shared/accounting/tally-wire';
import type { AnswerOf } from '../../../shared/common/endpoint';
import { api, bodyMutation, listTags } from '../../app/api';
import { downloadFile, type FileDownloaded } from '../../app/download';
import { wireCall } from '../../app/wire-call';

/** Tally as a sync: change sets, files by number, marking imported, the export log, the company name and each vendor's ledger. */
export const tallyApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Makes a numbered change set of what Tally is not known to hold; its files are downloaded by number. */
    makeTallyChangeSet: build.mutation<AnswerOf<typeof calls.makeChangeSet, 201>, void>({
      query: () => wireCall(calls.makeChangeSet, { body: {} }),
      invalidatesTags: listTags('TallyExport'),
    }),
    /** Saves one file of an export again (it changes nothing on the server). */
    downloadTallyFile: build.mutation<FileDownloaded, { sequence: number; part: TallyFilePart }>({
      queryFn: ({ sequence, part }, _api, _extra, baseQuery) =>
        downloadFile(
          baseQuery,
          wireCall(calls.exportFile, { path: { sequence, part } }),
          tallyFileName(sequence, part, 'export'),
        ),
    }),
    markTallyImported: build.mutation<AnswerOf<typeof calls.markImported>, number>({
      query: (sequence) => wireCall(calls.markImported, { path: { sequence }, body: {} }),
      invalidatesTags: listTags('TallyExport'),
    }),
    tallyExportLog: build.query<TallyExport[], void>({
      query: () => wireCall(calls.log),
      transformResponse: (response: AnswerOf<typeof calls.log>) => response.exports,
      providesTags: listTags('TallyExport'),
    }),
    tallyCompany: build.query<AnswerOf<typeof calls.company>, void>({
      query: () => wireCall(calls.company),
      providesTags: listTags('Ledgers'),
    }),
    saveTallyCompany: build.mutation(bodyMutation(calls.saveCompany, listTags('Ledgers', 'Audit'))),
    vendorLedgers: build.query<VendorLedger[], void>({
      query: () => wireCall(calls.vendorLedgers),
      transformResponse: (response: AnswerOf<typeof calls.vendorLedgers>) => response.vendors,
      providesTags: listTags('Ledgers'),
    }),
    saveVendorLedger: build.mutation(bodyMutation(calls.saveVendorLedger, listTags('Ledgers', 'Audit'))),
  }),
});

export const {
  useMakeTallyChangeSetMutation,
  useDownloadTallyFileMutation,
  useMarkTallyImportedMutation,
  useTallyExportLogQuery,
  useTallyCompanyQuery,
  useSaveTallyCompanyMutation,
  useVendorLedgersQuery,
  useSaveVendorLedgerMutation,
} = tallyApi;
