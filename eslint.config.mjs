// Lint for the whole project: `npm run lint` (zero warnings), run by `npm test`.
// Formatting is Prettier's job (`prettier --check` in the same script), so no
// stylistic rules here.
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES = ['history', 'onboarding', 'quota', 'recommendation'];

/**
 * Dependencies point one way: shared code (api, components, config, lib, contract)
 * → features → app. A feature never imports another feature.
 */
const boundaryZones = [
  ...['api', 'components', 'config', 'lib'].map((shared) => ({
    target: `./src/${shared}`,
    from: ['./src/features', './src/app'],
    message: 'Shared code must not depend on features or the app.',
  })),
  ...FEATURES.map((feature) => ({
    target: `./src/features/${feature}`,
    from: ['./src/app', ...FEATURES.filter((other) => other !== feature).map((other) => `./src/features/${other}`)],
    message: 'A feature imports only shared code: move what two features share out of both, or raise an event defined in shared code.',
  })),
];

/**
 * The service reads as its pipeline (docs/architecture.md, "The service's pipeline"): each stage
 * of server/src imports only the stages before it (and the contract); the engine imports only the
 * domain and the contract, so the backtest replays it without I/O. What composes the stages (app.ts,
 * server.ts, start.ts, config/config.ts, plugins/) sits above them all and is not listed. The demo
 * (server/demo) is a client of the service: nothing in server/src imports it; start.ts reaches it through
 * one dynamic import when no RPC URL is set.
 */
const SERVER_STAGES = [['domain'], ['wallet'], ['chains'], ['protocols'], ['prices'], ['engine'], ['store'], ['recommendation'], ['routes', 'openapi']];
const serverZones = SERVER_STAGES.flatMap((folders, index) => {
  const allowed = folders[0] === 'engine' ? ['domain', 'engine'] : SERVER_STAGES.slice(0, index + 1).flat();
  const message =
    folders[0] === 'engine'
      ? 'The engine is pure: it imports only server/src/domain and the contract.'
      : `${folders.join('/ and ')}/ imports only itself, the stages before it and the contract (${allowed.join(', ')}): pass in what a later stage has, or move the code down.`;
  return folders.map((folder) => ({ target: `./server/src/${folder}`, from: './server/src', except: allowed.map((path) => `./${path}`), message }));
});
serverZones.push({
  target: './server/src',
  from: './server/demo',
  message: 'The demo is a client of the service: production code never imports it (start.ts loads it dynamically when no RPC URL is set).',
});

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'build/**',
      'node_modules/**',
      'coverage/**',
      'e2e/artifacts/**',
      'server/.cache/**',
      // Another commit's engine, unpacked by BENCH_ENGINE_AGAINST (tools/bench/engine/against.ts).
      '.bench-baseline/**',
      '**/*.cjs',
      '**/*.mjs',
      'src/api/readValidators.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      // Three programs: the web app (tsconfig.json), the service with its tests and the browser journeys (server/tsconfig.json), and the
      // benchmarks, soak and cluster harness (tools/tsconfig.json).
      parserOptions: { project: ['./tsconfig.json', './server/tsconfig.json', './tools/tsconfig.json'], tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // A leading underscore marks a value left out on purpose (`const { rules: _rules, ...rest } = token`).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // Template literals with numbers are how the engine writes its figures.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // node:test's test() and describe() return promises the runner itself awaits.
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          allowForKnownSafeCalls: [
            { from: 'package', package: 'node:test', name: ['test', 'it', 'describe', 'suite', 'before', 'after', 'beforeEach', 'afterEach'] },
          ],
        },
      ],
    },
  },
  {
    // In a test, a wrong `!` fails the test with a TypeError, which is the point of the test.
    files: ['**/*.test.{ts,tsx}', 'src/testing/**', 'server/test/**', 'tools/cluster/**', 'e2e/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // Fastify plugins and route handlers are async by contract, whether or not they await.
    files: ['server/src/plugins/**', 'server/src/routes/**', 'server/src/openapi/plugin.ts'],
    rules: { '@typescript-eslint/require-await': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...jsxA11y.flatConfigs.strict,
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { typescript: { project: './tsconfig.json' } } },
    rules: {
      'import/no-restricted-paths': ['error', { zones: boundaryZones }],
      // api/types.ts builds the readers' TypeBox schemas: a value imported from it would bundle TypeBox.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)api/types$|^\\./types$',
              allowTypeImports: true,
              message: 'Import only types from api/types.ts: its values are TypeBox schemas, for scripts/compileValidators.ts.',
            },
            {
              regex: '(^|/)contract(/(index|error|prices|recommendation|routes|wallet))?$',
              allowTypeImports: true,
              message:
                'These contract modules build TypeBox schemas, which the bundle does not carry: import types, or plain values from contract/actions.ts or contract/limits.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    // What the app reads of the contract is built here from its schemas, for scripts/compileValidators.ts only.
    files: ['src/api/types.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
  {
    files: ['server/src/**/*.ts'],
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { typescript: { project: './server/tsconfig.json' } } },
    rules: { 'import/no-restricted-paths': ['error', { zones: serverZones }] },
  },
);
