import { defineConfig } from 'vitest/config';

// One suite: the generator and its sources, unit tests, and the sandbox API. The sandbox tests run
// on PGlite always and also on PostgreSQL when TEST_DATABASE_URL is set (.ci/run starts one).
export default defineConfig({
  test: {
    include: [
      'tests/unit/**/*.test.ts',
      'tests/generator/**/*.test.ts',
      'tests/sandbox/**/*.test.ts',
      'tests/server/**/*.test.ts',
    ],
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
