import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Resume } from '@resumey/resume';
import type { Config } from '../config';
import type { Logger } from '../log';
import { createAssetReader } from './assets';
import { WarmBrowser } from './browser';
import { PDF_MESSAGES, PdfError } from './errors';
import { JobQueue } from './queue';
import { PRINT_PAGE, PrintPages, type RenderedPdf } from './render';

export interface PdfServiceOptions {
  chromiumPath: string;
  /** The built web app holding the print view (print.html and its assets). */
  webDist: string;
  log: Logger;
  /** Jobs rendered at once (the machine has 2 cores). */
  concurrency?: number;
  /** Jobs allowed to wait for a free slot before new ones are refused as busy. */
  maxWaiting?: number;
  /** Per job, from its start to the finished PDF. */
  timeoutMs?: number;
  idleMs?: number;
}

export interface PdfService {
  render(resume: Resume): Promise<RenderedPdf>;
  close(): Promise<void>;
}

export function createPdfService(opts: PdfServiceOptions): PdfService {
  const browser = new WarmBrowser({ executablePath: opts.chromiumPath, log: opts.log, idleMs: opts.idleMs });
  const assets = createAssetReader(opts.webDist);
  const queue = new JobQueue(opts.concurrency ?? 2, opts.maxWaiting ?? 8);
  const timeoutMs = opts.timeoutMs ?? 15_000;
  const printView = path.join(assets.root, PRINT_PAGE);
  const pages = new PrintPages(assets);

  return {
    async render(resume) {
      // Refused before queueing, so the caller learns at once and falls back to the browser's print dialog.
      if (!browser.installed) throw new PdfError('unavailable', PDF_MESSAGES.noChromium);
      if (!existsSync(printView)) throw new PdfError('unavailable', PDF_MESSAGES.noPrintView);
      return queue.run(async () => {
        const started = performance.now();
        try {
          return await renderOnce(resume);
        } finally {
          opts.log.debug('pdf: rendered', { ms: Math.round(performance.now() - started) });
        }
      });
    },
    close: async () => {
      await pages.clear();
      await browser.close();
    },
  };

  async function renderOnce(resume: Resume): Promise<RenderedPdf> {
    return browser.use(async (b) => {
      try {
        return await pages.render(b, resume, timeoutMs);
      } catch (err) {
        if (b.isConnected() || !(err instanceof PdfError) || err.reason === 'timeout') throw logged(err);
        // The browser died under this job (crash, OOM): one retry on a fresh one.
        opts.log.warn('pdf: browser disconnected during a job, retrying once');
        await browser.release();
        return browser
          .use((fresh) => pages.render(fresh, resume, timeoutMs))
          .catch((e) => {
            throw logged(e);
          });
      }
    });
  }

  function logged(err: unknown): unknown {
    if (err instanceof PdfError && err.reason === 'failed')
      opts.log.error('pdf: job failed', { error: String(err.cause) });
    return err;
  }
}

const services = new WeakMap<Config, PdfService>();

/** The one PDF service of a running server (keyed by its configuration object), made on first use. */
export function pdfServiceFor(config: Config, log: Logger, webDist: string): PdfService {
  let service = services.get(config);
  if (!service) {
    service = createPdfService({ chromiumPath: config.CHROMIUM_PATH, webDist, log });
    services.set(config, service);
  }
  return service;
}

/** Closes the server's warm browser, if it ever started one (called on server shutdown). */
export async function closePdfService(config: Config): Promise<void> {
  const service = services.get(config);
  services.delete(config);
  await service?.close();
}
