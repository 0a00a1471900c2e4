// jest's runtime with V8's code cache kept for the worker's life. Every test file still loads and
// runs each module afresh in its own context (jest's registry, its own module state); what is kept
// is only V8's compiled form of a module's source (bytecode for the same text, which V8 checks and
// refuses if it differs). A server test file loads some 1,300 modules; compiling them is about a
// fifth of a second of each file's fixed cost, and that is what the cache saves after the worker's
// first file.
const fs = require('node:fs');
const vm = require('node:vm');
// jest's own runtime (it comes with jest, at jest's version: not a dependency of its own in package.json).
const Runtime = require('jest-runtime').default;

/** filename -> the transformed source and V8's cache of it, for the worker's later test files. */
const compiled = new Map();
/** project, coverage, options and filename -> the file's stamp and jest's transform of it, for the worker's later test files. */
const transformed = new Map();

/** Changes when the file is written (watch mode reuses workers: an edited file is transformed again). */
function stampOf(filename) {
  const stat = fs.statSync(filename, { throwIfNoEntry: false });
  return stat ? `${stat.mtimeMs}:${stat.size}:${stat.ino}` : undefined;
}

class CodeCacheRuntime extends Runtime {
  constructor(...args) {
    super(...args);
    this.keepTransforms();
    const executor = this.executor;
    // A jest whose runtime is built otherwise runs as jest does, without the cache.
    if (typeof executor?.compile !== 'function') return;
    const compile = executor.compile.bind(executor);
    // The same compileFunction call as jest's ModuleExecutor.compile, with the cache added; anything
    // unusual (a core module, no context, a syntax error to report) goes to jest's own.
    executor.compile = (source, filename) => {
      const context = executor.environment.getVmContext();
      if (context == null || executor.resolution.isCoreModule(filename)) return compile(source, filename);
      const known = compiled.get(filename);
      const cachedData = known?.source === source ? known.data : undefined;
      let fn;
      try {
        fn = vm.compileFunction(source, executor.injectedModuleParameters, {
          filename,
          cachedData,
          produceCachedData: !cachedData,
          importModuleDynamically: (specifier, _function, attributes, ...rest) =>
            executor.dynamicImport(specifier, filename, context, attributes, rest[0]),
          parsingContext: context,
        });
      } catch {
        return compile(source, filename);
      }
      if (!cachedData && fn.cachedDataProduced) compiled.set(filename, { source, data: fn.cachedData });
      else if (cachedData && fn.cachedDataRejected) compiled.delete(filename);
      return fn;
    };
  }
}

/**
 * jest reads every module's source and looks its transform up in the on-disk cache (hashing the
 * source) again in each test file: some 0.1 s of a server file's fixed cost. The worker keeps each
 * file's transform while the file's stamp (mtime, size, inode) stays the same; the result is the
 * same object jest made, registered in this file's transforms as jest registers it.
 */
CodeCacheRuntime.prototype.keepTransforms = function keepTransforms() {
  const cache = this.transformCache;
  if (typeof cache?.transform !== 'function' || !(cache.transforms instanceof Map)) return;
  const transform = cache.transform.bind(cache);
  // The project and its coverage options (a watch run may turn coverage on): what else jest's transform reads.
  const project = `${this._config?.id ?? ''}\0${JSON.stringify(this._coverageOptions ?? null)}`;
  cache.transform = (filename, options) => {
    if (options?.isInternalModule) return transform(filename, options);
    const key = `${project}\0${JSON.stringify(options ?? null)}\0${filename}`;
    const stamp = stampOf(filename);
    const known = transformed.get(key);
    if (known && stamp !== undefined && known.stamp === stamp) {
      cache.transforms.set(filename, known.file);
      if (known.file.sourceMapPath) cache.sourceMaps.set(filename, known.file.sourceMapPath);
      return known.file.code;
    }
    const code = transform(filename, options);
    const file = cache.transforms.get(filename);
    if (file?.code === code && stamp !== undefined) transformed.set(key, { stamp, file });
    return code;
  };
};

module.exports = CodeCacheRuntime;
