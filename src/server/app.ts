import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import type { ServerConfig } from './config';
import type { DB, DatabaseHandle } from './db/connection';
import { registerCsrf } from './plugins/csrf';
import { registerErrorHandler } from './plugins/errors';
import { registerInputGate } from './plugins/input-gate';
import { registerZodSchemas } from './plugins/zod-schemas';
import { API_PREFIX, registerRbac, type DeclaredRoute } from './plugins/rbac';
import { registerSessions } from './plugins/session';
import { registerStaticClient } from './plugins/static-client';
import { newRequestId, registerRequestIds, requestSerializer } from './plugins/request-log';
import { registerSecurityHeaders } from './plugins/security-headers';
import { fastifyTrustProxy } from './trusted-proxies';
import { apiModules } from './modules';
import { logDestination } from './log-destination';
import { registerDiskGuard } from './modules/disk-space/write-guard';
import { registerConditionalGets } from './conditional-get';
import { unwatchedDisk, watchDiskSpace, type DiskWatcher } from './modules/disk-space/watcher';
import { mailSetup, type MailSetup } from './modules/mail/public';
import { MAX_UPLOAD_BYTES } from '../shared/common/uploads';
import { CSRF_HEADER } from '../shared/auth/csrf';
import { RUNTIME_DEFAULTS } from '../../config/runtime';

/**
 * Never logged: passwords, session ids, CSRF tokens, file contents. Fastify logs no bodies or
 * headers by default; these paths cover anything that logs a request, a reply or a payload.
 */
const LOG_REDACTIONS = [
  'req.headers.cookie',
  `req.headers["${CSRF_HEADER}"]`,
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  // @fastify/multipart logs its busboy options, headers included, at trace level.
  '*.headers.cookie',
  `*.headers["${CSRF_HEADER}"]`,
  '*.headers.authorization',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  '*.retypePassword',
  '*.temporaryPassword',
  '*.passwordHash',
  '*.sessionId',
  '*.content',
  '*.body',
  '*.payload',
];

declare module 'fastify' {
  interface FastifyInstance {
    db: DB;
    config: ServerConfig;
    /** Every API route with its declared access (the route x profile tests read this). */
    declaredRoutes: DeclaredRoute[];
    /** The free space of the embedded database's disk (unwatched with DATABASE_URL). */
    diskSpace: DiskWatcher;
    /** The app's own PostgreSQL in DATA_DIR (its backups are the app's job) or a server's. */
    databaseKind: DatabaseHandle['kind'];
    /** Mail to vendors: set up or not (SMTP_URL), and the nudge that wakes this instance's outbox worker. */
    mail: MailSetup;
  }
}

/**
 * A route module under its function's name for fastify (its plugin chain and error messages). That
 * is the name fastify settles on anyway: without a display name it first looks for the function among
 * the exports of every loaded module (require.cache, ~1,000 entries, twice per register), which never
 * holds a route function itself, as modules export objects. The module stays encapsulated (that is
 * fastify-plugin's skip-override mark, not the name).
 */
function named(routes: FastifyPluginAsync): FastifyPluginAsync {
  return Object.assign(routes, { [Symbol.for('fastify.display-name')]: routes.name });
}

/**
 * Builds the whole app on an open, migrated database. main.ts listens with it; tests call inject.
 */
export async function buildApp(config: ServerConfig, database: DatabaseHandle): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: LOG_REDACTIONS,
      serializers: { req: requestSerializer },
      stream: config.logStream ?? logDestination(),
    },
    genReqId: newRequestId,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
  });
  const declaredRoutes: DeclaredRoute[] = [];
  app.decorate('db', database.db);
  app.decorate('config', config);
  app.decorate('declaredRoutes', declaredRoutes);
  const diskSpace = database.dataDir
    ? watchDiskSpace({
        dataDir: database.dataDir,
        floorBytes: config.diskFloorBytes,
        everyMs: config.diskCheckMs ?? RUNTIME_DEFAULTS.DISK_CHECK_MS,
        log: app.log,
      })
    : unwatchedDisk;
  app.decorate('diskSpace', diskSpace);
  app.addHook('onClose', async () => diskSpace.stop());
  app.decorate('databaseKind', database.kind);
  app.decorate('mail', mailSetup(config));

  registerRequestIds(app);
  registerErrorHandler(app);
  registerInputGate(app);
  registerZodSchemas(app);
  registerSecurityHeaders(app, config);
  // Answers about accounts, vendors' bank details or bills must not stay in a shared cache. A list
  // with an ETag says its own (private, revalidated: conditional-get.ts).
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith(API_PREFIX) && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    done(null, payload);
  });
  await app.register(cookie);
  // Files are PDFs of at most 1 MiB; one part more than that is refused with 413, never truncated.
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 8, fields: 40 },
    throwFileSizeLimit: true,
  });
  registerSessions(app);
  registerCsrf(app); // after the session: the token is bound to it
  registerRbac(app, declaredRoutes);
  registerDiskGuard(app); // after the access check: a refused caller still hears 401 or 403
  registerConditionalGets(app); // after the access check: a 304 only to who may see the answer

  for (const routes of apiModules) await app.register(named(routes), { prefix: API_PREFIX });
  await registerStaticClient(app);
  return app;
}
