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
        },
      },
    ],
  },
});
