import js from '@eslint/js';
import { builtinModules } from 'node:module';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import houseRules from './eslint/house-rules.js';

/** Packages that draw UI or need a DOM: src/shared stays plain TypeScript (ARCHITECTURE.md, "Layout"). */
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
];

export default tseslint.config(
  // src/.house-rules-*: short-lived fixture folders of eslint/house-rules.test.ts.
  { ignores: ['dist', 'data', 'test-results', 'node_modules', 'coverage', 'src/.house-rules-*'] },
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
    // House rules for imports (ARCHITECTURE.md, "Layout"). Relative imports only: the code has no aliases.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { house: houseRules },
    rules: {
      'house/layers': ['error', LAYER_ZONES],
      'house/feature-boundaries': 'error',
      // Counts `import type` too (see eslint/house-rules.js).
      'house/no-cycle': 'error',
    },
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
