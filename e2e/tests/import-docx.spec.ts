import AxeBuilder from '@axe-core/playwright';
import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { strToU8, zipSync } from 'fflate';
import { expect, test } from '../fixtures';
import { dashboardReady, serverList } from './dashboard-helpers';
import { preview, serverResume } from './editor-helpers';

// A Word resume Resumey did not write: HTML converted by LibreOffice Writer (packages/resume/test/fixtures/docx).
const handStyled = readFileSync(
  fileURLToPath(new URL('../../packages/resume/test/fixtures/docx/hand-styled.docx', import.meta.url)),
);
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
// Screenshots of the summary for review (SHOTS_DIR, default /tmp/imports-shots); looks are not asserted.
const dir = process.env.SHOTS_DIR ?? '/tmp/imports-shots';

test('a Word resume imported from the dashboard opens in the editor under its summary; a bad file is refused', async ({
  signedIn: page,
}) => {
  mkdirSync(dir, { recursive: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  await dashboardReady(page);
  const before = (await serverList(page)).length;
  await page
    .getByTestId('import-file')
    .setInputFiles({ name: 'resume.docx', mimeType: DOCX, buffer: Buffer.from('not a zip') });
  await expect(page.getByText('Cannot import resume')).toBeVisible();
  await expect(page.getByText(/This file is not a Word document \(\.docx\)/)).toBeVisible();
  expect(await serverList(page)).toHaveLength(before);

  await page
    .getByTestId('import-file')
    .setInputFiles({ name: 'Jordan Lee CV.docx', mimeType: DOCX, buffer: handStyled });
  await page.waitForURL(/\/edit\/[^/]+$/);
  const summary = page.getByTestId('import-summary');
  await expect(summary.getByRole('heading', { name: 'Resume imported from Word' })).toBeVisible();
  for (const [what, where] of [
    ['name, headline, e-mail, phone, location, LinkedIn', 'Profile'],
    ['2 jobs', 'Experience'],
    ['1 school', 'Education'],
    ['4 skills', 'Skills'],
    ['HOBBIES (1 line)', 'Custom'],
  ]) {
    await expect(summary.getByRole('listitem').filter({ hasText: what })).toContainText(where);
  }
  expect((await new AxeBuilder({ page }).include('[data-testid="import-summary"]').analyze()).violations).toEqual([]);
  await page.screenshot({ path: `${dir}/summary-word-1440.png` });

  await summary.getByRole('button', { name: 'Review in editor' }).click();
  await expect(summary).toBeHidden();
  await expect(page.getByLabel('Full Name')).toHaveValue('Jordan Lee');
  await expect(preview(page)).toContainText('Redesigned the onboarding flow');
  const id = new URL(page.url()).pathname.split('/').pop()!;
  const { resume } = await serverResume(page, id);
  expect(resume.meta.title).toBe('Jordan Lee (Word)');
  expect(resume.profile).toMatchObject({
    email: 'jordan.lee@mail.com',
    phone: '+44 20 7946 0958',
    location: 'London, UK',
  });
  expect(resume.experience.map((e) => [e.title, e.company, e.startDate, e.endDate])).toEqual([
    ['Senior Product Designer', 'Acme Ltd', '2019-01', ''],
    ['Product Designer', 'Globex Travel', '2016-09', '2018-12'],
  ]);
  // Shown once: a reload of the editor does not bring the summary back.
  await page.reload();
  await expect(page.getByLabel('Full Name')).toHaveValue('Jordan Lee');
  await expect(page.getByTestId('import-summary')).toHaveCount(0);
});

test('the summary after a LinkedIn import lists the files that were not in the ZIP (phone width)', async ({
  signedIn: page,
}) => {
  mkdirSync(dir, { recursive: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await dashboardReady(page);
  await page.getByTestId('import-file').setInputFiles({
    name: 'Basic_LinkedInDataExport.zip',
    mimeType: 'application/zip',
    buffer: Buffer.from(
      zipSync({
        'Profile.csv': strToU8('First Name,Last Name,Headline\r\nNiamh,Byrne,Data Engineer\r\n'),
        'Skills.csv': strToU8('Name\r\nSpark\r\nAirflow\r\n'),
      }),
    ),
  });
  const summary = page.getByTestId('import-summary');
  await expect(summary.getByRole('heading', { name: 'Resume imported from LinkedIn export' })).toBeVisible();
  await expect(summary.getByRole('listitem').filter({ hasText: '2 skills' })).toContainText('Skills');
  await expect(summary.getByText('Not imported or needs a look')).toBeVisible();
  await expect(summary.getByRole('listitem').filter({ hasText: 'Positions.csv (not in the ZIP)' })).toBeVisible();
  const width = await summary.evaluate((el) => [el.scrollWidth, el.clientWidth]);
  expect(width[0]).toBeLessThanOrEqual(width[1]);
  await page.screenshot({ path: `${dir}/summary-linkedin-390.png`, fullPage: false });
  await summary.getByRole('button', { name: 'Review in editor' }).click();
  await expect(page.getByLabel('Full Name')).toHaveValue('Niamh Byrne');
});
