import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import pg from 'pg';
import { freePort } from '@resumey/test-support/free-port';
import { ensureServerBuilt } from '../scripts/server-command.mjs';

// e2e's specs and configs import these from here; they live in test-support so bench/ and the server tests share them.
export { CHROMIUM_ARGS, CHROMIUM_PATH, CHROMIUM_SHELL_PATH } from '@resumey/test-support/chromium';
export { freePort };

/**
 * Prepares one run: a free port and a fresh database. On PostgreSQL (TEST_DATABASE_URL) the tests can also read
 * the database directly; otherwise the server runs on a fresh PGlite directory that only it opens.
 * The values go into process.env so Playwright's workers, forked later, see the same run.
 */
export async function prepareRun() {
  if (process.env.E2E_PORT) return;
  process.env.E2E_PORT = String(await freePort());
  // The server runs as `npm start` runs it: the built bundle, with plain node.
  await ensureServerBuilt();
  // Each run serves its own build, so a build started elsewhere never swaps assets under a running test.
  if (!process.env.E2E_WEB_DIST) {
    const outDir = mkdtempSync(path.join(tmpdir(), 'resumey-web-'));
    execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
      cwd: path.resolve(import.meta.dirname, '../apps/web'),
      stdio: 'inherit',
    });
    process.env.E2E_WEB_DIST = outDir;
    process.env.E2E_WEB_DIST_OWNED = '1';
  }
  // Traces and screenshots of failures go to a folder of this run, so concurrent runs never delete each other's.
  process.env.E2E_OUTPUT_DIR ??= mkdtempSync(path.join(tmpdir(), 'resumey-e2e-results-'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `resumey_e2e_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    process.env.E2E_DATABASE_URL = url.toString();
    process.env.E2E_DATABASE_NAME = name;
  } else {
    process.env.E2E_DATA_DIR = mkdtempSync(path.join(tmpdir(), 'resumey-e2e-'));
  }
}

export const baseURL = () => `http://127.0.0.1:${process.env.E2E_PORT}`;
