// `npm start` builds what is missing or older than its sources: the SPA (webpack into dist/client)
// and the server (tsc into dist/server), so start itself only runs compiled JavaScript. With
// --server only the server (the ops commands: backup, restore, seed, migrate-pglite, upgrade-db).
// A production install (`npm ci --omit=dev`) has no webpack or tsc: it runs what `npm run build` made.
const fs = require('node:fs');
const path = require('node:path');
const { spawn } = require('node:child_process');

const root = path.resolve(__dirname, '..');

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target))
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const builtAt = (file) =>
  fs.existsSync(path.join(root, file)) ? fs.statSync(path.join(root, file)).mtimeMs : 0;
const newestOf = (sources) => Math.max(...sources.map((p) => newestMtime(path.join(root, p))));

const targets = [
  {
    what: 'the web app (webpack)',
    built: 'dist/client/index.html',
    tool: 'webpack',
    sources: ['src/client', 'src/shared', 'webpack.config.js'],
    // Errors and warnings only: a first start shows a few lines of progress, not webpack's asset tables.
    command: ['npx', ['webpack', '--mode', 'production', '--stats', 'errors-warnings']],
  },
  {
    what: 'the server (tsc)',
    built: 'dist/server/src/server/main.js',
    tool: 'typescript',
    sources: [
      'src/server',
      'src/shared',
      'config/runtime.ts',
      'config/tsconfig.server.json',
      'tsconfig.json',
    ],
    command: ['npx', ['tsc', '-p', 'config/tsconfig.server.json']],
  },
];

/** Runs a build, saying every 30 s that it is still going; resolves with the seconds it took. */
function build(target) {
  const started = Date.now();
  const seconds = () => Math.round((Date.now() - started) / 1000);
  const ticker = setInterval(() => console.log(`  still building ${target.what} (${seconds()} s)`), 30_000);
  return new Promise((resolve, reject) => {
    const [command, args] = target.command;
    spawn(command, args, { cwd: root, stdio: 'inherit' }).on('exit', (code) => {
      clearInterval(ticker);
      if (code === 0) resolve(seconds());
      else reject(new Error(`Building ${target.what} failed (exit code ${code}).`));
    });
  });
}

/** Whether a build tool is installed (dev dependencies), without npx fetching it from the registry. */
function installed(tool) {
  try {
    require.resolve(`${tool}/package.json`, { paths: [root] });
    return true;
  } catch {
    return false;
  }
}

async function main() {
  const wanted = process.argv.includes('--server') ? targets.slice(1) : targets;
  const stale = wanted.filter((target) => builtAt(target.built) < newestOf(target.sources));
  const missing = stale.filter((target) => !installed(target.tool));
  if (missing.length > 0)
    throw new Error(
      `${missing.map((target) => target.built).join(' and ')} must be built (missing or older than the sources), ` +
        `but ${missing.map((target) => target.tool).join(' and ')} is not installed (a production install, npm ci --omit=dev): ` +
        'run `npm ci && npm run build` first, then `npm ci --omit=dev` if you want the dev dependencies gone.',
    );
  for (const [index, target] of stale.entries()) {
    console.log(
      `Building ${target.what} (${index + 1} of ${stale.length}; a first build takes a minute or two)...`,
    );
    const took = await build(target);
    // tsc leaves unchanged outputs' times alone: mark the build as done now.
    const now = new Date();
    fs.utimesSync(path.join(root, target.built), now, now);
    console.log(`  built ${target.what} in ${took} s`);
  }
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
