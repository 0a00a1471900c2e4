import { sql, type Kysely } from 'kysely';
import { nameKey } from '../../../shared/common/text-rules';

/**
 * Names that look alike are alike: vendors and freight routes get a stored key (nameKey: NFC,
 * invisible characters out, case-folded, spaces collapsed), written by their repositories, and
 * the unique rules move from lower(name) to that key. Users already have username_key; it is
 * recomputed with the same function (usernames are ASCII, so it normally changes nothing).
 *
 * The key is computed here with the app's own function, not in SQL: PostgreSQL's lower() depends
 * on the server's locale (under "C" it folds ASCII only) and it cannot drop invisible characters.
 *
 * Old data may hold twins the old rule let through ('Annapurna Logistics' and the same name with a
 * zero-width space, or in another Unicode form). The migration must not fail on them, and must not
 * silently merge or rename them (trips and bills carry the names): the oldest row of each set keeps
 * the key; each later twin gets its key with U+0001 and its id appended (a control character no
 * input may hold, so no new name can produce it; PostgreSQL text cannot hold U+0000), so
 * the unique index builds and nothing new can clash with it. Each such twin is reported in the
 * audit log (actor 'migration', action 'name-clash', naming the row it duplicates), so an admin can
 * find it; saving the twin under its current name then answers the usual duplicate 409, which asks
 * for a distinct name (or the twin is deleted).
 */

const CLASH_ACTOR = 'migration';
const UPDATES_PER_STATEMENT = 500;
/** Between a twin's key and its id. */
const TWIN_MARK = '\u0001';
/** Between the two ends of a route while pairs are compared. */
const PAIR_MARK = '\u0002';

interface KeyedRow {
  id: number;
  live: boolean;
  key: string;
  label: Record<string, string>;
}

/** The key each row gets: live twins after the first are made distinct and returned as clashes. */
function assignKeys(rows: readonly KeyedRow[]): {
  keys: Map<number, string>;
  clashes: { row: KeyedRow; sameAs: KeyedRow }[];
} {
  const keys = new Map<number, string>();
  const firstLive = new Map<string, KeyedRow>();
  const clashes: { row: KeyedRow; sameAs: KeyedRow }[] = [];
  for (const row of rows) {
    const first = row.live ? firstLive.get(row.key) : undefined;
    if (first) {
      keys.set(row.id, `${row.key}${TWIN_MARK}${row.id}`);
      clashes.push({ row, sameAs: first });
      continue;
    }
    if (row.live) firstLive.set(row.key, row);
    keys.set(row.id, row.key);
  }
  return { keys, clashes };
}

async function reportClashes(
  db: Kysely<any>,
  entity: string,
  clashes: { row: KeyedRow; sameAs: KeyedRow }[],
): Promise<void> {
  for (const { row, sameAs } of clashes) {
    await db
      .insertInto('audit_log')
      .values({
        actor: CLASH_ACTOR,
        entity,
        entity_id: String(row.id),
        action: 'name-clash',
        before: JSON.stringify(row.label),
        after: JSON.stringify({ sameNameAs: String(sameAs.id), ...sameAs.label }),
      })
      .execute();
  }
}

/** Writes `column = value` for each id, a few hundred rows per statement. */
async function writeColumn(
  db: Kysely<any>,
  table: string,
  column: string,
  values: Map<number, string>,
): Promise<void> {
  const entries = [...values];
  for (let start = 0; start < entries.length; start += UPDATES_PER_STATEMENT) {
    const chunk = entries.slice(start, start + UPDATES_PER_STATEMENT);
    const rows = sql.join(chunk.map(([id, value]) => sql`(${id}::integer, ${value}::text)`));
    await sql`
      update ${sql.table(table)} as t set ${sql.ref(column)} = v.value
      from (values ${rows}) as v(id, value) where t.id = v.id`.execute(db);
  }
}

