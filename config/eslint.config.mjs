// ESLint flat config (run from the repository root: `npm run lint`, which passes `-c` so patterns
// are relative to the root). 0 warnings is the gate: CI runs it with --max-warnings 0.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import testingLibrary from 'eslint-plugin-testing-library';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import prettierConfig from 'eslint-config-prettier';
import commentRules from './eslint-comment-rules.mjs';
import fs from 'node:fs';
import path from 'node:path';

const features = fs
  .readdirSync('src/client/features', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/**
 * The layers: shared under client and server; client never imports server (nor server client);
 * a feature never imports another feature; ui never imports features; the app's plumbing (api,
 * base query, errors, hooks, session) never imports features. Only the composition files of the
 * app (App, router, routes, store, domain events, the shell) put features together.
 */
const zones = [
  {
    target: './src/shared',
    from: ['./src/client', './src/server'],
    message: 'src/shared is used by both sides and imports neither.',
  },
  { target: './src/client', from: './src/server', message: 'Client code never imports server code.' },
  { target: './src/server', from: './src/client', message: 'Server code never imports client code.' },
  {
    target: './src/client/ui',
    from: './src/client/features',
    message: 'ui is below the features: it never imports one.',
  },
  {
    target: [
      './src/client/lists',
      './src/client/exports',
      './src/client/lookups',
      './src/client/mail',
      './src/client/test',
    ],
    from: './src/client/features',
    message: 'The list, export, look-up, mail and test kits serve every feature and import none.',
  },
  {
    target: [
      './src/client/app/!(App.tsx|router.tsx|routes.tsx|store.ts|domain-events.ts|*.test.ts|*.test.tsx)',
      './src/client/app/session',
    ],
    from: './src/client/features',
    message:
      "The app's plumbing never imports a feature; only App, router, routes, store, domain events and the shell compose them.",
  },
  ...features.map((feature) => ({
    target: `./src/client/features/${feature}`,
    from: './src/client/features',
    except: [`./${feature}`],
    message:
      'A feature never imports another feature: move what both need to src/shared, src/client/ui or the app.',
  })),
];

/**
 * Fenced server modules: a module (src/server/modules/X) is imported by another only through its
 * public files: `public.ts` (what every module may use: audit, files, settings, ...) or
 * `for-<consumer>.ts` (what one consumer needs: trips/for-billing.ts). Tests may reach further,
 * to set up and read back what they check. Globs here are absolute: the rule matches them so.
 */
const serverModules = fs
  .readdirSync('src/server/modules', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const modulesRoot = path.resolve('src/server/modules');
const moduleZones = serverModules.map((module) => ({
  target: `./src/server/modules/${module}`,
  from: [`${modulesRoot}/**`],
  except: [`${modulesRoot}/${module}/**`, `${modulesRoot}/*/public.ts`, `${modulesRoot}/*/for-*.ts`],
  message:
    'Another module is imported only through its public.ts or for-<consumer>.ts file (src/architecture.md, Layout).',
}));

/**
 * `x as unknown as T` tells the compiler nothing was checked: outside tests a type flows instead
 * (a generic, a type guard, a schema's inferred type, Kysely's typed select, the library's types).
 */
const noDoubleCast = [
  {
    selector:
      "TSAsExpression[expression.type='TSAsExpression'][expression.typeAnnotation.type='TSUnknownKeyword']",
    message:
      "No `as unknown as` outside tests: let the type flow (a generic, a type guard, the schema's inferred type, Kysely's typed select).",
  },
  {
    selector:
      "TSTypeAssertion[expression.type='TSTypeAssertion'][expression.typeAnnotation.type='TSUnknownKeyword']",
    message: 'No `<T><unknown>x` outside tests: let the type flow instead.',
  },
];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', 'data*/**', '**/*.cjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX, comments: commentRules },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
      // Without it import-x reads only .js files when it follows imports, and sees no cycle among .ts files.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      eqeqeq: ['error', 'smart'],
      'comments/no-issue-numbers': 'error',
    },
  },
  {
    files: ['src/server/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...zones, ...moduleZones] }] },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The React Compiler is not used here; this rule only says that TanStack Table/Virtual
      // return functions the compiler could not memoize.
      'react-hooks/incompatible-library': 'off',
    },
  },
  {
    files: ['src/client/**/*.test.{ts,tsx}'],
    ...testingLibrary.configs['flat/react'],
  },
  {
    // Command-line programs print to the terminal.
    files: [
      'src/server/demo/**',
      'src/server/ops/**',
      'src/server/bench/**',
      'src/server/main.ts',
      'src/server/start.ts',
      'config/**',
      'src/e2e/**',
    ],
    rules: { 'no-console': 'off' },
  },
  {
    // Kysely's own advice: a migration types its database as Kysely<any>, since it must keep
    // working when today's table types change.
    files: ['src/server/db/migrations/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Small rooms: a source file reads in one sitting, a function or component fits a
    // screen or two. Tests, browser tests and migrations are long lists of cases by nature.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'src/e2e/**', 'src/server/db/migrations/**'],
    // Counted in code lines: comments that say why are welcome, and Prettier decides the line breaks.
    rules: {
      'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }],
      'max-lines-per-function': ['error', { max: 120, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'config/**/*.{ts,mjs,js}'],
    ignores: ['**/*.test.{ts,tsx}', 'src/**/test/**', 'src/e2e/**'],
    rules: { 'no-restricted-syntax': ['error', ...noDoubleCast] },
  },
  {
    // One date box everywhere: a native date input shows the browser language's order (11/28/2026
    // in an en-US browser), so screens type dates in ui/DateField (dd/mm/yyyy, read day first).
    files: ['src/client/**/*.tsx'],
    ignores: ['src/client/ui/DateField.tsx', '**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        // The rule's options replace those of the block above, so the cast check is repeated here.
        ...noDoubleCast,
        {
          selector: "JSXAttribute[name.name='type'][value.value='date']",
          message:
            'Type dates in DateField, CellDateField or FormDateField (src/client/ui), not a native date input.',
        },
      ],
    },
  },
  {
    files: ['**/*.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // Last: turns off every rule that would argue with Prettier's formatting.
  prettierConfig,
);
