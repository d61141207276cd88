import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Download, Page } from '@playwright/test';
import { pdfPagesAndText } from '@resumey/test-support/pdf-support';
import { encodeShareLink, longResume, newId, sampleResume } from '@resumey/resume';
import { expect, signInViaProvider, test, uniqueUser } from '../fixtures';
import { freePort } from '../harness';
import { createResumeVia, expectSaved, openEditor, preview } from './editor-helpers';
import { serverEntry } from '../../scripts/server-command.mjs';

/** What pdftotext and pdfinfo (poppler-utils) read from a downloaded PDF, and its first bytes. */
async function savedPdf(download: Download) {
  const file = await download.path();
  expect(file).toBeTruthy();
  const pdf = readFileSync(file);
  return { ...(await pdfPagesAndText(pdf)), head: pdf.subarray(0, 5).toString() };
}

const downloadButton = (page: Page) => page.getByRole('button', { name: 'Download PDF' });

test.describe('PDF download', () => {
  test('from the editor: the preview marks the page ends and the PDF has as many A4 pages', async ({
    signedIn: page,
  }) => {
    const id = await createResumeVia(page, longResume());
    await openEditor(page, id);
    await expect(page.locator('[data-page-count]')).toHaveText('3 pages · A4');
    await expect(preview(page).locator('[data-page-break]')).toHaveCount(2);
    await expect(preview(page).locator('[data-page-break="2"]')).toContainText('Page 2 of 3');

    await expectSaved(page);
    const [download] = await Promise.all([page.waitForEvent('download'), downloadButton(page).click()]);
    expect(download.suggestedFilename()).toBe('Alex Morgan Resume.pdf');
    const pdf = await savedPdf(download);
    expect(pdf.head).toBe('%PDF-');
    expect(pdf.pages).toBe(3);
    expect(pdf.text).toContain('ALEX MORGAN');
    expect(pdf.text).toContain('Job 7 result 4');
  });

  test('from the editor with unsaved changes: the PDF shows what the preview shows', async ({ signedIn: page }) => {
    const id = await createResumeVia(page, sampleResume());
    await openEditor(page, id);
    await page.getByLabel('Full Name').fill('Zoë Unsaved');
    await expect(preview(page)).toContainText(/Zoë Unsaved/i);
    const [download] = await Promise.all([page.waitForEvent('download'), downloadButton(page).click()]);
    expect(download.suggestedFilename()).toBe('Zoë Unsaved Resume.pdf');
    expect((await savedPdf(download)).text).toContain('ZOË UNSAVED');
  });

  test('from a public share, signed out, by custom URL and from a link', async ({ signedIn: page, browser }) => {
    const origin = new URL(page.url()).origin;
    const username = `pdf-${newId().slice(0, 8)}`;
    const put = await page.request.put('/api/profile/username', { data: { username }, headers: { origin } });
    expect(put.ok(), await put.text()).toBeTruthy();
    const resume = sampleResume();
    resume.profile = { ...resume.profile, fullName: 'Public Person' };
    const resumeId = await createResumeVia(page, resume);
    const slug = `cv-${newId().slice(0, 8)}`;
    const share = await page.request.post('/api/shares', { data: { username, slug, resumeId }, headers: { origin } });
    expect(share.status(), await share.text()).toBe(201);

    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(`/u/${username}/${slug}`);
    await expect(visitor.locator('[data-resume-page]')).toBeVisible();
    const [fromShare] = await Promise.all([visitor.waitForEvent('download'), downloadButton(visitor).click()]);
    expect(fromShare.suggestedFilename()).toBe('Public Person Resume.pdf');
    expect((await savedPdf(fromShare)).text).toContain('PUBLIC PERSON');

    await visitor.goto(
      `/v#${encodeShareLink({ ...resume, profile: { ...resume.profile, fullName: 'Linked Person' } })}`,
    );
    await expect(visitor.locator('[data-resume-page]')).toContainText(/Linked Person/i);
    const [fromLink] = await Promise.all([visitor.waitForEvent('download'), downloadButton(visitor).click()]);
    expect(fromLink.suggestedFilename()).toBe('Linked Person Resume.pdf');
    expect((await savedPdf(fromLink)).text).toContain('LINKED PERSON');
    await visitor.context().close();
  });

  test('Ctrl+P on the public view makes the same PDF as Download PDF (not the browser print of the page)', async ({
    browser,
  }) => {
    const visitor = await (await browser.newContext()).newPage();
    const resume = sampleResume();
    resume.profile = { ...resume.profile, fullName: 'Printed Person' };
    await visitor.goto(`/v#${encodeShareLink(resume)}`);
    await expect(visitor.locator('[data-resume-page]')).toContainText(/Printed Person/i);
    const [byButton] = await Promise.all([visitor.waitForEvent('download'), downloadButton(visitor).click()]);
    const [byKeys] = await Promise.all([visitor.waitForEvent('download'), visitor.keyboard.press('ControlOrMeta+p')]);
    expect(byKeys.suggestedFilename()).toBe('Printed Person Resume.pdf');
    const [a, b] = [await savedPdf(byButton), await savedPdf(byKeys)];
    expect(b.head).toBe('%PDF-');
    expect(b.pages).toBe(a.pages);
    expect(b.text).toBe(a.text);
    await visitor.context().close();
  });
});

