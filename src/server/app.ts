import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerConfig } from './config';
import type { DB, DatabaseHandle } from './db/connection';
import { registerCsrf } from './plugins/csrf';
import { registerErrorHandler } from './plugins/errors';
import { API_PREFIX, registerRbac, type DeclaredRoute } from './plugins/rbac';
import { registerSessions } from './plugins/session';
import { registerStaticClient } from './plugins/static-client';
import { apiModules } from './modules';
import { MAX_UPLOAD_BYTES } from '../shared/uploads';

declare module 'fastify' {
  interface FastifyInstance {
    db: DB;
    config: ServerConfig;
    /** Every API route with its declared access (the route x profile tests read this). */
    declaredRoutes: DeclaredRoute[];
  }
}

/**
 * Builds the whole app on an open, migrated database. main.ts listens with it; tests call inject.
 */
export async function buildApp(config: ServerConfig, database: DatabaseHandle): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.cookie', 'req.headers["x-xsrf-token"]'] },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  const declaredRoutes: DeclaredRoute[] = [];
  app.decorate('db', database.db);
  app.decorate('config', config);
  app.decorate('declaredRoutes', declaredRoutes);

  registerErrorHandler(app);
  await app.register(helmet, {
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
    strictTransportSecurity: config.secureCookies,
  });
  await app.register(cookie);
  // Files are PDFs of at most 1 MiB; one part more than that is refused with 413, never truncated.
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 8, fields: 40 }, throwFileSizeLimit: true });
  registerCsrf(app);
  registerSessions(app);
  registerRbac(app, declaredRoutes);

  for (const routes of apiModules) await app.register(routes, { prefix: API_PREFIX });
  await registerStaticClient(app);
  return app;
}
