import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import type { Resume } from '@resumey/resume';
import type { AssetReader } from './assets';
import { PDF_MESSAGES, PdfError } from './errors';

/**
 * The print view is loaded from this made-up origin: every request to it is answered from the web build on
 * disk, and every other request is blocked, so a resume can never make the server fetch anything.
 */
export const PRINT_ORIGIN = 'http://print.resumey.invalid';
/** Path of the print view in the web build (apps/web/print.html). */
export const PRINT_PAGE = '/print.html';
/** A print page is replaced after this many jobs, so nothing builds up in a long-lived page. */
const JOBS_PER_PAGE = 50;

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
  jobs: number;
}

async function serveAsset(assets: AssetReader, route: Route) {
  const url = new URL(route.request().url());
  if (url.origin !== PRINT_ORIGIN) return route.abort('blockedbyclient');
  const asset = await assets.get(url.pathname);
  if (!asset) return route.fulfill({ status: 404, body: 'Not found' });
  return route.fulfill({ status: 200, body: asset.body, contentType: asset.contentType });
}

/**
 * Print pages kept loaded between jobs: a job only hands the resume to an open print view and prints it,
 * which is most of the speed of a warm server. Each page has a context of its own; a page that failed,
 * timed out or belongs to a browser that has gone is closed, never reused.
 */
export class PrintPages {
  private idle: PrintPage[] = [];

  constructor(private readonly assets: AssetReader) {}

  private async open(browser: Browser): Promise<PrintPage> {
    const context = await browser.newContext({
      viewport: { width: 794, height: 1123 },
      serviceWorkers: 'block',
      acceptDownloads: false,
    });
    try {
      await context.route('**/*', (route) => serveAsset(this.assets, route));
      const page = await context.newPage();
      const response = await page.goto(`${PRINT_ORIGIN}${PRINT_PAGE}`, { waitUntil: 'load' });
      if (!response?.ok()) throw new PdfError('unavailable', PDF_MESSAGES.noPrintView);
      return { browser, context, page, jobs: 0 };
    } catch (err) {
      await context.close().catch(() => undefined);
      throw err;
    }
  }

  private async acquire(browser: Browser): Promise<PrintPage> {
    for (let p = this.idle.pop(); p; p = this.idle.pop()) {
      if (p.browser === browser && browser.isConnected() && !p.page.isClosed()) return p;
      void p.context.close().catch(() => undefined);
    }
    return this.open(browser);
  }

  /** Lays the resume out in a print view and prints it to an A4 PDF, within `timeoutMs` from start to end. */
  async render(browser: Browser, resume: Resume, timeoutMs: number): Promise<RenderedPdf> {
    let current: PrintPage | undefined;
    let timedOut = false;
    let timer: NodeJS.Timeout | undefined;
    const work = async (): Promise<RenderedPdf> => {
      const p = await this.acquire(browser);
      if (timedOut) {
        void p.context.close().catch(() => undefined);
        throw new PdfError('timeout', PDF_MESSAGES.timeout);
      }
      current = p;
      p.jobs += 1;
      const result = (await p.page.evaluate(async (r) => {
        const api = (window as unknown as { resumeyPrint?: { render(x: unknown): Promise<unknown> } }).resumeyPrint;
        if (!api) throw new Error('The print view did not start');
        return api.render(r);
      }, resume as unknown)) as PrintResult;
      const pdf = await p.page.pdf({ preferCSSPageSize: true, printBackground: true, tagged: true, outline: false });
      return { pdf, templateId: result.templateId };
    };
    let ok = false;
    try {
      const rendered = await Promise.race([
        work(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => {
            timedOut = true;
            reject(new PdfError('timeout', PDF_MESSAGES.timeout));
          }, timeoutMs);
        }),
      ]);
      ok = true;
      return rendered;
    } catch (err) {
      if (err instanceof PdfError) throw err;
      throw new PdfError('failed', PDF_MESSAGES.failed, { cause: err });
    } finally {
      clearTimeout(timer);
      const p = current as PrintPage | undefined;
      if (p) {
        // Closing the context also ends a job cut off by the timeout (its pending calls reject, ignored).
        if (ok && p.jobs < JOBS_PER_PAGE) this.idle.push(p);
        else void p.context.close().catch(() => undefined);
      }
    }
  }

  /** Closes every idle page (the browser is closing or being replaced). */
  async clear(): Promise<void> {
    const pages = this.idle;
    this.idle = [];
    await Promise.all(pages.map((p) => p.context.close().catch(() => undefined)));
  }
}