async function keyVendors(db: Kysely<any>): Promise<void> {
  await sql`alter table vendors add column name_key text`.execute(db);
  const vendors = await sql<{ id: number; company_name: string; live: boolean }>`
    select id, company_name, archived_at is null as live from vendors order by id`.execute(db);
  const { keys, clashes } = assignKeys(
    vendors.rows.map((v) => ({
      id: v.id,
      live: v.live,
      key: nameKey(v.company_name),
      label: { companyName: v.company_name },
    })),
  );
  await writeColumn(db, 'vendors', 'name_key', keys);
  await reportClashes(db, 'vendor', clashes);
  await sql`alter table vendors alter column name_key set not null`.execute(db);
  await sql`drop index vendors_company_name_key`.execute(db);
  await sql`create unique index vendors_name_key_live_idx on vendors (name_key) where archived_at is null`.execute(
    db,
  );
}

async function keyFreightRates(db: Kysely<any>): Promise<void> {
  await sql`alter table freight_rates add column from_key text, add column to_key text`.execute(db);
  const rates = await sql<{ id: number; from_destination: string; to_destination: string; live: boolean }>`
    select id, from_destination, to_destination, archived_at is null as live from freight_rates order by id`.execute(
    db,
  );
  // The pair is what must be unique: the twin's to_key carries the suffix, its from_key stays true.
  const { keys, clashes } = assignKeys(
    rates.rows.map((r) => ({
      id: r.id,
      live: r.live,
      key: `${nameKey(r.from_destination)}${PAIR_MARK}${nameKey(r.to_destination)}`,
      label: { from: r.from_destination, to: r.to_destination },
    })),
  );
  const fromKeys = new Map(rates.rows.map((r) => [r.id, nameKey(r.from_destination)]));
  const toKeys = new Map(
    rates.rows.map((r) => [r.id, keys.get(r.id)!.slice(keys.get(r.id)!.indexOf(PAIR_MARK) + 1)]),
  );
  await writeColumn(db, 'freight_rates', 'from_key', fromKeys);
  await writeColumn(db, 'freight_rates', 'to_key', toKeys);
  await reportClashes(db, 'freight', clashes);
  await sql`alter table freight_rates alter column from_key set not null, alter column to_key set not null`.execute(
    db,
  );
  await sql`drop index freight_rates_pair_key`.execute(db);
  await sql`create unique index freight_rates_key_pair_live_idx on freight_rates (from_key, to_key) where archived_at is null`.execute(
    db,
  );
  // The trip form looks places up by one end of a pair.
  await sql`create index freight_rates_to_key_idx on freight_rates (to_key) where archived_at is null`.execute(
    db,
  );
}

/** username_key again with nameKey; a user whose new key another already holds keeps the old one (reported). */
async function rekeyUsers(db: Kysely<any>): Promise<void> {
  const users = await sql<{ id: number; username: string; username_key: string }>`
    select id, username, username_key from users order by id`.execute(db);
  const asRow = (u: { id: number; username: string }, key: string): KeyedRow => ({
    id: u.id,
    live: true,
    key,
    label: { username: u.username },
  });
  // Keys are never freed within the run: one update statement must not swap two users' keys.
  const holders = new Map(users.rows.map((u) => [u.username_key, u]));
  const changed = new Map<number, string>();
  const clashes: { row: KeyedRow; sameAs: KeyedRow }[] = [];
  for (const user of users.rows) {
    const key = nameKey(user.username);
    if (key === user.username_key) continue;
    const holder = holders.get(key);
    if (holder) {
      clashes.push({ row: asRow(user, key), sameAs: asRow(holder, key) });
      continue;
    }
    holders.set(key, user);
    changed.set(user.id, key);
  }
  await writeColumn(db, 'users', 'username_key', changed);
  await reportClashes(db, 'user', clashes);
}

export async function up(db: Kysely<any>): Promise<void> {
  await keyVendors(db);
  await keyFreightRates(db);
  await rekeyUsers(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index freight_rates_to_key_idx`.execute(db);
  await sql`drop index freight_rates_key_pair_live_idx`.execute(db);
  await sql`create unique index freight_rates_pair_key on freight_rates (lower(from_destination), lower(to_destination)) where archived_at is null`.execute(
    db,
  );
  await sql`alter table freight_rates drop column from_key, drop column to_key`.execute(db);
  await sql`drop index vendors_name_key_live_idx`.execute(db);
  await sql`create unique index vendors_company_name_key on vendors (lower(company_name)) where archived_at is null`.execute(
    db,
  );
  await sql`alter table vendors drop column name_key`.execute(db);
}
