import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { sampleResume } from '@resumey/resume';
import { createLogger } from '../src/log';
import { createAssetReader } from '../src/pdf/assets';
import { CHROMIUM_ARGS } from '../src/pdf/browser';
import { loadPrintView, PRINT_ORIGIN, PrintPages } from '../src/pdf/render';
import { createPdfService } from '../src/pdf/service';
import { testDbKind } from './helpers/server';
import { injectedRan, tryInjections } from './in-page/print-page-probes';
import { buildPrintView, pdfInfo, pdfText } from '@resumey/test-support/pdf-support';
import { RENDERER_PATH } from './helpers/renderer';

// Issue #23 item 3: the server's print page is locked down, fresh for every job, and its PDFs name Resumey.

describe.skipIf(testDbKind === 'postgres')("the server's print page", () => {
  let webDist: string;
  let browser: Browser;
  beforeAll(async () => {
    webDist = await buildPrintView();
    const { chromium } = await import('playwright-core');
    browser = await chromium.launch({ executablePath: RENDERER_PATH, args: CHROMIUM_ARGS, headless: true });
  }, 180_000);
  afterAll(() => browser?.close());

  it('runs no script but its own bundle, reaches no network, and shows images only from data: URLs', async () => {
    const { context, page } = await loadPrintView(browser, createAssetReader(webDist));
    try {
      const blocked: string[] = [];
      await page.exposeFunction('reportViolation', (d: string) => void blocked.push(d));
      const outcome = await page.evaluate(tryInjections, PRINT_ORIGIN);
      // The browser reports both refusals; only then is "it did not run" a finding rather than a race.
      await expect.poll(() => blocked).toEqual(expect.arrayContaining(['script-src-elem', 'script-src-attr']));
      const ran = await page.evaluate(injectedRan);
      expect({ ...ran, ...outcome }).toEqual({
        injected: undefined,
        handler: undefined,
        fetched: ['blocked', 'blocked'],
        remote: 'blocked',
        inline: 'loaded',
      });
      expect(blocked).toEqual(expect.arrayContaining(['script-src-elem', 'connect-src', 'img-src']));
    } finally {
      await context.close();
    }
  }, 60_000);

  it('prints every job in a fresh page: no page left open holds an earlier resume', async () => {
    const pages = new PrintPages(createAssetReader(webDist));
    try {
      for (const name of ['First Person', 'Second Person', 'Third Person']) {
        const resume = sampleResume();
        resume.profile = { ...resume.profile, fullName: name };
        expect((await pdfText((await pages.render(browser, resume, 30_000)).pdf)).toUpperCase()).toContain(
          name.toUpperCase(),
        );
        // The job's page is closed as the job ends (asynchronously); the spares loaded since are blank.
        await expect
          .poll(async () => {
            const texts = await Promise.all(
              browser.contexts().flatMap((c) => c.pages().map((p) => p.textContent('body').catch(() => ''))),
            );
            return texts.some((t) => t?.toUpperCase().includes(name.toUpperCase()));
          })
          .toBe(false);
      }
      // Fresh pages are loaded ahead of the next job (the warm-server speed), and counted once loaded.
      await expect.poll(() => pages.ready, { timeout: 30_000 }).toBe(2);
    } finally {
      await pages.clear();
    }
  }, 90_000);

  it("names Resumey as the PDF's creator and producer, not the browser", async () => {
    const service = createPdfService({ chromiumPath: RENDERER_PATH, webDist, log: createLogger('silent') });
    try {
      const { pdf } = await service.render(sampleResume());
      const info = await pdfInfo(pdf);
      expect(info.creator).toBe('Resumey');
      expect(info.producer).toMatch(/^Resumey \d+\.\d+\.\d+$/);
      expect(info.title).toBe('Alex Morgan Resume');
      expect(JSON.stringify(info)).not.toMatch(/Chrom/i);
      // Rewritten, not only hidden: the renderer's name is nowhere in the file's bytes.
      expect(Buffer.from(pdf).toString('latin1')).not.toMatch(/HeadlessChrome|Skia\/PDF/);
      expect(await pdfText(pdf)).toContain('ALEX MORGAN');
    } finally {
      await service.close();
    }
  }, 60_000);
});
