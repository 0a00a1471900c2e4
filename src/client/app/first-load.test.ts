import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// The build's first-load check (run by `npm run build`, so CI fails above the limit).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { FIRST_LOAD_LIMIT, report } = require('../../../config/check-first-load.js') as {
  FIRST_LOAD_LIMIT: number;
  report: (clientDir: string) => { ok: boolean; text: string };
};

/** A built client whose index.html loads scripts of these many random (incompressible) bytes. */
function builtClient(scripts: Record<string, number>, lazy: Record<string, number> = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'first-load-'));
  const client = path.join(dir, 'client');
  fs.mkdirSync(path.join(client, 'assets'), { recursive: true });
  for (const [name, bytes] of Object.entries({ ...scripts, ...lazy }))
    fs.writeFileSync(path.join(client, 'assets', name), crypto.randomBytes(bytes));
  // As html-webpack-plugin writes it when minifying: attributes without quotes.
  const tags = Object.keys(scripts).map((name, i) =>
    i % 2 ? `<script defer="defer" src="/assets/${name}"></script>` : `<script defer src=/assets/${name}>`,
  );
  fs.writeFileSync(
    path.join(client, 'index.html'),
    `<!doctype html><html><head>${tags.join('')}</head><body><div id=root></div></body></html>`,
  );
  return client;
}

test('the scripts index.html loads, gzipped, are summed and held to the limit; lazily loaded chunks do not count', () => {
  const within = report(
    builtClient({ 'main.1.js': 90_000, 'runtime.1.js': 60_000 }, { 'reports.1.js': 500_000 }),
  );
  expect(within.ok).toBe(true);
  expect(within.text).toMatch(
    /^First load \(the scripts index.html loads\): 15\d\.\d KB gzipped; the limit is 200\.0 KB\./,
  );
  expect(within.text).toContain('/assets/runtime.1.js: 60.0 KB raw');
  expect(within.text).toContain('Loaded on demand: 1 chunks; the largest: reports.1.js 50');

  const over = report(builtClient({ 'main.2.js': FIRST_LOAD_LIMIT - 20_000, 'runtime.2.js': 30_000 }));
  expect(over.ok).toBe(false);
});

test('a page that loads no script is not a pass', () => {
  expect(report(builtClient({})).ok).toBe(false);
});
