#!/usr/bin/env node
// Layout codemod for the freight back office (re-runnable on any commit of the tree).
//
//   node config/layout-codemod.mjs [--repo DIR] [--dry-run] [--naming kebab|keep] [--no-billing-split]
//
// What it does, in one commit-sized step (it stages with `git mv`, it never commits):
//  1. src/shared's flat files go into domain folders that mirror server/modules and client/features
//     (trips, billing, payments, accounting, masters, auth, lists, audit, imports, dashboard, common);
//     src/shared/wire/<x>.ts goes into its domain as wire.ts (or <topic>-wire.ts); the folder prefix
//     leaves the name (remarks.ts -> billing/remarks.ts); tests move beside their files.
//     The barrels index.ts and billing.ts become trips/index.ts and billing/index.ts, so
//     `shared/trip` imports read `shared/trips`, `shared/billing` stays `shared/billing`.
//     A flat file not in the table is placed by its prefix (bill*, trip*, tds*, vendor*, vehicle*,
//     freight*, ...); one that matches nothing stops the run before anything moves.
//  2. client/features/billing is split by screen: generate/, revise/, transactions/, business/, and
//     common/ for what several screens share (the API slice, errors, remarks modal, columns, helpers).
//  3. One file-naming style (--naming kebab, the default): every non-component file in src is
//     kebab-case, as the server already is (billing-api.ts -> billing-api.ts, use-revise-edit.ts ->
//     use-revise-edit.ts, money-roles.e2e.ts -> money-roles.e2e.ts). React component files
//     (PascalCase .tsx, one component each) keep their component's name; migrations keep theirs.
//     --naming keep leaves names as they are after steps 1-2.
//  4. Every string in src, config and the root config files that is a relative path to a moved file
//     (import/export from, import(), require(), jest.mock(), new URL(..., import.meta.url)) is
//     recomputed from the file's new place, keeping its style (extension or none, /index or none).
//     Repository paths written out in full (`src/shared/auth/permissions.ts`, with or without the
//     extension) are rewritten in src, config, README.md and .ci; a moved file's bare name in a
//     config pattern (jest's '/sheet-worker-factory$', the lint's 'domain-events.ts') is renamed too.
//
// It refuses to run on a tree with uncommitted changes (so `git checkout . && git clean -fd` or
// `git reset --hard` undoes it), checks that no two files land on one path, and prints every move.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
};
const repo = path.resolve(option('--repo', process.cwd()));
const dryRun = flag('--dry-run');
const naming = option('--naming', 'kebab');
const splitBilling = !flag('--no-billing-split');
if (!['kebab', 'keep'].includes(naming)) throw new Error(`--naming must be kebab or keep, not ${naming}`);

const git = (...gitArgs) => execFileSync('git', gitArgs, { cwd: repo, encoding: 'utf8', maxBuffer: 1 << 28 });

// ---------------------------------------------------------------- the tables

