import { test, expect } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { A4 } from '@resumey/resume';
import { TEMPLATE_DEFINITIONS } from '@resumey/templates/registry';

/**
 * Writes each template's preview image (SPEC.md section 9 sizes, JPEG) for the template chooser. The page is
 * laid out at A4 width and scaled to the preview width, so every preview shows the top of the first page.
 */
const OUT = path.resolve(import.meta.dirname, '../../apps/web/public/templates');

test.beforeAll(() => mkdirSync(OUT, { recursive: true }));

for (const template of TEMPLATE_DEFINITIONS) {
  test(`preview of ${template.id}`, async ({ browser }) => {
    const { width, height } = template.preview;
    const context = await browser.newContext({ viewport: { width, height } });
    const page = await context.newPage();
    // Without a sample parameter the page shows the template's own preview sample (a role sample where one fits).
    await page.goto(`/screenshot-generator/snapshot?template=${template.id}`);
    await expect(page.locator('[data-resume-page]')).toBeVisible();
    // The A4 sheet (794 px) is zoomed to the preview's width, so the image is exactly width x height.
    await page.evaluate((zoom) => {
      document.documentElement.style.zoom = String(zoom);
      document.documentElement.style.overflow = 'hidden';
    }, width / A4.widthPx);
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: path.join(OUT, template.preview.file), type: 'jpeg', quality: 88 });
    await context.close();
  });
}
