import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { ServerConfig } from '../config';
import { servedOverHttps } from './cookies';

/** helmet's headers for the app's pages and answers. */
const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"], // style-loader injects <style> tags
      imgSrc: ["'self'", 'data:', 'blob:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  strictTransportSecurity: false, // per request, below
  frameguard: { action: 'deny' }, // agrees with frame-ancestors 'none'
};

/** helmet's HSTS default, sent only where the request came over https (below). */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The headers helmet writes with these options, worked out once: they are the same on every
 * answer (no nonces), and @fastify/helmet ran helmet's middleware afresh on every request,
 * parsing the CSP directives each time (2% of an instance's CPU in the office bench).
 */
export function helmetHeaders(options: HelmetOptions = HELMET_OPTIONS): [string, string][] {
  // A real response that is never sent collects what helmet sets and removes.
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  helmet(options)(request, response, () => undefined);
  return Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]);
}

/**
 * helmet's headers on every answer, pages, API answers and errors alike (access and CSRF
 * refusals come after this hook), and HSTS only with https, the request's own or a trusted
 * proxy's (RFC 6797, 7.2: never over plain http), or everywhere with SECURE_COOKIES (https at the
 * proxy).
 */
export function registerSecurityHeaders(app: FastifyInstance, config: ServerConfig) {
  const headers = helmetHeaders();
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of headers) reply.header(name, value);
    if (servedOverHttps(config, request)) reply.header('strict-transport-security', HSTS);
    done();
  });
}
