import { sampleResume } from '@resumey/resume';
import { expect, signInViaProvider, test, uniqueUser } from '../fixtures';
import { createResumeVia } from './editor-helpers';
import { englishLeft } from './i18n-helpers';

/**
 * Issue #35 item 5: the smoke flow in the pseudo-locale, in which every message of the catalog reads accented.
 * Any plain English left on a screen is text that skipped the catalog, and fails here with the text itself.
 */
test.describe('the interface in the pseudo-locale', () => {
  test('landing, sign-in, dashboard, every editor tab and the cover letter have no English left', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/?lang=pseudo');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
    expect(await englishLeft(page), 'landing').toEqual([]);

    await page.goto('/auth');
    await expect(page.getByRole('main')).toBeVisible();
    expect(await englishLeft(page), 'sign-in').toEqual([]);

    const user = uniqueUser('pseudo');
    await signInViaProvider(page, user);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
    expect(await englishLeft(page), 'empty dashboard').toEqual([]);

    const id = await createResumeVia(page, sampleResume());
    await page.reload();
    await expect(page.locator('[data-resume-card], article').first()).toBeVisible();
    expect(await englishLeft(page), 'dashboard').toEqual([]);

    await page.goto(`/edit/${id}`);
    const tabs = page.getByRole('tablist').first();
    await expect(tabs).toBeVisible();
    // Every tab is looked at before the test judges, so one run names all that is left.
    const left: Record<string, string[]> = {};
    for (const tab of await tabs.getByRole('tab').all()) {
      await tab.click();
      const found = await englishLeft(page);
      if (found.length) left[(await tab.getAttribute('data-value')) ?? (await tab.textContent()) ?? '?'] = found;
    }
    expect(left, 'editor tabs').toEqual({});

    await page.goto(`/edit/${id}/letter`);
    await expect(page.locator('main')).toBeVisible();
    await expect(page.getByRole('button').first()).toBeVisible();
    expect(await englishLeft(page), 'cover letter').toEqual([]);
  });
});
