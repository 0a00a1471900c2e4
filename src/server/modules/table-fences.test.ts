import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import ts from 'typescript';
import { RAW_TABLE_OWNERS, TABLE_OWNERS } from '../db/table-owners';

const MODULES_DIR = __dirname;
const OWNERS: Record<string, string> = { ...TABLE_OWNERS, ...RAW_TABLE_OWNERS };
const TABLES = Object.keys(OWNERS);

/** A module's public reads: what other modules may import, so these may name what they read. */
const isPublicRead = (file: string) => file === 'public.ts' || /^for-[a-z-]+\.ts$/.test(file);
const isSource = (file: string) => file.endsWith('.ts') && !/\.(test|e2e)\.ts$/.test(file);

/** Kysely's calls that take a table's bare name ('bills'); elsewhere a bare word is an area or a key. */
const TABLE_CALLS = new Set([
  'selectFrom',
  'insertInto',
  'updateTable',
  'deleteFrom',
  'mergeInto',
  'innerJoin',
  'leftJoin',
  'rightJoin',
  'fullJoin',
  'table',
]);

const takesTable = (node: ts.Node) =>
  ts.isCallExpression(node.parent) &&
  ts.isPropertyAccessExpression(node.parent.expression) &&
  TABLE_CALLS.has(node.parent.expression.name.text);

/** A literal's text, and whether it may be raw SQL (not a template of words such as a mail's). */
interface Literal {
  text: string;
  sql: boolean;
}

/** A template is SQL when tagged sql`...` or given to sql.raw(...); any other is text for people. */
const isSqlTemplate = (node: ts.Node) =>
  (ts.isTaggedTemplateExpression(node.parent) && node.parent.tag.getText() === 'sql') ||
  (ts.isCallExpression(node.parent) && node.parent.expression.getText() === 'sql.raw');

/** The text of every string and template literal in a source text (SQL lives only there). */
function literalTexts(code: string): Literal[] {
  const source = ts.createSourceFile('source.ts', code, ts.ScriptTarget.Latest, true);
  const texts: Literal[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node))
      texts.push({
        text: takesTable(node) || node.text.includes(' ') ? node.text : ` ${node.text}`,
        sql: true,
      });
    else if (ts.isNoSubstitutionTemplateLiteral(node))
      texts.push({ text: node.text.includes(' ') ? node.text : ` ${node.text}`, sql: isSqlTemplate(node) });
    else if (ts.isTemplateExpression(node)) {
      const sql = isSqlTemplate(node);
      texts.push(
        ...[node.head.text, ...node.templateSpans.map((s) => s.literal.text)].map((text) => ({ text, sql })),
      );
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return texts;
}

/**
 * The tables a literal names: a Kysely name ('bills' given to a table call, 'bills.id', 'bills as b')
 * or, in SQL, raw SQL (from bills, bills.id). A bare word elsewhere comes with a leading space: not a table.
 */
function tablesNamed(text: string, sql = true): string[] {
  return TABLES.filter((table) => {
    if (text === table || text.startsWith(`${table}.`) || text.startsWith(`${table} as `)) return true;
    const raw = new RegExp(
      `\\b(from|join|into|update|table)\\s+${table}\\b|(^|[^\\w.])${table}\\.[a-z_]`,
      'i',
    );
    return sql && raw.test(text);
  });
}

const tablesOfCode = (code: string) => literalTexts(code).flatMap((l) => tablesNamed(l.text, l.sql));

/** A module's source files, by their path inside it ('lists/bill-summaries.ts'), its folders too. */
const sourcesOf = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter(isSource)
    .map((f) => f.split(sep).join('/'));

/** Each module's non-public source files and the other modules' tables their SQL names. */
function trespasses(): string[] {
  const found: string[] = [];
  for (const module of readdirSync(MODULES_DIR, { withFileTypes: true })) {
    if (!module.isDirectory()) continue;
    const dir = join(MODULES_DIR, module.name);
    // Public reads sit at the module's top (the lint lets other modules import only those).
    for (const file of sourcesOf(dir).filter((f) => !isPublicRead(f))) {
      const named = new Set(tablesOfCode(readFileSync(join(dir, file), 'utf8')));
      for (const table of named)
        if (OWNERS[table] !== module.name)
          found.push(`${module.name}/${file} names ${OWNERS[table]}'s ${table}`);
    }
  }
  return found.sort();
}

test('the fence check sees a table named in Kysely calls and in raw SQL, and not in prose', () => {
  expect(tablesNamed('payments.amount')).toEqual(['payments']);
  expect(tablesNamed('bill_revisions as r')).toEqual(['bill_revisions']);
  expect(tablesNamed('select * from bills b join bill_lines l on l.bill_id = b.id')).toEqual([
    'bills',
    'bill_lines',
  ]);
  expect(tablesNamed('The bills of this vendor')).toEqual([]);
  expect(tablesNamed(' payments')).toEqual([]);
  expect(tablesOfCode('const q = sql`select net from bills b where b.id = ${id}`;')).toEqual(['bills']);
  expect(tablesOfCode("db.selectFrom('bills').select(sql.ref(`bill_revisions.${column}`))")).toEqual([
    'bills',
    'bill_revisions',
  ]);
  expect(tablesOfCode('const words = `deducted from bills dated ${day} on`;')).toEqual([]);
});

test("no module's SQL names another module's tables outside its public reads (public.ts, for-*.ts)", () => {
  expect(trespasses()).toEqual([]);
});
