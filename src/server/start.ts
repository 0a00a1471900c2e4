import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { ServerConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/connection';
import { migrateToLatest } from './db/migrate';
import { authService } from './modules/auth/service';

export interface StartedApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** The admin password made up on the first start, to print once; null otherwise. */
  generatedAdminPassword: string | null;
}

/** Opens and migrates the database, creates the first admin if needed, and builds the app. */
export async function prepareApp(config: ServerConfig, database?: DatabaseHandle): Promise<StartedApp> {
  const db = database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  try {
    await migrateToLatest(db.db);
    const generatedAdminPassword = await authService(db.db).bootstrapAdmin(config.adminUsername, config.adminPassword);
    const app = await buildApp(config, db);
    app.addHook('onClose', async () => db.close());
    return { app, database: db, generatedAdminPassword };
  } catch (error) {
    await db.close();
    throw error;
  }
}
