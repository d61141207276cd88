import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPdfText } from '@resumey/pdf-text';
import { resumeFor } from '@resumey/test-support/ats-matrix';
import { buildPrintView, pdfText } from '@resumey/test-support/pdf-support';
import { CHROMIUM_CANDIDATES, defaultChromiumPath } from '../src/config';
import { createLogger } from '../src/log';
import { createPdfService, type PdfService } from '../src/pdf/service';
import { testDbKind } from './helpers/server';

// The server prints with Debian's headless shell when it is installed and with the full browser otherwise
// (config.ts). Both must print the same PDF, or a server without the shell would give ATS parsers other text.

const [SHELL, FULL] = CHROMIUM_CANDIDATES as [string, string];

/** The cases the shell printed differently before its glyph hinting was turned off (pdf/browser.ts). */
const CASES = [
  resumeFor('t07-tech-minimal', 'sample', 'inter'),
  resumeFor('t04-typographic', 'sample', 'roboto'),
  resumeFor('t10-academic', 'long', 'source-sans'),
];

/** What a parser sees of a PDF: every text item with its place and size, to a hundredth of a point. */
const items = async (pdf: Uint8Array) =>
  (await readPdfText(pdf)).map((page) =>
    page.items.map((i) => `${i.text}|${i.font}|${[i.x, i.y, i.width, i.fontSize].map((n) => n.toFixed(2)).join(',')}`),
  );

describe.skipIf(testDbKind === 'postgres')('the PDF renderer', () => {
  let shell: PdfService;
  let full: PdfService;
  beforeAll(async () => {
    const webDist = await buildPrintView();
    const log = createLogger('silent');
    shell = createPdfService({ chromiumPath: SHELL, webDist, log, warmUp: false });
    full = createPdfService({ chromiumPath: FULL, webDist, log, warmUp: false });
  }, 180_000);
  afterAll(() => Promise.all([shell?.close(), full?.close()]));

  it('is the headless shell where it is installed (as in CI and the Debian set-up of the README)', () => {
    expect(defaultChromiumPath()).toBe(SHELL);
  });

  it('prints the same text, in the same places and fonts, with the headless shell as with the full browser', async () => {
    for (const resume of CASES) {
      const [a, b] = await Promise.all([shell.render(resume), full.render(resume)]);
      const label = `${resume.meta.templateId} ${resume.meta.fontFamily}`;
      expect(await items(a.pdf), label).toEqual(await items(b.pdf));
      expect(await pdfText(a.pdf), label).toBe(await pdfText(b.pdf));
    }
  }, 120_000);
});
