import type { Page } from '@playwright/test';
import { pdfPagesAndText } from '@resumey/test-support/pdf-support';
import { encodeShareLink, longResume } from '@resumey/resume';
import { expect, test } from '../fixtures';
import { createResumeVia, openEditor } from './editor-helpers';

/**
 * Issue #38 item 1: the browser's own Print of the editor (its menu, Save as PDF; Ctrl/Cmd+P makes the server's
 * PDF instead, pdf.spec.ts) prints the resume alone, prepared as the public page prints it: the same pages and the
 * same text, with none of the editor around it.
 */
async function printAsAPersonWould(page: Page) {
  // The page has loaded its print preparation and its fonts: a person prints a page they see.
  await expect(page.locator('html[data-print-ready]')).toHaveCount(1, { timeout: 30_000 });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.emulateMedia({ media: 'print' });
  const printed = await pdfPagesAndText(await page.pdf({ preferCSSPageSize: true }));
  await page.emulateMedia({ media: 'screen' });
  return printed;
}

test('the editor prints the resume alone, the same document as its public page prints', async ({ signedIn: page }) => {
  test.setTimeout(90_000);
  const resume = longResume();
  const id = await createResumeVia(page, resume);
  await openEditor(page, id);
  const fromEditor = await printAsAPersonWould(page);

  // The name first, then every job's title in the order of the resume.
  expect(fromEditor.text.trimStart().toLowerCase().startsWith(resume.profile.fullName.toLowerCase())).toBe(true);
  let at = 0;
  for (const job of resume.experience) {
    const found = fromEditor.text.indexOf(job.title, at + 1);
    expect(found, `${job.title} after position ${at}`).toBeGreaterThan(at);
    at = found;
  }
  // Nothing of the editor: its tabs and its buttons.
  for (const chrome of ['Resume sections', 'Download PDF']) {
    expect(fromEditor.text).not.toContain(chrome);
  }

  await page.goto(`/v/#${encodeShareLink(resume)}`);
  await expect(page.locator('[data-resume-page]')).toBeVisible();
  const fromPublicPage = await printAsAPersonWould(page);
  expect(fromEditor.pages).toBe(fromPublicPage.pages);
  expect(fromEditor.text).toBe(fromPublicPage.text);
});
