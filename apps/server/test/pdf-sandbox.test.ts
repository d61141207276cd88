import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleResume } from '@resumey/resume';
import { createLogger } from '../src/log';
import { createAssetReader } from '../src/pdf/assets';
import { rendererSandbox, WarmBrowser } from '../src/pdf/browser';
import { proveRenderersSandboxed } from '../src/pdf/sandbox-proof';
import { loadPrintView, PRINT_ORIGIN } from '../src/pdf/render';
import { createPdfService, type PdfService } from '../src/pdf/service';
import { testDbKind } from './helpers/server';
import { tryDynamicCode } from './in-page/print-page-probes';
import { buildPrintView, pdfText } from '@resumey/test-support/pdf-support';
import { RENDERER_PATH } from './helpers/renderer';

// Issue #22 item 2: the PDF renderer runs in Chromium's sandbox, also when the server runs as root (as in CI).

/** Every process descending from this one, read from /proc. */
function descendants(): number[] {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const ppid = Number(/^PPid:\s+(\d+)/m.exec(readFileSync(`/proc/${name}/status`, 'utf8'))?.[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(name)]);
    } catch {
      // the process ended while being read
    }
  }
  const found: number[] = [];
  const walk = (pid: number) => {
    for (const c of children.get(pid) ?? []) {
      found.push(c);
      walk(c);
    }
  };
  walk(process.pid);
  return found;
}

interface Renderer {
  uid: number;
  seccomp: number;
  noNewPrivs: number;
  pidNs: string;
  netNs: string;
}

/** This process's Chromium renderers (the processes that run the print page's HTML, CSS and scripts). */
function renderers(): Renderer[] {
  const out: Renderer[] = [];
  for (const pid of descendants()) {
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('--type=renderer')) continue;
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(status)?.[1]);
      out.push({
        uid: field('Uid'),
        seccomp: field('Seccomp'),
        noNewPrivs: field('NoNewPrivs'),
        pidNs: readlinkSync(`/proc/${pid}/ns/pid`),
        netNs: readlinkSync(`/proc/${pid}/ns/net`),
      });
    } catch {
      // the process ended while being read
    }
  }
  return out;
}

describe.skipIf(testDbKind === 'postgres')("the PDF renderer runs in Chromium's sandbox", () => {
  let service: PdfService;
  beforeAll(async () => {
    service = createPdfService({
      chromiumPath: RENDERER_PATH,
      webDist: await buildPrintView(),
      log: createLogger('silent'),
    });
  }, 180_000);
  afterAll(() => service?.close());

  it('renders PDFs from renderers with seccomp, no new privileges, their own pid and network namespaces', async () => {
    const { pdf } = await service.render(sampleResume());
    expect((await pdfText(pdf)).toLowerCase()).toContain(sampleResume().profile.fullName.toLowerCase());
    // Read once nothing is starting: a renderer still being forked has not applied its sandbox yet.
    await expect.poll(() => rendererSandbox(RENDERER_PATH).verified, { timeout: 30_000 }).toBe(true);
    await expect.poll(() => service.warmPages, { timeout: 30_000 }).toBe(2);
    const found = renderers();
    expect(found.length).toBeGreaterThan(0);
    const ownPid = readlinkSync('/proc/self/ns/pid');
    const ownNet = readlinkSync('/proc/self/ns/net');
    for (const r of found) {
      expect(r.seccomp).toBe(2); // seccomp-BPF filter on
      expect(r.noNewPrivs).toBe(1);
      expect(r.pidNs).not.toBe(ownPid);
      expect(r.netNs).not.toBe(ownNet);
      // As root the server drops Chromium to an unprivileged user; otherwise it runs as the server's own user.
      expect(r.uid).toBe(process.getuid?.() === 0 ? 65534 : process.getuid?.());
    }
  });

  it("says so in what /api/health reports, confirmed from the kernel's account of Chromium's renderers", async () => {
    await service.render(sampleResume());
    // The check runs beside the first job, in a page of its own.
    await expect.poll(() => rendererSandbox(RENDERER_PATH).verified, { timeout: 30_000 }).toBe(true);
    expect(rendererSandbox(RENDERER_PATH)).toEqual({
      sandbox: true,
      verified: true,
      runsAs: process.getuid?.() === 0 ? 'uid 65534 (nobody)' : `uid ${process.getuid?.()} (the server's user)`,
    });
  });
});

describe.skipIf(testDbKind === 'postgres')('the proof of the sandbox (sandbox-proof.ts)', () => {
  it('finds every part of the sandbox missing from a process that has none (this test process)', async () => {
    const proof = await proveRenderersSandboxed([process.pid], 0);
    expect(proof.sandbox).toBe(false);
    expect(proof.reason).toBe(
      `renderer ${process.pid}: no seccomp-BPF filter, may gain privileges, the server's PID namespace, the server's network`,
    );
  });

  it('proves nothing from renderers it cannot read or that Chromium did not list', async () => {
    expect(await proveRenderersSandboxed([2 ** 22 + 1], 0)).toEqual({
      sandbox: false,
      reason: 'the renderer processes ended before they could be read',
    });
    expect(await proveRenderersSandboxed([], 0)).toEqual({
      sandbox: false,
      reason: 'Chromium listed no renderer process to check',
    });
  });
});

describe.skipIf(testDbKind === 'postgres')("the print page's JavaScript", () => {
  let browser: WarmBrowser;
  let webDist: string;
  beforeAll(async () => {
    webDist = await buildPrintView();
    browser = new WarmBrowser({ executablePath: RENDERER_PATH, log: createLogger('silent') });
  }, 180_000);
  afterAll(() => browser?.close());

  it('is its own bundle only, without a JIT: no eval, no WebAssembly, no workers, no script from elsewhere', async () => {
    await browser.use(async (b) => {
      const { context, page } = await loadPrintView(b, createAssetReader(webDist));
      try {
        const found = await page.evaluate(tryDynamicCode);
        expect(found).toMatchObject({
          webAssembly: 'undefined',
          eval: 'refused',
          fn: 'refused',
          wasm: 'refused',
          worker: 'refused',
        });
        expect(found.scripts.length).toBeGreaterThan(0);
        for (const s of found.scripts) expect(s).toMatch(new RegExp(`^${PRINT_ORIGIN}/assets/[\\w-]+\\.js$`));
      } finally {
        await context.close();
      }
    });
  });
});
