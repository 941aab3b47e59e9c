import { defineConfig } from 'vitest/config';
import { textUsagePlugin } from './runtime/shared/i18n/text-usage.js';

// One suite: the generator and its sources, unit tests, and the sandbox API. The sandbox tests run
// on PGlite always and also on PostgreSQL when TEST_DATABASE_URL is set (.ci/run starts one).
export default defineConfig({
  // The content review's map of texts and pages, which the preview's tests load.
  plugins: [textUsagePlugin()],
  test: {
    include: [
      'tests/unit/**/*.test.ts',
      'tests/generator/**/*.test.ts',
      'tests/sandbox/**/*.test.ts',
      'tests/server/**/*.test.ts',
    ],
    testTimeout: 30_000,
    // A sandbox suite's beforeAll opens a PGlite database and runs every migration: a few seconds
    // alone, but over 30 s when the suite shares 2 cores with the rest (seen on a loaded machine).
    // Waiting longer costs nothing when it is quick.
    hookTimeout: 120_000,
  },
});
