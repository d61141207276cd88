import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleResume, type Resume } from '@resumey/resume';
import { createLogger } from '../src/log';
import { createAssetReader } from '../src/pdf/assets';
import { WarmBrowser } from '../src/pdf/browser';
import { loadPrintView } from '../src/pdf/render';
import { createPdfService, type PdfService } from '../src/pdf/service';
import { testDbKind } from './helpers/server';
import { tryToReachNetwork } from './in-page/print-page-probes';
import { buildPrintView } from '@resumey/test-support/pdf-support';
import { RENDERER_PATH } from './helpers/renderer';

// Issue #22 item 2: the PDF renderer reaches nothing on the network but the print page it is given.

const log = createLogger('silent');

describe.skipIf(testDbKind === 'postgres')('the PDF renderer reaches no network', () => {
  let webDist: string;
  let target: Server;
  let base: string;
  /** Every connection and request the target server saw (a preconnect opens a connection without a request). */
  const seen = { connections: 0, requests: [] as string[] };
  let service: PdfService;
  let browser: WarmBrowser;

  beforeAll(async () => {
    webDist = await buildPrintView();
    target = createServer((req, res) => {
      seen.requests.push(req.url ?? '');
      res.writeHead(200, { 'Content-Type': 'image/png' }).end();
    });
    target.on('connection', () => void (seen.connections += 1));
    await new Promise<void>((r) => target.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(target.address() as AddressInfo).port}`;
    service = createPdfService({ chromiumPath: RENDERER_PATH, webDist, log });
    browser = new WarmBrowser({ executablePath: RENDERER_PATH, log });
  }, 180_000);
  afterAll(async () => {
    await service?.close();
    await browser?.close();
    await new Promise((r) => target?.close(r));
  });

  it('the target server counts what reaches it (so zero below means nothing did)', async () => {
    await fetch(`${base}/control`);
    expect(seen.requests).toEqual(['/control']);
    seen.connections = 0;
    seen.requests = [];
  });

  it('prints a resume whose photo and links point at a local server without one request to it', async () => {
    const resume: Resume = sampleResume();
    // Past the schema (which takes data: URLs only): what the renderer does if such a value reached it anyway.
    resume.profile = { ...resume.profile, profileImage: `${base}/photo.png`, website: `${base}/site` };
    resume.meta = { ...resume.meta, color: `#000;background:url(${base}/css.png)`, templateId: 't01-classic' };
    const { pdf } = await service.render(resume);
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
    expect(seen).toEqual({ connections: 0, requests: [] });
  });

  it('a print page made to load images, styles, fetches, preconnects and navigations still reaches nothing', async () => {
    await browser.use(async (b) => {
      const { context, page } = await loadPrintView(b, createAssetReader(webDist));
      try {
        const outcomes = await page.evaluate(tryToReachNetwork, base);
        expect(outcomes).toEqual(['error', 'error', 'error', 'error', 'error', 'error']);
        // Navigations are not governed by the page's CSP: the route refuses them.
        await expect(page.goto(`${base}/navigate`)).rejects.toThrow(/ERR_BLOCKED_BY_CLIENT/);
        await expect(page.goto(`http://localhost:${new URL(base).port}/by-name`)).rejects.toThrow(
          /ERR_BLOCKED_BY_CLIENT/,
        );
      } finally {
        await context.close();
      }
    });
    expect(seen).toEqual({ connections: 0, requests: [] });
  });
});
