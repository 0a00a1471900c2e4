#!/usr/bin/env node
// One name, one thing: no two files in src export the same name, so a search for a name or an
// auto-import finds the one meant. Migrations export `up` and `down` by Kysely's convention and
// test files export nothing others use, so both are left out.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const SKIP = [/\.test\.tsx?$/, /^src\/server\/db\/migrations\//];

function sourceFiles(dir) {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(relative);
    return /\.tsx?$/.test(entry.name) && !SKIP.some((rule) => rule.test(relative)) ? [relative] : [];
  });
}

const isExported = (node) => ts.getModifiers(node)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

/** The names a file declares and exports itself (re-exports of another file's names do not count). */
function exportedNames(file) {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const imported = new Set(
    source.statements.filter(ts.isImportDeclaration).flatMap((d) => {
      const bindings = d.importClause?.namedBindings;
      return bindings && ts.isNamedImports(bindings) ? bindings.elements.map((e) => e.name.text) : [];
    }),
  );
  const names = [];
  for (const statement of source.statements) {
    if (ts.isVariableStatement(statement) && isExported(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name)) names.push(declaration.name.text);
      }
    } else if (
      (ts.isFunctionDeclaration(statement) ||
        ts.isClassDeclaration(statement) ||
        ts.isInterfaceDeclaration(statement) ||
        ts.isTypeAliasDeclaration(statement) ||
        ts.isEnumDeclaration(statement)) &&
      isExported(statement) &&
      statement.name
    ) {
      names.push(statement.name.text);
    } else if (ts.isExportDeclaration(statement) && !statement.moduleSpecifier && statement.exportClause) {
      if (ts.isNamedExports(statement.exportClause)) {
        for (const element of statement.exportClause.elements) {
          const local = (element.propertyName ?? element.name).text;
          if (!imported.has(local)) names.push(element.name.text);
        }
      }
    }
  }
  return names;
}

const filesByName = new Map();
for (const file of sourceFiles('src')) {
  for (const name of new Set(exportedNames(file))) {
    filesByName.set(name, [...(filesByName.get(name) ?? []), file]);
  }
}
const clashes = [...filesByName].filter(([, files]) => files.length > 1);
for (const [name, files] of clashes) console.error(`${name} is exported by ${files.join(', ')}`);
if (clashes.length > 0) {
  console.error(`${clashes.length} names are exported by more than one file: give each its own name.`);
  process.exit(1);
}
console.log('Every exported name in src belongs to one file.');
