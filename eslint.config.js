// Lint rules, including the layer boundaries of STYLE.md: shared code never imports features,
// features never import each other or the app, and the server's modules never import the
// GraphQL or REST edges except the context types and the @Access decorator.
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES = [
  'auth',
  'cases',
  'grants',
  'solutions',
  'document-requests',
  'inquiry',
  'listings',
  'search',
  'profile',
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'client/src/gql/**',
      'data/**',
      'coverage/**',
      'playwright-report/**',
      'test-results/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    files: ['server/**/*.ts', 'scripts/**/*.mjs', 'e2e/**/*.ts', 'bench/**/*.{ts,mjs}', '*.{js,ts,mjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Files and folders kebab-case (components PascalCase inside them); `*.test.tsx` and the like
    // keep their suffixes.
    files: ['client/**/*.{ts,tsx}'],
    ignores: ['client/src/gql/**'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { 'client/**/*.{ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { 'client/**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: ['client/src/components/**', 'client/src/lib/**', 'client/src/config/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/features/*', '@/app/*'], message: 'Shared code must not import features or the app.' },
          ],
        },
      ],
    },
  },
  ...FEATURES.map((feature) => ({
    files: [`client/src/features/${feature}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/app/*', ...FEATURES.filter((f) => f !== feature).map((f) => `@/features/${f}/*`)],
              message: 'A feature must not import another feature or the app; compose them in app/routes.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['server/src/modules/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/rest/*', '**/graphql/schema', '**/graphql/errors', '**/app'],
              message: 'Services must not depend on the HTTP edges.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', '**/client/**'],
              message: 'shared is imported by both sides, never the reverse.',
            },
          ],
        },
      ],
    },
  },
);
