/**
 * Lint, and the boundaries of DESIGN.md 2 (docs/architecture.md says why each holds):
 * - packages: isomorphic code (domain/, resource definitions, wizard steps, the engine's core) imports no React, MUI or
 *   react-admin; the server imports no UI package;
 * - paths (import/no-restricted-paths): the engine imports nothing of the app, the domain nothing above
 *   it, the server nothing of the UI, a resource nothing of another resource;
 * - no import cycles anywhere (import/no-cycle).
 */
import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';

const uiPackages = [
  'react',
  'react-dom',
  'react-admin',
  'ra-*',
  'react-router',
  'react-router-dom',
  '@mui/*',
  '@emotion/*',
  'react-hook-form',
  '@tanstack/*',
];
const isomorphicPackages = {
  patterns: [
    {
      group: uiPackages,
      message:
        'resources/*.ts, schema/ core and domain/ are isomorphic: no React, MUI or react-admin (DESIGN.md 2).',
    },
  ],
};

/** The app around the engine: what src/schema/ may not import (it is handed the registry and providers). */
const APP = [
  'resources',
  'providers',
  'i18n',
  'layout',
  'pages',
  'navigation',
  'routing',
  'wizards',
  'featureFlags',
].map((dir) => `./src/${dir}`);
const APP_ENTRY = ['./src/App.tsx', './src/main.tsx', './src/SignedInApp.tsx', './src/loadSignedInApp.ts'];
/** UI code of the app: what isomorphic code and the server may not import. */
const UI = [
  './src/schema/ui',
  './src/providers',
  './src/layout',
  './src/pages',
  './src/navigation',
  './src/routing',
  './src/featureFlags',
  './src/i18n',
  ...APP_ENTRY,
];

/**
 * One zone per resource (a file `<name>.ts` or a folder `<name>/`): it may import from itself and from
 * shared/ (field builders), never from another resource; they know each other by name, through the
 * registry. Read from the directory, so a new resource is covered without editing this file.
 */
const NOT_RESOURCES = new Set(['registry.ts', 'component-registry.tsx', 'shared', '__tests__']);
const resourceEntries = fs
  .readdirSync('src/resources', { withFileTypes: true })
  .filter(
    (entry) =>
      !NOT_RESOURCES.has(entry.name) &&
      (entry.isDirectory() || /^[a-z][\w-]*\.tsx?$/.test(entry.name)) &&
      !/\.test\.tsx?$/.test(entry.name),
  )
  .map((entry) => entry.name);
const resourceZones = [
  ...resourceEntries.map((entry) => ({
    target: `./src/resources/${entry}`,
    from: './src/resources',
    except: [`./${entry}`, './shared'],
    message:
      'A resource never imports another resource; refer to it by name (shared field builders live in src/resources/shared/).',
  })),
  {
    target: './src/resources/shared',
    from: './src/resources',
    except: ['./shared'],
    message: 'shared/ holds field builders for resources; it imports no resource.',
  },
];

const boundaries = [
  {
    target: './src/schema',
    from: [...APP, ...APP_ENTRY, './server'],
    message:
      'The engine is generic: it imports nothing of the app; the app hands it the registry, components and providers (DESIGN.md 2).',
  },
  {
    target: ['./src/schema/*.ts', './src/schema/!(ui)/**/*'],
    from: './src/schema/ui',
    message: 'The engine core is isomorphic: it cannot import the engine UI.',
  },
  {
    target: './src/domain',
    from: ['./src/schema', ...APP, ...APP_ENTRY, './server'],
    message: 'domain/ holds the rules everything else uses; it imports nothing above it.',
  },
  {
    target: './src/resources/**/*.ts',
    from: UI.filter((dir) => dir !== './src/i18n'),
    message:
      'Resource definitions (*.ts) are isomorphic: the API reads them. UI code of a resource lives in its *.tsx files.',
  },
  {
    target: './src/resources/**/*.ts',
    from: './src/**/*.tsx',
    message: 'Resource definitions (*.ts) are isomorphic: they import no component (*.tsx).',
  },
  {
    target: './src/wizards/**/*.ts',
    from: UI.filter((dir) => dir !== './src/i18n'),
    message: 'A wizard’s steps (*.ts) are data the API judges too: isomorphic; its screens are *.tsx.',
  },
  {
    target: './src/wizards/**/*.ts',
    from: './src/**/*.tsx',
    message: 'A wizard’s steps (*.ts) are data the API judges too: they import no component (*.tsx).',
  },
  {
    target: './server',
    from: UI,
    message: 'The server imports only isomorphic code from src/ (domain, schema core, resource definitions).',
  },
  { target: './server', from: './src/**/*.tsx', message: 'The server imports no component (*.tsx).' },
  // The platform (engine, storage, HTTP, sign-in, routing) knows no feature: features plug into it
  // through server/features/<name>/feature.ts; only the app, the start, the demo seed and the route
  // table's composition (server/routing/api-routes.ts, types only) name them.
  ...['resources', 'storage', 'db', 'http', 'auth'].map((part) => ({
    target: `./server/${part}`,
    from: './server/features',
    message:
      'The platform imports no feature: a feature plugs in through its feature.ts (docs/architecture.md).',
  })),
  ...resourceZones,
];

const serverImportRules = (allowWrites) => [
  'error',
  {
    paths: [
      {
        name: 'hono',
        importNames: ['Hono'],
        allowTypeImports: true,
        message:
          'Declare routes in the route table (a feature’s feature.ts: routes.get(path, access, doc, handler)); only server/app.ts makes the app.',
      },
    ],
    patterns: [
      { group: uiPackages, message: 'The server never imports UI code.' },
      ...(allowWrites
        ? []
        : [
            {
              group: ['**/resources/storage.ts'],
              importNames: ['insertRow', 'insertRows', 'updateRow', 'deleteRow'],
              message:
                'Write through the engine’s write path (server/resources/write-record.ts: createRecord, updateRecord, deleteRecord, or a BatchWrite), not beside it; a write nobody signed in makes has a systemWriter.',
            },
          ]),
    ],
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'node_modules',
      '.data',
      'test-results',
      'playwright-report',
      'coverage',
      '.scratch',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { import: importPlugin },
    settings: {
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'import/ignore': ['node_modules'],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-restricted-paths': ['error', { zones: boundaries }],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@mui/icons-material', message: 'Import icons by path: @mui/icons-material/Name.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
  },
  {
    files: [
      'src/domain/**/*.ts',
      'src/resources/**/*.ts',
      'src/wizards/**/*.ts',
      'src/schema/*.ts',
      'src/schema/!(ui)/**/*.ts',
    ],
    rules: { 'no-restricted-imports': ['error', isomorphicPackages] },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': serverImportRules(false),
    },
  },
  {
    // The write path itself and the demo seed (records nobody wrote through the API).
    files: ['server/resources/**/*.ts', 'server/seed/**/*.ts', 'server/storage/**/*.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': serverImportRules(true) },
  },
  {
    // The app and the static server make the Hono apps; tests may build small ones.
    files: ['server/app.ts', 'server/static-app.ts', 'server/**/*.test.ts', 'server/testing/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: uiPackages, message: 'The server never imports UI code.' }] },
      ],
    },
  },
  {
    files: [
      'src/pages/**/*.tsx',
      'src/layout/**/*.tsx',
      'src/schema/ui/**/*.tsx',
      'src/wizards/**/*.tsx',
      'src/navigation/**/*.tsx',
      'src/resources/**/*.tsx',
    ],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'All I/O goes through providers (DESIGN.md 2).' },
      ],
    },
  },
);