/** src/shared/<old>.ts -> src/shared/<new>.ts (without extension). Tests follow their file. */
const SHARED = {
  accounting: 'accounting/month-end',
  periods: 'accounting/periods',
  tally: 'accounting/tally',
  tdsAllocation: 'accounting/tds-allocation',
  tdsChallans: 'accounting/tds-challans',
  tdsDueDates: 'accounting/tds-due-dates',
  tdsRule: 'accounting/tds-rule',
  'wire/accounting': 'accounting/wire',
  'wire/periods': 'accounting/periods-wire',
  'wire/tds': 'accounting/tds-wire',
  'wire/tdsChallans': 'accounting/tds-challans-wire',

  audit: 'audit/audit-trail',
  auditDisplay: 'audit/audit-display',

  auth: 'auth/accounts',
  profiles: 'auth/profiles',
  permissions: 'auth/permissions',
  modules: 'auth/modules',
  'wire/auth': 'auth/wire',

  billing: 'billing/index',
  billingRules: 'billing/messages',
  billChecks: 'billing/checks',
  billFile: 'billing/file',
  billMaths: 'billing/maths',
  billRemarks: 'billing/remarks',
  billRevise: 'billing/revise',
  billStatus: 'billing/status',
  billWire: 'billing/wire-types',
  'wire/billing': 'billing/wire',

  dashboard: 'dashboard/summary',
  'wire/overview': 'dashboard/overview-wire',

  imports: 'imports/master-import',
  importDates: 'imports/import-dates',
  'wire/imports': 'imports/wire',

  columnFilters: 'lists/column-filters',
  filters: 'lists/search-filters',
  paging: 'lists/paging',
  sorting: 'lists/sorting',
  search: 'lists/search',

  freight: 'masters/freight',
  vehicle: 'masters/vehicle',
  vendor: 'masters/vendor',
  vendorDeletion: 'masters/vendor-deletion',
  vendorTds: 'masters/vendor-tds',
  documentWarnings: 'masters/document-warnings',
  expiryNotice: 'masters/expiry-notice',
  'wire/masters': 'masters/wire',
  'wire/vehicles': 'masters/vehicles-wire',

  payments: 'payments/payments',
  'wire/payments': 'payments/wire',

  trip: 'trips/index',
  tripAccess: 'trips/access',
  tripDraft: 'trips/draft',
  tripLookups: 'trips/lookups',
  tripParse: 'trips/parse',
  tripRecord: 'trips/record',
  tripSubmit: 'trips/submit',
  'wire/trips': 'trips/wire',

  dates: 'common/dates',
  calendarDates: 'common/calendar-dates',
  csrf: 'auth/csrf',
  'wire/endpoint': 'common/endpoint',
  'wire/endpoints': 'common/endpoints',
  'decimal-text': 'common/decimal-text',
  messages: 'common/messages',
  money: 'common/money',
  numberBounds: 'common/number-bounds',
  'text-rules': 'common/text-rules',
  uploads: 'common/uploads',
  validation: 'common/validation',
  'visible-text': 'common/visible-text',
  'wire/common': 'common/wire',
};

/** A flat shared file the table does not name goes by its prefix (the prefix leaves its name). */
const SHARED_PREFIXES = [
  [/^bill(ing)?/, 'billing'],
  [/^trip/, 'trips'],
  [/^(tds|tally|period|accounting|ledger|challan)/, 'accounting'],
  [/^(vendor|vehicle|freight|document|expiry|master)/, 'masters'],
  [/^(auth|profile|permission|session|password)/, 'auth'],
  [/^(payment)/, 'payments'],
  [/^(paging|sort|filter|column|search|list)/, 'lists'],
  [/^(audit)/, 'audit'],
  [/^(import)/, 'imports'],
  [/^(dashboard)/, 'dashboard'],
];
/** Folders of src/shared that stay as they are (test kits). */
const SHARED_KEEP = new Set(['test']);

/** client/features/billing/<file> -> its screen's folder; anything else goes to common/. */
const BILLING_SCREENS = {
  generate: ['GenerateBillPage', 'BillingTable', 'useBillSelection'],
  revise: [
    'ReviseBillPage',
    'ReviseBillAddress',
    'ReviseEditingRow',
    'ReviseToolbar',
    'ReviseTripTable',
    'CancelledBillCard',
    'reviseDraft',
    'revisePages',
    'reviseTableModel',
    'useReviseEdit',
    'useReviseSearch',
    'useReviseSelections',
  ],
  transactions: ['TransactionsPage', 'TransactionsTable', 'TransactionBillRows', 'transactionsExport'],
  business: ['BusinessPage', 'BusinessTable', 'businessReport'],
};

// ---------------------------------------------------------------- planning

const CODE_EXT = ['.ts', '.tsx', '.js', '.mjs', '.cjs'];
const stemOf = (file) => {
  const base = path.posix.basename(file);
  const m = base.match(/^(.*?)((?:\.(?:test|e2e|fuzz\.test|d))?\.[a-z]+)$/);
  return m ? { stem: m[1], suffix: m[2] } : { stem: base, suffix: '' };
};
const kebab = (stem) =>
  stem
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
const isComponent = (file) => /\.tsx$/.test(file) && /^[A-Z]/.test(path.posix.basename(file));

function sharedTarget(rel) {
  // rel: path under src/shared without extension suffix, e.g. 'billRemarks' or 'wire/billing'
  if (SHARED[rel]) return SHARED[rel];
  if (rel.includes('/')) return null;
  for (const [pattern, domain] of SHARED_PREFIXES) {
    if (pattern.test(rel)) {
      const rest = rel.replace(pattern, '');
      return `${domain}/${kebab(rest ? rest[0].toLowerCase() + rest.slice(1) : domain)}`;
    }
  }
  return null;
}

