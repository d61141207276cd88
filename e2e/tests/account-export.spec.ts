import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { sampleResume, type ExportManifest, type Resume } from '@resumey/resume';
import { expect, test } from '../fixtures';
import { openAccountDialog } from './account-helpers';
import { expectNoSeriousA11yIssues } from './auth-a11y';
import { card, dashboardReady } from './dashboard-helpers';
import { createResumeVia } from './editor-helpers';

/**
 * Issue #42 items 3 and 5 through the interface: Download my data saves a ZIP that holds the resume (its Resumey
 * JSON and, where the server can make one, its PDF), and Import an account export brings that ZIP back in, with a
 * summary of what came in. Both screens at 1440 and 390 px.
 */
test('Download my data saves a ZIP with the resume; importing it brings the resume in', async ({
  signedIn: page,
  user,
}, info) => {
  test.setTimeout(120_000);
  await dashboardReady(page);
  const resume = sampleResume();
  resume.meta.title = 'Exported CV';
  resume.profile.fullName = 'Erin Export';
  const id = await createResumeVia(page, resume);
  // Only this resume is live (a first visit may have made a sample; it goes to the trash, which the export marks).
  const list = (await (await page.request.get('/api/resumes')).json()) as { resumes: { resume: Resume }[] };
  for (const r of list.resumes.filter((r) => r.resume.id !== id)) {
    const res = await page.request.delete(`/api/resumes/${r.resume.id}`, {
      headers: { origin: new URL(page.url()).origin },
    });
    expect(res.status()).toBe(204);
  }

  await page.setViewportSize({ width: 1440, height: 900 });
  let dialog = await openAccountDialog(page, user);
  let section = dialog.getByRole('region', { name: 'Your data' });
  await section.scrollIntoViewIfNeeded();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^resumey-export-\d{4}-\d{2}-\d{2}\.zip$/);
  const zipPath = info.outputPath('export.zip');
  await download.saveAs(zipPath);
  const files = unzipSync(new Uint8Array(readFileSync(zipPath)));
  const manifest = JSON.parse(strFromU8(files['export.json']!)) as ExportManifest;
  expect(manifest.resumes.filter((r) => !r.trashed).map((r) => r.folder)).toEqual(['resumes/1-exported-cv']);
  const exported = JSON.parse(strFromU8(files['resumes/1-exported-cv/resume.resumey.json']!)) as Resume;
  expect(exported.profile.fullName).toBe('Erin Export');
  expect(strFromU8(files['README.txt']!)).toContain('resumes/1-exported-cv/');
  if (manifest.pdfs === 'included') {
    expect(strFromU8(files['resumes/1-exported-cv/resume.pdf']!.subarray(0, 5))).toBe('%PDF-');
  }
  await expect(page.getByText('Your data is downloading.')).toBeVisible();

  // The same ZIP back in: a second copy of the resume, and a summary that says so.
  await section.getByLabel('Account export (ZIP file)').setInputFiles(zipPath);
  await section.getByRole('button', { name: 'Import', exact: true }).click();
  const summary = section.getByRole('status');
  await expect(summary).toContainText('Imported 1 resume.');
  await expect(summary).toContainText('Exported CV');
  await expectNoSeriousA11yIssues(page);
  await summary.scrollIntoViewIfNeeded();
  await page.screenshot({ path: info.outputPath('account-data-1440.png') });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(card(page, 'Exported CV')).toHaveCount(2);
  dialog = await openAccountDialog(page, user);
  section = dialog.getByRole('region', { name: 'Your data' });
  await section.scrollIntoViewIfNeeded();
  // A file that is not an export is refused with the server's message, and nothing is imported.
  await section.getByLabel('Account export (ZIP file)').setInputFiles({
    name: 'notes.zip',
    mimeType: 'application/zip',
    buffer: Buffer.from('not a zip'),
  });
  await section.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('This file is not a Resumey account export (a ZIP file).')).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await page.screenshot({ path: info.outputPath('account-data-390.png') });
  expect(((await (await page.request.get('/api/resumes')).json()) as { resumes: unknown[] }).resumes).toHaveLength(2);
});
