import type { TallyExport, VendorLedger } from '../../../shared/accounting/tally';
import { tallyEndpoints as calls } from '../../../shared/accounting/tally-wire';
import type { AnswerOf } from '../../../shared/common/endpoint';
import { api, bodyMutation, listTags } from '../../app/api';
import { downloadFile, type FileDownloaded } from '../../app/download';
import { wireCall } from '../../app/wire-call';

/** Tally as a sync: the changes export, the export log, the company name and each vendor's ledger. */
export const tallyApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Saves Tally-changes-{today}.xml: what changed since the last export, as creations, alterations and cancellations. */
    downloadTallyChanges: build.mutation<FileDownloaded, void>({
      queryFn: (_arg, _api, _extra, baseQuery) =>
        downloadFile(baseQuery, wireCall(calls.exportChanges), 'Tally-changes.xml'),
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
  useDownloadTallyChangesMutation,
  useTallyExportLogQuery,
  useTallyCompanyQuery,
  useSaveTallyCompanyMutation,
  useVendorLedgersQuery,
  useSaveVendorLedgerMutation,
} = tallyApi;
