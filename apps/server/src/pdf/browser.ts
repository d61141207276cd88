import { existsSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import type { Logger } from '../log';
import { PDF_MESSAGES, PdfError } from './errors';

/** The flags every Chromium of this project runs with (DESIGN.md section 6). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * Whether the PDF renderer runs inside Chromium's sandbox (issue #22), for the start-up log and /api/health.
 * Not yet: the server passes --no-sandbox. As root Chromium refuses its sandbox outright; as another user it
 * needs unprivileged user namespaces or a setuid helper, which this server does not set up or check.
 */
export function rendererSandbox(): { sandbox: false; reason: string } {
  const root = process.getuid?.() === 0;
  return {
    sandbox: false,
    reason: root
      ? 'the server runs as root, where Chromium cannot start its sandbox; run it as an unprivileged user'
      : 'Chromium is started with --no-sandbox (the sandbox needs unprivileged user namespaces, not set up here)',
  };
}

export interface WarmBrowserOptions {
  executablePath: string;
  log: Logger;
  /** Closes the browser after this long without a job, to give its memory back (it relaunches on demand). */
  idleMs?: number;
}

/**
 * One headless Chromium kept warm between jobs: launched on first use, relaunched if it crashed or was
 * closed, and closed after a quiet spell.
 */
export class WarmBrowser {
  private browser: Promise<Browser> | undefined;
  private idleTimer: NodeJS.Timeout | undefined;
  private active = 0;
  private closed = false;

  constructor(private readonly opts: WarmBrowserOptions) {}

  /** Whether a Chromium binary exists where configured (checked on every call: it may be installed later). */
  get installed(): boolean {
    return existsSync(this.opts.executablePath);
  }

  /** Runs `fn` with the warm browser; the browser is not closed for idleness while any job runs. */
  async use<T>(fn: (browser: Browser) => Promise<T>): Promise<T> {
    if (this.closed) throw new PdfError('unavailable', PDF_MESSAGES.launchFailed);
    this.active += 1;
    clearTimeout(this.idleTimer);
    try {
      return await fn(await this.get());
    } finally {
      this.active -= 1;
      if (this.active === 0) this.armIdle();
    }
  }

  private get(): Promise<Browser> {
    if (!this.installed) throw new PdfError('unavailable', PDF_MESSAGES.noChromium);
    if (!this.browser) {
      const started = performance.now();
      // Loaded on the first PDF, not at server start (the library takes about a second to load).
      const launching = import('playwright-core')
        .then(({ chromium }) =>
          chromium.launch({
            executablePath: this.opts.executablePath,
            args: CHROMIUM_ARGS,
            headless: true,
            timeout: 30_000,
          }),
        )
        .then((browser) => {
          this.opts.log.info('pdf: browser launched', { ms: Math.round(performance.now() - started) });
          browser.on('disconnected', () => {
            // Crashed or closed: the next job launches a fresh one.
            if (this.browser === launching) this.browser = undefined;
          });
          return browser;
        })
        .catch((err: unknown) => {
          this.browser = undefined;
          this.opts.log.error('pdf: browser failed to launch', { error: String(err) });
          throw new PdfError('unavailable', PDF_MESSAGES.launchFailed);
        });
      this.browser = launching;
    }
    return this.browser;
  }

  private armIdle() {
    const idleMs = this.opts.idleMs ?? 5 * 60_000;
    this.idleTimer = setTimeout(() => void this.release(), idleMs);
    this.idleTimer.unref();
  }

  /** Closes the current browser (if any); a later job launches a new one. */
  async release(): Promise<void> {
    clearTimeout(this.idleTimer);
    const current = this.browser;
    this.browser = undefined;
    if (current) await current.then((b) => b.close()).catch(() => undefined);
  }

  /** Closes for good (server shutdown). */
  async close(): Promise<void> {
    this.closed = true;
    await this.release();
  }
}
