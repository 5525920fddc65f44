import js from '@eslint/js';
import { builtinModules } from 'node:module';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import houseRules from './eslint/house-rules.js';

/** Packages that draw UI or need a DOM: src/shared stays plain TypeScript (README.md, "Layout"). */
const UI_PACKAGES = [
  'react',
  'react/*',
  'react-dom',
  'react-dom/*',
  'react-router',
  'react-router/*',
  '@tanstack/react-query',
  'lucide-react',
  'radix-ui',
  '@radix-ui/*',
  'sonner',
  '@hello-pangea/dnd',
];

/**
 * The one-way layers: shared ← server, shared ← web; in web, components/ui and lib ← features ← app.
 * src/web/friend (the friend page's entry) is a composition root like src/web/app.
 */
const LAYER_ZONES = [
  {
    target: 'src/shared',
    from: ['src/server', 'src/web'],
    message: 'src/shared is used by both server and web, so it imports neither.',
  },
  {
    target: 'src/server',
    from: 'src/web',
    message: 'The server never imports web code; share it through src/shared.',
  },
  {
    target: 'src/web',
    from: 'src/server',
    message: 'Web code never imports server code; share it through src/shared.',
  },
  {
    target: ['src/web/components/ui', 'src/web/lib'],
    from: ['src/web/features', 'src/web/app', 'src/web/friend'],
    message: 'Generic UI and lib code knows nothing of features or of the app that composes them.',
  },
  {
    target: 'src/web/features',
    from: ['src/web/app', 'src/web/friend'],
    message: 'Features are composed by src/web/app and src/web/friend, never the other way round.',
  },
  {
    target: 'src/web/lib',
    from: 'src/web/components',
    message: 'lib holds plain helpers; components build on lib.',
  },
  {
    target: 'src/web/service-worker',
    from: ['src/web/features', 'src/web/app', 'src/web/friend', 'src/web/components'],
    message: 'The service worker has no DOM and no React: it builds on src/web/lib and src/shared alone.',
  },
  {
    target: 'src/web/app',
    from: 'src/web/friend',
    message: 'The app and the friend page are two entries; what both need lives below them.',
  },
  {
    target: 'src/web/friend',
    from: 'src/web/app',
    message: 'The friend page and the app are two entries; what both need lives below them.',
  },
];

const SERVER = (...parts) => parts.map((part) => `src/server/${part}`);

/**
 * The server's own layers, from the bottom: config.ts and limits.ts; db; realtime, mail and cache; auth
 * and http; features; app.ts, which composes them. metrics/ stands aside: app.ts hands it what it measures
 * through seams the measured parts define, so neither imports the other. Tests are left out: they build
 * the whole app.
 */
