import { defineConfig, devices } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, CHROMIUM_PATH, CHROMIUM_SHELL_PATH, baseURL, prepareRun } from './harness';

await prepareRun();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/**
 * Specs that judge pixels and text metrics (approved screenshots, fitting to pages, lines on a phone) run in the full
 * browser a job seeker uses, whose text the baselines were approved in; the headless shell sets text a hair
 * differently. Every other spec runs in the shell, which is quicker.
 */
const PIXEL_SPECS = /\/(templates|editor-shots|fit-pages|public-phone)\.spec\.ts$/;
const desktop = { ...devices['Desktop Chrome'], channel: undefined };

export default defineConfig({
  testDir: './tests',
  outputDir: process.env.E2E_OUTPUT_DIR,
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  // On CI a failed test runs once more and, if it then passes, is reported as flaky by name (scripts/test.mjs), not
  // hidden: a broken feature fails both runs. Locally every failure shows at once.
  retries: process.env.CI ? 1 : 0,
  // A test's whole run, a guard against hanging: the longest specs (several readers, axe and a PDF) take 15 s on a
  // quiet 2-core machine and four times that on a loaded CI one.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: process.env.E2E_JSON_REPORT
    ? [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT }]]
    : [['list']],
  globalTeardown: './global-teardown.ts',
  use: {
    baseURL: baseURL(),
    // Recording a trace of every test cost about 7 % of the run, and far more for a page whose address holds 2 MB
    // (every recorded event copies it): on CI a failure's retry records one.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
  },
  projects: [
    // Named 'chromium' as the baselines' file names are (templates.spec.ts-snapshots/*-chromium-linux.png).
    {
      name: 'chromium',
      testMatch: PIXEL_SPECS,
      use: { ...desktop, launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } },
    },
    {
      name: 'chromium-shell',
      testIgnore: PIXEL_SPECS,
      use: { ...desktop, launchOptions: { executablePath: CHROMIUM_SHELL_PATH, args: CHROMIUM_ARGS } },
    },
  ],
  webServer: {
    command: `node --enable-source-maps apps/server/dist/main.js`,
    cwd: root,
    url: `${baseURL()}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: process.env.E2E_PORT!,
      PUBLIC_URL: baseURL(),
      LOG_LEVEL: 'warn',
      WEB_DIST: process.env.E2E_WEB_DIST!,
      SESSION_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e',
      // The browser reaches the server from loopback, trusted as a proxy so a test can name its own client address
      // in X-Forwarded-For (contact.spec.ts).
      TRUST_PROXY: '127.0.0.1',
      // Share expiry is judged by a clock the tests may move (apps/server/src/clock.ts): share-access.spec.ts.
      TEST_CLOCK: '1',
      ...(process.env.E2E_DATABASE_URL
        ? { DATABASE_URL: process.env.E2E_DATABASE_URL }
        : { DATA_DIR: process.env.E2E_DATA_DIR! }),
      ...(process.env.E2E_SERVER_ENV ? JSON.parse(process.env.E2E_SERVER_ENV) : {}),
    },
  },
});
