import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/** Collects console errors and Content-Security-Policy violations for the life of the page. */
function watchForViolations(page: Page) {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console: ${msg.text()} (${msg.location().url})`);
  });
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  return problems;
}

test('public screens work under the content security policy with no console error', async ({ page }) => {
  const problems = watchForViolations(page);
  for (const [path, status] of [
    ['/', 200],
    ['/auth', 200],
    ['/no-such-page', 404],
  ] as const) {
    const res = await page.goto(path);
    expect(res?.status()).toBe(status);
    expect(res?.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.waitForLoadState('networkidle');
  }
  // The 404 page's own status is logged by Chromium as a failed load; anything else is a problem.
  expect(problems.filter((p) => !p.endsWith('/no-such-page)'))).toEqual([]);
});

test('the signed-in dashboard works under the content security policy', async ({ page, user }) => {
  const problems = watchForViolations(page);
  const { signInViaProvider } = await import('../fixtures');
  await signInViaProvider(page, user);
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});
