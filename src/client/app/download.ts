import type { FetchArgs, FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { BILL_PDF_HEADERS, type BillPdfFacts } from '../../shared/billing/file';
import type { TripAttachment } from '../../shared/trips';
import { api } from './api';

/**
 * The one download path: every file the server sends (bill and statement PDFs, Tally XML, import
 * templates, trip attachments, vehicle documents) is fetched through the app's base query, so the
 * CSRF header goes along and a 401 ends the session like any other call.
 */

/** Hands a file to the browser's download (an invisible link click), then frees the memory. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** What a download call answers once the file has been handed to the browser. */
export interface FileDownloaded {
  fileName: string;
  /** The X-Bill-Id header of a generated bill, when the server sends it. */
  billId: string | null;
  /** The X-Bill-Net header (the bill's stored net payable), when the server sends it. */
  net?: number;
  /** A bill PDF's headers: the bill it shows (vendor, trips, revision, net, date). */
  bill?: BillPdfFacts;
}

/** The bill a PDF answer names in its headers, when they are all there. */
function billFacts(headers: Headers | undefined): BillPdfFacts | undefined {
  const read = (name: string) => headers?.get(name) ?? null;
  const [billId, vendor, trips, revision, net, billDate] = [
    read(BILL_PDF_HEADERS.billId),
    read(BILL_PDF_HEADERS.vendor),
    read(BILL_PDF_HEADERS.trips),
    read(BILL_PDF_HEADERS.revision),
    read(BILL_PDF_HEADERS.net),
    read(BILL_PDF_HEADERS.billDate),
  ];
  if (
    billId === null ||
    vendor === null ||
    trips === null ||
    revision === null ||
    net === null ||
    billDate === null
  )
    return undefined;
  return {
    billId,
    vendor: decodeURIComponent(vendor),
    trips: Number(trips),
    revision: Number(revision),
    net: Number(net),
    billDate,
  };
}

/**
 * The file name of a Content-Disposition header (RFC 6266): filename*=UTF-8''... wins over
 * filename="..."; the fallback when there is neither.
 */
export function fileNameFromDisposition(header: string | null | undefined, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      /* a broken encoding: try the plain name */
    }
  }
  const quoted = /filename\s*=\s*"((?:[^"\\]|\\.)*)"/.exec(header);
  if (quoted) return quoted[1].replace(/\\(.)/g, '$1');
  const bare = /filename\s*=\s*([^;]+)/.exec(header);
  return bare ? bare[1].trim() : fallback;
}

/** A successful answer is the file (any type); a failed one is read as JSON ({ errorCode, message }) or text. */
export async function fileOrError(response: Response): Promise<unknown> {
  if (response.ok) return response.blob();
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The baseQuery RTK Query hands to a queryFn (the app's, from app/base-query.ts). */
type AppBaseQuery = (
  args: string | FetchArgs,
) =>
  | PromiseLike<{ data?: unknown; error?: FetchBaseQueryError; meta?: unknown }>
  | { data?: unknown; error?: FetchBaseQueryError; meta?: unknown };

/**
 * Runs a call that answers a file through the app's baseQuery (credentials, CSRF header, session
 * expiry) and saves the file under the server's Content-Disposition name. Only the name and the
 * bill id go into the store; the bytes never do.
 */
export async function downloadFile(
  baseQuery: AppBaseQuery,
  args: FetchArgs,
  fallbackName: string,
): Promise<{ data: FileDownloaded } | { error: FetchBaseQueryError }> {
  const result = await baseQuery({ ...args, responseHandler: fileOrError });
  if (result.error) return { error: result.error };
  const headers = (result.meta as FetchBaseQueryMeta | undefined)?.response?.headers;
  const fileName = fileNameFromDisposition(headers?.get('content-disposition'), fallbackName);
  saveFile(result.data as Blob, fileName);
  const net = headers?.get(BILL_PDF_HEADERS.net);
  const bill = billFacts(headers);
  return {
    data: {
      fileName,
      billId: headers?.get(BILL_PDF_HEADERS.billId) ?? null,
      ...(net ? { net: Number(net) } : {}),
      ...(bill ? { bill } : {}),
    },
  };
}

/** A GET download from a component (a trip attachment, a vehicle document). */
const downloadApi = api.injectEndpoints({
  endpoints: (build) => ({
    downloadFile: build.mutation<FileDownloaded, { url: string; fallbackName: string }>({
      queryFn: ({ url, fallbackName }, _api, _extra, baseQuery) =>
        downloadFile(baseQuery, { url }, fallbackName),
    }),
  }),
});

export const { useDownloadFileMutation } = downloadApi;
export const downloadFileEndpoint = downloadApi.endpoints.downloadFile;

/**
 * GET /api/download/{id}/{fileField} (a trip attachment) as a browser download under the file's
 * original name. The returned function throws when the file could not be fetched, so the row can
 * say so.
 */
export function useDownloadTripFile() {
  const [download] = useDownloadFileMutation();
  return (attachment: TripAttachment) =>
    download({ url: attachment.filepath, fallbackName: attachment.originalname }).unwrap();
}
