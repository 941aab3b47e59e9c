import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/generator/**/*.test.ts'],
    testTimeout: 30_000,
  },
});
