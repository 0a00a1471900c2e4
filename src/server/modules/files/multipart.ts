import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { GENERIC_MESSAGES, INPUT_MESSAGES } from '../../../shared/common/messages';
import { normaliseText } from '../../../shared/common/text-rules';
import { PDF_MIME, hasPdfName, looksLikePdf } from '../../../shared/common/uploads';
import { HttpError, badRequest } from '../../http-errors';
import { checkText } from '../../plugins/input-gate';
import { issueMessage } from '../../plugins/zod-schemas';
import type { IncomingFile, StoredFile } from './repository';

export interface MultipartForm {
  fields: Record<string, string>;
  files: Record<string, IncomingFile>;
}

const MAX_FILENAME_LENGTH = 200;

/**
 * The name to keep for an uploaded file: without any folder part (old browsers send a full path)
 * or control characters, and not absurdly long.
 */
export function cleanFilename(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = normaliseText(base.replace(/[\u0000-\u001f\u007f]/g, '')).trim();
  if (clean.length <= MAX_FILENAME_LENGTH) return clean;
  const extension = /\.[A-Za-z0-9]{1,8}$/.exec(clean)?.[0] ?? '';
  return clean.slice(0, MAX_FILENAME_LENGTH - extension.length) + extension;
}

const isPartsLimit = (error: unknown) =>
  ['FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT'].includes(
    (error as { code?: string } | null)?.code ?? '',
  );

const isFileTooLarge = (error: unknown) =>
  (error as { code?: string } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';

/**
 * Reads a whole multipart/form-data request: text fields, and files that are all PDFs (by name
 * and by content) of at most 1 MiB. A bigger file is refused with 413 (the plugin in app.ts stops
 * reading it at the limit and throws; it is never kept cut short), a non-PDF with 415. A file
 * input left empty (no name, no bytes) counts as no file. The first value of a repeated name wins.
 */
export async function readMultipart(request: FastifyRequest): Promise<MultipartForm> {
  if (!request.isMultipart()) throw badRequest(GENERIC_MESSAGES.badRequest);
  const fields: Record<string, string> = {};
  const files: Record<string, IncomingFile> = {};
  let wrongType = false;
  // The first refused text; reading goes on so the client gets the answer, not a reset connection.
  let refused: unknown = null;
  const check = (field: string, text: string) => {
    try {
      checkText(field, text);
    } catch (error) {
      refused ??= error;
    }
  };
  try {
    for await (const part of request.parts()) {
      check('A form field name', part.fieldname);
      if (part.type === 'field') {
        const value = typeof part.value === 'string' ? part.value : String(part.value ?? '');
        check(part.fieldname, value);
        // Read in NFC, as the input gate gives JSON bodies to routes.
        if (!(part.fieldname in fields)) fields[part.fieldname] = normaliseText(value);
        continue;
      }
      // The name as sent is checked (a NUL or broken unicode is refused), then stripped of folders.
      check(`The file name of ${part.fieldname}`, part.filename ?? '');
      const content = await part.toBuffer();
      const filename = cleanFilename(part.filename ?? '');
      if (filename === '' && content.length === 0) continue;
      if (!hasPdfName(filename) || !looksLikePdf(content)) wrongType = true;
      if (!(part.fieldname in files)) files[part.fieldname] = { filename, content };
    }
  } catch (error) {
    if (isFileTooLarge(error)) throw new HttpError(413, GENERIC_MESSAGES.fileTooLarge);
    if (isPartsLimit(error)) throw error;
    // No boundary, a truncated body, a malformed header: the client's form, not our fault.
    throw badRequest(INPUT_MESSAGES.malformedForm);
  }
  if (refused) throw refused;
  if (wrongType) throw new HttpError(415, GENERIC_MESSAGES.wrongFileType);
  return { fields, files };
}

/** RFC 6266 / 5987: a plain ASCII fallback name plus the exact UTF-8 name in filename*. */
export function attachmentDisposition(filename: string): string {
  const fallback = filename.replace(/[^\x20-\x7e]|["\\%;]/g, '_') || 'download.pdf';
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** Answers a stored PDF as a download under its original name. */
export function sendStoredFile(reply: FastifyReply, file: StoredFile): FastifyReply {
  return reply
    .header('content-type', PDF_MIME)
    .header('content-disposition', attachmentDisposition(file.originalName))
    .header('cache-control', 'private, no-store')
    .send(file.content);
}

/** The text fields of a multipart form through their shared schema (types, lengths): a 400 naming the field. */
export function formFields<S extends z.ZodType>(schema: S, fields: Record<string, string>): z.output<S> {
  const result = schema.safeParse(fields);
  if (!result.success) throw badRequest(issueMessage(result.error));
  return result.data;
}
