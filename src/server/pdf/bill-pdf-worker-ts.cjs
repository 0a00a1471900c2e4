// The PDF worker's entry when the server runs from TypeScript sources (tsx in development, jest's
// ts-jest in the tests). A worker thread gets neither tsx's loader nor jest's transform, so it
// registers tsx's CommonJS hook itself and loads the TypeScript worker. The compiled build
// (dist/server) loads bill-pdf-worker.js directly and never reads this file.
require('tsx/cjs/api').register();
module.exports = require('./bill-pdf-worker.ts');
