import type { FastifyInstance, FastifyRequest } from 'fastify';
import { INPUT_MESSAGES } from '../../shared/messages';
import { hasForbiddenCharacters, MAX_ANY_TEXT_LENGTH, MAX_BODY_DEPTH } from '../../shared/text-rules';
import { badRequest, HttpError } from '../http-errors';
import { API_PREFIX } from './rbac';

/**
 * Throws a 400 naming the field when a text breaks the rules every input shares (forbidden
 * characters, longer than any field may be). Used for JSON, path, query and multipart values.
 */
export function checkText(field: string, text: string): void {
  if (hasForbiddenCharacters(text)) throw badRequest(INPUT_MESSAGES.forbiddenCharacters(field));
  if (text.length > MAX_ANY_TEXT_LENGTH) throw badRequest(INPUT_MESSAGES.tooLong(field, MAX_ANY_TEXT_LENGTH));
}

const childName = (parent: string, key: string | number) =>
  typeof key === 'number' ? `${parent}[${key}]` : parent ? `${parent}.${key}` : key;

/** Walks a parsed value and checks every key and string in it. */
export function checkValue(field: string, value: unknown, depth = 0): void {
  if (typeof value === 'string') return checkText(field || 'The request', value);
  if (value === null || typeof value !== 'object') return;
  if (depth >= MAX_BODY_DEPTH) throw badRequest(INPUT_MESSAGES.tooDeep);
  if (Array.isArray(value)) {
    value.forEach((item, index) => checkValue(childName(field, index), item, depth + 1));
    return;
  }
  for (const [key, item] of Object.entries(value)) {
    checkText(field ? `A field name in ${field}` : 'A field name', key);
    checkValue(childName(field, key), item, depth + 1);
  }
}

/** A URL whose percent-escapes are not valid UTF-8 would be read with U+FFFD in place of the bytes. */
function checkAddress(request: FastifyRequest): void {
  try {
    decodeURIComponent(request.url);
  } catch {
    throw badRequest(INPUT_MESSAGES.badAddress);
  }
}

/** The API reads JSON and multipart forms only; any other body (text/plain, ...) is refused unread. */
function checkContentType(request: FastifyRequest): void {
  const hasBody = request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;
  if (!hasBody) return;
  const type = (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (type !== 'application/json' && type !== 'multipart/form-data') {
    throw new HttpError(415, INPUT_MESSAGES.unsupportedContentType);
  }
}

/**
 * The one gate every request passes before any route or query runs (issue 10): path parameters,
 * query parameters and JSON bodies. Multipart bodies are checked by readMultipart as they stream.
 */
export function registerInputGate(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    checkAddress(request);
    if (request.url.startsWith(API_PREFIX)) checkContentType(request);
  });
  app.addHook('preValidation', async (request) => {
    checkValue('', request.params);
    checkValue('', request.query);
    if (!request.isMultipart()) checkValue('', request.body);
  });
}
