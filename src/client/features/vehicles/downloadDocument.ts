import { API_BASE } from '../../app/baseQuery';
import type { DocumentKey } from '../../../shared/vehicle';

/** The name from a Content-Disposition header: the exact UTF-8 filename* first, else filename. */
export function filenameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      /* fall through to the plain name */
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/i.exec(header);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name || null;
}

/** The server's `{ message }` on a failed download, when it sent one. */
async function failureMessage(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.json()) as { message?: unknown };
    return typeof body.message === 'string' ? body.message : undefined;
  } catch {
    return undefined;
  }
}

export class DownloadError extends Error {
  constructor(
    readonly status: number | undefined,
    readonly serverMessage: string | undefined,
  ) {
    super(serverMessage ?? 'Download failed');
  }
}

/**
 * GET /download/{truckNo}/{docKey} as a browser download under the file's original name. Fetched
 * (not a plain link) so a failure is reported on the page instead of replacing it.
 */
export async function downloadDocument(truckNo: string, docKey: DocumentKey): Promise<void> {
  const url = `${API_BASE}/download/${encodeURIComponent(truckNo)}/${encodeURIComponent(docKey)}`;
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'include' });
  } catch {
    throw new DownloadError(undefined, undefined);
  }
  if (!response.ok) throw new DownloadError(response.status, await failureMessage(response));
  const blob = await response.blob();
  const name = filenameFromDisposition(response.headers.get('content-disposition')) ?? `${truckNo}-${docKey}.pdf`;
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the blob goes.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
