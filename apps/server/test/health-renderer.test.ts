import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleResume } from '@resumey/resume';
import type { Logger } from '../src/log';
import { rendererSandbox } from '../src/pdf/browser';
import { createPdfService } from '../src/pdf/service';
import { startTestServer, testDbKind, type TestServer } from './helpers/server';
import { buildPrintView } from '@resumey/test-support/pdf-support';
import { RENDERER_PATH } from './helpers/renderer';

// Issue #22 item 2: the renderer's sandbox is reported at start and in /api/health, and a sandbox that cannot
// start is said openly, never dropped silently.

const root = process.getuid?.() === 0;

/** A logger that keeps every line, for asserting on what the server said. */
function collectingLog() {
  const lines: { level: string; msg: string; fields?: Record<string, unknown> }[] = [];
  const at = (level: string) => (msg: string, fields?: Record<string, unknown>) =>
    void lines.push({ level, msg, fields });
  const log: Logger = { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
  return { log, lines };
}

describe(`health reports the PDF renderer's sandbox (${testDbKind})`, () => {
  let server: TestServer;
  const { log, lines } = collectingLog();
  beforeAll(async () => {
    server = await startTestServer({ WEB_DIST: await buildPrintView() }, { log });
  }, 60_000);
  afterAll(() => server?.stop());

  it('says at start and in /api/health that the renderer will run sandboxed, and as whom', async () => {
    // This machine and CI (root, Debian's chromium) allow unprivileged user namespaces.
    expect(lines).toContainEqual({
      level: 'info',
      msg: "PDF renderer runs in Chromium's sandbox",
      fields: { runsAs: root ? 'uid 65534 (nobody)' : `uid ${process.getuid?.()} (the server's user)` },
    });
    const res = await fetch(`${server.url}/api/health`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { pdf: string; pdfRenderer: Record<string, unknown> };
    expect(body.pdf).toBe('available');
    expect(body.pdfRenderer).toMatchObject({ sandbox: true, runsAs: expect.stringMatching(/^uid \d+/) });
    expect(body.pdfRenderer.reason).toBeUndefined();
  });
});

// Issue #38: a server without a renderer says so, and claims no renderer or sandbox it does not have.
describe(`a server without Chromium (${testDbKind})`, () => {
  let server: TestServer;
  const { log, lines } = collectingLog();
  beforeAll(async () => {
    server = await startTestServer(
      { CHROMIUM_PATH: '/nonexistent/chromium-headless-shell', WEB_DIST: await buildPrintView() },
      { log },
    );
  }, 60_000);
  afterAll(() => server?.stop());

  it('says at start that PDFs fall back to the browser, naming the command that installs the renderer', () => {
    const said = lines.filter((l) => /PDF renderer/.test(l.msg));
    expect(said).toEqual([
      {
        level: 'warn',
        msg: "PDF renderer unavailable: Download PDF uses the browser's print dialog",
        fields: {
          reason:
            'no Chromium at /nonexistent/chromium-headless-shell (CHROMIUM_PATH); install it with: ' +
            'sudo apt-get install -y chromium-headless-shell',
        },
      },
    ]);
  });

  it('answers /api/health with "pdf": "unavailable" and the reason, and no sandbox', async () => {
    const res = await fetch(`${server.url}/api/health`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { pdf: string; pdfRenderer: Record<string, unknown> };
    expect(body.pdf).toBe('unavailable');
    expect(body.pdfRenderer).toEqual({ reason: expect.stringContaining('no Chromium at /nonexistent/') });
  });

  it('refuses a PDF with 503 and the message that sends the editor to the browser print', async () => {
    const res = await fetch(`${server.url}/api/pdf`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ resume: sampleResume() }),
    });
    expect(res.status).toBe(503);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('pdf_unavailable');
  });
});

