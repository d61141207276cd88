import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleResume, TEMPLATES, type Resume } from '@resumey/resume';
import { createLogger } from '../src/log';
import { createPdfService, type PdfService } from '../src/pdf/service';
import { testDbKind } from './helpers/server';
import { pageFill, type PageFill } from './pdf-fill';
import { buildPrintView } from '@resumey/test-support/pdf-support';

/**
 * Issue #20 item 4: the sample resume users start from ('Try Sample Resume') prints to at most two pages in every
 * template, with the last page at least a third full, so it never ends on a page holding one bullet. The long
 * resume is three pages on purpose and not checked. The role samples (only drawn as the chooser's preview
 * images, never printed) are not held to this yet: several end a page short (issue #20, left for a later step).
 */
const SAMPLES: Record<string, () => Resume> = { developer: sampleResume };
const MAX_PAGES = 2;
const MIN_LAST_PAGE_FILL = 1 / 3;

interface Case {
  templateId: string;
  sample: string;
  fill: PageFill;
}

// No database is involved: the PostgreSQL pass of the server tests skips this file rather than repeat it.
describe.skipIf(testDbKind === 'postgres')('sample resumes: at most 2 pages, last page a third full', () => {
  let service: PdfService;
  const cases: Case[] = [];

  beforeAll(async () => {
    service = createPdfService({
      chromiumPath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      webDist: await buildPrintView(),
      log: createLogger('silent'),
      maxWaitingCost: 1_000_000,
      maxWaitMs: 3_600_000,
      timeoutMs: 60_000,
    });
    const jobs = TEMPLATES.flatMap((t) => Object.keys(SAMPLES).map((sample) => ({ templateId: t.id, sample })));
    // Two at a time through one warm service, the way the server prints them.
    await Promise.all(
      jobs.map(async ({ templateId, sample }) => {
        const resume = SAMPLES[sample]!();
        resume.meta = { ...resume.meta, templateId };
        const { pdf } = await service.render(resume);
        cases.push({ templateId, sample, fill: await pageFill(pdf, resume.meta.pageMargins) });
      }),
    );
  }, 900_000);
  afterAll(async () => {
    await service?.close();
    // The measured table, in the test output, so a failure shows every template's numbers at once.
    const rows = [...cases]
      .sort((a, b) => a.templateId.localeCompare(b.templateId) || a.sample.localeCompare(b.sample))
      .map(
        (c) =>
          `${c.templateId.padEnd(22)} ${c.sample.padEnd(10)} ${c.fill.pages}p last ${(c.fill.lastPageFill * 100).toFixed(0)}%`,
      );
    console.log(rows.join('\n'));
  });

  it('prints every sample in every template to at most 2 pages', () => {
    const over = cases
      .filter((c) => c.fill.pages > MAX_PAGES)
      .map((c) => `${c.templateId} ${c.sample}: ${c.fill.pages}`);
    expect(over).toEqual([]);
    expect(cases).toHaveLength(TEMPLATES.length * Object.keys(SAMPLES).length);
  });

  it('fills the last page at least a third', () => {
    const thin = cases
      .filter((c) => c.fill.lastPageFill < MIN_LAST_PAGE_FILL)
      .map(
        (c) =>
          `${c.templateId} ${c.sample}: ${(c.fill.lastPageFill * 100).toFixed(0)}% "${c.fill.lastPageText.slice(0, 60)}"`,
      );
    expect(thin).toEqual([]);
  });
});
