import { sql } from 'kysely';
import { statementNamer } from './prepared-statements';
import { singleConnectionSuite } from '../test/test-database';

/** The app's statements are prepared once per connection; what can go wrong with that does not stick. */
const suite = singleConnectionSuite(async (db) => {
  await sql`create table prepared_probe (id int primary key, label text not null)`.execute(db);
  await sql`insert into prepared_probe values (1, 'first'), (2, 'second')`.execute(db);
});

const preparedTexts = async () =>
  (await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(suite.db)).rows.map(
    (r) => r.statement,
  );

test('a statement with parameters is prepared on its connection once and answers each execution', async () => {
  const labels: string[] = [];
  for (const id of [1, 2, 1]) {
    const row = await suite.db
      .selectFrom('prepared_probe' as never)
      .select(sql<string>`label`.as('label'))
      .where(sql.ref('id'), '=', id)
      .executeTakeFirstOrThrow();
    labels.push(row.label);
  }
  expect(labels).toEqual(['first', 'second', 'first']);
  const probes = (await preparedTexts()).filter((text) => text.includes('prepared_probe'));
  expect(probes).toHaveLength(1);
});

test('statements without parameters (begin, commit) are not prepared', async () => {
  await suite.db.transaction().execute(async (trx) => {
    await sql`select 1`.execute(trx);
  });
  const texts = await preparedTexts();
  expect(texts.some((text) => /^(begin|commit|select 1)$/i.test(text.trim()))).toBe(false);
});

test('past the limit, further texts go unnamed, and the first ones keep their names', () => {
  const nameOf = statementNamer(2);
  expect(nameOf('select $1')).toBe('app_1');
  expect(nameOf('select $1, $2')).toBe('app_2');
  expect(nameOf('select $1, $2, $3')).toBeUndefined();
  expect(nameOf('select $1')).toBe('app_1');
});

test('a table whose columns changed under a prepared select * fails that statement once; the next runs afresh', async () => {
  const readAll = () =>
    suite.db
      .selectFrom('prepared_probe' as never)
      .selectAll()
      .where(sql.ref('id'), '=', 2)
      .executeTakeFirstOrThrow() as Promise<Record<string, unknown>>;
  expect(await readAll()).toEqual({ id: 2, label: 'second' });
  // Another instance's migration adds a column: PostgreSQL refuses the cached plan's old row type.
  await sql`alter table prepared_probe add column note text not null default 'added'`.execute(suite.db);
  await expect(readAll()).rejects.toMatchObject({ code: '0A000' });
  expect(await readAll()).toEqual({ id: 2, label: 'second', note: 'added' });
});