describe(`a server without the web app built (${testDbKind})`, () => {
  let server: TestServer;
  const { log, lines } = collectingLog();
  let empty: string;
  beforeAll(async () => {
    empty = mkdtempSync(path.join(tmpdir(), 'resumey-no-web-'));
    server = await startTestServer({ WEB_DIST: empty }, { log });
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(empty, { recursive: true, force: true });
  });

  it('says PDFs are unavailable until the web app is built, at start and in /api/health', async () => {
    expect(lines).toContainEqual(
      expect.objectContaining({ level: 'warn', msg: expect.stringMatching(/^PDF renderer unavailable/) }),
    );
    const body = (await (await fetch(`${server.url}/api/health`)).json()) as {
      pdf: string;
      pdfRenderer: { reason: string };
    };
    expect(body.pdf).toBe('unavailable');
    expect(body.pdfRenderer.reason).toMatch(/the web app is not built.*npm run build/);
  });
});

/**
 * A stand-in Chromium: a shell script run instead of it, in a directory the unprivileged user the root server runs
 * Chromium as can read. `body` decides what it does with Chromium's arguments ("$@").
 */
function fakeChromium(body: string): { path: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'resumey-nosandbox-'));
  chmodSync(dir, 0o755);
  const file = path.join(dir, 'chromium');
  writeFileSync(file, `#!/bin/sh\n${body}\n`, { mode: 0o755 });
  return { path: file, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Prints a PDF with `chromiumPath`, then checks that the renderer is reported as running without its sandbox, in
 * /api/health's status (whose reason must match `why`) and as an error in the log. `before` runs before the PDF.
 */
async function expectReportedUnsandboxed(chromiumPath: string, why: RegExp, before?: () => void) {
  const { log, lines } = collectingLog();
  const service = createPdfService({ chromiumPath, webDist: await buildPrintView(), log });
  try {
    before?.();
    const { pdf } = await service.render(sampleResume());
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
    await expect.poll(() => rendererSandbox(chromiumPath).verified, { timeout: 30_000 }).toBe(true);
    const status = rendererSandbox(chromiumPath);
    expect(status).toMatchObject({ sandbox: false, verified: true });
    expect(status.reason).toMatch(why);
    expect(lines).toContainEqual({
      level: 'error',
      msg: "pdf: the renderer runs WITHOUT Chromium's sandbox",
      fields: { reason: status.reason },
    });
  } finally {
    await service.close();
  }
}

describe.skipIf(testDbKind === 'postgres')('a Chromium without its sandbox', () => {
  it('that cannot start it still renders, and says so in the log and in what /api/health reports', async () => {
    // Stands for a system without user namespaces or setuid helper: Chromium then exits at start with this
    // message unless given --no-sandbox.
    const refusing = fakeChromium(
      `case " $* " in *" --no-sandbox "*) exec ${RENDERER_PATH} "$@" ;; esac\n` +
        'echo "FATAL:zygote_host_impl_linux.cc No usable sandbox!" >&2\nexit 1',
    );
    try {
      await expectReportedUnsandboxed(refusing.path, /could not start its sandbox.*No usable sandbox/, () =>
        // Before the first PDF the system looks able to sandbox: only the launch finds out.
        expect(rendererSandbox(refusing.path)).toMatchObject({ sandbox: true, verified: false }),
      );
    } finally {
      refusing.remove();
    }
  }, 120_000);

  it('that starts but runs its renderers outside it is reported, naming what they lack', async () => {
    // Stands for a wrapper or a build that turns the sandbox off behind the server's back: the launch succeeds,
    // so only the renderers themselves can tell.
    const unsandboxed = fakeChromium(`exec ${RENDERER_PATH} --no-sandbox "$@"`);
    try {
      await expectReportedUnsandboxed(
        unsandboxed.path,
        /^Chromium's renderers run outside its sandbox: renderer \d+: no seccomp-BPF filter/,
      );
    } finally {
      unsandboxed.remove();
    }
  }, 120_000);
});
