import { existsSync } from 'node:fs';
import type { Browser, BrowserType } from 'playwright-core';
import type { Logger } from '../log';
import { PDF_MESSAGES, PdfError } from './errors';
import { rendererEnvironment } from './font-environment';
import { currentSandboxStatus, recordSandboxStatus, sandboxPlan, type SandboxStatus } from './sandbox';
import { proveRenderersSandboxed, type SandboxProof } from './sandbox-proof';
import { recordLaunch } from './availability';

/** The flags every Chromium of this project runs with (DESIGN.md section 6), as tests and e2e launch it. */
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
 * The renderer's V8 heap cap in MB, per page (issue #22), set with the size limit and the job timeout (issue #38):
 * the largest resume the server accepts (5 MB of text, about 1,000 pages) needs between 256 and 512 MB to lay out
 * and print. A job past it fails with PDF_MESSAGES.tooLarge.
 */
export const RENDERER_HEAP_MB = 512;

/**
 * Playwright's own --disable-features list (playwright-core 1.65, chromiumSwitches). Chromium keeps only the last
 * --disable-features switch, so the renderer's list below must repeat these; pdf-renderer-processes.test.ts fails
 * when a Playwright upgrade adds one.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Processes Chromium starts per browser context that a PDF job never uses (measured: 4 processes per job, now 1).
 * Each job has a context of its own (render.ts), and in headless Chromium 156 every new context opened a window
 * whose omnibox popup is a WebUI page in a renderer of its own, plus a spare renderer made ready for that
 * context's next navigation, which never comes. With the sandbox each of those processes is dearer to start; they
 * doubled a job's CPU (1.4 -> 0.7 s of CPU per back-to-back PDF), which is what the back-to-back benchmark showed.
 */
export const RENDERER_DISABLED_FEATURES = [
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'WebUIOmniboxFullPopup',
  'PreloadTopChromeWebUI',
  'SpareRendererForSitePerProcess',
];

/**
 * The PDF renderer's flags: the same without --no-sandbox (playwright adds it when the sandbox is off), with a
 * heap cap and no JIT, and with every connection sent to a proxy that does not exist: requests are answered by the print
 * page's route (render.ts) or refused there, so anything that got past it (a preconnect, a request the route
 * cannot see) still reaches nothing, loopback included.
 */
export function rendererArgs(heapMb: number): string[] {
  return [
    ...CHROMIUM_ARGS.filter((a) => a !== '--no-sandbox'),
    // --jitless: the print view's script runs once per page, as fast interpreted (measured with `npm run bench pdf`),
    // and without a JIT compiler, the part of V8 most of its exploits go through, nor WebAssembly.
    `--js-flags=--max-old-space-size=${heapMb} --jitless`,
    '--proxy-server=http://127.0.0.1:9',
    // The headless shell hints glyph outlines to whole pixels unless told not to: lines then wrap differently from
    // the editor's preview, and each word is written to the PDF as a text run of its own, which parsers read apart
    // (OpenResume's rules read the name "Alex Morgan" as "Alex"). The full browser does not hint; with this flag
    // both print the same PDF.
    '--font-render-hinting=none',
    '--proxy-bypass-list=<-loopback>',
    `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...RENDERER_DISABLED_FEATURES].join(',')}`,
  ];
}

/** The line of a failed launch that says why: Chromium's own fatal message when its log has one. */
function launchError(err: unknown): string {
  const lines = String(err).split('\n');
  const said = lines.find((l) => l.includes('FATAL')) ?? lines.find((l) => /sandbox/i.test(l));
  return (said ?? lines[0]!).trim().slice(0, 300);
}

/**
 * Whether the PDF renderer runs inside Chromium's sandbox, as whom, and why not (issue #22), for the start-up
 * log and /api/health: what the last launch confirmed, else what this system allows (pdf/sandbox.ts).
 */
export const rendererSandbox = (chromiumPath: string): SandboxStatus => currentSandboxStatus(chromiumPath);

export interface WarmBrowserOptions {
  executablePath: string;
  log: Logger;
  /** Closes the browser after this long without a job, to give its memory back (it relaunches on demand). */
  idleMs?: number;
  /** The renderer's V8 heap cap in MB (RENDERER_HEAP_MB). */
  heapMb?: number;
}

