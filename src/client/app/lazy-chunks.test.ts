import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The first bundle is what webpack reaches from src/client/index.tsx through static imports. The
 * heavy libraries (SheetJS for Excel, recharts for the dashboard) and those of the screens (forms,
 * tables, India dates, zip) must only be reached through `import()` (React.lazy screens) or a Web
 * Worker, so they load when a user first needs them (the first-load budget:
 * config/check-first-load.js).
 */
const HEAVY = [
  '@e965/xlsx',
  'xlsx',
  'recharts',
  'react-hook-form',
  '@hookform/resolvers/zod',
  'luxon',
  '@tanstack/react-table',
  '@tanstack/react-virtual',
  'fflate',
  'jspdf',
];
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

function resolveLocal(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ]) {
    if (/\.tsx?$/.test(candidate) && fs.existsSync(candidate)) return candidate;
  }
  return null;
}

function firstBundle(entry: string) {
  const files = new Set<string>();
  const packages = new Map<string, string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    for (const [, specifier] of fs.readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      if (specifier.startsWith('.')) {
        const local = resolveLocal(file, specifier);
        if (local) queue.push(local);
      } else if (!packages.has(specifier)) {
        packages.set(specifier, path.relative(process.cwd(), file));
      }
    }
  }
  return { files, packages };
}

test('the first bundle imports no heavy library statically', () => {
  const { files, packages } = firstBundle(path.resolve(__dirname, '../index.tsx'));
  expect(files.size).toBeGreaterThan(40); // the walk really followed the app's imports
  expect(packages.has('react')).toBe(true);
  const heavy = HEAVY.filter((name) => packages.has(name)).map(
    (name) => `${name} (imported by ${packages.get(name)})`,
  );
  expect(heavy).toEqual([]);
});

test('the walk finds a heavy library when a file of the first bundle imports it', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lazy-'));
  fs.writeFileSync(path.join(dir, 'entry.ts'), "import { a } from './page';\nexport default a;\n");
  fs.writeFileSync(
    path.join(dir, 'page.ts'),
    "import * as XLSX from '@e965/xlsx';\nexport const a = XLSX;\nexport const later = () => import('recharts');\n",
  );
  const { packages } = firstBundle(path.join(dir, 'entry.ts'));
  expect([...packages.keys()]).toEqual(['@e965/xlsx']);
});
