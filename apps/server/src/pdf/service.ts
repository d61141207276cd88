import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Resume } from '@resumey/resume';
import type { Config } from '../config';
import type { Logger } from '../log';
import { createAssetReader } from './assets';
import { WarmBrowser } from './browser';
import { PDF_MESSAGES, PdfError } from './errors';
import { pdfJobCost } from './cost';
import { FairQueue, type JobTicket } from './queue';
import { PRINT_PAGE, PrintPages, type LetterPrint, type RenderedPdf } from './render';

/**
 * The job timeout per unit of cost (pdf/cost.ts): 20 s for a typical resume, 200 s for the largest the server
 * accepts (5 MB, cost 10), which printed in 65 to 100 s on this 2-core machine while other work shared it.
 */
export const PDF_TIMEOUT_PER_COST_MS = 20_000;

export interface PdfServiceOptions {
  chromiumPath: string;
  /** The built web app holding the print view (print.html and its assets). */
  webDist: string;
  log: Logger;
  /** Jobs rendered at once for all clients together (the machine has 2 cores); each client has one at a time. */
  concurrency?: number;
  /** Work (pdf/cost.ts) one client may have waiting and running before its next request is refused as busy. */
  maxClientCost?: number;
  /** Work allowed to wait for a free slot, all clients together, before new requests are refused as busy. */
  maxWaitingCost?: number;
  /** A job that has not started within this long is refused as busy. */
  maxWaitMs?: number;
  /**
   * Per job, from its start to the finished PDF, for a job of cost 1 (a typical resume); a job of cost n has n times
   * as long (pdf/cost.ts), so the largest resume the server accepts prints within its time (issue #38).
   */
  timeoutMs?: number;
  idleMs?: number;
  /** The renderer's V8 heap cap in MB (browser.ts RENDERER_HEAP_MB). */
  heapMb?: number;
  /**
   * Whether each spare print page lays out the sample before a job arrives (render.ts PrintPages), so a lone job
   * finds fonts and template code loaded. Default true; false for batch printing, where it only adds work.
   */
  warmUp?: boolean;
}

export interface PdfService {
  /** Renders in the fair queue as `ticket`'s client (without one: a client of its own, costed by the resume's size). */
  /** With `letter`, the resume's cover letter in its design (issue #41) instead of the resume, or after it. */
  render(resume: Resume, ticket?: JobTicket, letter?: LetterPrint): Promise<RenderedPdf>;
  /** Fresh print pages loaded ahead of jobs and waiting (0 before the first PDF and after an idle close). */
  readonly warmPages: number;
  close(): Promise<void>;
}

export function createPdfService(opts: PdfServiceOptions): PdfService {
  const browser = new WarmBrowser({
    executablePath: opts.chromiumPath,
    log: opts.log,
    idleMs: opts.idleMs,
    heapMb: opts.heapMb,
  });
  const assets = createAssetReader(opts.webDist);
  const queue = new FairQueue({
    concurrency: opts.concurrency ?? 2,
    maxClientCost: opts.maxClientCost ?? 12,
    maxWaitingCost: opts.maxWaitingCost ?? 40,
    maxWaitMs: opts.maxWaitMs ?? 30_000,
  });
  const timeoutMs = opts.timeoutMs ?? PDF_TIMEOUT_PER_COST_MS;
  const printView = path.join(assets.root, PRINT_PAGE);
  const pages = new PrintPages(assets, opts.warmUp ?? true);
  let untracked = 0;

  return {
    async render(resume, ticket, letter) {
      // Refused before queueing, so the caller learns at once and falls back to the browser's print dialog.
      if (!browser.installed) throw new PdfError('unavailable', PDF_MESSAGES.noChromium);
      if (!existsSync(printView)) throw new PdfError('unavailable', PDF_MESSAGES.noPrintView);
      // Internal callers (tests, benchmarks) give no ticket: each call is a client of its own.
      const job = ticket ?? {
        client: `local:${++untracked}`,
        clientClass: 'user' as const,
        cost: pdfJobCost(Buffer.byteLength(JSON.stringify(resume))),
      };
      let rendering = false;
      opts.log.debug('pdf: queued', { client: job.client, cost: job.cost, ...queue.size });
      try {
        return await queue.run(job, async () => {
          rendering = true;
          opts.log.debug('pdf: rendering', { client: job.client });
          const started = performance.now();
          try {
            const cost = Math.max(1, job.cost);
            return await renderOnce(resume, timeoutMs * cost, job.signal, letter).catch((err: unknown) => {
              // A large resume that outlasts the time its size gives it would do so again: said, without "try again".
              if (cost > 1 && err instanceof PdfError && err.reason === 'timeout')
                throw new PdfError('too_large', PDF_MESSAGES.tooSlow, { cause: err });
              throw err;
            });
          } finally {
            opts.log.debug('pdf: rendered', { ms: Math.round(performance.now() - started) });
          }
        });
      } catch (err) {
        // The client hung up: its job left the queue or was stopped, and its slot is free. Not an error.
        if (err instanceof PdfError && err.reason === 'cancelled')
          opts.log.info('pdf: cancelled, the client went away', { stage: rendering ? 'rendering' : 'queued' });
        throw err;
      }
    },
    get warmPages() {
      return pages.ready;
    },
    close: async () => {
      await pages.clear();
      await browser.close();
    },
  };

  async function renderOnce(
    resume: Resume,
    jobTimeoutMs: number,
    signal?: AbortSignal,
    letter?: LetterPrint,
  ): Promise<RenderedPdf> {
    return browser.use(async (b) => {
      try {
        return await pages.render(b, resume, jobTimeoutMs, signal, letter);
      } catch (err) {
        if (b.isConnected() || !(err instanceof PdfError) || err.reason === 'timeout' || err.reason === 'cancelled')
          throw logged(err);
        // The browser died under this job (crash, OOM): one retry on a fresh one.
        opts.log.warn('pdf: browser disconnected during a job, retrying once');
        await browser.release();
        return browser
          .use((fresh) => pages.render(fresh, resume, jobTimeoutMs, signal, letter))
          .catch((e) => {
            throw logged(e);
          });
      }
    });
  }

  function logged(err: unknown): unknown {
    if (err instanceof PdfError && (err.reason === 'failed' || err.reason === 'too_large'))
      opts.log.error('pdf: job failed', { error: String(err.cause) });
    return err;
  }
}

/**
 * The one PDF service of a running server, made on first use (a server that makes no PDF starts no browser) and
 * held on the app context (services.ts).
 */
export interface ServerPdfService {
  get(): PdfService;
  /** Warm print pages (0 if it has made no PDF yet), for /api/health. */
  warmPages(): number;
  /** Closes the warm browser, if it ever started one (server shutdown). */
  close(): Promise<void>;
}

export function serverPdfService(config: Config, log: Logger, webDist: string): ServerPdfService {
  let service: PdfService | undefined;
  return {
    get: () => (service ??= createPdfService({ chromiumPath: config.CHROMIUM_PATH, webDist, log })),
    warmPages: () => service?.warmPages ?? 0,
    close: async () => {
      const closing = service;
      service = undefined;
      await closing?.close();
    },
  };
}
