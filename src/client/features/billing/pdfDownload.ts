import type { FetchArgs, FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { saveFile } from '../exports/saveFile';

/** What a PDF call answers once the file has been handed to the browser. */
export interface PdfDownloaded {
  fileName: string;
  /** The X-Bill-Id header of a generated bill, when the server sends it. */
  billId: string | null;
  /** The X-Bill-Net header (the bill's stored net payable), when the server sends it. */
  net?: number;
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

/** The baseQuery RTK Query hands to a queryFn (the app's, from app/baseQuery.ts). */
type AppBaseQuery = (
  args: string | FetchArgs,
) => PromiseLike<{ data?: unknown; error?: FetchBaseQueryError; meta?: unknown }> | { data?: unknown; error?: FetchBaseQueryError; meta?: unknown };

/**
 * Runs a call that answers a PDF through the app's baseQuery (credentials, CSRF header, session
 * expiry) and saves the file under the server's Content-Disposition name. Only the name and the
 * bill id go into the store; the bytes never do.
 */
export async function downloadPdf(
  baseQuery: AppBaseQuery,
  args: FetchArgs,
  fallbackName: string,
): Promise<{ data: PdfDownloaded } | { error: FetchBaseQueryError }> {
  const result = await baseQuery({ ...args, responseHandler: fileOrError });
  if (result.error) return { error: result.error };
  const headers = (result.meta as FetchBaseQueryMeta | undefined)?.response?.headers;
  const fileName = fileNameFromDisposition(headers?.get('content-disposition'), fallbackName);
  saveFile(result.data as Blob, fileName);
  const net = headers?.get('x-bill-net');
  return { data: { fileName, billId: headers?.get('x-bill-id') ?? null, ...(net ? { net: Number(net) } : {}) } };
}
