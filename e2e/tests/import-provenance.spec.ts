import AxeBuilder from '@axe-core/playwright';
import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, signInViaProvider, test, uniqueUser } from '../fixtures';
import { dashboardReady } from './dashboard-helpers';
import { serverResume } from './editor-helpers';

// Issue #39: resumes made by Word (exported to PDF by LibreOffice) from the import corpus.
const corpus = (file: string) =>
  readFileSync(fileURLToPath(new URL(`../../packages/test-support/corpus/files/${file}`, import.meta.url)));
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
// Screenshots of the provenance view, looked at by the engineer (SHOTS_DIR, default /tmp/imports-shots).
const dir = process.env.SHOTS_DIR ?? '/tmp/imports-shots';

for (const width of [1440, 390]) {
  test(`a PDF import marks what it was unsure of and shows where each field came from (${width} px)`, async ({
    signedIn: page,
  }) => {
    mkdirSync(dir, { recursive: true });
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await dashboardReady(page);
    await page
      .getByTestId('import-file')
      .setInputFiles({ name: 'Marisol Vega.pdf', mimeType: 'application/pdf', buffer: corpus('en-word-student.pdf') });
    await page.waitForURL(/\/edit\/[^/]+$/);
    await page.getByTestId('import-summary').getByRole('button', { name: 'Review in editor' }).click();
    const id = new URL(page.url()).pathname.split('/').pop()!;

    // Two dates were kept as written ('Summer 2013, 2014', 'Expected Graduation: June 2016'): both marked.
    const check = page.getByTestId('import-check');
    await expect(check).toContainText('The import was unsure of 2 fields');
    const stored = (await serverResume(page, id)).resume;
    expect(stored.meta.importReview?.marks).toHaveLength(2);
    expect(stored.meta.language).toBe('en');
    expect(stored.experience.map((e) => e.datesText ?? '')).toEqual(['', 'Summer 2013, 2014', '']);

    // The original, with each field's region drawn over the page and the unused lines listed.
    await check.getByRole('button', { name: 'Compare with the original' }).click();
    const view = page.getByTestId('provenance');
    await expect(view.getByRole('heading', { name: /Where each field came from: Marisol Vega\.pdf/ })).toBeVisible();
    await expect(view.locator('[data-kind]').first()).toBeVisible();
    expect(await view.locator('[data-kind="check"]').count()).toBe(2);
    expect(await view.locator('[data-kind="field"]').count()).toBeGreaterThan(15);
    await expect(view.getByTestId('provenance-check').filter({ hasText: 'Summer 2013, 2014' })).toBeVisible();
    await expect(view.getByTestId('provenance-field').filter({ hasText: '(909) 555-5555' })).toBeVisible();
    // The canvas holds the drawn page: not blank.
    const inked = await view.getByTestId('provenance-page').evaluate((c: HTMLCanvasElement) => {
      const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
      let dark = 0;
      for (let i = 0; i < data.length; i += 4) if (data[i]! < 128) dark += 1;
      return dark;
    });
    expect(inked).toBeGreaterThan(1000);
    const axe = await new AxeBuilder({ page }).include('[data-testid="provenance"]').analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
    await page.screenshot({ path: `${dir}/provenance-pdf-${width}.png` });
    await page.keyboard.press('Escape');
    await expect(view).toBeHidden();
    if (width < 500) return;

    // Confirming one mark and editing the other field clear them, on the server too.
    await page.getByRole('tab', { name: /Experience/ }).click();
    const marked = page.getByTestId('import-mark');
    await expect(marked.first()).toContainText('Dates kept as written: set the months');
    await expect(page.getByLabel('Dates as written')).toHaveValue('Summer 2013, 2014');
    await marked.first().getByRole('button', { name: 'Looks right' }).click();
    await expect(check).toContainText('The import was unsure of 1 field');
    await page.getByRole('tab', { name: /Education/ }).click();
    await expect(page.getByTestId('import-mark')).toHaveCount(1);
    await page.getByLabel('Dates as written').first().fill('Expected June 2016');
    await expect(page.getByTestId('import-mark')).toHaveCount(0);
    await expect(check).toContainText('Every field the import was unsure of has been checked');
    await page.keyboard.press('Control+s');
    await expect
      .poll(async () => (await serverResume(page, id)).resume.meta.importReview, { timeout: 15_000 })
      .toBeUndefined();
  });
}

