import type { FastifyError, FastifyInstance } from 'fastify';
import { GENERIC_MESSAGES, OPS_MESSAGES } from '../../shared/common/messages';
import { isDatabaseUnavailable } from '../db/unavailable';
import { HttpError, errorBody } from '../http-errors';
import { logSecurityEvent, routeOf } from '../security-log';
import { settleSession } from './session-in-statement';

/** Seconds a client may wait before retrying while the database is away (the pool reconnects by itself). */
export const RETRY_AFTER_S = 5;

/** Every error leaves as `{ message }` (plus errorCode where one is named); bad input is never a 500. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler(async (error: FastifyError | HttpError, request, reply) => {
    // A route that reads its session with its first statement has not read it yet (bad input, a
    // body too large): a refusal comes first, as for any route.
    if (request.pendingSession !== null) {
      try {
        if (await settleSession(request, reply)) return reply;
      } catch {
        // the database is away: answered below as the error it is
      }
    }
    if (error instanceof HttpError) {
      // Refusals of who or how often, not of what was typed: the operator's view of an attack.
      if (error.statusCode === 403)
        logSecurityEvent(request, 'access-denied', `${routeOf(request)}: ${error.message}`);
      if (error.statusCode === 429)
        logSecurityEvent(request, 'throttled', `${routeOf(request)}: ${error.message}`);
      return reply.status(error.statusCode).send(errorBody(error));
    }
    const status = error.statusCode ?? 500;
    if (
      error.code === 'FST_FILES_LIMIT' ||
      error.code === 'FST_PARTS_LIMIT' ||
      error.code === 'FST_FIELDS_LIMIT'
    ) {
      return reply.status(413).send({ message: GENERIC_MESSAGES.tooManyFiles });
    }
    if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.status(413).send({ message: GENERIC_MESSAGES.fileTooLarge });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own 4xx (malformed JSON, wrong content type, ...): keep the status, plain words.
      const message = error.validation
        ? GENERIC_MESSAGES.badRequest
        : error.message || GENERIC_MESSAGES.badRequest;
      return reply.status(status).send({ message });
    }
    if (isDatabaseUnavailable(error)) {
      // Not the request's fault and not a bug: the database is away for now.
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_S))
        .send({ message: OPS_MESSAGES.databaseUnavailable });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: GENERIC_MESSAGES.serverError });
  });
}
