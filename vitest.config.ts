import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { LongestFirstSequencer } from './scripts/vitest-sequencer';
import { linguiPlugins } from './apps/web/src/i18n/build-plugins';

/**
 * The unit and component projects share their workers between test files (`isolate: false`): each file used to pay
 * for a fresh worker, jsdom and its own import of React, the templates and the domain package (about 75% of their run
 * time). That is safe here because none of these tests mocks modules, stubs globals or fakes timers, every file that
 * renders unmounts after each test (apps/web's setup file makes sure), and none relies on module state of its own.
 * Vitest's default of one worker on a 2-core machine left a core idle; they take two.
 */
const shared = { isolate: false };

/**
 * Every project runs in one group on these workers (Vitest requires the same maxWorkers for that): the server
 * project's long files first, longest first, the unit projects' short files after them, filling the workers' ends
 * (scripts/vitest-sequencer.ts). Run one after the other, the unit projects left a worker idle at their end and the
 * server project's last long file ran alone.
 */
const workers = Math.max(2, availableParallelism() - 1);

export default defineConfig({
  test: {
    maxWorkers: workers,
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        test: {
          name: 'resume',
          root: 'packages/resume',
          include: ['test/**/*.test.ts'],
          // A few fuzz and size-limit tests take 2-4 s of CPU on their own; beside another worker on a loaded machine
          // they passed Vitest's default 5 s (json-resume-wild.test.ts did once). They assert results, not speed.
          testTimeout: 20_000,
          ...shared,
        },
      },
      { test: { name: 'pdf-text', root: 'packages/pdf-text', include: ['test/**/*.test.ts'], ...shared } },
      // The boundary lint rules fire (eslint.config.js).
      { test: { name: 'lint', root: 'scripts', include: ['*.test.ts'], testTimeout: 60_000 } },
      {
        test: {
          name: 'templates',
          root: 'packages/templates',
          include: ['test/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          ...shared,
        },
      },
      {
        // The app's messages are Lingui macros: its tests compile them as the build does.
        plugins: linguiPlugins(),
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test-setup.ts'],
          ...shared,
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['test/**/*.test.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
          // Each file boots its own server and database; two cores run two at a time (three were no faster here).
          maxWorkers: workers,
          // A worker runs file after file: the server's sources, Hono, the auth library, PGlite and Playwright are
          // imported once per worker, not once per file (that was 128 s of the project's 440 s). The state the server
          // keeps per process is either keyed by its server (config, database: WeakMaps) or reset per file by the
          // setup file (the share clock); every file stops the servers, databases and browsers it starts.
          isolate: false,
          setupFiles: ['./test/helpers/setup.ts'],
          globalSetup: ['./test/helpers/global-setup.ts'],
          // These tests start processes and databases on a shared 2-core machine; in CI a test that fails once is
          // run again, and scripts/test.mjs names it on its last lines as flaky, so it gets fixed rather than hidden.
          retry: process.env.CI ? 1 : 0,
        },
      },
    ],
  },
});
