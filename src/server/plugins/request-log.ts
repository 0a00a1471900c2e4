import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { REQUEST_ID_HEADER } from '../../shared/common/wire';

const idBytes = Buffer.alloc(4096);
let idBytesUsed = idBytes.length;

/**
 * A random id per request (8 hex digits): short enough for a clerk to read out, and unlike a
 * counter it does not start again at every start, so one reference finds one line. A client's
 * own request-id header is never taken (Fastify's default): it could forge another request's id.
 */
export function newRequestId(): string {
  // Random bytes drawn 4 KiB at a time: one system call per 1,024 requests instead of one each.
  if (idBytesUsed === idBytes.length) {
    crypto.randomFillSync(idBytes);
    idBytesUsed = 0;
  }
  idBytesUsed += 4;
  return idBytes.toString('hex', idBytesUsed - 4, idBytesUsed);
}

/**
 * A URL as the log keeps it: the path and the names of its query parameters, never their values
 * (vendor names, truck numbers and dates are the business's data, not the operator's).
 */
export function urlWithoutValues(url: string): string {
  const mark = url.indexOf('?');
  if (mark === -1) return url;
  const names = [...new URLSearchParams(url.slice(mark + 1)).keys()];
  return `${url.slice(0, mark)}?${names.map((name) => `${encodeURIComponent(name)}=`).join('&')}`;
}

/** Fastify's request log entry with the query's values left out, and the client's address as trusted. */
export const requestSerializer = (request: FastifyRequest) => ({
  method: request.method,
  url: urlWithoutValues(request.url),
  remoteAddress: request.ip,
});

/** Every answer names its request, errors included (this hook runs before any other can refuse it). */
export function registerRequestIds(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
