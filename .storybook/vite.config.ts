// Storybook's own Vite config: the app's (../vite.config.ts) runs the React Router plugin, which
// takes over the whole build (routes, prerendering) and breaks Storybook's. Only the content
// review's map of texts and pages, which its stories' module imports.
import { defineConfig } from 'vite';
import { textUsagePlugin } from '../runtime/shared/i18n/text-usage.js';

export default defineConfig({ plugins: [textUsagePlugin()] });
