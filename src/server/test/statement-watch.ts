import { Kysely, PostgresDialect, sql } from 'kysely';
import type pg from 'pg';
import { createPostgresPool, type DatabaseHandle } from '../db/connection';
import type { Database } from '../db/schema';
import { openTestDatabase, type TestDatabase } from './test-database';

/**
 * A fresh test database for an app whose every statement a test sees before it goes to PostgreSQL:
 * to count an answer's round trips, and to make another change land between two of them (a
 * race played out in a fixed order). The app runs unchanged; only its pool's connections are
 * watched, as the app's own pool names its statements (db/prepared-statements.ts).
 */
export interface StatementWatch {
  /** Hand this to the app (buildTestApp): the test's database through the watched pool. */
  database: DatabaseHandle;
  /** The same database through a pool of its own, not watched: the test's own reads. */
  direct: TestDatabase;
  /** The texts the app sent, in order, since the watch opened or `sent.length = 0`. */
  sent: string[];
  /** Before the app's next statement matching `match` is sent, runs `act` and waits for it (once). */
  before(match: RegExp, act: () => Promise<void>): void;
}

type QueryCall = (config: unknown, values?: unknown, callback?: unknown) => unknown;

export async function openStatementWatch(): Promise<StatementWatch> {
  const direct = await openTestDatabase({ withTestAdmin: true });
  const sent: string[] = [];
  const waiting: { match: RegExp; act: () => Promise<void> }[] = [];
  const pool = createPostgresPool(direct.url);
  pool.on('connect', (client: pg.PoolClient) => {
    const query = client.query.bind(client) as QueryCall;
    const watched: QueryCall = (config, values, callback) => {
      // Kysely sends every statement as (text, parameters), begin and commit included.
      if (typeof config !== 'string' || callback !== undefined) return query(config, values, callback);
      const at = waiting.findIndex((w) => w.match.test(config));
      const first = at === -1 ? null : waiting.splice(at, 1)[0];
      const send = () => {
        sent.push(config);
        return query(config, values);
      };
      return first ? first.act().then(send) : send();
    };
    client.query = watched as typeof client.query;
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    database: {
      db,
      kind: 'server',
      close: async () => {
        await db.destroy();
        await direct.close();
      },
    },
    direct,
    sent,
    before: (match, act) => void waiting.push({ match, act }),
  };
}

/** Waits until one of the database's connections waits for a row lock (a statement held by a writer). */
export async function someoneWaitsForALock(direct: TestDatabase, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await sql<{ waiting: number }>`
      select count(*)::int as waiting from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'`.execute(direct.db);
    if (rows[0]!.waiting > 0) return;
    if (Date.now() > until) throw new Error('no connection waited for a lock');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
