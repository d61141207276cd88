import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleResume, type Resume } from '@resumey/resume';
import { buildPrintView } from '@resumey/test-support/pdf-support';
import type { Logger } from '../src/log';
import { anonymousPdf, heavyResume } from './helpers/pdf-requests';
import { startTestServer, testDbKind, type TestServer } from './helpers/server';

// A client that hangs up on a PDF request (closed tab, aborted fetch) cancels its job: a queued one leaves the
// queue and never renders; a rendering one is stopped and its slot goes to the next request at once, not after
// the 15 s PDF timeout. The request still counts against the PDF rate limit.

/** The PDF service's timeout (pdf/service.ts): a freed slot must answer the next request well before it. */
const PDF_TIMEOUT_MS = 15_000;

describe.skipIf(testDbKind === 'postgres')('PDF request cancelled by its client', () => {
  let server: TestServer;
  const lines: { msg: string; fields?: Record<string, unknown> }[] = [];
  const at = (msg: string, fields?: Record<string, unknown>) => void lines.push({ msg, fields });
  const log: Logger = { debug: at, info: at, warn: at, error: at };
  const logged = (msg: string, stage?: string) =>
    lines.filter((l) => l.msg === msg && (!stage || l.fields?.stage === stage)).length;

  /** Waits until `cond` holds (polling), failing with `what` after `ms`. */
  async function until(what: string, cond: () => boolean, ms = 20_000) {
    const deadline = Date.now() + ms;
    while (!cond()) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for: ${what}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  beforeAll(async () => {
    // Three PDFs a minute per address: the hung-up requests must use up the limit like answered ones.
    server = await startTestServer({ WEB_DIST: await buildPrintView(), PDF_RATE_LIMIT: '3' }, { log });
  }, 180_000);
  afterAll(() => server?.stop());

  const post = (resume: Resume, signal?: AbortSignal) => anonymousPdf(server.url, resume, signal);

  it('stops a hung-up render at once for the next request, and drops a hung-up queued one unrendered', async () => {
    // One anonymous client renders one job at a time (pdf/queue.ts): its later requests queue behind its first.
    const slow = new AbortController();
    const slowAnswer = post(heavyResume(), slow.signal).catch((e: unknown) => e);
    await until('the heavy job rendering', () => logged('pdf: rendering') === 1);

    const queued = new AbortController();
    const queuedAnswer = post(sampleResume(), queued.signal).catch((e: unknown) => e);
    await until('the second job queued', () => logged('pdf: queued') === 2);
    const next = post(sampleResume());
    await until('the third job queued', () => logged('pdf: queued') === 3);

    queued.abort();
    await until('the queued job cancelled', () => logged('pdf: cancelled, the client went away', 'queued') === 1);
    expect((await queuedAnswer) as Error).toBeInstanceOf(Error);

    const hungUp = performance.now();
    slow.abort();
    const res = await next;
    expect(res.status).toBe(200);
    expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    const waited = performance.now() - hungUp;
    console.log(`next PDF answered ${Math.round(waited)} ms after the rendering client hung up`);
    // Without the cancel it waits out the heavy job's timeout (measured 16.4 s); with it, one normal render (about
    // 2 s, 5 s with other test files rendering alongside on 2 cores).
    expect(waited).toBeLessThan((PDF_TIMEOUT_MS * 2) / 3);
    expect((await slowAnswer) as Error).toBeInstanceOf(Error);
    expect(logged('pdf: cancelled, the client went away', 'rendering')).toBe(1);
    // Only the heavy job and the one that waited ever rendered; a hang-up is no error in the log.
    expect(logged('pdf: rendering')).toBe(2);
    expect(lines.filter((l) => l.msg === 'pdf: job failed')).toEqual([]);

    // The two hung-up requests counted against the rate limit (3 a minute) like the answered one.
    expect((await post(sampleResume())).status).toBe(429);
  }, 60_000);
});