test('a Word import shows its paragraphs with the field read from each', async ({ signedIn: page }) => {
  mkdirSync(dir, { recursive: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  await dashboardReady(page);
  await page
    .getByTestId('import-file')
    .setInputFiles({ name: 'Abigail Okonkwo-Hart.docx', mimeType: DOCX, buffer: corpus('en-word-textbox.docx') });
  await page.waitForURL(/\/edit\/[^/]+$/);
  await page.getByTestId('import-summary').getByRole('button', { name: 'Review in editor' }).click();
  await expect(page.getByLabel('Full Name')).toHaveValue('Abigail Okonkwo-Hart');
  await expect(page.getByLabel('Phone')).toHaveValue('(312) 555-0199');
  await page.getByTestId('import-check').getByRole('button', { name: 'Compare with the original' }).click();
  const view = page.getByTestId('provenance');
  const paragraphs = view.getByRole('list', { name: 'The document, paragraph by paragraph' });
  // The text box's contact details are paragraphs of their own, each the source of a field.
  await expect(paragraphs.getByRole('listitem').filter({ hasText: '(312) 555-0199' })).toHaveAttribute(
    'data-kind',
    'field',
  );
  await expect(paragraphs.getByRole('listitem').filter({ hasText: 'Okonkwo-Hart' })).toHaveAttribute(
    'data-kind',
    'field',
  );
  await page.screenshot({ path: `${dir}/provenance-docx-1440.png` });
});

for (const [lang, width] of [
  ['ar', 390],
  ['ja', 1440],
] as const) {
  test(`the import's summary and its check read in the interface language (${lang}, ${width} px)`, async ({ page }) => {
    mkdirSync(dir, { recursive: true });
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await page.goto(`/?lang=${lang}`);
    await signInViaProvider(page, uniqueUser(`import-${lang}`));
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await page
      .getByTestId('import-file')
      .setInputFiles({ name: 'Marisol Vega.pdf', mimeType: 'application/pdf', buffer: corpus('en-word-student.pdf') });
    // As above: the import has read the file and opened the editor (on a slow machine, more than expect's 10 s).
    await page.waitForURL(/\/edit\/[^/]+$/);
    const summary = page.getByTestId('import-summary');
    // Three jobs, in the language's own plural ('3 وظائف', '3 件の職歴'), in the Experience tab's name.
    const jobs = { ar: ['3 وظائف', 'الخبرة'], ja: ['3 件の職歴', '職歴'] }[lang];
    await expect(summary.getByRole('listitem').filter({ hasText: jobs[0] })).toContainText(jobs[1]);
    const axe = await new AxeBuilder({ page }).include('[data-testid="import-summary"]').analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
    await page.screenshot({ path: `${dir}/summary-${lang}-${width}.png` });
    await summary.getByRole('button').last().click();

    await page.getByTestId('import-check').getByRole('button').first().click();
    const view = page.getByTestId('provenance');
    // Fields go by the editor's names for them; the dates kept as written say why in the language.
    const title = { ar: 'المسمى الوظيفي', ja: '役職' }[lang];
    await expect(view.getByTestId('provenance-field').filter({ hasText: title }).first()).toBeVisible();
    const why = { ar: 'أُبقيت التواريخ كما كُتبت', ja: '日付は書かれたとおりに残しました' }[lang];
    await expect(view.getByTestId('provenance-check').filter({ hasText: 'Summer 2013, 2014' })).toContainText(why);
    await page.screenshot({ path: `${dir}/provenance-${lang}-${width}.png` });
  });
}
