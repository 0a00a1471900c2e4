// jest's transform for the sources, shared by `npm test` and the browser suite: swc compiles each file
// alone to CommonJS, types dropped unchecked (type checking is `npm run typecheck`). On a cold
// cache it is several times faster than ts-jest, which it replaced.
const swc = (parser) => [
  '@swc/jest',
  {
    jsc: {
      parser,
      target: 'es2022', // tsconfig.json's target, with its class fields (defined, not assigned)
      transform: { react: { runtime: 'automatic' }, useDefineForClassFields: true },
    },
    module: { type: 'commonjs' },
  },
];

/** TypeScript, TSX, and JavaScript (the few ESM-only packages become CommonJS). */
module.exports = {
  '^.+\\.tsx$': swc({ syntax: 'typescript', tsx: true }),
  '^.+\\.[cm]?ts$': swc({ syntax: 'typescript' }),
  '^.+\\.[cm]?jsx?$': swc({ syntax: 'ecmascript', jsx: true }),
};
