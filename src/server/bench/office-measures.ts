import fs from 'node:fs';
import { sql } from 'kysely';
import { APPLICATION_NAME, type DB } from '../db/connection';
import type { Timed } from './office-clerk';

/** What the busy office's run records beside its latencies: the database's connections, each request's timing. */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Samples pg_stat_activity while the office works: how many of the app's connections are busy, and waiting on locks. */
export function sampleConnections(db: DB) {
  const active: number[] = [];
  const lockWaits: number[] = [];
  let stopped = false;
  const done = (async () => {
    while (!stopped) {
      const { rows } = await sql<{ active: number; locks: number }>`
        select count(*) filter (where state = 'active')::int as active,
               count(*) filter (where state = 'active' and wait_event_type = 'Lock')::int as locks
        from pg_stat_activity where application_name = ${APPLICATION_NAME} and datname = current_database()`.execute(
        db,
      );
      active.push(rows[0].active);
      lockWaits.push(rows[0].locks);
      await sleep(100);
    }
  })();
  return async () => {
    stopped = true;
    await done;
    return {
      maxActive: Math.max(0, ...active),
      meanActive: active.reduce((a, b) => a + b, 0) / Math.max(1, active.length),
      maxWaitingOnLock: Math.max(0, ...lockWaits),
    };
  };
}

/** Each request's timing, to see when in the day the slow ones came (together, or spread out). */
export function writeTimings(file: string, timings: Timed[], dayStart: number) {
  const lines = timings.map(
    (t) => `${(t.sentAt - dayStart).toFixed(0)},${t.action},${t.ms.toFixed(1)},${t.status}`,
  );
  fs.writeFileSync(file, `sent_ms,action,ms,status\n${lines.join('\n')}\n`);
}