function plan(files) {
  const moves = new Map();
  const unplaced = [];
  for (const file of files) {
    let target = file;
    if (file.startsWith('src/shared/')) {
      const inner = file.slice('src/shared/'.length);
      const top = inner.split('/')[0];
      const isFlatOrWire = !inner.includes('/') || inner.startsWith('wire/');
      if (isFlatOrWire && !SHARED_KEEP.has(top)) {
        const { stem, suffix } = stemOf(inner);
        const dir = path.posix.dirname(inner);
        const key = dir === '.' ? stem : `${dir}/${stem}`;
        const to = sharedTarget(key);
        if (!to) unplaced.push(file);
        // A barrel's test is named after what it tests (billing.test.ts -> billing/billing.test.ts).
        else if (to.endsWith('/index') && suffix.startsWith('.test'))
          target = `src/shared/${path.posix.dirname(to)}/${kebab(stem)}${suffix}`;
        else target = `src/shared/${to}${suffix}`;
      }
    }
    const billingDir = 'src/client/features/billing/';
    if (splitBilling && file.startsWith(billingDir) && !file.slice(billingDir.length).includes('/')) {
      const { stem } = stemOf(file);
      const screen =
        Object.entries(BILLING_SCREENS).find(([, stems]) => stems.includes(stem))?.[0] ?? 'common';
      target = `${billingDir}${screen}/${path.posix.basename(file)}`;
    }
    if (
      naming === 'kebab' &&
      file.startsWith('src/') &&
      !file.includes('/migrations/') &&
      !isComponent(target)
    ) {
      const { stem, suffix } = stemOf(target);
      if (/[A-Z]/.test(stem) && CODE_EXT.some((e) => suffix.endsWith(e))) {
        target = `${path.posix.dirname(target)}/${kebab(stem)}${suffix}`;
      }
    }
    if (target !== file) moves.set(file, target);
  }
  if (unplaced.length) {
    throw new Error(
      `No domain folder for: ${unplaced.join(', ')}. Add them to SHARED in ${process.argv[1]}.`,
    );
  }
  const landed = new Map();
  const existing = new Set(files);
  for (const [from, to] of moves) {
    if (landed.has(to)) throw new Error(`${from} and ${landed.get(to)} would both become ${to}`);
    if (existing.has(to) && !moves.has(to)) throw new Error(`${from} would overwrite ${to}`);
    landed.set(to, from);
  }
  return moves;
}

// ---------------------------------------------------------------- rewriting references

const RESOLVE_TRIES = [
  '',
  '.ts',
  '.tsx',
  '.js',
  '.mjs',
  '.cjs',
  '.json',
  '/index.ts',
  '/index.tsx',
  '/index.js',
];

/** The tracked file a relative specifier written in `fromFile` points at, with how it was written. */
function resolveSpecifier(fromFile, spec, fileSet) {
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), spec));
  for (const tail of RESOLVE_TRIES) {
    if (fileSet.has(base + tail)) return { target: base + tail, tail };
  }
  return null;
}

function specifierFor(fromFile, targetFile, tail) {
  // Keep the writer's style: an extension if they wrote one, a folder if they pointed at an index.
  let written = targetFile;
  if (tail.startsWith('/index')) written = targetFile.slice(0, -tail.length);
  else if (tail) written = targetFile.slice(0, -tail.length);
  else written = targetFile;
  // A file that became a folder's index is imported as the folder.
  if (!tail.startsWith('/index') && tail !== '' && /\/index\.[a-z]+$/.test(targetFile)) {
    written = targetFile.replace(/\/index\.[a-z]+$/, '');
  }
  let rel = path.posix.relative(path.posix.dirname(fromFile), written);
  if (!rel.startsWith('.')) rel = `./${rel}`;
  return rel;
}

