import { sampleResume } from '@resumey/resume';
import { expect, test } from '../fixtures';
import { resumePage, shellWhenDatabaseAway, signedOutPage } from './share-helpers';

/**
 * Issue #16 item 1: the public view blames the link only when the link is at fault. An outage (5xx, no network)
 * is retried (SPEC.md section 8: 3 attempts, attempt x 1000 ms) and then said as such, with Try Again; a rate
 * limit shows the server's own message.
 */
const CORRUPTED = 'Failed to load resume. The link may be corrupted or invalid.';
const HIGH_LOAD = 'Service temporarily unavailable due to high load. Please try again in a few minutes.';

const shareBody = (fullName: string) => {
  const resume = sampleResume();
  resume.profile.fullName = fullName;
  return JSON.stringify({ resume, templateId: resume.meta.templateId });
};

test.describe('public view errors', () => {
  test('retries an outage and shows the resume when the server is back', async ({ browser }) => {
    const { page, close } = await signedOutPage(browser);
    let calls = 0;
    await page.route('**/api/public/v/**', (route) =>
      ++calls < 3
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: '{"error":{"code":"unavailable","message":"x"}}',
          })
        : route.fulfill({ status: 200, contentType: 'application/json', body: shareBody('Otto Outage') }),
    );
    await shellWhenDatabaseAway(page, '/v/otto');
    await page.goto('/v/otto');
    await expect(resumePage(page)).toContainText('Otto Outage');
    expect(calls).toBe(3);
    await close();
  });

  test('after three failed attempts says the service is unavailable, with Try Again that loads again', async ({
    browser,
  }) => {
    for (const failure of ['500', 'network'] as const) {
      const { page, close } = await signedOutPage(browser);
      let calls = 0;
      let up = false;
      await page.route('**/api/public/u/**', (route) => {
        calls++;
        if (up) return route.fulfill({ status: 200, contentType: 'application/json', body: shareBody('Rita Retry') });
        return failure === 'network' ? route.abort('connectionrefused') : route.fulfill({ status: 500, body: 'boom' });
      });
      await shellWhenDatabaseAway(page, '/u/rita/cv');
      await page.goto('/u/rita/cv');
      await expect(page.getByText(HIGH_LOAD)).toBeVisible();
      await expect(page.getByText(CORRUPTED)).toHaveCount(0);
      expect(calls, failure).toBe(3);
      up = true;
      await page.getByRole('button', { name: 'Try Again' }).click();
      await expect(resumePage(page)).toContainText('Rita Retry');
      await close();
    }
  });

  test("over the rate limit shows the server's message with Try Again, not the link's fault", async ({ browser }) => {
    const { page, close } = await signedOutPage(browser);
    const message = 'Too many requests. Please wait a minute and try again.';
    await page.route('**/api/public/v/**', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        headers: { 'Retry-After': '60' },
        body: JSON.stringify({ error: { code: 'rate_limited', message } }),
      }),
    );
    await shellWhenDatabaseAway(page, '/v/busy');
    await page.goto('/v/busy');
    await expect(page.getByText(message)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
    await expect(page.getByText(CORRUPTED)).toHaveCount(0);
    await close();
  });

  test('a link that names nothing says so, without Try Again', async ({ browser }) => {
    const { page, close } = await signedOutPage(browser);
    await page.goto('/v/never-shared-here');
    await expect(page.getByText('No resume data found. Please check if the link is correct.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try Again' })).toHaveCount(0);
    await close();
  });
});
