import { A4 } from '@resumey/resume';
import { TEMPLATE_DEFINITIONS } from '@resumey/templates/registry';
import { expect, test } from '../fixtures';

/**
 * Every template with the developer sample at A4 width, compared with a committed baseline, so an unintended
 * visual change fails. Regenerate deliberately with `npx playwright test tests/templates.spec.ts --update-snapshots`.
 */
test.describe('template visual baselines', () => {
  test.use({ viewport: { width: A4.widthPx, height: A4.heightPx } });
  for (const template of TEMPLATE_DEFINITIONS) {
    test(`${template.id} looks as approved`, async ({ page }) => {
      await page.goto(`/screenshot-generator/snapshot?template=${template.id}&sample=developer`);
      await expect(page.locator('[data-resume-page]').first()).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      await expect(page).toHaveScreenshot(`${template.id}.png`, {
        fullPage: true,
        animations: 'disabled',
        maxDiffPixelRatio: 0.01,
      });
    });
  }
});

test('the screenshot generator starts, pauses after the current template, resumes and finishes all 22', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await page.goto('/screenshot-generator');
  await expect(page.getByRole('heading', { name: 'Template Screenshot Generator' })).toBeVisible();
  const delay = page.getByLabel(/Delay between templates/);
  await delay.fill('0');
  const autoDownload = page.getByLabel('Download each image automatically');
  if (await autoDownload.isChecked()) await autoDownload.uncheck();

  const progress = page.getByText(/\d+ completed · \d+ failed · \d+ pending/);
  await page.getByRole('button', { name: 'Start Generation' }).click();
  await expect(progress).toContainText(/^[1-9]\d* completed/, { timeout: 120_000 });
  await page.getByRole('button', { name: /^Pause/ }).click();
  // Pausing stops after the template in progress: the job comes to rest with templates still pending.
  await expect(page.getByRole('button', { name: 'Start Generation' })).toBeVisible({ timeout: 120_000 });
  const paused = (await progress.textContent()) ?? '';
  const pending = Number(/(\d+) pending/.exec(paused)?.[1]);
  expect(pending).toBeGreaterThan(0);
  await expect(progress).toHaveText(paused);

  await page.getByRole('button', { name: 'Start Generation' }).click();
  await expect(progress).toHaveText('22 completed · 0 failed · 0 pending', { timeout: 240_000 });
  await expect(page.getByRole('button', { name: 'Retry Failed (0)' })).toBeDisabled();
});
