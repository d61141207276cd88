import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { pageSizeOf, sampleResume, type CoverLetter, type Resume } from '@resumey/resume';
import type { AssetReader } from './assets';
import { PDF_MESSAGES, PdfError } from './errors';
import { needsGlyphText, withGlyphText } from './glyph-text';
import { withResumeyMetadata } from './metadata';

/**
 * The print view is loaded from this made-up origin: every request to it is answered from the web build on
 * disk, and every other request is blocked, so a resume can never make the server fetch anything.
 */
export const PRINT_ORIGIN = 'http://print.resumey.invalid';
/** Path of the print view in the web build (apps/web/print.html). */
export const PRINT_PAGE = '/print.html';
/** Fresh print pages kept loaded ahead of jobs (one per render slot), so a fresh page costs a job no time. */
const SPARE_PAGES = 2;

/**
 * The print page's own Content-Security-Policy (issue #23): its scripts and styles come only from its own bundle,
 * it reaches nothing on the network (not even its own origin, after loading), and images can only be data: URLs,
 * which the server has re-encoded (images/clean-photo.ts). Style attributes are allowed: templates set colours.
 */
export const PRINT_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "font-src 'self'",
  'img-src data:',
  "connect-src 'none'",
  "worker-src 'none'",
  "frame-src 'none'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

/**
 * A resume's cover letter to print in its design (issue #41): alone, or after the resume in the same PDF (the resume's
 * pages, then the letter from a new page) when `withResume`.
 */
export interface LetterPrint {
  letter: CoverLetter;
  withResume?: boolean;
}

export interface RenderedPdf {
  pdf: Buffer;
  templateId: string;
}

/** What the print view's `window.resumeyPrint.render` resolves to (apps/web/src/pdf/print-api.ts). */
interface PrintResult {
  templateId: string;
  pages: number;
}

interface PrintPage {
  browser: Browser;
  context: BrowserContext;
  page: Page;
}

async function serveAsset(assets: AssetReader, route: Route) {
  const url = new URL(route.request().url());
  if (url.origin !== PRINT_ORIGIN) return route.abort('blockedbyclient');
  const asset = await assets.get(url.pathname);
  if (!asset) return route.fulfill({ status: 404, body: 'Not found' });
  const headers: Record<string, string> = { 'X-Content-Type-Options': 'nosniff' };
  if (asset.contentType.startsWith('text/html')) headers['Content-Security-Policy'] = PRINT_CSP;
  return route.fulfill({ status: 200, body: asset.body, contentType: asset.contentType, headers });
}

/** Lays a resume (or its letter, or both) out in a loaded print view. */
const printInto = async (page: Page, resume: Resume, letter?: LetterPrint) =>
  (await page.evaluate(
    async ([r, l, o]) => {
      // Runs in the page, where globalThis is the print view's window (the server has no DOM types to name it).
      const api = (
        globalThis as unknown as {
          resumeyPrint?: { render(x: unknown, y?: unknown, z?: unknown): Promise<unknown> };
        }
      ).resumeyPrint;
      if (!api) throw new Error('The print view did not start');
      return api.render(r, l ?? undefined, o);
    },
    [resume as unknown, (letter?.letter ?? null) as unknown, { withResume: letter?.withResume ?? false }] as const,
  )) as PrintResult;

/** A new context with the print view loaded, served from the web build under its CSP; nothing else reachable. */
export async function loadPrintView(
  browser: Browser,
  assets: AssetReader,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width: 794, height: 1123 },
    serviceWorkers: 'block',
    acceptDownloads: false,
  });
  try {
    await context.route('**/*', (route) => serveAsset(assets, route));
    const page = await context.newPage();
    // Laid out with the print rules from the start, so what the print view measures and rewrites for the PDF
    // (print-only elements, decorations painted as images) is the layout that is printed.
    await page.emulateMedia({ media: 'print' });
    const response = await page.goto(`${PRINT_ORIGIN}${PRINT_PAGE}`, { waitUntil: 'load' });
    if (!response?.ok()) throw new PdfError('unavailable', PDF_MESSAGES.noPrintView);
    return { context, page };
  } catch (err) {
    await context.close().catch(() => undefined);
    throw err;
  }
}

/**
 * Print pages loaded ahead of jobs: a job only hands the resume to an open print view and prints it, which is
 * most of the speed of a warm server. Every job gets a fresh page in a context of its own, never one another
 * resume was printed in; it is closed after the job, and a new spare is loaded in the background.
 */
export class PrintPages {
  /** Fresh pages loading or loaded, each handed to exactly one job (undefined: it failed to load). */
  private spares: Promise<PrintPage | undefined>[] = [];
  /** Spares loaded and waiting for a job (for /api/health: a warm renderer answers at once). */
  private loaded = new Set<Promise<PrintPage | undefined>>();

