import fs from 'node:fs';
import path from 'node:path';
import { transformFile } from '@swc/core';

/** Where jest's globalSetup tells the test files it compiled the server's sources for the run. */
export const COMPILED_SERVER_ENV = 'FREIGHT_TEST_COMPILED_SERVER';

const ROOT = path.resolve(__dirname, '../../..');
const SOURCES = ['src/server', 'src/shared', 'config/runtime.ts'];

function typeScriptFiles(from: string): string[] {
  if (!fs.statSync(from).isDirectory()) return [from];
  return fs
    .readdirSync(from, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? typeScriptFiles(path.join(from, entry.name))
        : /(?<!\.test)\.ts$/.test(entry.name)
          ? [path.join(from, entry.name)]
          : [],
    );
}

/**
 * jest globalSetup: the server's sources compiled once for the run to CommonJS, each file alone with
 * the transform jest itself runs them through (swc, config/jest-swc-transform.js), into dist/ (inside
 * the repository, so node_modules resolves). A process started from them loads in about a quarter of
 * tsx's time (0.5-0.9 s against 3.2 s, measured on these 2 cores under load); the whole compile takes
 * about a second. Answers the directory, to remove at teardown.
 */
export async function compileServerForTests(run: string): Promise<string> {
  const out = path.join(ROOT, 'dist', `test-server-${run}`);
  const files = SOURCES.flatMap((source) => typeScriptFiles(path.join(ROOT, source)));
  await Promise.all(
    files.map(async (file) => {
      const { code } = await transformFile(file, {
        swcrc: false,
        jsc: {
          parser: { syntax: 'typescript' },
          target: 'es2022',
          transform: { useDefineForClassFields: true },
        },
        module: { type: 'commonjs' },
      });
      const into = path.join(out, path.relative(ROOT, file).replace(/\.ts$/, '.js'));
      fs.mkdirSync(path.dirname(into), { recursive: true });
      fs.writeFileSync(into, code);
    }),
  );
  process.env[COMPILED_SERVER_ENV] = out;
  return out;
}

/**
 * Node's arguments to run a source file (e.g. 'src/server/main.ts') from the repository's root: its
 * compiled copy when globalSetup made one, else the source through tsx (as `npm run` did before).
 */
export function nodeArgsFor(source: string): string[] {
  const compiled = process.env[COMPILED_SERVER_ENV];
  return compiled ? [path.join(compiled, source.replace(/\.ts$/, '.js'))] : ['--import', 'tsx', source];
}
