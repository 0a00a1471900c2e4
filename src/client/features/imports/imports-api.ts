import type { ImportCheck, ImportKind, ImportRow } from '../../../shared/imports/master-import';
import { api } from '../../app/api';
import { downloadFile, type FileDownloaded } from '../../app/download';

/** Excel import: the template, the preview check and the all-or-nothing import. */
export const importsApi = api.injectEndpoints({
  endpoints: (build) => ({
    downloadImportTemplate: build.mutation<FileDownloaded, ImportKind>({
      queryFn: (kind, _api, _extra, baseQuery) =>
        downloadFile(baseQuery, { url: `/api/import/${kind}/template` }, `${kind}-import-template.xlsx`),
    }),
    checkImport: build.mutation<ImportCheck, { kind: ImportKind; rows: ImportRow[] }>({
      query: ({ kind, rows }) => ({ url: `/api/import/${kind}/check`, method: 'POST', body: { rows } }),
    }),
    runImport: build.mutation<{ message: string; imported: number }, { kind: ImportKind; rows: ImportRow[] }>(
      {
        query: ({ kind, rows }) => ({ url: `/api/import/${kind}`, method: 'POST', body: { rows } }),
        invalidatesTags: (_r, _e, { kind }) =>
          kind === 'vehicles'
            ? [
                { type: 'Vehicle', id: 'LIST' },
                { type: 'Truck', id: 'LIST' },
                { type: 'Dashboard', id: 'LIST' },
              ]
            : kind === 'vendors'
              ? [{ type: 'Vendor', id: 'LIST' }]
              : [
                  { type: 'Freight', id: 'LIST' },
                  { type: 'Destination', id: 'LIST' },
                ],
      },
    ),
  }),
});

export const { useDownloadImportTemplateMutation, useCheckImportMutation, useRunImportMutation } = importsApi;
