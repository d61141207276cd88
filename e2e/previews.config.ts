import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH, freePort } from './harness';

/**
 * `npm run previews` (DESIGN.md decision 13): builds the web app into a temporary folder, serves it with
 * `vite preview` and screenshots every template into apps/web/public/templates. No database or sign-in.
 */
if (!process.env.PREVIEWS_PORT) {
  process.env.PREVIEWS_PORT = String(await freePort());
  process.env.PREVIEWS_DIST = mkdtempSync(path.join(tmpdir(), 'resumey-previews-'));
}
const port = process.env.PREVIEWS_PORT;
const dist = process.env.PREVIEWS_DIST!;
const web = path.resolve(import.meta.dirname, '../apps/web');

export default defineConfig({
  testDir: './previews',
  outputDir: '../test-results/previews',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 120_000,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  webServer: {
    command: `npx vite build --outDir ${dist} --emptyOutDir --logLevel error && npx vite preview --outDir ${dist} --host 127.0.0.1 --port ${port} --strictPort`,
    cwd: web,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
