// The browser's own print of the public page (issue #38): what a recruiter's Print / Save as PDF makes of a shared
// resume, as a printer for the ATS matrix (ats-matrix.ts). Chromium opens the link-embedded share (/v/#data, no
// account or database needed), lays it out with print media as a print dialog does, and prints it with the page's
// own @page size (preferCSSPageSize: the dialog's default) and no "background graphics" (the dialog's default too:
// the templates ask for theirs with print-color-adjust).
import { chromium, type Browser } from 'playwright-core';
import { encodeShareLink } from '@resumey/resume';
import type { PrintPdf } from './ats-matrix';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

/** Prints the public page of each resume on `serverUrl`, `parallel` at a time, in one browser. */
export async function withPublicPagePrinter<T>(
  serverUrl: string,
  run: (print: PrintPdf) => Promise<T>,
  { parallel = 2 } = {},
): Promise<T> {
  const browser: Browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  let running = 0;
  const waiting: (() => void)[] = [];
  const slot = async () => {
    if (running >= parallel) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
  };
  const release = () => {
    running -= 1;
    waiting.shift()?.();
  };
  try {
    return await run(async (resume) => {
      await slot();
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      try {
        const page = await context.newPage();
        await page.goto(`${serverUrl}/v#${encodeShareLink(resume)}`);
        await page.locator('[data-resume-page]').first().waitFor({ state: 'visible', timeout: 30_000 });
        // The page has loaded its print preparation (print-copy.ts) and its fonts: a person prints a page they see.
        await page.locator('html[data-print-ready]').waitFor({ state: 'attached', timeout: 30_000 });
        await page.evaluate('document.fonts.ready.then(() => undefined)');
        await page.emulateMedia({ media: 'print' });
        return new Uint8Array(await page.pdf({ preferCSSPageSize: true }));
      } finally {
        await context.close();
        release();
      }
    });
  } finally {
    await browser.close();
  }
}
