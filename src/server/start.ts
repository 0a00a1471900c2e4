import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { ServerConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/connection';
import { migrateToLatest } from './db/migrate';
import { startBackups, stopGracefullyOnSignals } from './lifecycle';
import { authService } from './modules/auth/service';
import { startMailWorker } from './modules/mail/public';

export interface StartedApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** The admin password made up on the first start, to print once; null otherwise. */
  generatedAdminPassword: string | null;
}

/** Opens and migrates the database, creates the first admin if needed, and builds the app. */
export async function prepareApp(config: ServerConfig, database?: DatabaseHandle): Promise<StartedApp> {
  const db =
    database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      say: (line) => console.log(line),
    }));
  try {
    await migrateToLatest(db.db);
    const generatedAdminPassword = await authService(db.db).bootstrapAdmin(
      config.adminUsername,
      config.adminPassword,
    );
    const app = await buildApp(config, db);
    db.onConnectionLost?.((error) => logDatabaseEvent(app.log, error));
    app.addHook('onClose', async () => db.close());
    return { app, database: db, generatedAdminPassword };
  } catch (error) {
    await db.close();
    throw error;
  }
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost']);

/** What the embedded cluster says once it has brought PostgreSQL back by itself. */
const RECOVERED = 'PostgreSQL is running again';

/**
 * A database event in the log: a recovery is news, not trouble (info); a loss is a warning. Neither
 * has a stack: it would point into the pool's code, not at the cause, which the message says.
 */
export function logDatabaseEvent(log: Pick<FastifyBaseLogger, 'info' | 'warn'>, event: Error) {
  if (event.message === RECOVERED) log.info({ database: event.message }, 'database recovered');
  else log.warn({ database: event.message }, 'database connection lost');
}

export interface ServeOptions {
  /** Runs on the prepared app before it listens (the demo fills its data set here). */
  beforeListen?: (started: StartedApp) => Promise<void>;
}

/**
 * The one start path of `npm start` and `npm run demo`: prepare, stop on signals, schedule backups
 * (every hook is added before listen, which closes the app to new hooks), the caller's step,
 * listen, print the address. Answers the port it listens on (PORT=0 picks a free one).
 */
export async function serve(config: ServerConfig, options: ServeOptions = {}): Promise<number> {
  const started = await prepareApp(config);
  const { app, database, generatedAdminPassword } = started;
  stopGracefullyOnSignals(app, () => database.close());
  startBackups(app, config, database);
  // One outbox worker per instance; without SMTP_URL there is none (nothing is queued either).
  const mailWorker = startMailWorker(app.db, app.mail, app.log, config.clock);
  app.addHook('onClose', () => mailWorker.stop());
  if (generatedAdminPassword) {
    // Printed once, on the first start of an empty database (to the terminal, not the log).
    console.log(
      `\nFirst start: created the admin account.\n  username: ${config.adminUsername}\n  password: ${generatedAdminPassword}\n` +
        'Keep it safe; it is not shown again. You will be asked to change it at the first login.\n',
    );
  }
  if (config.trustProxy && 'hops' in config.trustProxy && !LOOPBACK_HOSTS.has(config.host)) {
    // A hop count believes whoever connects: fine behind a proxy nobody can go around, not otherwise.
    console.log(
      `TRUST_PROXY=${config.trustProxy.hops} believes the X-Forwarded-For of whoever connects to port ${config.port}: ` +
        "let only the proxy reach it (HOST=127.0.0.1 or a firewall), or set TRUST_PROXY to the proxy's address.",
    );
  }
  await options.beforeListen?.(started);
  await app.listen({ port: config.port, host: config.host });
  const { port } = app.server.address() as AddressInfo;
  console.log(
    `Freight back office on http://localhost:${port} (database: ${database.kind === 'embedded' ? `embedded PostgreSQL in ${config.dataDir}` : 'PostgreSQL server'})`,
  );
  return port;
}

/** Runs a command's main function; a failed start prints its reason and exits 1. */
export function runMain(main: () => Promise<unknown>) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
