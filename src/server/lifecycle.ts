import type { FastifyInstance } from 'fastify';
import { RUNTIME_DEFAULTS } from '../../config/runtime';
import type { ServerConfig } from './config';
import { scheduleDailyBackups } from './db/backup';
import type { DatabaseHandle } from './db/connection';

/**
 * Stops on SIGTERM/SIGINT: no new connections, running requests finish (a bill being generated
 * completes or rolls back), the database closes, exit 0. Requests still running after the grace
 * period are cut off (their transactions roll back) and the exit code is 1.
 */
export function stopGracefullyOnSignals(app: FastifyInstance) {
  let stopping = false;
  const stop = async (reason: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${reason}: shutting down`);
    const deadline = setTimeout(() => {
      app.log.error('requests still running after the grace period; exiting');
      process.exit(1);
    }, RUNTIME_DEFAULTS.SHUTDOWN_GRACE_MS);
    try {
      await app.close();
      clearTimeout(deadline);
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
  watchParent(() => void stop('parent process gone'));
}

/**
 * One process: when whatever started us (npm, a shell, a supervisor) dies, we stop too instead of
 * running on as an orphan that still holds the port and the data dir.
 */
function watchParent(onGone: () => void) {
  const parent = process.ppid;
  if (parent <= 1) return; // started by init itself: nothing to watch
  const timer = setInterval(() => {
    if (process.ppid !== parent) {
      clearInterval(timer);
      onGone();
    }
  }, 500);
  timer.unref();
}

/** The embedded database's daily backup, and `npm run backup` reaching this running server. */
export function startBackups(app: FastifyInstance, config: ServerConfig, database: DatabaseHandle) {
  const backup = database.backup;
  if (!backup) return;
  const run = () => backup(config.backupKeep);
  database.lock?.handleCommands(async (command) => {
    if (command !== 'backup') throw new Error(`Unknown command: ${command}`);
    return run();
  });
  const stop = scheduleDailyBackups(
    config.backupTime,
    async () => app.log.info(`backup written: ${await run()}`),
    (error) => app.log.error({ err: error }, 'daily backup failed'),
  );
  app.addHook('onClose', async () => stop());
}
