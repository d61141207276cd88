import { sampleResume } from '@resumey/resume';
import { expect, test } from '../fixtures';
import { card, cardAction, dashboardReady } from './dashboard-helpers';
import { apiCreateResume, resumePage } from './share-helpers';

const SHOTS = '/tmp/previews-shots';

/**
 * Issue #41: a resume's cover letter. Started from the editor, typed into with the live preview beside it (the
 * template's own header), autosaved to the server, shown by a badge on the dashboard card; an Arabic resume's
 * letter reads right to left; a duplicate asks whether to copy it.
 */
test('write a cover letter beside its live preview, autosaved; the dashboard shows it; a duplicate asks', async ({
  signedIn: page,
}) => {
  await dashboardReady(page);
  const resume = sampleResume();
  resume.meta.title = 'Letter CV';
  resume.meta.templateId = 't03-elegant-sidebar';
  const created = await apiCreateResume(page, resume);

  await page.goto(`/edit/${created.id}`);
  await page.getByRole('link', { name: 'Cover letter' }).click();
  await expect(page).toHaveURL(new RegExp(`/edit/${created.id}/letter$`));
  await expect(page.getByText('This resume has no cover letter yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Start a blank letter' }).click();

  await page.getByLabel('Company').fill('Analytical Ltd');
  await page.getByLabel('Subject').fill('Application for Staff Engineer');
  await page.getByRole('textbox', { name: 'Paragraph 1', exact: true }).fill('I build **reliable** systems.');
  const sheet = resumePage(page);
  await expect(sheet).toHaveAttribute('data-template', 't03-elegant-sidebar');
  await expect(sheet.locator('[data-letter-body]')).toContainText('Application for Staff Engineer');
  await expect(sheet.locator('[data-letter-body] strong')).toHaveText('reliable');
  await expect(sheet).toContainText(resume.profile.fullName);
  await expect(page.locator('[data-save-state]')).toHaveAttribute('data-save-state', 'saved', { timeout: 10_000 });
  const saved = await page.request.get(`/api/resumes/${created.id}/letter`);
  expect((await saved.json()).letter.paragraphs).toEqual(['I build **reliable** systems.']);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: `${SHOTS}/letter-editor-1440.png`, fullPage: false });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/letter-editor-390.png`, fullPage: false });
  await page.setViewportSize({ width: 1440, height: 900 });

  // Reloaded, the letter is the server's.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Paragraph 1', exact: true })).toHaveValue(
    'I build **reliable** systems.',
  );

  await page.goto('/dashboard');
  const badge = card(page, 'Letter CV').locator('[data-letter-badge]');
  await expect(badge).toBeVisible();
  await cardAction(page, 'Letter CV', 'Duplicate');
  const ask = page.getByRole('alertdialog');
  await expect(ask).toContainText('Copy the cover letter too?');
  await ask.getByRole('button', { name: 'Copy with letter' }).click();
  await expect(page).toHaveURL(/\/edit\/[^/]+$/);
  const copyId = page.url().split('/').pop()!;
  const copy = await page.request.get(`/api/resumes/${copyId}/letter`);
  expect(copy.status()).toBe(200);
});

test('an Arabic resume’s letter reads right to left with its greeting', async ({ signedIn: page }) => {
  await dashboardReady(page);
  const resume = sampleResume();
  resume.meta.language = 'ar';
  resume.meta.title = 'Arabic CV';
  const created = await apiCreateResume(page, resume);
  await page.goto(`/edit/${created.id}/letter`);
  await page.getByRole('button', { name: 'Start a blank letter' }).click();
  const sheet = resumePage(page);
  await expect(sheet).toHaveAttribute('dir', 'rtl');
  await expect(sheet.locator('[data-letter-body]')).toContainText('السيد مدير التوظيف المحترم،');
  await page.screenshot({ path: `${SHOTS}/letter-editor-ar-1440.png` });
});
