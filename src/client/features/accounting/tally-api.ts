import type {
  TallyCompany,
  TallyExport,
  VendorLedger,
  VendorLedgerInput,
} from '../../../shared/accounting/tally';
import { api, listTags } from '../../app/api';
import { downloadFile, type FileDownloaded } from '../../app/download';

/** Tally as a sync: the changes export, the export log, the company name and each vendor's ledger. */
export const tallyApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Saves Tally-changes-{today}.xml: what changed since the last export, as creations, alterations and cancellations. */
    downloadTallyChanges: build.mutation<FileDownloaded, void>({
      queryFn: (_arg, _api, _extra, baseQuery) =>
        downloadFile(baseQuery, { url: '/export/tally/changes' }, 'Tally-changes.xml'),
      invalidatesTags: listTags('TallyExport'),
    }),
    tallyExportLog: build.query<TallyExport[], void>({
      query: () => '/export/tally/log',
      transformResponse: (response: { exports: TallyExport[] }) => response.exports,
      providesTags: listTags('TallyExport'),
    }),
    tallyCompany: build.query<TallyCompany, void>({
      query: () => '/settings/tally-company',
      providesTags: listTags('Ledgers'),
    }),
    saveTallyCompany: build.mutation<TallyCompany & { message: string }, TallyCompany>({
      query: (body) => ({ url: '/settings/tally-company', method: 'POST', body }),
      invalidatesTags: listTags('Ledgers', 'Audit'),
    }),
    vendorLedgers: build.query<VendorLedger[], void>({
      query: () => '/settings/vendor-ledgers',
      transformResponse: (response: { vendors: VendorLedger[] }) => response.vendors,
      providesTags: listTags('Ledgers'),
    }),
    saveVendorLedger: build.mutation<{ message: string; vendor: VendorLedger }, VendorLedgerInput>({
      query: (body) => ({ url: '/settings/vendor-ledgers', method: 'POST', body }),
      invalidatesTags: listTags('Ledgers', 'Audit'),
    }),
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
