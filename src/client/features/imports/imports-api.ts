import type { ImportKind, ImportRow } from '../../../shared/imports/master-import';
import type { AnswerOf } from '../../../shared/common/endpoint';
import { importEndpoints } from '../../../shared/imports/wire';
import { api } from '../../app/api';
import { downloadFile, type FileDownloaded } from '../../app/download';
import { wireCall } from '../../app/wire-call';

type ImportCalls = (typeof importEndpoints)[ImportKind];

/** Excel import: the template, the preview check and the all-or-nothing import. */
export const importsApi = api.injectEndpoints({
  endpoints: (build) => ({
    downloadImportTemplate: build.mutation<FileDownloaded, ImportKind>({
      queryFn: (kind, _api, _extra, baseQuery) =>
        downloadFile(baseQuery, wireCall(importEndpoints[kind].template), `${kind}-import-template.xlsx`),
    }),
    checkImport: build.mutation<AnswerOf<ImportCalls['check']>, { kind: ImportKind; rows: ImportRow[] }>({
      query: ({ kind, rows }) => wireCall(importEndpoints[kind].check, { body: { rows } }),
    }),
    runImport: build.mutation<AnswerOf<ImportCalls['run']>, { kind: ImportKind; rows: ImportRow[] }>({
      query: ({ kind, rows }) => wireCall(importEndpoints[kind].run, { body: { rows } }),
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
    }),
  }),
});

export const { useDownloadImportTemplateMutation, useCheckImportMutation, useRunImportMutation } = importsApi;