const SERVER_ZONES = [
  {
    target: SERVER('config.ts', 'limits.ts'),
    from: SERVER('auth', 'db', 'features', 'http', 'mail', 'realtime', 'app.ts', 'context.ts', 'errors.ts'),
    message: 'Every part of the server reads its settings, so config.ts and limits.ts import none of them.',
  },
  {
    target: SERVER('db'),
    from: SERVER('auth', 'features', 'http', 'mail', 'realtime', 'app.ts', 'context.ts', 'errors.ts'),
    message: 'The database layer knows tables and connections, not what is built on them.',
  },
  {
    target: SERVER('realtime', 'mail'),
    from: SERVER('auth', 'features', 'http', 'app.ts', 'context.ts'),
    message: 'Realtime and mail carry what features hand them and know nothing of features or routes.',
  },
  {
    target: SERVER('cache'),
    from: SERVER('auth', 'features', 'app.ts', 'context.ts'),
    message: 'The caches keep what they are handed and know nothing of the features that use them.',
  },
  {
    target: SERVER('outbound'),
    from: SERVER('auth', 'features', 'http', 'app.ts', 'context.ts'),
    message: 'outbound/ guards requests to addresses users give, for whichever feature asks: it knows none.',
  },
  {
    target: SERVER('drawing'),
    from: SERVER('auth', 'cache', 'db', 'features', 'http', 'mail', 'realtime', 'app.ts', 'context.ts'),
    message: 'drawing/ draws the basemap the app ships, for whichever feature asks: it knows none.',
  },
  {
    target: SERVER('auth'),
    from: SERVER('features', 'app.ts'),
    message: 'Auth (sessions, ownership) is below the features that check it.',
  },
  {
    target: SERVER('http'),
    from: SERVER('features', 'app.ts'),
    message: 'http/ is the plumbing every feature uses (scopes, limits, headers): it imports no feature.',
  },
  {
    target: SERVER('features'),
    from: SERVER('app.ts', 'main.ts', 'admin-cli.ts'),
    message: 'Features are composed by app.ts, never the other way round.',
  },
  {
    target: SERVER('metrics'),
    from: SERVER('auth', 'cache', 'db', 'features', 'http', 'mail', 'realtime', 'app.ts', 'context.ts'),
    message: 'metrics/ is handed what it measures by app.ts, through seams: it imports no other part.',
  },
  {
    target: SERVER('auth', 'cache', 'db', 'features', 'http', 'mail', 'realtime', 'config.ts', 'context.ts'),
    from: SERVER('metrics'),
    message: 'Only app.ts knows metrics/: a part measured defines its seam and is handed what fills it.',
  },
];

/** Features, web and server, import each other one way only (eslint/feature-cycles.js). */
const FEATURE_ROOTS = ['src/web/features', 'src/server/features'];

export default tseslint.config(
  // src/.house-rules-*: short-lived fixture folders of eslint/house-rules.test.ts.
  {
    ignores: [
      'dist',
      'data',
      'test-results',
      'node_modules',
      'coverage',
      'src/.house-rules-*',
      'src/shared/i18n/compiled',
    ],
  },
  js.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    extends: [...tseslint.configs.strictTypeChecked],
    languageOptions: {
      parserOptions: { project: './tsconfig.json', tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // House rules for imports (README.md, "Layout"). Relative imports only: the code has no aliases.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { house: houseRules },
    rules: {
      'house/layers': ['error', LAYER_ZONES],
      'house/feature-boundaries': 'error',
      // Counts `import type` too (see eslint/house-rules.js).
      'house/no-cycle': 'error',
      'house/feature-cycles': ['error', { roots: FEATURE_ROOTS }],
    },
  },
  {
    // Replaces the layers above for the server's own files, with its internal zones added.
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/**/*.test.ts'],
    plugins: { house: houseRules },
    rules: { 'house/layers': ['error', [...LAYER_ZONES, ...SERVER_ZONES]] },
  },
  {
    files: ['src/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', ...builtinModules],
              message: 'src/shared runs in the browser too: no Node modules.',
            },
            { group: UI_PACKAGES, message: 'src/shared is plain TypeScript: no UI or DOM libraries.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    plugins: { house: houseRules },
    rules: { 'house/kebab-case-filename': 'error' },
  },
  {
    // Tests build the app through buildApp like everyone else: no *.routes.ts imports here either.
    files: ['tests/**/*.{ts,tsx}'],
    plugins: { house: houseRules },
    rules: { 'house/feature-boundaries': 'error' },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['zod'],
              allowTypeImports: true,
              message: 'The browser stays free of Zod (decisions 006 and 008).',
            },
            {
              // The zod-free parts: the method-and-path tables, the path helpers, the constants.
              regex: 'shared/contracts/(?!endpoints/|contract\\.js$|error-codes\\.js$|auth-constants\\.js$)',
              allowTypeImports: true,
              message: 'The contracts carry Zod: import their types, or values from contracts/endpoints.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Vitest's asymmetric matchers (expect.any, expect.stringMatching) are typed as any.
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts'],
    rules: { '@typescript-eslint/no-unsafe-assignment': 'off' },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: globals.node },
  },
);
