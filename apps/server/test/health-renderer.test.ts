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
    server = await startTestServer({}, { log });
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
    const body = (await res.json()) as { pdfRenderer: Record<string, unknown> };
    expect(body.pdfRenderer).toMatchObject({ sandbox: true, runsAs: expect.stringMatching(/^uid \d+/) });
    expect(body.pdfRenderer.reason).toBeUndefined();
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
