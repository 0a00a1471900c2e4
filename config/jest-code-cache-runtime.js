// jest's runtime with V8's code cache kept for the worker's life. Every test file still loads and
// runs each module afresh in its own context (jest's registry, its own module state); what is kept
// is only V8's compiled form of a module's source (bytecode for the same text, which V8 checks and
// refuses if it differs). A server test file loads some 1,300 modules; compiling them is about a
// fifth of a second of each file's fixed cost, and that is what the cache saves after the worker's
// first file.
const vm = require('node:vm');
// jest's own runtime (it comes with jest, at jest's version: not a dependency of its own in package.json).
const Runtime = require('jest-runtime').default;

/** filename -> the transformed source and V8's cache of it, for the worker's later test files. */
const compiled = new Map();

class CodeCacheRuntime extends Runtime {
  constructor(...args) {
    super(...args);
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

module.exports = CodeCacheRuntime;
