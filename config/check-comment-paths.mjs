#!/usr/bin/env node
// Comments name only files that exist: a comment pointing at a file that was renamed or removed
// sends the next reader looking for nothing. A path in a comment (a word with a slash and a file
// extension) is looked up from the repository root, from src/, and beside the commenting file.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const DIRS = ['src', 'config'];
const SOURCE = /\.(tsx?|mjs|js)$/;
/** A file path as comments write it: at least one slash, a known extension; globs and URLs aside. */
const PATH =
  /(?<![\w:/.*-])((?:\.{1,2}\/)?[\w@.-]+(?:\/[\w@.-]+)+\.(?:tsx?|mjs|js|json|md|css|html))(?![\w/*])/g;

function sourceFiles(dir) {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(relative);
    return SOURCE.test(entry.name) ? [relative] : [];
  });
}

/** The text of every comment of a file, with its line. */
function comments(file, text) {
  const found = [];
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, ts.LanguageVariant.JSX, text);
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    if (kind === ts.SyntaxKind.SingleLineCommentTrivia || kind === ts.SyntaxKind.MultiLineCommentTrivia) {
      const start = scanner.getTokenStart();
      found.push({ line: text.slice(0, start).split('\n').length, text: scanner.getTokenText() });
    }
  }
  return found;
}

/** Where a comment's path may start: the root, src and its parts (comments write 'billing/routes.ts'), or beside the file. */
const BASES = [
  '',
  'src',
  'src/shared',
  'src/server',
  'src/server/modules',
  'src/client',
  'src/client/features',
];
const exists = (file, named) =>
  [...BASES.map((base) => path.join(root, base, named)), path.join(root, path.dirname(file), named)].some(
    (candidate) => fs.existsSync(candidate),
  );
/** A web address without its scheme ('postgresql.org/docs/...'): not a file of ours. */
const isWebAddress = (named) => /^[\w-]+(\.[\w-]+)*\.(org|com|in|io|net|gov|dev)\//.test(named);
/** What `npm run build` writes (dist/...): absent from a clean clone, so not looked up. */
const isBuildOutput = (named) => /^(\.\/)?dist\//.test(named);

const missing = [];
for (const file of DIRS.flatMap(sourceFiles)) {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  for (const comment of comments(file, text)) {
    for (const [, named] of comment.text.matchAll(PATH)) {
      if (
        named.includes('node_modules') ||
        isWebAddress(named) ||
        isBuildOutput(named) ||
        exists(file, named)
      )
        continue;
      missing.push(`${file}:${comment.line}: names ${named}, which does not exist`);
    }
  }
}

if (missing.length > 0) {
  console.error(`Comments naming files that do not exist (${missing.length}):\n${missing.join('\n')}`);
  process.exit(1);
}
console.log('Every file a comment names exists.');
