// The first-load budget: the JavaScript a browser must fetch before the first screen shows (the
// scripts dist/client/index.html loads: webpack's entry chunks) is at most FIRST_LOAD_LIMIT bytes
// gzipped (at gzip's default level, as servers and proxies send it). Prints the figure after each
// `npm run build` and exits 1 above the limit, so CI fails. Screens, dialogs, Excel and charts load
// on demand (React.lazy, import()) and are listed apart.
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

/** 200 KB gzipped (kilobytes of 1,000 bytes: the stricter reading). */
const FIRST_LOAD_LIMIT = 200_000;

const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(file)).length;
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

/** The script files index.html loads (quoted or not, as the minified page writes them). */
function scriptsOf(html) {
  return [...html.matchAll(/<script\b[^>]*\bsrc=["']?([^"'\s>]+)/gi)].map((m) => m[1]);
}

/** The first load of a built client directory: each script's raw and gzipped size, and the total. */
function firstLoad(clientDir) {
  const html = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const files = scriptsOf(html).map((src) => {
    const file = path.join(clientDir, src.replace(/^\//, ''));
    return { src, bytes: fs.statSync(file).size, gzipped: gzipSize(file) };
  });
  const loaded = new Set(files.map((f) => path.basename(f.src)));
  const assets = path.join(clientDir, 'assets');
  const onDemand = fs.existsSync(assets)
    ? fs
        .readdirSync(assets)
        .filter((name) => name.endsWith('.js') && !loaded.has(name))
        .map((name) => ({ name, gzipped: gzipSize(path.join(assets, name)) }))
    : [];
  return { files, total: files.reduce((sum, f) => sum + f.gzipped, 0), onDemand };
}

/** The chunks a signed-in user's landing screen adds to the first load: the trip form and the bell. */
const LANDING_GROUPS = ['trip-form', 'notifications'];

/**
 * What the landing screen (/home) fetches beside the first load, from the chunk groups webpack
 * wrote (webpack.config.js); null when the build wrote none.
 */
function landingExtra(clientDir, firstLoadFiles) {
  const manifest = path.join(clientDir, '..', 'chunk-groups.json');
  if (!fs.existsSync(manifest)) return null;
  const groups = JSON.parse(fs.readFileSync(manifest, 'utf8'));
  const files = new Set(LANDING_GROUPS.flatMap((name) => groups[name] ?? []));
  for (const loaded of firstLoadFiles) files.delete(loaded.replace(/^\//, ''));
  return [...files].reduce((sum, file) => sum + gzipSize(path.join(clientDir, file)), 0);
}

function report(clientDir, limit = FIRST_LOAD_LIMIT) {
  const { files, total, onDemand } = firstLoad(clientDir);
  const lines = files.map((f) => `  ${f.src}: ${kb(f.bytes)} raw, ${kb(f.gzipped)} gzipped`);
  const largest = onDemand.sort((a, b) => b.gzipped - a.gzipped).slice(0, 5);
  const landing = landingExtra(
    clientDir,
    files.map((f) => f.src),
  );
  return {
    ok: files.length > 0 && total <= limit,
    text: [
      `First load (the scripts index.html loads): ${kb(total)} gzipped; the limit is ${kb(limit)}.`,
      ...lines,
      ...(landing === null
        ? []
        : [
            `After login, /home adds ${kb(landing)} gzipped (the trip form, prefetched while the login shows, and the bell).`,
          ]),
      `Loaded on demand: ${onDemand.length} chunks; the largest: ${largest.map((c) => `${c.name} ${kb(c.gzipped)}`).join(', ')}.`,
    ].join('\n'),
  };
}

module.exports = { FIRST_LOAD_LIMIT, firstLoad, report, scriptsOf };

if (require.main === module) {
  const clientDir = path.resolve(process.argv[2] ?? path.join(__dirname, '..', 'dist', 'client'));
  const { ok, text } = report(clientDir);
  console.log(text);
  if (!ok) {
    console.error(
      `The first load is over its limit of ${kb(FIRST_LOAD_LIMIT)} gzipped: load more of the app on demand (React.lazy, import()).`,
    );
    process.exit(1);
  }
}
