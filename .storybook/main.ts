import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: {
    name: '@storybook/react-vite',
    options: {
      builder: {
        // The app's vite.config.ts runs the React Router plugin, which wants to own the whole
        // build (routes, prerendering); Storybook gets a plain Vite config of its own instead.
        viteConfigPath: '.storybook/vite.config.ts',
      },
    },
  },
  stories: ['../stories/**/*.stories.tsx'],
  // Docgen parses every component's types for the docs tab; the stories set their args by hand,
  // and skipping it keeps the build (which CI runs) fast.
  typescript: { reactDocgen: false },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Storybook's preview bundles every story and its own runtime into one chunk; above Vite's
  // 500 kB warning by design (the app's budget is checked on the app's build, not here).
  viteFinal: (config) => ({
    ...config,
    build: { ...config.build, chunkSizeWarningLimit: 2000 },
  }),
};

export default config;
