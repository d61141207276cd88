import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDbKind, type TestServer } from './helpers/server';

// Issue #22 item 2: the renderer's missing sandbox is reported, never dropped silently.

describe(`health reports the PDF renderer's sandbox (${testDbKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  }, 60_000);
  afterAll(() => server?.stop());

  it('says in /api/health that the renderer runs without the sandbox, and why', async () => {
    const res = await fetch(`${server.url}/api/health`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { pdfRenderer: { sandbox: boolean; reason: string } };
    expect(body.pdfRenderer.sandbox).toBe(false);
    expect(body.pdfRenderer.reason).toMatch(process.getuid?.() === 0 ? /runs as root/ : /--no-sandbox/);
  });
});
