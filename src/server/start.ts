import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { ServerConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/connection';
import { migrateToLatest } from './db/migrate';
import { startBackups, stopGracefullyOnSignals } from './lifecycle';
import { authService } from './modules/auth/service';

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
    db.onConnectionLost?.((error) => app.log.warn({ err: error }, 'database connection lost'));
    app.addHook('onClose', async () => db.close());
    return { app, database: db, generatedAdminPassword };
  } catch (error) {
    await db.close();
    throw error;
  }
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
  if (generatedAdminPassword) {
    // Printed once, on the first start of an empty database (to the terminal, not the log).
    console.log(
      `\nFirst start: created the admin account.\n  username: ${config.adminUsername}\n  password: ${generatedAdminPassword}\n` +
        'Keep it safe; it is not shown again. You will be asked to change it at the first login.\n',
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
