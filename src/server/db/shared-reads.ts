import type { DB } from './connection';

/**
 * Identical reads that arrive together share one query (100 clerks reloading Today's
 * List at once queued 100 identical list queries for the pool's 10 connections). A caller joins
 * a read only while it still waits for a connection; once the read has its connection, later
 * callers start their own. So every answer is read after its request arrived (never a stale
 * copy), and under load each batch of waiting requests costs one query.
 */
export function sharedReads<T>(db: DB) {
  const waiting = new Map<string, Promise<T>>();
  return function read(key: string, work: (connection: DB) => Promise<T>): Promise<T> {
    const joined = waiting.get(key);
    if (joined) return joined;
    let leave = () => {};
    const started = db.connection().execute((connection) => {
      leave();
      return work(connection as DB);
    });
    leave = () => {
      if (waiting.get(key) === started) waiting.delete(key);
    };
    waiting.set(key, started);
    // A failed read is not kept for the next caller either.
    started.catch(() => {}).finally(leave);
    return started;
  };
}
