import { AUTH_MESSAGES } from '../../../../shared/common/messages';
import { pathOf } from '../../../../shared/common/endpoint';
import { TRIP_FILE_FIELDS, type TripFileField } from '../../../../shared/trips';
import { tripPaperEndpoints as calls } from '../../../../shared/trips/papers-wire';
import { hasPdfName } from '../../../../shared/common/uploads';
import { apiUrl, withCsrf } from '../../../offline/api-request';

/** The papers of one trip as the device holds them: a PDF per field chosen. */
export type TripPapers = Partial<Record<TripFileField, Blob>>;

/**
 * How a papers upload ended. `status` is the server's answer, or null when none came (no network):
 * a caller that keeps papers waiting (the outbox) sends them again only then, or on a 5xx.
 */
export type PapersUpload =
  | { ok: true; message: string; saved: TripFileField[] }
  | { ok: false; status: number | null; message: string };

/** A paper's file name as it is sent: its own, or the field's name for a Blob that has none. */
export function paperName(paper: Blob, field: string): string {
  const name = paper instanceof File ? paper.name : '';
  return hasPdfName(name) ? name : `${field}.pdf`;
}

/** Whether a papers map holds any paper. */
export const hasPapers = (papers: TripPapers) => TRIP_FILE_FIELDS.some((field) => papers[field]);

/**
 * Sends a stored trip's papers (PDF Blobs, by field) to POST /api/trip/{tripId}/papers as one
 * multipart form, from a page or from the service worker (the outbox's Background Sync); each replaces the trip's paper of its field. The answer's message is the
 * server's own (403/409 say why this user may not, 413/415 name the file rule).
 */
export async function uploadTripPapers(
  tripId: string,
  papers: TripPapers,
  options: { signal?: AbortSignal } = {},
): Promise<PapersUpload> {
  const body = new FormData();
  for (const field of TRIP_FILE_FIELDS) {
    const paper = papers[field];
    if (paper) body.append(field, paper, paperName(paper, field));
  }
  let response: Response;
  try {
    response = await fetch(apiUrl(pathOf(calls.save, { tripId })), {
      method: 'POST',
      body,
      headers: await withCsrf(),
      credentials: 'include',
      signal: options.signal,
    });
  } catch {
    return { ok: false, status: null, message: AUTH_MESSAGES.noResponse };
  }
  const answer = (await response.json().catch(() => null)) as {
    message?: unknown;
    saved?: TripFileField[];
  } | null;
  const message = typeof answer?.message === 'string' ? answer.message : AUTH_MESSAGES.unexpected;
  if (!response.ok) return { ok: false, status: response.status, message };
  return { ok: true, message, saved: answer?.saved ?? [] };
}
