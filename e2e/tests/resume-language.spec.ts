import { mkdirSync } from 'node:fs';
import type { Browser } from '@playwright/test';
import { sampleResume, type Resume } from '@resumey/resume';
import { languageResume, LANGUAGE_RESUME_LANGUAGES } from '@resumey/test-support/language-resumes';
import { expect, test } from '../fixtures';
import { createResumeVia, expectSaved, openEditor, preview } from './editor-helpers';
import { apiCreateResume, apiSetUsername, apiShare, apiUpdateResume, freshUsername, resumePage } from './share-helpers';

/**
 * Issue #35 items 1, 2 and 6: the resume's own language in the editor's preview, renamed headings kept across a
 * reload, and a public page drawn in the resume's language with the page around it in the viewer's.
 */

const shots = process.env.SHOTS_DIR ?? '/tmp/shots-language';
const GERMAN_MONTH = /(Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) \d{4}/;

test('choose German, rename a heading, reload keeps both, reset returns the German heading', async ({
  signedIn: page,
}) => {
  const id = await createResumeVia(page, sampleResume());
  await openEditor(page, id);
  await expect(preview(page).getByRole('heading', { name: 'Experience', exact: true })).toBeVisible();

  await page.getByLabel('Resume language').selectOption({ label: 'Deutsch' });
  await expect(preview(page).locator('[data-resume-page]')).toHaveAttribute('lang', 'de');
  await expect(preview(page).getByRole('heading', { name: 'Berufserfahrung' })).toBeVisible();
  await expect(preview(page).locator('[data-resume-page]')).toContainText(GERMAN_MONTH);
  await expect(preview(page).locator('[data-resume-page]')).toContainText('– heute');

  const projects = page.getByRole('textbox', { name: 'Projects heading' });
  await expect(projects).toHaveAttribute('placeholder', 'Projekte');
  await projects.fill('Vorhaben');
  await expect(preview(page).getByRole('heading', { name: 'Vorhaben' })).toBeVisible();
  await expectSaved(page);

  await page.reload();
  await expect(preview(page).getByRole('heading', { name: 'Vorhaben' })).toBeVisible();
  await expect(preview(page).getByRole('heading', { name: 'Berufserfahrung' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Projects heading' })).toHaveValue('Vorhaben');
  await expect(page.getByLabel('Resume language')).toHaveValue('de');

  await page.getByRole('button', { name: 'Reset the Projects heading' }).click();
  await expect(preview(page).getByRole('heading', { name: 'Projekte' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Projects heading' })).toHaveValue('');
});

async function englishVisitor(browser: Browser, width: number) {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width, height: 900 } });
  return { page: await context.newPage(), close: () => context.close() };
}

test('a Japanese resume’s public page: Japanese headings and dates, the page chrome in English', async ({
  signedIn: page,
  browser,
}) => {
  const username = freshUsername('lang');
  await apiSetUsername(page, username);
  const base = sampleResume();
  const resume = await apiCreateResume(page, { ...base, meta: { ...base.meta, language: 'ja' } });
  await apiShare(page, username, 'cv-ja', resume.id);

  const visitor = await englishVisitor(browser, 1440);
  try {
    await visitor.page.goto(`/u/${username}/cv-ja`);
    const sheet = resumePage(visitor.page);
    await expect(sheet).toHaveAttribute('lang', 'ja');
    await expect(sheet.getByRole('heading', { name: '職務経歴', exact: true })).toBeVisible();
    await expect(sheet).toContainText(/\d{4}年\d{1,2}月 – 現在/);
    await expect(sheet).not.toContainText('Present');
    await expect(visitor.page.getByRole('button', { name: 'Download PDF' })).toBeVisible();
    expect(await visitor.page.locator('html').getAttribute('lang')).toBe('en');
  } finally {
    await visitor.close();
  }
});

// Public pages of five templates with resumes written in German, Japanese and Arabic (language-resumes.ts), at
// desktop and phone widths, kept for review (SHOTS_DIR); nothing wider than the phone; the Arabic page reads right to
// left with its sidebar (t03) on the right and its Latin e-mail kept in order.
test('screenshots of t01, t03, t06, t09, t14 in German, Japanese and Arabic at 1440 and 390 px', async ({
  signedIn: page,
  browser,
}) => {
  test.setTimeout(240_000);
  mkdirSync(shots, { recursive: true });
  const username = freshUsername('shots');
  await apiSetUsername(page, username);
  // One resume (an account holds at most four), redrawn in each template and language behind one address.
  const shared = await apiCreateResume(page, sampleResume());
  await apiShare(page, username, 'cv', shared.id);
  for (const templateId of ['t01-classic', 't03-elegant-sidebar', 't06-two-column', 't09-creative', 't14-grid-focus'])
    for (const language of LANGUAGE_RESUME_LANGUAGES) {
      const written = languageResume(language, templateId);
      const r: Resume = { ...written, id: shared.id };
      await apiUpdateResume(page, r);
      const slug = `${templateId.slice(0, 3)}-${language}`;
      for (const width of [1440, 390]) {
        const visitor = await englishVisitor(browser, width);
        try {
          await visitor.page.goto(`/u/${username}/cv`);
          const sheet = resumePage(visitor.page);
          await expect(sheet).toHaveAttribute('lang', language);
          await expect(sheet).toContainText(written.profile.fullName);
          if (language === 'ar') {
            await expect(sheet).toHaveAttribute('dir', 'rtl');
            await expect(sheet.locator('bdi', { hasText: written.profile.email })).toBeVisible();
          } else await expect(sheet).not.toHaveAttribute('dir', 'rtl');
          await visitor.page.screenshot({ path: `${shots}/${slug}-${width}.png`, fullPage: width === 390 });
          const overflow = await visitor.page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
          expect(overflow, `${slug} at ${width}`).toBeLessThanOrEqual(0);
        } finally {
          await visitor.close();
        }
      }
    }
});
