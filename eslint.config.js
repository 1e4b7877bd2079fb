// Lint rules of the whole repository (flat config). Formatting is Prettier's job (.prettierrc.json).
// Why ESLint and not Biome: Biome's npm package pulls per-platform binaries that the registry mirror of
// our machines lacks, so `npm ci` could not install it (docs/ARCHITECTURE.md, "Decisions").
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import nerali from './tools/eslint-layers.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/dist/**',
      '**/.react-router/**',
      'data/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { nerali },
    rules: {
      // What each workspace may import: the domain only itself and TypeBox, the apps never each
      // other, the domain by its package name (tools/eslint-layers.js; tools/lint-guards.test.ts).
      // bench/ is in no workspace: benchmarks measure the server from outside on purpose.
      'nerali/layers': ['error', { root: import.meta.dirname }],
      'no-console': ['error', { allow: ['error', 'warn'] }],
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      // The domain is pure: time, randomness and I/O are passed in.
      'no-restricted-globals': [
        'error',
        { name: 'Date', message: 'domain is pure: pass time in' },
        { name: 'setTimeout', message: 'domain is pure: pass time in' },
        { name: 'setInterval', message: 'domain is pure: pass time in' },
        { name: 'fetch', message: 'domain does no I/O' },
        { name: 'process', message: 'domain does no I/O' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'pass random in' },
      ],
    },
  },
  {
    files: ['apps/web/app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The web reads a sport's facts from its registry (apps/web/app/kit/sport-facts.ts) or its card,
    // never from a test of which sport it is (tools/eslint-layers.js, `nerali/sport-branches`).
    // Tests and their fixtures (sample feeds of one sport each) may name sports.
    files: ['apps/web/app/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*fixture*.ts', '**/test-*.ts', '**/testing.tsx', '**/testing/**'],
    rules: {
      'nerali/sport-branches': [
        'error',
        {
          root: import.meta.dirname,
          // Each exception: the file, the exact code it tests, and why it is no sport's fact.
          allow: [
            {
              file: 'apps/web/app/kit/sports.ts',
              code: 'sport.slug === DEFAULT_SPORT_SLUG',
              reason: "routing: football's board is the home page (/ta/), no fact of football",
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      'bench/**',
      '**/scripts/**',
      '**/*.test.ts',
      '**/*.test.tsx',
      '**/e2e/**',
      'apps/server/src/cli/**',
    ],
    rules: { 'no-console': 'off' },
  },
  prettier,
);
