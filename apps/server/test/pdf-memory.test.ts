import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleResume, type Resume } from '@resumey/resume';
import type { Logger } from '../src/log';
import { PDF_MESSAGES, PdfError } from '../src/pdf/errors';
import { createPdfService, type PdfService } from '../src/pdf/service';
import { testDbKind } from './helpers/server';
import { buildPrintView, pdfText } from '@resumey/test-support/pdf-support';
import { RENDERER_PATH } from './helpers/renderer';
import { wordyResume } from '@resumey/test-support/wordy-resume';

// Issue #22 item 2: the renderer's memory is capped; a job past the cap fails with the PDF error, and the next
// PDF is made as usual.

/** A cap the print view fits in with the sample resume (about 7 MB of heap) but not with the one below. */
const HEAP_MB = 16;

/** About 750 kB of resume: laying it out takes about 21 MB of the page's JavaScript heap. */
const hungryResume = (): Resume => wordyResume(5, 30);

describe.skipIf(testDbKind === 'postgres')("the renderer's memory cap", () => {
  const errors: string[] = [];
  const none = () => undefined;
  const log: Logger = { debug: none, info: none, warn: none, error: (_m, f) => void errors.push(String(f?.error)) };
  let webDist: string;
  let service: PdfService;
  beforeAll(async () => {
    webDist = await buildPrintView();
    // A timeout far above these jobs' times: what ends the hungry job must be the memory cap.
    service = createPdfService({ chromiumPath: RENDERER_PATH, webDist, log, heapMb: HEAP_MB, timeoutMs: 120_000 });
  }, 180_000);
  afterAll(() => service?.close());

  it('fails a job that needs more memory with the PDF error, and makes the next PDF as usual', async () => {
    const name = sampleResume().profile.fullName.toLowerCase();
    expect((await pdfText((await service.render(sampleResume())).pdf)).toLowerCase()).toContain(name);
    const failed = await service.render(hungryResume()).then(
      () => 'rendered',
      (e: unknown) => e,
    );
    expect(failed).toBeInstanceOf(PdfError);
    expect(failed).toMatchObject({ reason: 'failed', message: PDF_MESSAGES.failed });
    // V8 ends a renderer whose heap outgrows the cap: the page crashed, the browser lives on.
    expect(errors).toContainEqual(expect.stringMatching(/Target crashed/));
    expect((await pdfText((await service.render(sampleResume())).pdf)).toLowerCase()).toContain(name);
  }, 120_000);

  it('renders the same hungry resume under the default cap', async () => {
    const roomy = createPdfService({ chromiumPath: RENDERER_PATH, webDist, log, timeoutMs: 120_000 });
    try {
      const { pdf } = await roomy.render(hungryResume());
      expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
    } finally {
      await roomy.close();
    }
  }, 120_000);
});
