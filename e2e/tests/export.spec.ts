import type { Download, Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { completeResume } from '@resumey/resume';
import { expect, test } from '../fixtures';
import { cardAction, dashboardReady } from './dashboard-helpers';
import { createResumeVia, openEditor, preview } from './editor-helpers';

const bytesOf = async (download: Download) => Buffer.concat(await (await download.createReadStream()).toArray());

/** The .docx is a ZIP: its word/document.xml, read the way a word processor would find it. */
async function documentXml(download: Download): Promise<string> {
  const bytes = await bytesOf(download);
  expect(bytes.subarray(0, 2).toString()).toBe('PK');
  return strFromU8(unzipSync(new Uint8Array(bytes))['word/document.xml']);
}

async function exportFromEditor(page: Page, item: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    (async () => {
      await page.getByRole('button', { name: 'Export', exact: true }).click();
      await page.getByRole('menuitem', { name: item, exact: true }).click();
    })(),
  ]);
  return download;
}

test.describe('Word and plain-text export (#19)', () => {
  test('from the dashboard card menu', async ({ signedIn: page }) => {
    await dashboardReady(page);
    const [docx] = await Promise.all([
      page.waitForEvent('download'),
      cardAction(page, 'Sample Resume', 'Export Word (.docx)'),
    ]);
    expect(docx.suggestedFilename()).toBe('sample-resume.docx');
    const xml = await documentXml(docx);
    expect(xml).toMatch(/<w:pStyle w:val="Title"\/><\/w:pPr><w:r><w:t[^>]*>Alex Morgan<\/w:t>/);
    expect(xml).toMatch(/<w:pStyle w:val="Heading1"\/><\/w:pPr><w:r><w:t[^>]*>Experience<\/w:t>/);
    expect(xml).toContain('<w:numPr>');

    const [txt] = await Promise.all([
      page.waitForEvent('download'),
      cardAction(page, 'Sample Resume', 'Export plain text (.txt)'),
    ]);
    expect(txt.suggestedFilename()).toBe('sample-resume.txt');
    const text = (await bytesOf(txt)).toString('utf8');
    expect(text.startsWith('Alex Morgan\nSenior Full-Stack Engineer\n')).toBe(true);
    expect(text).toContain('\n\nEXPERIENCE\nSenior Software Engineer, Brightwave Payments');
    expect(text).toContain('\n- Led the redesign of the merchant dashboard');
    expect(text).not.toContain('**');
  });

  test('from the editor, with unsaved changes and the sections an import brings', async ({ signedIn: page }) => {
    // The Word builder (the docx library) is its own chunk, loaded only when a Word export is asked for.
    const docxChunks: string[] = [];
    page.on('request', (r) => {
      if (/\/assets\/docx-[\w-]+\.js$/.test(r.url())) docxChunks.push(r.url());
    });
    const id = await createResumeVia(page, completeResume());
    await openEditor(page, id);
    await page.getByLabel('Full Name').fill('Zoë Export');
    await expect(preview(page)).toContainText(/Zoë Export/i);

    expect(docxChunks).toEqual([]);
    const docx = await exportFromEditor(page, 'Word (.docx)');
    expect(docxChunks).toHaveLength(1);
    expect(docx.suggestedFilename()).toBe('sample-resume.docx');
    const xml = await documentXml(docx);
    expect(xml).toMatch(/<w:pStyle w:val="Title"\/><\/w:pPr><w:r><w:t[^>]*>Zoë Export<\/w:t>/);
    for (const heading of ['Experience', 'Volunteer', 'Publications', 'References'])
      expect(xml).toMatch(new RegExp(`<w:pStyle w:val="Heading1"/></w:pPr><w:r><w:t[^>]*>${heading}</w:t>`));

    const txt = await exportFromEditor(page, 'Plain text (.txt)');
    expect(txt.suggestedFilename()).toBe('sample-resume.txt');
    const text = (await bytesOf(txt)).toString('utf8');
    expect(text.startsWith('Zoë Export\n')).toBe(true);
    expect(text).toContain('\n\nVOLUNTEER\nMentor, Code for Good | Sep 2019 – Present');
    expect(text).toContain('\n\nAWARDS\nHackathon Winner | SF DevWeek | Feb 2022');
  });
});