  /**
   * `warmUp: false` leaves out the sample's layout in each spare: for batch printing (the ATS tests), where jobs
   * queue up back to back and the warm-up only doubles the layout work a job waits behind.
   */
  constructor(
    private readonly assets: AssetReader,
    private readonly warmUp = true,
  ) {}

  private async open(browser: Browser): Promise<PrintPage> {
    return { browser, ...(await loadPrintView(browser, this.assets)) };
  }

  /** A fresh page: a spare (waiting for one still loading rather than loading a third), else a new one. */
  private async acquire(browser: Browser): Promise<PrintPage> {
    for (let next = this.spares.shift(); next; next = this.spares.shift()) {
      this.loaded.delete(next);
      const p = await next;
      if (p && p.browser === browser && browser.isConnected() && !p.page.isClosed()) return p;
      if (p) void p.context.close().catch(() => undefined);
    }
    return this.open(browser);
  }

  /**
   * Loads spare pages in the background, up to SPARE_PAGES; a failure only means a job opens its own. Each spare
   * lays out the sample resume once, so its fonts and template code are loaded before a job arrives (no user's
   * data: the page is still fresh for the job).
   */
  private prepare(browser: Browser) {
    while (browser.isConnected() && this.spares.length < SPARE_PAGES) {
      const spare = this.open(browser).then(async (p) => {
        if (this.warmUp) await printInto(p.page, sampleResume()).catch(() => undefined);
        return p;
      });
      const entry = spare.catch(() => undefined);
      this.spares.push(entry);
      void entry.then((p) => {
        if (p && this.spares.includes(entry)) this.loaded.add(entry);
      });
    }
  }

  /** Fresh print pages loaded and waiting, ready to take a job without any loading. */
  get ready(): number {
    return this.loaded.size;
  }

  /**
   * Lays the resume out in a print view and prints it on its paper (A4 or Letter), within `timeoutMs` in all.
   * When `signal` aborts (the client hung up), the job stops at once: its context is closed, which ends its
   * pending calls, and it rejects with a 'cancelled' PdfError, so its render slot is free for the next job.
   */
  async render(
    browser: Browser,
    resume: Resume,
    timeoutMs: number,
    signal?: AbortSignal,
    letter?: LetterPrint,
  ): Promise<RenderedPdf> {
    let current: PrintPage | undefined;
    /** Why the job was cut short (timeout or cancelled), once it was. */
    let stopped: PdfError | undefined;
    let timer: NodeJS.Timeout | undefined;
    let onAbort: (() => void) | undefined;
    const work = async (): Promise<RenderedPdf> => {
      const p = await this.acquire(browser);
      if (stopped) {
        void p.context.close().catch(() => undefined);
        throw stopped;
      }
      current = p;
      const result = await printInto(p.page, resume, letter);
      // The print view sets the same size in @page (preferCSSPageSize); the format is the fallback if it did not.
      const pdf = await p.page.pdf({
        format: pageSizeOf(resume.meta).pdfFormat,
        preferCSSPageSize: true,
        printBackground: true,
        tagged: true,
        outline: false,
      });
      const readable = needsGlyphText(resume, letter) ? ((await withGlyphText(pdf)) ?? pdf) : pdf;
      return { pdf: await withResumeyMetadata(readable), templateId: result.templateId };
    };
    try {
      const rendered = await Promise.race([
        work(),
        new Promise<never>((_, reject) => {
          const stop = (err: PdfError) => {
            stopped = err;
            reject(err);
          };
          timer = setTimeout(() => stop(new PdfError('timeout', PDF_MESSAGES.timeout)), timeoutMs);
          onAbort = () => stop(new PdfError('cancelled', PDF_MESSAGES.cancelled));
          if (signal?.aborted) onAbort();
          else signal?.addEventListener('abort', onAbort, { once: true });
        }),
      ]);
      return rendered;
    } catch (err) {
      if (err instanceof PdfError) throw err;
      // The page's renderer died under the job: V8 ends one whose heap outgrows the cap (browser.ts), which the same
      // resume would do again. The browser lives on, and the next job gets a fresh page.
      if (/Target crashed|Page crashed/i.test(String(err)))
        throw new PdfError('too_large', PDF_MESSAGES.tooLarge, { cause: err });
      throw new PdfError('failed', PDF_MESSAGES.failed, { cause: err });
    } finally {
      clearTimeout(timer);
      if (onAbort) signal?.removeEventListener('abort', onAbort);
      const p = current as PrintPage | undefined;
      // Closing the context also ends a job cut off by the timeout or a hang-up (its pending calls reject, ignored).
      if (p) void p.context.close().catch(() => undefined);
      this.prepare(browser);
    }
  }

  /** Closes every spare page (the browser is closing or being replaced). */
  async clear(): Promise<void> {
    const spares = this.spares;
    this.spares = [];
    this.loaded.clear();
    await Promise.all(spares.map(async (p) => (await p)?.context.close().catch(() => undefined)));
  }
}
