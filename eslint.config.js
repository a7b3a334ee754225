// Lint rules, including the layer boundaries (docs/architecture.md): shared code never imports features,
// features never import each other or the app; the server's zones are the blocks at the end
// (docs/architecture.md draws them), and `npm run check:cycles` refuses import cycles.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const CLIENT_SRC = path.join(import.meta.dirname, 'client/src');
/** Every folder under client/src/features is a feature: a new one is fenced in without a list to keep. */
const FEATURES = readdirSync(path.join(CLIENT_SRC, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * A feature imports only itself and the shared layers (lib, components, config, the generated gql):
 * `@/features/<other>/…`, `@/app/…` and relative paths that climb into them are refused.
 */
const featureBoundaries = {
  meta: {
    type: 'problem',
    messages: {
      crossing: 'A feature imports only itself and the shared layers, not {{target}}; compose features in app/routes.',
    },
  },
  create(context) {
    const file = path.relative(CLIENT_SRC, context.filename).split(path.sep);
    if (file[0] !== 'features' || !FEATURES.includes(file[1])) return {};
    const own = file[1];
    const check = (source) => {
      if (typeof source?.value !== 'string') return;
      const specifier = source.value;
      let target;
      if (specifier.startsWith('@/')) target = specifier.slice(2);
      else if (specifier.startsWith('.')) {
        target = path.relative(CLIENT_SRC, path.resolve(path.dirname(context.filename), specifier));
      } else return;
      const [layer, name] = target.split(/[\\/]/);
      const crossing = layer === 'app' || (layer === 'features' && name !== own);
      if (crossing) context.report({ node: source, messageId: 'crossing', data: { target: `${layer}/${name ?? ''}` } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

// Server zones (see the blocks at the end). Patterns match relative import specifiers.
const SERVER_TESTS = ['server/src/**/*.test.ts', 'server/src/**/*.test-support.ts', 'server/src/test/**'];
const UP = String.raw`^(\.{1,2}/)+`;
/** The protocol packages themselves (not our graphql/ folder). */
const PROTOCOLS = '^((graphql|express)(/|$)|@apollo/)';

/** Imports of the folders and root files named, optionally but for some files of them. */
function into(folders, except = []) {
  const but = except.length ? `(?!(${except.join('|')})$)` : '';
  return `${UP}(${folders.join('|')})/${but}`;
}
const ROOT_FILES = `${UP}(app|services|main)$`;
/** The search engine's internal files (any separator before them: esquery's regex has no slash). */
const ENGINE_INTERNALS = String.raw`search.(${[
  'section-index',
  'section-types',
  'section-filters',
  'text-store',
  'listed-view',
  'ngram-index',
  'bitset',
  'typed-arrays',
  'search-scheduler',
  'term-check',
  'term-cache',
  'keyword-cache',
  'keyword-match',
  'summary-store',
  'ranking',
  'facet',
  'snippet',
  'date-window',
  'letter-case',
  'warm-up',
].join('|')})$`;

function zone(files, patterns, extra = {}) {
  return {
    files,
    ignores: SERVER_TESTS,
    ...extra,
    rules: { 'no-restricted-imports': ['error', { patterns }] },
  };
}

function serverZones() {
  const edges = (message, graphqlExcept = []) => [
    { regex: into(['graphql'], graphqlExcept), message },
    { regex: into(['rest', 'http', 'web']), message },
    { regex: ROOT_FILES, message },
  ];
  const belowEdges = [
    ...edges('Below the edges: never import graphql/, rest/, http/, web/ or the app.'),
    { regex: PROTOCOLS, message: 'Protocol packages belong to the edges (graphql/, rest/, http/, web/).' },
  ];
  const services = [
    ...edges('Modules use graphql/access (decorators) only; services take a Caller (auth/caller.ts).', ['access']),
    { regex: PROTOCOLS, message: 'Services know no protocol: throw AppError (lib/app-error.ts).' },
  ];
  return [
    zone(['server/src/{auth,lib,storage,mail,config,rate-limit}/**/*.ts'], belowEdges),
    zone(
      ['server/src/db/**/*.ts'],
      [
        ...belowEdges,
        {
          regex: `${UP}(modules|seed|auth|lib|mail|storage|rate-limit|config)/`,
          message: 'db/ is the ground floor: it gets what it needs (the entities) passed in.',
        },
      ],
    ),
    zone(['server/src/modules/**/*.ts'], services, {
      ignores: [...SERVER_TESTS, 'server/src/modules/**/*.resolver.ts'],
    }),
    zone(
      ['server/src/modules/**/*.resolver.ts'],
      edges(
        'Resolvers use the decorators (graphql/access, graphql/answer-size) and the context (graphql/context) only.',
        ['access', 'answer-size', 'context'],
      ),
    ),
    zone(
      ['server/src/modules/search/**/*.ts'],
      [
        ...services,
        {
          regex: `${UP}((solution|grant|case|listing)/|sections$)`,
          message: 'The search engine knows sections only by id; compose them in modules/sections.ts.',
        },
      ],
    ),
    zone(
      ['server/src/graphql/**/*.ts'],
      [
        { regex: into(['rest', 'http', 'web']), message: 'graphql/ does not reach the HTTP edges.' },
        { regex: `${UP}app$`, message: 'graphql/ does not reach the HTTP edges.' },
      ],
    ),
    zone(
      ['server/src/http/**/*.ts'],
      [
        {
          regex: `${UP}(modules|rest)/|${ROOT_FILES}`,
          message: 'http/ is protocol middleware: no modules, no REST routes.',
        },
      ],
    ),
  ];
}

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
  {
    files: ['client/src/features/**/*.{ts,tsx}'],
    plugins: { portal: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: { 'portal/feature-boundaries': 'error' },
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
  // Server zones, from the ground floor up: db/ → auth, lib, storage, mail, config, rate-limit →
  // modules/ (services, entities, read models) → the edges graphql/, rest/, http/, web/ → app.ts.
  // Each file gets one block (a later block replaces an earlier one's rule), so a zone repeats
  // the restrictions of the zones it sits in. Tests may cross zones.
  ...serverZones(),
  // The search engine's internals (its indexes, text stores, scheduler) are imported by the engine
  // and the read plane (server/src/read/) only; everything else goes through the engine's interface
  // (search-engine.ts, search.types.ts) and the sections' declarations (modules/sections.ts). A rule
  // of its own, so that it adds to the zones above instead of replacing their patterns.
  {
    files: ['server/src/**/*.ts'],
    ignores: [...SERVER_TESTS, 'server/src/modules/search/**', 'server/src/read/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `ImportDeclaration[source.value=/${ENGINE_INTERNALS}/]`,
          message: "The search engine's internals belong to the engine and the read plane (server/src/read/).",
        },
      ],
    },
  },
);
