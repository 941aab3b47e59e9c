import { basename } from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that start first, longest first (about 1 to 4 minutes each, one file at a time on the
 * 2-core machine): the run lasts at least as long as its longest file. Vitest orders by the
 * durations of earlier runs, but a fresh CI checkout has none and then starts the largest files
 * first, which put the short public-pages file at the end. The files that mostly wait for the
 * 60 s messages poll go between the ones that keep the CPU busy, so the two files running at once
 * rarely both want it.
 */
const startFirst = [
  'public-pages.test.ts',
  'app-messages.test.ts',
  'app-maintenance.test.ts',
  'login.test.ts',
  'maintenance.test.ts',
  'app-navigation.test.ts',
  'app-overview.test.ts',
  'app-invoices.test.ts',
  'app-paying.test.ts',
  'shell-behaviour.test.ts',
  'app-purchases.test.ts',
  'app-profile.test.ts',
];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification): number => {
      const index = startFirst.indexOf(basename(file.moduleId));
      return index === -1 ? startFirst.length : index;
    };
    // The files not listed keep vitest's own order (the sort is stable).
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

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
    // expect.poll waits for a state; its default second is shorter than a page's reaction on a
    // 2-core CI machine at load 20 (several retries were this and nothing else). A poll that
    // needs longer or shorter names its own timeout.
    expect: { poll: { timeout: 10_000 } },
    // Vitest's default on a 2-core machine is one file at a time, and then the files that wait a
    // minute or two for a poll (the messages, maintenance) wait with the machine idle. Chromium
    // does the work: two files at once fill those waits, more only starve the CPU.
    maxWorkers: 2,
    sequence: { sequencer: LongestFirst },
    // A page that fails once on a loaded 2-core CI machine is a flake, not a finding; a real
    // failure fails twice. Retries are reported, so flakes stay visible.
    retry: process.env['CI'] ? 1 : 0,
  },
});
