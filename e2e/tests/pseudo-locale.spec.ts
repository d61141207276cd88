import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
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

  test("an import's summary, its marks and the view of where each field came from have no English left", async ({
    page,
  }) => {
    await page.goto('/?lang=pseudo');
    await signInViaProvider(page, uniqueUser('pseudo-import'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
    // A refused file: the toast says why in the interface language.
    await page
      .getByTestId('import-file')
      .setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('plain text') });
    const toast = page.locator('[data-sonner-toast]');
    await expect(toast).toBeVisible();
    expect(await englishLeft(page), 'import refused').toEqual([]);
    // The refusal itself, not only its title ('This file is not a PDF', accented).
    await expect(toast).toContainText('ƤĎƑ. Ćĥōōśē');

    const pdf = readFileSync(
      fileURLToPath(new URL('../../packages/test-support/corpus/files/en-word-student.pdf', import.meta.url)),
    );
    await page.getByTestId('import-file').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdf });
    // The import has read the file and opened the editor (on a slow machine, more than expect's 10 s).
    await page.waitForURL(/\/edit\/[^/]+$/);
    const summary = page.getByTestId('import-summary');
    await expect(summary).toBeVisible();
    expect(await englishLeft(page), 'import summary').toEqual([]);
    await summary.getByRole('button').last().click();
    await expect(summary).toBeHidden();

    // The file's dates kept as written are marked under the Experience tab's fields, each with why.
    await page.locator('[role=tab][id$="-trigger-experience"]').click();
    await expect(page.getByTestId('import-mark').first()).toBeVisible();
    expect(await englishLeft(page), 'editor with marks').toEqual([]);

    await page.getByTestId('import-check').getByRole('button').first().click();
    const view = page.getByTestId('provenance');
    await expect(view.getByTestId('provenance-check').first()).toBeVisible();
    expect(await englishLeft(page), 'provenance view').toEqual([]);
  });

  test("the editor's views, its share dialog and its export menu have no English left", async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/?lang=pseudo');
    await signInViaProvider(page, uniqueUser('pseudo-views'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
    const id = await createResumeVia(page, sampleResume());
    await page.goto(`/edit/${id}`);
    await expect(page.getByRole('tablist').first()).toBeVisible();
    const left: Record<string, string[]> = {};
    const look = async (what: string) => {
      const found = await englishLeft(page);
      if (found.length) left[what] = found;
    };
    // Each view the editor switches between (editing, targeting a job, history): looked at before judging.
    const views = page.locator('[role=group] button[aria-pressed]:visible');
    for (let i = 0; i < (await views.count()); i += 1) {
      await views.nth(i).click();
      await expect(views.nth(i)).toHaveAttribute('aria-pressed', 'true');
      await page.waitForLoadState('networkidle');
      await look(`view ${i}`);
    }
    await page.locator('header button:has(svg[class*="share"])').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await look('share dialog');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.locator('header button[aria-haspopup="menu"]').first().click();
    await expect(page.getByRole('menu')).toBeVisible();
    await look('export menu');
    expect(left).toEqual({});
  });
});
