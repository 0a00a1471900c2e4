import Fastify from 'fastify';
import { logDatabaseEvent } from './start';

/** The embedded cluster's and the pool's events as the operator reads them in the app's log. */
function logOf(...events: Error[]) {
  const lines: string[] = [];
  const app = Fastify({
    logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
  });
  for (const event of events) logDatabaseEvent(app.log, event);
  return lines.map((line) => JSON.parse(line));
}

test('PostgreSQL running again is news at info, without a stack trace', () => {
  const [entry] = logOf(new Error('PostgreSQL is running again'));
  expect(entry).toMatchObject({
    level: 30,
    msg: 'database recovered',
    database: 'PostgreSQL is running again',
  });
  expect(JSON.stringify(entry)).not.toMatch(/stack|\.ts:\d+/);
});

test('a loss stays a warning, with what happened and no stack trace', () => {
  const entries = logOf(
    new Error('PostgreSQL stopped on its own (SIGKILL); starting it again'),
    new Error('terminating connection due to administrator command'),
  );
  expect(entries.map((entry) => [entry.level, entry.msg, entry.database])).toEqual([
    [40, 'database connection lost', 'PostgreSQL stopped on its own (SIGKILL); starting it again'],
    [40, 'database connection lost', 'terminating connection due to administrator command'],
  ]);
  expect(JSON.stringify(entries)).not.toMatch(/stack|\.ts:\d+/);
});
