// `npm start` builds what is missing or older than its sources: the SPA (webpack into dist/client)
// and the server (tsc into dist/server), so start itself only runs compiled JavaScript.
const fs = require('node:fs');
const path = require('node:path');
const { execSync } = require('node:child_process');

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
    sources: ['src/client', 'src/shared', 'webpack.config.js'],
    command: 'npx webpack --mode production',
  },
  {
    what: 'the server (tsc)',
    built: 'dist/server/src/server/main.js',
    sources: [
      'src/server',
      'src/shared',
      'config/runtime.ts',
      'config/tsconfig.server.json',
      'tsconfig.json',
    ],
    command: 'npx tsc -p config/tsconfig.server.json',
  },
];

for (const target of targets) {
  if (builtAt(target.built) < newestOf(target.sources)) {
    console.log(`Building ${target.what}...`);
    execSync(target.command, { cwd: root, stdio: 'inherit' });
    // tsc leaves unchanged outputs' times alone: mark the build as done now.
    const now = new Date();
    fs.utimesSync(path.join(root, target.built), now, now);
  }
}
