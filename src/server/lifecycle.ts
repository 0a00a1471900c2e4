import type { FastifyInstance } from 'fastify';
import { RUNTIME_DEFAULTS } from '../../config/runtime';
import type { ServerConfig } from './config';
import { scheduleDailyBackups } from './db/backup';
import type { DatabaseHandle } from './db/connection';
import { drillIsDue, runRestoreDrill } from './db/restore-drill';

/**
 * Stops on SIGTERM/SIGINT: no new connections, running requests finish (a bill being generated
 * completes or rolls back), the database closes, exit 0. Requests still running after the grace
 * period are cut off: the database is closed under them (an open transaction rolls back, as after
 * a crash; a committed bill keeps its snapshot, so its PDF renders again on download) and the
 * process still exits 0, because what it leaves behind is consistent and a supervisor should
 * not treat a requested stop as a crash.
 */
/** How long the database may take to close once the grace period is over (grace + this < 10 s). */
const DATABASE_CLOSE_MS = 1000;

export function stopGracefullyOnSignals(app: FastifyInstance, closeDatabase: () => Promise<void>) {
  let stopping = false;
  const stop = async (reason: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${reason}: shutting down`);
    const deadline = setTimeout(() => {
      app.log.warn(
        'requests still running after the grace period: closing the database under them and exiting',
      );
      const giveUp = new Promise((resolve) => setTimeout(resolve, DATABASE_CLOSE_MS));
      void Promise.race([closeDatabase().catch(() => undefined), giveUp]).then(() => process.exit(0));
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

/**
 * The embedded database's daily base backup (WAL is archived by PostgreSQL itself all along) and,
 * once a week after it, the restore drill of the backup just written.
 */
export function startBackups(app: FastifyInstance, config: ServerConfig, database: DatabaseHandle) {
  const backup = database.backup;
  if (!backup) return;
  const daily = async () => {
    // A base backup copies the whole cluster onto the same disk: below the floor it would fill it.
    if (app.diskSpace.refusingWrites()) {
      app.log.warn('daily backup skipped: the disk is nearly full');
      return;
    }
    app.log.info(`backup written: ${await backup(config.backupKeep)}`);
    if (!drillIsDue(config.dataDir)) return;
    const drill = await runRestoreDrill(config.dataDir);
    if (drill.ok) app.log.info(`restore drill of ${drill.backup}: ok`);
    else app.log.error(`restore drill failed: ${drill.reason}`);
  };
  const stop = scheduleDailyBackups(config.backupTime, daily, (error) =>
    app.log.error({ err: error }, 'daily backup failed'),
  );
  app.addHook('onClose', async () => stop());
}