const STRING = /(['"`])(\.{1,2}\/[^'"`\n$]*)\1/g;

function rewriteSpecifiers(text, oldFile, newFile, oldSet, moves) {
  return text.replace(STRING, (whole, quote, spec) => {
    const hit = resolveSpecifier(oldFile, spec, oldSet);
    if (!hit) return whole;
    const target = moves.get(hit.target) ?? hit.target;
    if (target === hit.target && oldFile === newFile) return whole;
    const next = specifierFor(newFile, target, hit.tail);
    return next === spec ? whole : `${quote}${next}${quote}`;
  });
}

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Full repository paths (`src/shared/billing/wire-types.ts`, `src/shared/billing/wire-types`) and, in config, bare names. */
function rewritePathMentions(text, moves, isConfig, baseCounts) {
  const pairs = [...moves].sort((a, b) => b[0].length - a[0].length);
  for (const [from, to] of pairs) {
    const fromNoExt = from.replace(/\.(tsx?|m?js|cjs)$/, '');
    const toNoExt = to.replace(/\.(tsx?|m?js|cjs)$/, '');
    text = text.replace(new RegExp(`(?<![\\w/.-])${escape(from)}(?![\\w-])`, 'g'), to);
    text = text.replace(new RegExp(`(?<![\\w/.-])${escape(fromNoExt)}(?![\\w/.-])`, 'g'), toNoExt);
  }
  if (isConfig) {
    const byBase = new Map();
    for (const [from, to] of moves) {
      const a = path.posix.basename(from);
      const b = path.posix.basename(to);
      // Only a name no other tracked file has: 'domain-events.ts' is safe, 'billing.ts' is not.
      if (a !== b && baseCounts.get(a) === 1) byBase.set(a, b);
    }
    for (const [a, b] of byBase) {
      const aStem = stemOf(a).stem;
      const bStem = stemOf(b).stem;
      text = text.replace(new RegExp(`(?<=[/|(!'"\\s])${escape(a)}(?=[|)'"\\s,])`, 'g'), b);
      text = text.replace(new RegExp(`(?<=/)${escape(aStem)}(?=\\$)`, 'g'), bStem);
    }
  }
  return text;
}

// ---------------------------------------------------------------- run

const status = git('status', '--porcelain');
if (status.trim() && !dryRun)
  throw new Error(`${repo} has uncommitted changes; commit or stash them first.\n${status}`);

const files = git('ls-files').split('\n').filter(Boolean);
const oldSet = new Set(files);
const baseCounts = new Map();
for (const f of files)
  baseCounts.set(path.posix.basename(f), (baseCounts.get(path.posix.basename(f)) ?? 0) + 1);
const moves = plan(files);
for (const [from, to] of moves) console.log(`${from} -> ${to}`);
console.log(`${moves.size} files move.`);
if (dryRun) process.exit(0);

const newOf = (f) => moves.get(f) ?? f;
const TEXT = /\.(tsx?|m?js|cjs|json|md|css|html)$/;
const isConfigFile = (f) =>
  f.startsWith('config/') || /^[^/]+\.(ts|js|mjs|cjs|json)$/.test(f) || f.startsWith('.ci/');
const toRewrite = files.filter(
  (f) =>
    (f.startsWith('src/') || isConfigFile(f) || f === 'README.md') && (TEXT.test(f) || f.startsWith('.ci/')),
);

// Read every file before moving, rewrite, then move and write at the new place.
const contents = new Map(toRewrite.map((f) => [f, fs.readFileSync(path.join(repo, f), 'utf8')]));
for (const [from, to] of moves) {
  fs.mkdirSync(path.join(repo, path.posix.dirname(to)), { recursive: true });
  git('mv', from, to);
}
let changed = 0;
for (const [oldFile, text] of contents) {
  const newFile = newOf(oldFile);
  let next = CODE_EXT.some((e) => oldFile.endsWith(e))
    ? rewriteSpecifiers(text, oldFile, newFile, oldSet, moves)
    : text;
  next = rewritePathMentions(next, moves, isConfigFile(oldFile), baseCounts);
  if (next !== text) {
    fs.writeFileSync(path.join(repo, newFile), next);
    changed += 1;
  }
}
// Empty folders left behind (src/shared/wire).
for (const dir of new Set([...moves.keys()].map((f) => path.posix.dirname(f)))) {
  const abs = path.join(repo, dir);
  if (fs.existsSync(abs) && fs.readdirSync(abs).length === 0) fs.rmdirSync(abs);
}
git('add', '-A');
console.log(
  `${changed} files rewritten. Review with git status / git diff --cached -M, then typecheck, lint and test.`,
);
