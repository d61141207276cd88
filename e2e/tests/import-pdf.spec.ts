import AxeBuilder from '@axe-core/playwright';
import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { onePagePdf } from '@resumey/test-support/one-page-pdf';
import { expect, test } from '../fixtures';
import { dashboardReady, serverList } from './dashboard-helpers';
import { preview, serverResume } from './editor-helpers';

// A PDF resume Resumey did not make: a plain HTML page printed by Chromium (packages/pdf-text/test/fixtures).
const plainHtml = readFileSync(
  fileURLToPath(new URL('../../packages/pdf-text/test/fixtures/plain-html.pdf', import.meta.url)),
);
// Screenshots of the summary for review (SHOTS_DIR, default /tmp/imports-shots); looks are not asserted.
const dir = process.env.SHOTS_DIR ?? '/tmp/imports-shots';

/** A one-page PDF that draws a filled square and no text: what a scanned resume looks like to a text reader. */
const imageOnlyPdf = () => Buffer.from(onePagePdf('0.5 g 100 100 300 300 re f'));

for (const width of [1440, 390]) {
  test(`a PDF resume imported from the dashboard opens in the editor under its summary (${width} px)`, async ({
    signedIn: page,
  }) => {
    mkdirSync(dir, { recursive: true });
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await dashboardReady(page);
    await page
      .getByTestId('import-file')
      .setInputFiles({ name: 'Priya Raman.pdf', mimeType: 'application/pdf', buffer: plainHtml });
    await page.waitForURL(/\/edit\/[^/]+$/);
    const summary = page.getByTestId('import-summary');
    await expect(summary.getByRole('heading', { name: 'Resume imported from PDF' })).toBeVisible();
    for (const [what, where] of [
      ['name, headline, e-mail, phone, location, GitHub', 'Profile'],
      ['2 jobs', 'Experience'],
      ['2 schools', 'Education'],
      ['7 skills', 'Skills'],
      ['1 certification', 'Certifications'],
    ]) {
      await expect(summary.getByRole('listitem').filter({ hasText: what })).toContainText(where);
    }
    const overflow = await summary.evaluate((el) => [el.scrollWidth, el.clientWidth]);
    expect(overflow[0]).toBeLessThanOrEqual(overflow[1]);
    expect((await new AxeBuilder({ page }).include('[data-testid="import-summary"]').analyze()).violations).toEqual([]);
    await page.screenshot({ path: `${dir}/summary-pdf-${width}.png` });
    if (width < 500) return;

    await summary.getByRole('button', { name: 'Review in editor' }).click();
    await expect(summary).toBeHidden();
    await expect(page.getByLabel('Full Name')).toHaveValue('Priya Raman');
    await expect(preview(page)).toContainText('Rebuilt the nightly warehouse load on Airflow and dbt');
    const id = new URL(page.url()).pathname.split('/').pop()!;
    const { resume } = await serverResume(page, id);
    expect(resume.meta.title).toBe('Priya Raman (PDF)');
    expect(resume.profile).toMatchObject({
      headline: 'Data Engineer',
      email: 'priya.raman@example.org',
      phone: '+44 20 7946 0958',
      location: 'Manchester, UK',
    });
    expect(resume.experience.map((e) => [e.title, e.company, e.location, e.startDate, e.endDate])).toEqual([
      ['Lead Data Engineer', 'Harbour Logistics', 'Manchester, UK', '2022-04', ''],
      ['Data Engineer', 'Corner Shop Group', 'Leeds, UK', '2019-09', '2022-03'],
    ]);
    expect(resume.education.map((e) => e.school)).toEqual(['University of Leeds', 'University of Sheffield']);
  });
}

test('a damaged PDF and an image-only PDF are refused with a clear message and change nothing', async ({
  signedIn: page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await dashboardReady(page);
  const before = (await serverList(page)).length;
  const cases: Array<[string, Buffer, RegExp]> = [
    [
      'damaged.pdf',
      Buffer.from('%PDF-1.7\nthis is not really a PDF\n'),
      /This PDF could not be read: it may be damaged/,
    ],
    ['scan.pdf', imageOnlyPdf(), /This PDF has no text to import: it may be a scan/],
    ['notes.pdf', Buffer.from('plain text, named .pdf'), /This file is not a PDF/],
  ];
  for (const [name, buffer, message] of cases) {
    await page.getByTestId('import-file').setInputFiles({ name, mimeType: 'application/pdf', buffer });
    await expect(page.getByText('Cannot import resume').first()).toBeVisible();
    await expect(page.getByText(message)).toBeVisible();
  }
  expect(await serverList(page)).toHaveLength(before);
  await expect(page).not.toHaveURL(/\/edit\//);
});

test('a Hindi resume printed by Chromium imports with its words whole, in the browser’s pdf.js', async ({
  signedIn: page,
}) => {
  // Its conjuncts' glyphs read as zero-width marks in pdf.js 5 as published, and a space after each ('समन् वयक'):
  // the web build carries pdf.js 6's fix (patches/).
  const hindi = readFileSync(
    fileURLToPath(new URL('../../packages/test-support/corpus/files/hi-html-resume.pdf', import.meta.url)),
  );
  await page.setViewportSize({ width: 1440, height: 900 });
  await dashboardReady(page);
  await page
    .getByTestId('import-file')
    .setInputFiles({ name: 'प्रियंका.pdf', mimeType: 'application/pdf', buffer: hindi });
  await page.waitForURL(/\/edit\/[^/]+$/);
  await expect(page.getByTestId('import-summary')).toBeVisible();
  const { resume } = await serverResume(page, new URL(page.url()).pathname.split('/').pop()!);
  expect(resume.meta.language).toBe('hi');
  expect(resume.profile.fullName).toBe('प्रियंका श्रीवास्तव');
  expect(resume.experience.map((e) => e.title)).toEqual([
    'कार्यक्रम समन्वयक',
    'ब्लॉक समन्वयक (Block Coordinator)',
    'फील्ड अन्वेषक',
  ]);
  expect(resume.experience[1]!.bullets).toContain('समूह सदस्यों को बहीखाता, बैंक लिंकेज एवं आजीविका गतिविधियों पर प्रशिक्षण देना');
});
