import { sql } from 'kysely';
import type { DB } from './connection';
import { sharedReads } from './shared-reads';
import { singleConnectionSuite } from '../test/test-database';

/** Identical reads waiting for a connection share one query; none is answered from before its arrival. */
/** A pool of one connection, so reads queue behind whoever holds it. */
const suite = singleConnectionSuite();

/** Holds the only connection until the returned function is called. */
function holdConnection() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held = suite.db.connection().execute(() => released);
  return async () => {
    release();
    await held;
  };
}

test('reads of one key that wait for the connection together run one query and get the same answer', async () => {
  const read = sharedReads<number>(suite.db);
  let queries = 0;
  const work = async (connection: DB) => {
    queries += 1;
    return (await sql<{ n: number }>`select 41 + 1 as n`.execute(connection)).rows[0].n;
  };
  const release = holdConnection();
  const answers = [read('today', work), read('today', work), read('today', work)];
  const other = read('yesterday', work);
  await release();
  expect(await Promise.all(answers)).toEqual([42, 42, 42]);
  expect(await other).toBe(42);
  expect(queries).toBe(2);
});

test('a read that arrives after the shared query started runs its own query', async () => {
  const read = sharedReads<string>(suite.db);
  const seen: string[] = [];
  let late: Promise<string> | null = null;
  const first = read('today', async () => {
    seen.push('first');
    late = read('today', async () => {
      seen.push('late');
      return 'late answer';
    });
    return 'first answer';
  });
  expect(await first).toBe('first answer');
  expect(await late).toBe('late answer');
  expect(seen).toEqual(['first', 'late']);
});

test('a failed read is not handed to the next caller', async () => {
  const read = sharedReads<number>(suite.db);
  await expect(
    read('k', async () => {
      throw new Error('boom');
    }),
  ).rejects.toThrow('boom');
  expect(await read('k', async () => 7)).toBe(7);
});
