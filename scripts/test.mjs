#!/usr/bin/env node
// `npm test`: every suite, then one plain closing line 'N passed, N failed' summed over all of them.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './ensure-chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = mkdtempSync(path.join(tmpdir(), 'resumey-test-'));
const only = process.argv.slice(2); // optional: unit, postgres, e2e
const want = (name) => only.length === 0 || only.includes(name);
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
/** Test names to repeat on the last lines, so a CI log's tail says which test failed or wavered. */
const named = { failed: [], flaky: [] };

function run(label, cmd, args, env, report, count) {
  console.log(`\n=== ${label} ===`);
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  let counted = null;
  if (existsSync(report)) {
    try {
      counted = count(JSON.parse(readFileSync(report, 'utf8')));
    } catch {
      counted = null;
    }
  }
  if (!counted) counted = { passed: 0, failed: res.status === 0 ? 0 : 1, skipped: 0 };
  if (res.status !== 0 && counted.failed === 0) counted.failed = 1; // the runner itself failed
  for (const k of Object.keys(totals)) totals[k] += counted[k];
  if (res.status !== 0) failures.push(label);
  console.log(`--- ${label}: ${counted.passed} passed, ${counted.failed} failed, ${counted.skipped} skipped`);
}

/** Vitest with the outcome reporter, which writes the failed and flaky test names to `outcome`. */
function vitestArgs(report, outcome, ...more) {
  const reporters = ['--reporter=default', '--reporter=json', '--reporter=./scripts/vitest-outcome-reporter.mjs'];
  return {
    args: ['vitest', 'run', ...more, ...reporters, `--outputFile.json=${report}`],
    env: { VITEST_OUTCOME_FILE: outcome },
  };
}
function readOutcome(outcome) {
  if (!existsSync(outcome)) return;
  const { failed, flaky } = JSON.parse(readFileSync(outcome, 'utf8'));
  named.failed.push(...failed);
  named.flaky.push(...flaky);
}
const vitestCount = (j) => ({
  passed: j.numPassedTests,
  failed: j.numFailedTests + (j.numRuntimeErrorTestSuites ?? 0),
  skipped: (j.numPendingTests ?? 0) + (j.numTodoTests ?? 0),
});
/** Titles of the tests that failed first and passed on their retry (CI only): named so they get fixed. */
function flakyTitles(suite, out = []) {
  for (const spec of suite.specs ?? []) {
    if (spec.tests?.some((t) => t.status === 'flaky')) out.push(`${spec.file}:${spec.line} ${spec.title}`);
  }
  for (const child of suite.suites ?? []) flakyTitles(child, out);
  return out;
}
function failedTitles(suite, out = []) {
  for (const spec of suite.specs ?? []) {
    if (spec.tests?.some((t) => t.status === 'unexpected')) out.push(`${spec.file}:${spec.line} ${spec.title}`);
  }
  for (const child of suite.suites ?? []) failedTitles(child, out);
  return out;
}
const playwrightCount = (j) => {
  const flaky = (j.suites ?? []).flatMap((s) => flakyTitles(s));
  named.flaky.push(...flaky);
  named.failed.push(...(j.suites ?? []).flatMap((s) => failedTitles(s)));
  return {
    passed: j.stats.expected + j.stats.flaky,
    failed: j.stats.unexpected + (j.errors?.length ?? 0),
    skipped: j.stats.skipped,
  };
};

// The server tests print PDFs and the end-to-end tests drive a browser: both need Debian's Chromium.
if (want('unit') || want('postgres') || want('e2e')) ensureChromium();
if (want('unit')) {
  const report = path.join(out, 'vitest.json');
  const outcome = path.join(out, 'vitest-outcome.json');
  const { args, env } = vitestArgs(report, outcome);
  run(
    'unit, component and server tests (PGlite)',
    'npx',
    args,
    { ...env, SERVER_TEST_DB: 'pglite' },
    report,
    vitestCount,
  );
  readOutcome(outcome);
}
if (want('postgres')) {
  if (process.env.TEST_DATABASE_URL) {
    const report = path.join(out, 'vitest-pg.json');
    const outcome = path.join(out, 'vitest-pg-outcome.json');
    const { args, env } = vitestArgs(report, outcome, '--project', 'server');
    run('server tests (PostgreSQL)', 'npx', args, { ...env, SERVER_TEST_DB: 'postgres' }, report, vitestCount);
    readOutcome(outcome);
  } else {
    console.log('\n(TEST_DATABASE_URL is not set: server tests on PostgreSQL skipped)');
  }
}
if (want('e2e')) {
  const webDist = path.join(out, 'web');
  const build = spawnSync('npx', ['vite', 'build', '--outDir', webDist, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: path.join(root, 'apps/web'),
    stdio: 'inherit',
  });
  if (build.status !== 0) {
    totals.failed += 1;
    failures.push('web build');
  } else {
    const report = path.join(out, 'playwright.json');
    run(
      'end-to-end tests (Chromium)',
      'npx',
      ['playwright', 'test', '-c', 'e2e/playwright.config.ts'],
      { E2E_JSON_REPORT: report, E2E_WEB_DIST: webDist },
      report,
      playwrightCount,
    );
  }
}

rmSync(out, { recursive: true, force: true });
if (named.flaky.length) console.log(`\nFlaky (failed, then passed on retry):\n  ${named.flaky.join('\n  ')}`);
if (named.failed.length) console.log(`\nFailed tests:\n  ${named.failed.join('\n  ')}`);
if (failures.length) console.log(`\nFailed: ${failures.join(', ')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length || totals.failed ? 1 : 0);