/** One way of starting Chromium, tried in order until one starts (see `launchAttempts`). */
interface Attempt {
  executablePath: string;
  sandbox: boolean;
  runsAs: string;
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
  /** Launch attempts skipped because they failed before (the sandbox could not start: not tried again). */
  private fallback = 0;
  private firstError: string | undefined;
  private warned = false;

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
        .then(({ chromium }) => this.launch(chromium))
        .then((browser) => {
          recordLaunch(this.opts.executablePath, undefined);
          this.opts.log.info('pdf: browser launched', { ms: Math.round(performance.now() - started) });
          browser.on('disconnected', () => {
            // Crashed or closed: the next job launches a fresh one.
            if (this.browser === launching) this.browser = undefined;
          });
          return browser;
        })
        .catch((err: unknown) => {
          this.browser = undefined;
          recordLaunch(this.opts.executablePath, launchError(err));
          this.opts.log.error('pdf: browser failed to launch', { error: String(err) });
          throw new PdfError('unavailable', PDF_MESSAGES.launchFailed);
        });
      this.browser = launching;
    }
    return this.browser;
  }

  /**
   * How Chromium may start, best first: with its sandbox (as the unprivileged user when the server is root); then
   * without it, as that user; then as the server started it before issue #22. Once one works, relaunches use it.
   */
  private launchAttempts(): Attempt[] {
    const plan = sandboxPlan(this.opts.executablePath);
    const attempts: Attempt[] = [];
    if (plan.sandbox) attempts.push({ executablePath: plan.executablePath, sandbox: true, runsAs: plan.runsAs });
    attempts.push({ executablePath: plan.executablePath, sandbox: false, runsAs: plan.runsAs });
    if (plan.executablePath !== this.opts.executablePath)
      attempts.push({ executablePath: this.opts.executablePath, sandbox: false, runsAs: 'the server user' });
    return attempts;
  }

  private async launch(chromium: BrowserType): Promise<Browser> {
    const attempts = this.launchAttempts().slice(this.fallback);
    const heapMb = this.opts.heapMb ?? RENDERER_HEAP_MB;
    for (const [i, attempt] of attempts.entries()) {
      try {
        const browser = await chromium.launch({
          executablePath: attempt.executablePath,
          chromiumSandbox: attempt.sandbox,
          args: rendererArgs(heapMb),
          // Fonts of its own only, none of the machine's (font-environment.ts).
          env: rendererEnvironment(),
          headless: true,
          timeout: 30_000,
        });
        this.fallback += i;
        if (attempt.sandbox) void this.checkSandbox(browser, attempt);
        else this.noSandbox(attempt, this.firstError);
        return browser;
      } catch (err) {
        if (i === attempts.length - 1) throw err;
        this.firstError ??= launchError(err);
        this.opts.log.error('pdf: Chromium did not start this way, trying the next', {
          sandbox: attempt.sandbox,
          runsAs: attempt.runsAs,
          error: String(err).slice(0, 2000),
        });
      }
    }
    throw new Error('unreachable');
  }

  /** Says openly that this Chromium runs without its sandbox (log and /api/health), once per process. */
  private noSandbox(attempt: Attempt, error: string | undefined) {
    const plan = sandboxPlan(this.opts.executablePath);
    const reason = error ? `Chromium could not start its sandbox (${error})` : (plan.reason ?? 'unknown');
    recordSandboxStatus(this.opts.executablePath, { sandbox: false, verified: true, runsAs: attempt.runsAs, reason });
    if (!this.warned) this.opts.log.error("pdf: the renderer runs WITHOUT Chromium's sandbox", { reason });
    this.warned = true;
  }

  /**
   * Confirms the launched Chromium's sandbox for /api/health, in a page of its own: once that page has run script,
   * its renderer has started, and every renderer Chromium lists is read from /proc (sandbox-proof.ts).
   */
  private async checkSandbox(browser: Browser, attempt: Attempt) {
    const context = await browser.newContext().catch(() => undefined);
    if (!context) return; // closed meanwhile: the next launch checks again
    let proof: SandboxProof;
    try {
      const page = await context.newPage();
      await page.evaluate(() => true);
      const cdp = await browser.newBrowserCDPSession();
      const { processInfo } = await cdp.send('SystemInfo.getProcessInfo');
      await cdp.detach().catch(() => undefined);
      proof = await proveRenderersSandboxed(processInfo.filter((p) => p.type === 'renderer').map((p) => p.id));
    } catch (err) {
      proof = { sandbox: false, reason: `the check failed: ${String(err).split('\n')[0]}` };
    } finally {
      await context.close().catch(() => undefined);
    }
    if (!browser.isConnected()) return;
    const reason = proof.sandbox ? undefined : `Chromium's renderers run outside its sandbox: ${proof.reason ?? ''}`;
    recordSandboxStatus(this.opts.executablePath, {
      sandbox: proof.sandbox,
      verified: true,
      runsAs: attempt.runsAs,
      ...(reason ? { reason } : {}),
    });
    if (reason) this.opts.log.error("pdf: the renderer runs WITHOUT Chromium's sandbox", { reason });
    else this.opts.log.info("pdf: the renderer runs in Chromium's sandbox", { runsAs: attempt.runsAs });
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
