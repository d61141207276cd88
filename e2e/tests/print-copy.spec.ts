import { encodeShareLink, sampleResume } from '@resumey/resume';
import { expect, test } from '../fixtures';

/**
 * The print copy (apps/web/src/pdf/print-copy.ts) is the public page's business while it prints, never the
 * page's: as the page loads its print fonts, scripts and assistive tools that look for the resume find one sheet.
 */
test('a public page shows one resume sheet while its print copy loads fonts, and prints one', async ({ page }) => {
  // Counts sheets on every change of the DOM, from before the page's first script runs.
  await page.addInitScript(() => {
    const w = window as unknown as { maxSheets: number };
    w.maxSheets = 0;
    new MutationObserver(() => {
      w.maxSheets = Math.max(w.maxSheets, document.querySelectorAll('[data-resume-page]').length);
    }).observe(document, { childList: true, subtree: true, attributes: true });
  });
  await page.goto(`/v/#${encodeShareLink(sampleResume())}`);
  await expect(page.locator('html[data-print-ready]')).toHaveCount(1, { timeout: 15_000 });
  await expect(page.locator('[data-resume-page]')).toHaveCount(1);
  expect(await page.evaluate(() => (window as unknown as { maxSheets: number }).maxSheets)).toBe(1);

  // When the browser prints, only the prepared copy is on paper.
  await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('[data-print-copy-host] [data-resume-page]')).toBeVisible();
  await expect(page.locator('[data-resume-page]:not([data-print-copy-host] *)')).toBeHidden();
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await page.emulateMedia({ media: 'screen' });
  await expect(page.locator('[data-resume-page]')).toHaveCount(1);
});
