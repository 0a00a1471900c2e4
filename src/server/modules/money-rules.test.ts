import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * A bill's money is its current revision's, and only live payments pay it: each rule is written in
 * one read (billing/money/balances.ts, payments/live-payments.ts) that every module goes through,
 * and at most once more (a test helper that checks the stored data on its own). A second spelling
 * in a module's SQL would let two screens disagree on what a bill owes, so this counts them.
 */

const SERVER_DIR = join(__dirname, '..');
const SRC_DIR = join(SERVER_DIR, '..');

/**
 * Server sources (test helpers too), not tests. Migrations are left out: each ran once as written
 * and cannot change, and a partial index must spell its predicate as the queries do.
 */
const serverSources = (): string[] =>
  readdirSync(SERVER_DIR, { recursive: true, encoding: 'utf8' })
    .map((f) => f.split(sep).join('/'))
    .filter((f) => f.endsWith('.ts') && !/\.(test|e2e)\.ts$/.test(f) && !f.startsWith('db/migrations/'));

/** A revision's number compared with its bill's current one, as raw SQL, sql.ref or a Kysely reference. */
const CURRENT_REVISION = [
  /[.'"`]revision\b[^;=]{0,30}=[^;=]{0,40}\bcurrent_revision\b/g,
  /\bcurrent_revision\b[^;=]{0,30}=[^;=]{0,40}[.'"`]revision\b/g,
];

/** A payment's reversal tested in SQL (is null: live; is not null: reversed), raw or as Kysely's where. */
const REVERSAL_FILTER = [
  /\breversed_at\b[^;=\w]{0,12}\bis\s+(not\s+)?null\b/gi,
  /\breversed_at['"`]\s*,\s*['"`]is( not)?['"`]\s*,\s*null\b/gi,
];

/** How often a source text writes the rule (whitespace folded, so a statement split on lines counts). */
const countIn = (code: string, rule: RegExp[]) => {
  const text = code.replace(/\s+/g, ' ');
  return rule.reduce((n, pattern) => n + (text.match(pattern)?.length ?? 0), 0);
};

/** Each server file that writes the rule, with how often (src-relative path: count). */
function writersOf(rule: RegExp[]): Record<string, number> {
  const found: Record<string, number> = {};
  for (const file of serverSources()) {
    const count = countIn(readFileSync(join(SERVER_DIR, file), 'utf8'), rule);
    if (count > 0) found[relative(SRC_DIR, join(SERVER_DIR, file)).split(sep).join('/')] = count;
  }
  return found;
}

/** Every writing of the rule, by file, when there are more than two; empty while there are at most two. */
const pastTwo = (writers: Record<string, number>) => {
  const writings = Object.entries(writers).flatMap(([file, count]) => Array<string>(count).fill(file));
  return writings.length > 2 ? writings : [];
};

test('the counts see each rule however it is spelt, and not a column merely selected', () => {
  expect(
    countIn(
      'join bill_revisions r on r.bill_id = b.id and r.revision = b.current_revision',
      CURRENT_REVISION,
    ),
  ).toBe(1);
  expect(
    countIn('join bills b on b.current_revision = r.revision and b.cancelled_at is null', CURRENT_REVISION),
  ).toBe(1);
  expect(
    countIn(".onRef('bill_revisions.revision',\n '=',\n 'bills.current_revision')", CURRENT_REVISION),
  ).toBe(1);
  expect(
    countIn(
      '${sql.ref(`${revisions}.revision`)} = ${sql.ref(`${bills}.current_revision`)}',
      CURRENT_REVISION,
    ),
  ).toBe(1);
  expect(countIn("select(['bills.current_revision', 'bill_revisions.revision'])", CURRENT_REVISION)).toBe(0);
  expect(countIn("revision: 'bills.current_revision',", CURRENT_REVISION)).toBe(0);

  expect(countIn('where p.reversed_at is null', REVERSAL_FILTER)).toBe(1);
  expect(countIn('${sql.ref(`${payments}.reversed_at`)} is not null', REVERSAL_FILTER)).toBe(1);
  expect(countIn(".where('payments.reversed_at', 'is not', null)", REVERSAL_FILTER)).toBe(1);
  expect(countIn(".where('reversed_at', 'is', null)", REVERSAL_FILTER)).toBe(1);
  expect(countIn("select(['payments.reversed_at', 'payments.reversal_reason'])", REVERSAL_FILTER)).toBe(0);
  expect(countIn('reversed: row.reversed_at !== null', REVERSAL_FILTER)).toBe(0);
});

test("the current-revision rule is written at most twice in the server's sources: billing's read and a test helper", () => {
  const writers = writersOf(CURRENT_REVISION);
  expect(writers['server/modules/billing/money/balances.ts']).toBe(1);
  expect(pastTwo(writers)).toEqual([]);
});

test("the live-payment filter is written at most twice in the server's sources, both in payments' one read", () => {
  const writers = writersOf(REVERSAL_FILTER);
  expect(writers['server/modules/payments/live-payments.ts']).toBeGreaterThanOrEqual(1);
  expect(pastTwo(writers)).toEqual([]);
});
