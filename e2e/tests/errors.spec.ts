import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/*
 * Failures are injected from the test only, never by the product: Playwright intercepts the download of a screen's
 * code (route chunks are named after their screen, e.g. /assets/LandingPage-<hash>.js) or of the app's entry.
 */
const LANDING_CHUNK = /\/assets\/LandingPage-[\w-]+\.js$/;
const ENTRY_CHUNK = /\/assets\/main-[\w-]+\.js$/;

const failWith = (page: Page, url: RegExp, message: string) =>
  page.route(url, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: `throw new Error(${JSON.stringify(message)});` }),
  );

async function expectGenericErrorScreen(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
  await expect(page).toHaveTitle('Something went wrong - Resumey');
}

test.describe('error screens', () => {
  test('a screen whose code fails to download shows Something went wrong; Try Again recovers', async ({ page }) => {
    await page.route(LANDING_CHUNK, (route) => route.abort('failed'));
    await page.goto('/');
    await expectGenericErrorScreen(page);
    await expect(page.locator('body')).not.toContainText('dynamically imported module');

    await page.unroute(LANDING_CHUNK);
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Resumes built for/ })).toBeVisible();
  });

  test('the error detail is never shown, and Go to Homepage leads to /', async ({ page }) => {
    await failWith(page, /\/assets\/AuthPage-[\w-]+\.js$/, 'secret token abc123 leaked in a stack');
    await page.goto('/auth');
    await expectGenericErrorScreen(page);
    await expect(page.locator('body')).not.toContainText('abc123');

    await page.getByRole('link', { name: 'Go to Homepage' }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/');
    await expect(page.getByRole('heading', { level: 1, name: /Resumes built for/ })).toBeVisible();
  });

  for (const message of [
    'net::ERR_INSUFFICIENT_RESOURCES',
    'insufficient memory to continue',
    'The resource could not be allocated',
    'Service temporarily unavailable due to high load. Please try again in a few minutes.',
  ]) {
    test(`a high-load error shows Service Temporarily Unavailable (${message.slice(0, 30)})`, async ({ page }) => {
      await failWith(page, LANDING_CHUNK, message);
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: 'Service Temporarily Unavailable' })).toBeVisible();
      await expect(page.getByText('Service temporarily unavailable due to high load.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
      await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
    });
  }

  test('the app failing to download at start shows the start-up screen; Refresh Page recovers', async ({ page }) => {
    await page.route(ENTRY_CHUNK, (route) => route.abort('failed'));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    await expect(page.getByText('Please refresh the page or try again later.')).toBeVisible();
    const refresh = page.getByRole('button', { name: 'Refresh Page' });
    await expect(refresh).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try Again' })).toHaveCount(0);

    await page.unroute(ENTRY_CHUNK);
    await refresh.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: /Resumes built for/ })).toBeVisible();
  });

  test('the app throwing before it mounts shows the start-up screen', async ({ page }) => {
    await failWith(page, ENTRY_CHUNK, 'boom at start');
    await page.goto('/dashboard');
    await expect(page.getByText('Please refresh the page or try again later.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Refresh Page' })).toBeVisible();
    await expect(page.locator('body')).not.toContainText('boom');
  });

  test('a script failing after start does not replace a working page with the start-up screen', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: /Resumes built for/ })).toBeVisible();
    // Both failures have been dispatched (and seen by the start-up guard) when these promises settle.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const s = document.createElement('script');
          s.src = '/assets/does-not-exist.js';
          s.onerror = () => resolve();
          document.body.appendChild(s);
        }),
    );
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          window.addEventListener('error', () => resolve(), { once: true });
          setTimeout(() => {
            throw new Error('late error');
          });
        }),
    );
    await expect(page.getByRole('button', { name: 'Get Started Today' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Refresh Page' })).toHaveCount(0);
  });
});
