// The PDF worker's entry when the server runs from TypeScript sources (tsx in development, jest in
// the tests). A worker thread gets neither tsx's loader nor jest's transform, so it registers tsx's
// CommonJS hook itself and loads the TypeScript worker. Under jest, whose globalSetup compiled the
// server's sources for the run with jest's own transform (src/server/test/compiled-server.ts names
// the variable), it loads that compiled worker instead: loading tsx and the worker's graph through it
// cost about 0.8 s of CPU in every test file's first bill. The compiled build (dist/server) loads
// bill-pdf-worker.js directly and never reads this file.
const path = require('node:path');

const compiled = process.env.FREIGHT_TEST_COMPILED_SERVER;
if (compiled) {
  module.exports = require(path.join(compiled, 'src/server/pdf/bill-pdf-worker.js'));
} else {
  require('tsx/cjs/api').register();
  module.exports = require('./bill-pdf-worker.ts');
}
