// One linter for the hand-written code. Imports run one way:
// sources -> generator -> generated -> runtime/sandbox; runtime and sandbox never import each other.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

// Matches relative imports that climb to a top-level folder, e.g. '../../schema/x' but not
// '../../generated/countries/se.js'.
const restrict = (folders, message) => ({
  'no-restricted-imports': [
    'error',
    { patterns: [{ regex: `^(\\.\\./)+(${folders.join('|')})(/|$)`, message }] },
  ],
});

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'generated/',
      '.data/',
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
    ),
  },
  {
    files: ['sandbox/**'],
    rules: restrict(
      ['generator', 'schema', 'countries', 'content', 'runtime', 'cli'],
      'The sandbox imports generated/ only; it meets the runtime over HTTP, never by import.',
    ),
  },
);
