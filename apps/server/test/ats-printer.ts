// The ATS matrix's printer in the server tests: one warm PDF service of the server's own, printing two at a time
// the way the server does, with room to queue the whole matrix at once. Its spare pages skip the server's warm-up
// layout of the sample (render.ts): with every job queued at once, a spare is taken as soon as it has loaded.
import type { PrintPdf } from '@resumey/test-support/ats-matrix';
import { buildPrintView } from '@resumey/test-support/pdf-support';
import { createLogger } from '../src/log';
import { createPdfService } from '../src/pdf/service';
import { RENDERER_PATH } from './helpers/renderer';

export async function withPdfService<T>(run: (print: PrintPdf) => Promise<T>): Promise<T> {
  const service = createPdfService({
    chromiumPath: RENDERER_PATH,
    webDist: await buildPrintView(),
    log: createLogger('silent'),
    maxWaitingCost: 1_000_000,
    maxWaitMs: 3_600_000,
    timeoutMs: 60_000,
    warmUp: false,
  });
  try {
    return await run(async (resume) => (await service.render(resume)).pdf);
  } finally {
    await service.close();
  }
}
