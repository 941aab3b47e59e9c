import { defineConfig } from 'vitest/config';

// The browser suite (`npm run test:e2e`, also the last step of `npm test`): the global setup
// builds the web app when stale, starts the sandbox, the web server and one chromium; tests run
// concurrently inside a file (they wait on the browser, not the CPU) and files in parallel.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    maxConcurrency: 4,
    // A page that fails once on a loaded 2-core CI machine is a flake, not a finding; a real
    // failure fails twice. Retries are reported, so flakes stay visible.
    retry: process.env['CI'] ? 1 : 0,
  },
});
