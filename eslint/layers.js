// The layers of the hand-written code, as zones: each says which folder may not import which.
// One table feeds import-x's `no-restricted-paths` (static and dynamic imports) and the local
// `import-meta-glob` rule (Vite's glob strings, which no import plugin reads). docs/layers.md
// explains the layers; DESIGN.md the one-way flow between the top-level folders.
import { readdirSync } from 'node:fs';
import { URL } from 'node:url';

const runtimeEntries = [
  './runtime/root.tsx',
  './runtime/entry.client.tsx',
  './runtime/entry.server.tsx',
  './runtime/routes.ts',
];

/** The feature folders, read from the tree: a new feature is a zone without a config change. */
export const features = readdirSync(new URL('../runtime/features/', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export const zones = [
  {
    target: './runtime/shared',
    from: [
      './runtime/features',
      './runtime/routes',
      './runtime/islands',
      './runtime/server',
      ...runtimeEntries,
    ],
    message:
      'shared/ imports no feature, route or server module: move the code it needs to shared/.',
  },
  ...features.map((feature) => ({
    target: `./runtime/features/${feature}`,
    from: './runtime/features',
    except: [`./${feature}`],
    message: 'Features do not import each other: what two features share moves to shared/.',
  })),
  {
    target: './runtime/features',
    from: ['./runtime/routes', './runtime/islands', './runtime/server', ...runtimeEntries],
    message: 'A feature imports only its own modules, shared/ and generated/.',
  },
  {
    target: './runtime/routes',
    from: ['./runtime/server', './runtime/islands', ...runtimeEntries],
    message: 'Route modules import features and shared/, never the web server or the app entries.',
  },
  {
    target: './runtime/islands',
    from: ['./runtime/routes', './runtime/server', './runtime/enhance', ...runtimeEntries],
    message: 'An island draws a feature with shared/ parts, as its page does, without the router.',
  },
  {
    target: './runtime/enhance',
    from: ['./runtime/routes', './runtime/features', './runtime/islands', ...runtimeEntries],
    message: 'The enhancement script draws no page: it loads an island by its URL (ShellData).',
  },
  {
    target: './runtime/enhance',
    from: ['./runtime/shared/**/*.tsx'],
    message: 'The enhancement script runs without React: pure shared/ modules only.',
  },
  {
    target: './runtime/server',
    from: ['./runtime/routes', './runtime/features', ...runtimeEntries],
    message: 'The web server imports only environment-neutral shared/ modules and generated/.',
  },
  {
    target: './runtime/server',
    from: ['./runtime/shared/**/*.tsx'],
    message: 'The web server imports no React component: only environment-neutral shared/ modules.',
  },
  {
    target: ['./cli', './scripts'],
    from: ['./runtime/routes', './runtime/features', ...runtimeEntries],
    message: 'The CLI and scripts use the web server and environment-neutral shared/ modules only.',
  },
  {
    target: ['./cli', './scripts'],
    from: ['./runtime/shared/**/*.tsx'],
    message: 'The CLI and scripts import no React component.',
  },
  {
    target: ['./stories', './.storybook'],
    from: ['./runtime/server'],
    message: 'Stories draw components; they never import the web server.',
  },
];
