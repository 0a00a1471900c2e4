import { sql } from 'kysely';
import { compiledOnce } from './compiled-once';
import { singleConnectionSuite } from '../test/test-database';
import type { DB } from './connection';
import { nameKey } from '../../shared/common/text-rules';

/** A statement built once answers each call with that call's values, as building it each time does. */
const suite = singleConnectionSuite(async (db) => {
  await sql`create table compiled_probe (id int primary key, label text not null, name_key text not null)`.execute(
    db,
  );
  await sql`insert into compiled_probe values (1, 'first', 'north depot'), (2, 'second', 'south depot')`.execute(
    db,
  );
});

const probe = (db: DB) => db.selectFrom('compiled_probe' as never);

test('each call sends its own values, constants of the statement stay, a key function applied at build is kept', async () => {
  const byIdOrName = compiledOnce((db: DB, id: number, name: string) =>
    probe(db)
      .select(sql<string>`label`.as('label'))
      .where((eb) =>
        eb
          .or([eb(sql.ref('id'), '=', id), eb(sql.ref('name_key'), '=', nameKey(name))])
          .and(eb(sql.ref('label'), '<>', 'never')),
      )
      .orderBy(sql.ref('id')),
  );
  const labels = async (id: number, name: string) =>
    (await suite.db.executeQuery(byIdOrName(suite.db, id, nameKey(name)))).rows.map((r) => r.label);
  expect(await labels(1, 'nowhere')).toEqual(['first']);
  expect(await labels(0, '  South   DEPOT ')).toEqual(['second']);
  expect(await labels(1, 'south depot')).toEqual(['first', 'second']);
  // The same text every call (what makes it worth building once).
  expect(byIdOrName(suite.db, 1, 'a').sql).toBe(byIdOrName(suite.db, 2, 'b').sql);
});

test('a value the statement changes, or does not use, is refused at the first call', () => {
  const changed = compiledOnce((db: DB, name: string) =>
    probe(db)
      .select(sql<string>`label`.as('label'))
      .where(sql.ref('label'), 'like', `%${name}%`),
  );
  expect(() => changed(suite.db, 'first')).toThrow(/was changed/);
  const unused = compiledOnce((db: DB, _id: number) => probe(db).select(sql<string>`label`.as('label')));
  expect(() => unused(suite.db, 1)).toThrow(/no parameter/);
});

test('values taken as a rest parameter are counted by the arity given, each call sending its own', async () => {
  const byIds = compiledOnce(
    (db: DB, ...ids: number[]) =>
      probe(db)
        .select(sql<string>`label`.as('label'))
        .where(sql.ref('id'), 'in', ids)
        .orderBy(sql.ref('id')),
    2,
  );
  const labels = async (...ids: number[]) =>
    (await suite.db.executeQuery(byIds(suite.db, ...ids))).rows.map((r) => r.label);
  expect(await labels(2, 0)).toEqual(['second']);
  expect(await labels(1, 2)).toEqual(['first', 'second']);
  // One value too few for the arity: the statement's second value is never a parameter.
  const short = compiledOnce(
    (db: DB, ...ids: number[]) => probe(db).selectAll().where(sql.ref('id'), '=', ids[0]),
    2,
  );
  expect(() => short(suite.db, 1)).toThrow(/no parameter/);
});
