import { defineConfig } from 'vitest/config';

// One Vitest run covers the pure packages, the web components and the server integration tests.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'resume', root: 'packages/resume', include: ['test/**/*.test.ts'] } },
      { test: { name: 'pdf-text', root: 'packages/pdf-text', include: ['test/**/*.test.ts'] } },
      {
        test: {
          name: 'templates',
          root: 'packages/templates',
          include: ['test/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
      {
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test-setup.ts'],
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['test/**/*.test.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
          // Each file boots its own server and database; two cores run two at a time, after the other projects.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
          // These tests start processes and databases on a shared 2-core machine; in CI a test that fails once is
          // run again, and scripts/test.mjs names it on its last lines as flaky, so it gets fixed rather than hidden.
          retry: process.env.CI ? 1 : 0,
        },
      },
    ],
  },
});
