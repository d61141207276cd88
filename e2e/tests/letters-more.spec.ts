import { mkdirSync, readFileSync } from 'node:fs';
import type { Download, Page } from '@playwright/test';
import { pdfPagesAndText } from '@resumey/test-support/pdf-support';
import { LETTER_EXAMPLES, sampleResume, type CoverLetter, type Resume } from '@resumey/resume';
import { expect, test } from '../fixtures';
import { card, cardAction, dashboardReady } from './dashboard-helpers';
import { apiCreateResume } from './share-helpers';

const SHOTS = '/tmp/letter-more-shots';
mkdirSync(SHOTS, { recursive: true });

const letterFor = (resume: Resume): CoverLetter => ({
  recipient: { name: 'Ada Byron', title: 'CTO', company: 'Analytical Ltd', address: '1 Engine Row' },
  date: '2026-11-28',
  subject: 'Application for Staff Engineer',
  greeting: 'Dear Ada,',
  paragraphs: ['I build **reliable** data systems.', 'I would welcome a conversation.'],
  closing: 'Sincerely,',
  signature: resume.profile.fullName,
});

/** A resume of the signed-in user, with a cover letter unless `letter` is false. */
async function resumeWithLetter(page: Page, title: string, letter = true): Promise<Resume> {
  const base = sampleResume();
  const resume = await apiCreateResume(page, {
    ...base,
    meta: { ...base.meta, title, templateId: 't03-elegant-sidebar' },
  });
  if (letter) {
    const put = await page.request.put(`/api/resumes/${resume.id}/letter`, {
      data: { letter: letterFor(resume) },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(put.status()).toBe(201);
  }
  return resume;
}

const pdfOf = async (download: Download) => pdfPagesAndText(readFileSync((await download.path())!));

/** Each part found after the one before it. */
const expectInOrder = (text: string, parts: string[]) => {
  let at = -1;
  for (const part of parts) {
    const next = text.indexOf(part, at + 1);
    expect(next, `'${part}' after the part before it`).toBeGreaterThan(at);
    at = next;
  }
};

/** Issue #41 item 3: "resume + letter" as one PDF, asked for from the letter's Download menu and the editor's Export. */
test('resume + cover letter in one PDF, from the letter page and from the editor', async ({ signedIn: page }) => {
  await dashboardReady(page);
  const resume = await resumeWithLetter(page, 'Both CV');
  const bare = await resumeWithLetter(page, 'Bare CV', false);

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/edit/${resume.id}/letter`);
  await expect(page.getByRole('textbox', { name: 'Paragraph 1', exact: true })).toHaveValue(
    'I build **reliable** data systems.',
  );
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  const item = page.getByRole('menuitem', { name: 'Resume + cover letter (PDF)' });
  await expect(item).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/letter-download-menu-1440.png` });
  const [fromLetter] = await Promise.all([page.waitForEvent('download'), item.click()]);
  expect(fromLetter.suggestedFilename()).toBe('Alex Morgan Resume and Cover Letter.pdf');
  const both = await pdfOf(fromLetter);
  expect(both.pages).toBeGreaterThan(1);
  const resumeParts = [resume.profile.fullName, resume.experience[0]!.company, resume.education[0]!.school];
  expectInOrder(both.text, [...resumeParts, 'Analytical Ltd', 'Dear Ada,', 'I build reliable data systems.']);

  // The editor's Export menu offers it for a resume with a letter, and not for one without.
  await page.goto(`/edit/${resume.id}`);
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const [fromEditor] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'Resume + cover letter (PDF)' }).click(),
  ]);
  expect(fromEditor.suggestedFilename()).toBe('Alex Morgan Resume and Cover Letter.pdf');
  expectInOrder((await pdfOf(fromEditor)).text, [...resumeParts, 'Dear Ada,']);

  await page.goto(`/edit/${bare.id}`);
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await expect(page.getByRole('menuitem', { name: 'Plain text (.txt)' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Resume + cover letter (PDF)' })).toHaveCount(0);
});

/** Issue #41 item 4: three example letters to read from the start screen, and a letter started from one. */
test('example letters: read one, start a letter from it; in Arabic the interface is right to left', async ({
  signedIn: page,
}) => {
  await dashboardReady(page);
  const resume = await resumeWithLetter(page, 'Examples CV', false);
  const nurse = LETTER_EXAMPLES.find((e) => e.id === 'nurse')!;
  const engineer = LETTER_EXAMPLES.find((e) => e.id === 'software-engineer')!;

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/edit/${resume.id}/letter`);
  const examples = page.getByRole('region', { name: 'See an example' });
  await expect(examples.getByRole('button')).toHaveText(['Software engineer', 'Nurse', 'Customer success manager']);
  await page.screenshot({ path: `${SHOTS}/letter-start-examples-1440.png` });
  await examples.getByRole('button', { name: 'Nurse' }).click();
  const dialog = page.getByRole('dialog', { name: 'Example letter: Nurse' });
  const text = dialog.locator('[data-letter-example="nurse"]');
  await expect(text).toContainText(nurse.letter.greeting);
  await expect(text).toContainText('Maria Keller');
  await expect(text.locator('strong')).toHaveText('from 21% to 15%');
  await expect(text).toHaveAttribute('lang', 'en');
  await page.screenshot({ path: `${SHOTS}/letter-example-1440.png` });
  await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
  await expect(dialog).toBeHidden();

  await page.setViewportSize({ width: 390, height: 844 });
  await examples.getByRole('button', { name: 'Software engineer' }).click();
  const engineerDialog = page.getByRole('dialog', { name: 'Example letter: Software engineer' });
  await expect(engineerDialog).toContainText('Dear Mr. Ortiz,');
  await page.screenshot({ path: `${SHOTS}/letter-example-390.png` });
  await engineerDialog.getByRole('button', { name: 'Start from this example' }).click();
  await expect(engineerDialog).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Paragraph 1', exact: true })).toHaveValue(
    engineer.letter.paragraphs[0]!,
  );
  await expect(page.locator('[data-save-state]')).toHaveAttribute('data-save-state', 'saved', { timeout: 10_000 });
  const saved = (await (await page.request.get(`/api/resumes/${resume.id}/letter`)).json()) as { letter: CoverLetter };
  // The example's text, signed with the resume's name.
  expect(saved.letter.paragraphs).toEqual(engineer.letter.paragraphs);
  expect(saved.letter.greeting).toBe('Dear Mr. Ortiz,');
  expect(saved.letter.signature).toBe(resume.profile.fullName);

  // Arabic interface: the start screen and the example read right to left around the English letter.
  const other = await resumeWithLetter(page, 'Arabic UI CV', false);
  await page.goto(`/edit/${other.id}/letter?lang=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('region', { name: 'اطّلع على مثال' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/letter-start-examples-ar-390.png` });
  await page.getByRole('button', { name: 'التمريض' }).click();
  const arDialog = page.getByRole('dialog', { name: 'خطاب نموذجي: التمريض' });
  await expect(arDialog.locator('[data-letter-example="nurse"]')).toHaveAttribute('dir', 'ltr');
  await page.screenshot({ path: `${SHOTS}/letter-example-ar-390.png` });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: `${SHOTS}/letter-example-ar-1440.png` });
  await page.keyboard.press('Escape');
  await page.screenshot({ path: `${SHOTS}/letter-start-examples-ar-1440.png` });

  // Japanese interface: the words around the example are Japanese, the letter stays as written.
  await page.goto(`/edit/${other.id}/letter?lang=ja`);
  await page.getByRole('button', { name: '看護師' }).click();
  await expect(page.getByRole('dialog', { name: 'カバーレターの例：看護師' })).toContainText('Dear Ms. Keller,');
  await page.screenshot({ path: `${SHOTS}/letter-example-ja-1440.png` });
});

/** On a phone the letter page shows the form or the preview, switched as the resume editor does. */
test('on a 390 px phone the letter switches between editing and its preview', async ({ signedIn: page }) => {
  await dashboardReady(page);
  const resume = await resumeWithLetter(page, 'Phone CV');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/edit/${resume.id}/letter`);
  const show = page.getByRole('group', { name: 'Show' });
  const paragraph = page.getByRole('textbox', { name: 'Paragraph 1', exact: true });
  const preview = page.locator('[data-letter-preview]');
  await expect(show.getByRole('button', { name: 'Edit' })).toHaveAttribute('aria-pressed', 'true');
  await expect(paragraph).toBeVisible();
  await expect(preview).toBeHidden();
  await paragraph.fill('I build **reliable** systems on a phone.');
  await page.evaluate(() => window.scrollTo({ top: 0 }));
  await page.screenshot({ path: `${SHOTS}/letter-phone-edit-390.png` });

  await show.getByRole('button', { name: 'Preview' }).click();
  await expect(show.getByRole('button', { name: 'Preview' })).toHaveAttribute('aria-pressed', 'true');
  await expect(paragraph).toBeHidden();
  await expect(preview).toBeVisible();
  await expect(preview.locator('[data-letter-body]')).toContainText('I build reliable systems on a phone.');
  // The page fits the phone: the preview is scaled down, nothing scrolls sideways.
  const box = (await preview.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SHOTS}/letter-phone-preview-390.png` });

  await show.getByRole('button', { name: 'Edit' }).click();
  await expect(paragraph).toHaveValue('I build **reliable** systems on a phone.');
  await expect(preview).toBeHidden();

  // Arabic interface on the phone: the same switch, right to left.
  await page.goto(`/edit/${resume.id}/letter?lang=ar`);
  await page.getByRole('group', { name: 'إظهار' }).getByRole('button', { name: 'معاينة' }).click();
  await expect(preview.locator('[data-letter-body]')).toContainText('I build reliable systems on a phone.');
  await page.screenshot({ path: `${SHOTS}/letter-phone-preview-ar-390.png` });

  // Wide screens: no switch, the form beside the preview.
  await page.goto(`/edit/${resume.id}/letter?lang=en`);
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(page.getByRole('group', { name: 'Show' })).toBeHidden();
  await expect(paragraph).toBeVisible();
  await expect(preview).toBeVisible();
});

/** Issue #41 item 6: the delete confirmation says the cover letter goes with the resume; so does Delete forever. */
test('deleting a resume with a cover letter says the letter goes too', async ({ signedIn: page }) => {
  await dashboardReady(page);
  const withLetter = await resumeWithLetter(page, 'Lettered CV');
  await resumeWithLetter(page, 'Plain CV', false);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/dashboard');
  await expect(card(page, 'Lettered CV').locator('[data-letter-badge]')).toBeVisible();

  await cardAction(page, 'Plain CV', 'Delete');
  const plain = page.getByRole('alertdialog');
  await expect(plain).toContainText('Are you sure you want to delete this resume? You can restore it from the trash');
  await plain.getByRole('button', { name: 'Cancel' }).click();

  await cardAction(page, 'Lettered CV', 'Delete');
  const ask = page.getByRole('alertdialog');
  await expect(ask).toContainText(
    'Are you sure you want to delete this resume and its cover letter? You can restore both from the trash for 30 days.',
  );
  await page.screenshot({ path: `${SHOTS}/delete-with-letter-1440.png` });
  await ask.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(card(page, 'Lettered CV')).toHaveCount(0);

  const trash = page.getByTestId('trash');
  await trash.getByRole('button', { name: 'Delete Lettered CV forever' }).click();
  const forever = page.getByRole('alertdialog');
  await expect(forever).toContainText(
    'Are you sure you want to delete this resume and its cover letter forever? This action cannot be undone.',
  );
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/delete-forever-with-letter-390.png` });
  await forever.getByRole('button', { name: 'Delete forever' }).click();
  await expect(trash.getByTestId('trash-item')).toHaveCount(0);
  expect((await page.request.get(`/api/resumes/${withLetter.id}/letter`)).status()).toBe(404);

  // In Arabic, the same confirmation, right to left.
  await resumeWithLetter(page, 'Arabic Lettered CV');
  await page.goto('/dashboard?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: 'إجراءات Arabic Lettered CV', exact: true }).click();
  await page.getByRole('menuitem', { name: 'حذف', exact: true }).click();
  await expect(page.getByRole('alertdialog')).toContainText('خطاب التقديم');
  await page.screenshot({ path: `${SHOTS}/delete-with-letter-ar-390.png` });
});