test.describe('PDF download on a server without Chromium', () => {
  // A second server starts for this group: allow for a slow start on a busy machine.
  test.describe.configure({ timeout: 180_000 });
  let server: ChildProcess | undefined;
  let baseURL = '';
  let dataDir = '';

  test.beforeAll(async () => {
    const port = await freePort();
    baseURL = `http://127.0.0.1:${port}`;
    dataDir = mkdtempSync(path.join(tmpdir(), 'resumey-e2e-nochrome-'));
    server = spawn(process.execPath, [serverEntry], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      stdio: ['ignore', 'ignore', 'pipe'],
      // A clean environment: not the test worker's (its NODE_OPTIONS hooks are not for the server).
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: baseURL,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        WEB_DIST: process.env.E2E_WEB_DIST!,
        CHROMIUM_PATH: '/nonexistent/chromium',
        SESSION_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e',
        LOG_LEVEL: 'warn',
      },
    });
    let stderr = '';
    server.stderr?.on('data', (chunk) => (stderr += String(chunk)));
    await expect
      .poll(
        () =>
          fetch(`${baseURL}/api/health`).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 150_000 },
      )
      .toBe(200)
      .catch((err) => {
        throw new Error(
          `The server without Chromium did not start (exit ${server?.exitCode}): ${stderr.slice(-3000)}`,
          { cause: err },
        );
      });
  });

  test.afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test("falls back to the browser's print dialog of the same print view", async ({ page }) => {
    // Headless Chromium has no print dialog: record what each frame would have printed instead.
    await page.addInitScript(() => {
      window.print = () => {
        const top = window.top as Window & { printed?: { title: string; name: string; pages: number }[] };
        top.printed ??= [];
        top.printed.push({
          title: document.title,
          name: document.querySelector('[data-resume-page] h1')?.textContent ?? '',
          pages: document.querySelectorAll('[data-resume-page]').length,
        });
      };
    });
    const resume = sampleResume();
    resume.profile = { ...resume.profile, fullName: 'Fallback Person' };
    await page.goto(`${baseURL}/v#${encodeShareLink(resume)}`);
    await expect(page.locator('[data-resume-page]')).toContainText(/Fallback Person/i);

    const unavailable = page.waitForResponse((r) => r.url().endsWith('/api/pdf'));
    await downloadButton(page).click();
    expect((await unavailable).status()).toBe(503);
    await expect
      .poll(() => page.evaluate(() => (window as Window & { printed?: unknown[] }).printed ?? []))
      .toEqual([{ title: 'Fallback Person Resume', name: 'Fallback Person', pages: 1 }]);
    await expect(downloadButton(page)).toBeEnabled();
    // Said plainly: this PDF is not the server's.
    await expect(page.getByRole('status')).toContainText("your browser's print dialog opens instead");
  });

  test("the editor's PDF button says before a click that the browser's print will be used, and uses it", async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await page.addInitScript(() => {
      window.print = () => {
        const top = window.top as Window & { printed?: string[] };
        (top.printed ??= []).push(document.querySelector('[data-resume-page] h1')?.textContent ?? '');
      };
    });
    await signInViaProvider(page, uniqueUser('nopdf'));
    const resume = sampleResume();
    resume.profile = { ...resume.profile, fullName: 'Editor Printer' };
    await openEditor(page, await createResumeVia(page, resume));
    const button = page.getByRole('button', { name: 'Print to PDF' });
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute('title', /print dialog will be used/);
    await expect(downloadButton(page)).toHaveCount(0);
    const asked: string[] = [];
    page.on('request', (r) => {
      if (/\/api\/.*pdf$/.test(new URL(r.url()).pathname)) asked.push(r.url());
    });
    await button.click();
    await expect
      .poll(() => page.evaluate(() => (window as Window & { printed?: string[] }).printed ?? []))
      .toEqual(['Editor Printer']);
    expect(asked).toEqual([]);
    await context.close();
  });
});
