// Storybook's own Vite config, empty on purpose: the app's (../vite.config.ts) runs the React
// Router plugin, which takes over the whole build (routes, prerendering) and breaks Storybook's.
import { defineConfig } from 'vite';

export default defineConfig({});
