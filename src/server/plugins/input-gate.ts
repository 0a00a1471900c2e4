import type { FastifyInstance, FastifyRequest } from 'fastify';
import { GENERIC_MESSAGES, INPUT_MESSAGES } from '../../shared/common/messages';
import {
  firstInvisibleCharacter,
  hasForbiddenCharacters,
  MAX_ANY_TEXT_LENGTH,
  MAX_BODY_DEPTH,
  normaliseText,
} from '../../shared/common/text-rules';
import { badRequest, HttpError } from '../http-errors';
import { API_PREFIX } from './rbac';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The strings under `rows[n].values` are spreadsheet cells (Excel import): the route reports an
     * invisible character in one as an error of that row and column in its preview, so the gate
     * leaves that one rule to it (every other rule still applies).
     */
    cellsCheckedByRoute?: boolean;
  }
}

/**
 * Throws a 400 naming the field when a text breaks the rules every input shares (forbidden
 * characters, invisible or direction-changing characters, longer than any field may be). Used for
 * JSON, path, query and multipart values.
 */
export function checkText(field: string, text: string, options: { invisibleChecked?: boolean } = {}): void {
  if (hasForbiddenCharacters(text)) throw badRequest(INPUT_MESSAGES.forbiddenCharacters(field));
  const invisible = options.invisibleChecked ? null : firstInvisibleCharacter(text);
  if (invisible) throw badRequest(INPUT_MESSAGES.invisibleCharacter(field, invisible));
  if (text.length > MAX_ANY_TEXT_LENGTH) throw badRequest(INPUT_MESSAGES.tooLong(field, MAX_ANY_TEXT_LENGTH));
}

const childName = (parent: string, key: string | number) =>
  typeof key === 'number' ? `${parent}[${key}]` : parent ? `${parent}.${key}` : key;

const IMPORT_CELL = /^rows\[\d+\]\.values\./;

/** Walks a parsed value and checks every key and string in it. */
export function checkValue(field: string, value: unknown, depth = 0, cells = false): void {
  if (typeof value === 'string')
    return checkText(field || 'The request', value, { invisibleChecked: cells && IMPORT_CELL.test(field) });
  if (value === null || typeof value !== 'object') return;
  if (depth >= MAX_BODY_DEPTH) throw badRequest(INPUT_MESSAGES.tooDeep);
  if (Array.isArray(value)) {
    value.forEach((item, index) => checkValue(childName(field, index), item, depth + 1, cells));
    return;
  }
  for (const [key, item] of Object.entries(value)) {
    checkText(field ? `A field name in ${field}` : 'A field name', key);
    checkValue(childName(field, key), item, depth + 1, cells);
  }
}

/**
 * Passwords are kept exactly as typed, never normalised: a password is never displayed, and its
 * stored hash is of the very code points typed when it was set, so normalising one could lock out a
 * user whose password was set before normalisation existed (or typed on a keyboard that composes
 * differently). The password rule allows ASCII only, where NFC changes nothing anyway; the refusal
 * of invisible characters does apply to passwords (no valid password holds one, so it locks no one
 * out, and a 400 naming the field helps more than "invalid password"). Signup sets no password;
 * login and reset both go through here, so they treat a password the same way.
 */
const isPasswordField = (key: string) => /password$/i.test(key);

/** The value with every string in NFC (keys and passwords as sent); checked values only. */
export function normaliseValue(value: unknown, key = ''): unknown {
  if (typeof value === 'string') return isPasswordField(key) ? value : normaliseText(value);
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => normaliseValue(item, key));
  // fromEntries defines own properties, so a key named __proto__ stays data, never a prototype.
  return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, normaliseValue(item, name)]));
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
  const hasBody =
    request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;
  if (!hasBody) return;
  const type = (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  // Plain text is a body that is not a JSON object (400, as for a JSON string); others are 415.
  if (type === 'text/plain') throw badRequest(GENERIC_MESSAGES.bodyNotObject);
  if (type !== 'application/json' && type !== 'multipart/form-data') {
    throw new HttpError(415, INPUT_MESSAGES.unsupportedContentType);
  }
}

/**
 * The one gate every request passes before any route or query runs: path parameters, query
 * parameters and JSON bodies are checked, then put in NFC. Multipart bodies are checked by readMultipart as they stream.
 */
export function registerInputGate(app: FastifyInstance) {
  // Synchronous hooks (nothing here waits): an async one cost every request a promise and a turn
  // of the microtask queue. A refusal goes to `done` as a thrown error went to Fastify.
  app.addHook('onRequest', (request, _reply, done) => {
    try {
      checkAddress(request);
      if (request.url.startsWith(API_PREFIX)) checkContentType(request);
    } catch (error) {
      return done(error as Error);
    }
    done();
  });
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      checkAndNormalise(request);
    } catch (error) {
      return done(error as Error);
    }
    done();
  });
}

function checkAndNormalise(request: FastifyRequest) {
  checkValue('', request.params);
  checkValue('', request.query);
  if (!request.isMultipart())
    checkValue('', request.body, 0, request.routeOptions.config?.cellsCheckedByRoute === true);
  // Routes read one spelling of every text: NFC ('e' + U+0301 is stored as 'é').
  request.params = normaliseValue(request.params) as typeof request.params;
  request.query = normaliseValue(request.query) as typeof request.query;
  if (!request.isMultipart() && request.body !== undefined) request.body = normaliseValue(request.body);
}
