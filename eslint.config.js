// One linter for the hand-written code. Imports run one way:
// sources -> generator -> generated -> runtime/sandbox; runtime and sandbox never import each other.
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import tseslint from 'typescript-eslint';
import importMetaGlob from './eslint/import-meta-glob.js';
import { zones } from './eslint/layers.js';

// Matches relative imports that climb to a top-level folder, e.g. '../../schema/x' but not
// '../../generated/countries/se.js'.
const restrict = (folders, message, ...more) => ({
  'no-restricted-imports': [
    'error',
    { patterns: [{ regex: `^(\\.\\./)+(${folders.join('|')})(/|$)`, message }, ...more] },
  ],
});

// generated/codes.ts and codes-data.ts reach every code table and rule; the start-up chunk takes
// whole modules (vite.config.ts startGroup), so one import of them from the runtime would load
// every table with the logged-in home (issue 18).
const everyCodeTable = {
  regex: '^(\\.\\./)+generated/codes(-data)?\\.js$',
  message:
    'Import the table, rule or helper from generated/codes/ (tables/<table>.js, rules/<rule>.js, lookup.js, ...): generated/codes.js brings every table into the page.',
};

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'generated/',
      '.data/',
      // React Router's route types, written by its dev server (`npm run preview`, `dev:web`).
      '.react-router/',
      'coverage/',
      'build/',
      'build-*/',
      'storybook-static/',
      'tests/fixtures/tmp/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { console: 'readonly', process: 'readonly' } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // The layers (eslint/layers.js, docs/layers.md): zones say which folder may not import
    // which, for imports, dynamic imports and import.meta.glob strings alike; no module is part
    // of an import cycle, type-only imports included (a cycle of types still ties two modules
    // into one unit to read and change).
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX, layers: { rules: { 'import-meta-glob': importMetaGlob } } },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'layers/import-meta-glob': ['error', { zones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // A test never skips itself: a missing feature or page fails, naming what is missing
    // (docs/testing.md). Skips written "until X is built" outlived X and hid real failures.
    files: ['tests/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'MemberExpression[property.name=/^(skip|skipIf|runIf|todo)$/]',
          message:
            'A test never skips itself: assert, or throw an Error naming what is missing (docs/testing.md).',
        },
        {
          selector: "ObjectPattern > Property[key.name='skip']",
          message:
            'A test never skips itself: assert, or throw an Error naming what is missing (docs/testing.md).',
        },
      ],
    },
  },
  {
    files: ['generator/**'],
    rules: restrict(
      ['generated', 'runtime', 'sandbox', 'cli'],
      'The generator reads sources only; it never imports generated code, the runtime, the sandbox or the CLI.',
    ),
  },
  {
    files: ['runtime/**'],
    rules: restrict(
      ['generator', 'schema', 'countries', 'content', 'sandbox', 'cli'],
      'The runtime imports generated/ only, never the sources, the generator, the sandbox or the CLI.',
      everyCodeTable,
    ),
  },
  {
    // The API's paths come from the contract through the generated path builders, so a path
    // changed in api.yaml is a type error here, not a 404 in production (issue 12).
    files: ['runtime/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['Literal[value=', 'TemplateElement[value.raw='].map((node) => ({
          selector: `${node}/\\/(service|download)\\//]`,
          message:
            'An API path is built by its generated path builder (generated/api/calls/<operationId>.ts), never by hand.',
        })),
      ],
    },
  },
  {
    files: ['sandbox/**'],
    rules: restrict(
      ['generator', 'schema', 'countries', 'content', 'runtime', 'cli'],
      'The sandbox imports generated/ only; it meets the runtime over HTTP, never by import.',
    ),
  },
);
