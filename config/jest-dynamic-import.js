// A few packages (PGlite's CommonJS build, used by the one-off PGlite move; @fastify/cookie) load modules with dynamic import(),
// which jest's CommonJS sandbox refuses without --experimental-vm-modules. This transform turns
// those import() calls into require() calls, through an alias because emscripten code declares
// its own `require` variable.
module.exports = {
  process(source) {
    const code = source.replace(/\bimport\((["'][^"']+["'])\)/g, 'Promise.resolve(__jestRequire($1))');
    return { code: `const __jestRequire = require;${code}` };
  },
  getCacheKey(source, filename) {
    return require('node:crypto')
      .createHash('sha1')
      .update('dynamic-import-v1')
      .update(filename)
      .update(source)
      .digest('hex');
  },
};
