import { beforeAll, describe, expect, it } from 'vitest';
import { sampleResume } from '@resumey/resume';
import { createLogger } from '../src/log';
import { WarmBrowser } from '../src/pdf/browser';
import { PdfError } from '../src/pdf/errors';
import { contentDisposition, pdfFileName } from '../src/pdf/filename';
import { FairQueue } from '../src/pdf/queue';
import { createPdfService } from '../src/pdf/service';
import { testDbKind } from './helpers/server';
import { buildPrintView, pdfText } from '@resumey/test-support/pdf-support';
import { RENDERER_PATH } from './helpers/renderer';

const log = createLogger('silent');
/** Nothing here touches a database: the PostgreSQL pass of the server tests skips it rather than repeat it. */
const skipOnPostgres = testDbKind === 'postgres';

describe.skipIf(skipOnPostgres)('PDF file names', () => {
  it("names the file '{Full name} Resume.pdf', without characters file systems refuse", () => {
    expect(pdfFileName('Alex Morgan')).toBe('Alex Morgan Resume.pdf');
    expect(pdfFileName('  a/b\\c:d*e?"f<g>h|i\u0000j  ')).toBe('a b c d e f g h i j Resume.pdf');
    expect(pdfFileName('')).toBe('Resume.pdf');
    expect(pdfFileName('   ')).toBe('Resume.pdf');
  });

  it('gives an ASCII fallback and the UTF-8 name (RFC 5987) for other scripts', () => {
    expect(contentDisposition("O'Brien (Jr.)")).toBe(
      `attachment; filename="O'Brien (Jr.) Resume.pdf"; filename*=UTF-8''O%27Brien%20%28Jr.%29%20Resume.pdf`,
    );
    expect(contentDisposition('Пётр Иванов')).toBe(
      `attachment; filename="Resume.pdf"; filename*=UTF-8''%D0%9F%D1%91%D1%82%D1%80%20%D0%98%D0%B2%D0%B0%D0%BD%D0%BE%D0%B2%20Resume.pdf`,
    );
    // A header can never be split or extended by the name.
    expect(contentDisposition('a\r\nSet-Cookie: x=1')).not.toMatch(/[\r\n]/);
  });
});

describe.skipIf(skipOnPostgres)('PDF job queue, shared fairly', () => {
  /** A job that runs until released, recording when it started. */
  function gate(order: string[], name: string) {
    let release!: () => void;
    const done = new Promise<void>((r) => (release = r));
    return {
      release,
      job: async () => {
        order.push(name);
        await done;
      },
    };
  }
  const ticket = (client: string, cost = 1, clientClass: 'user' | 'anon' = 'anon') => ({ client, cost, clientClass });
  const queue = (over: Partial<ConstructorParameters<typeof FairQueue>[0]> = {}) =>
    new FairQueue({
      concurrency: 1,
      maxClientCost: 100,
      maxWaitingCost: 100,
      maxWaitMs: 60_000,
      ...over,
      msPerCost: 1000,
    });

  it('runs one job per client at a time and takes clients in turn (round robin)', async () => {
    const q = queue({ concurrency: 2 });
    const order: string[] = [];
    const gates = ['a1', 'a2', 'a3', 'b1', 'c1'].map((n) => ({ n, ...gate(order, n) }));
    const runs = gates.map((g) => q.run(ticket(g.n[0]!), g.job));
    await Promise.resolve();
    // a1 runs; a2 and a3 wait for a1 although a slot is free; b1 takes the free slot.
    expect(order).toEqual(['a1', 'b1']);
    expect(q.size).toMatchObject({ running: 2, waiting: 3 });
    for (const n of ['a1', 'b1', 'c1', 'a2', 'a3']) {
      gates.find((g) => g.n === n)!.release();
      await runs[gates.findIndex((g) => g.n === n)];
    }
    expect(order).toEqual(['a1', 'b1', 'c1', 'a2', 'a3']);
    expect(q.size).toEqual({ running: 0, waiting: 0, waitingCost: 0 });
  });

  it('alternates between signed-in users and signed-out clients, however many of the latter wait', async () => {
    const q = queue();
    const order: string[] = [];
    const first = gate(order, 'anon0');
    const running = q.run(ticket('ip:0'), first.job);
    const waiting = [
      ...Array.from({ length: 4 }, (_, i) => q.run(ticket(`ip:${i + 1}`), async () => void order.push(`anon${i + 1}`))),
      q.run(ticket('user:u', 1, 'user'), async () => void order.push('user')),
    ];
    first.release();
    await Promise.all([running, ...waiting]);
    expect(order.indexOf('user')).toBe(1);
  });

  it("refuses work over a client's budget and over the shared budget, saying when to retry", async () => {
    const q = queue({ maxClientCost: 12, maxWaitingCost: 15 });
    const order: string[] = [];
    const heavy = gate(order, 'heavy');
    const running = q.run(ticket('a', 10), heavy.job);
    // The same client's second near-5 MB resume: over its budget of 12.
    const refused = await q.run(ticket('a', 10), async () => undefined).catch((e: unknown) => e);
    expect(refused).toMatchObject({ reason: 'busy' });
    expect((refused as PdfError).retryAfterSec).toBe(10);
    // A typical resume from the same client still fits and waits its turn.
    const light = q.run(ticket('a', 1), async () => void order.push('light'));
    const b = q.run(ticket('b', 10), async () => void order.push('b'));
    const overall = await q.run(ticket('c', 5), async () => undefined).catch((e: unknown) => e);
    expect(overall).toMatchObject({ reason: 'busy' });
    expect((overall as PdfError).retryAfterSec).toBeGreaterThanOrEqual(11);
    heavy.release();
    await Promise.all([running, light, b]);
    // b has not been served yet: it goes before a's second job.
    expect(order).toEqual(['heavy', 'b', 'light']);
    expect(q.size).toEqual({ running: 0, waiting: 0, waitingCost: 0 });
  });

  it('frees the slot of a job that fails, and forgets a caller who hung up while waiting', async () => {
    const q = queue();
    await expect(q.run(ticket('a'), () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    const order: string[] = [];
    const first = gate(order, 'first');
    const running = q.run(ticket('a'), first.job);
    const abort = new AbortController();
    const gone = q.run({ ...ticket('b'), signal: abort.signal }, async () => void order.push('gone'));
    abort.abort();
    await expect(gone).rejects.toMatchObject({ name: 'PdfError', reason: 'cancelled' });
    expect(q.size).toMatchObject({ waiting: 0, waitingCost: 0 });
    first.release();
    await running;
    await expect(q.run(ticket('b'), async () => 'next')).resolves.toBe('next');
    expect(order).toEqual(['first']);
  });

  it('refuses a job that waited longer than maxWaitMs', async () => {
    const q = queue({ maxWaitMs: 50 });
    const order: string[] = [];
    const first = gate(order, 'first');
    const running = q.run(ticket('a'), first.job);
    await expect(q.run(ticket('b'), async () => undefined)).rejects.toMatchObject({ reason: 'busy' });
    first.release();
    await running;
  });
});

describe.skipIf(skipOnPostgres)('the warm browser', () => {
  it('launches on first use, keeps one browser between jobs and relaunches after a crash', async () => {
    const warm = new WarmBrowser({ executablePath: RENDERER_PATH, log });
    try {
      const first = await warm.use(async (b) => b);
      expect(await warm.use(async (b) => b)).toBe(first);
      await first.close(); // as if the browser had crashed
      const second = await warm.use(async (b) => b);
      expect(second).not.toBe(first);
      expect(second.isConnected()).toBe(true);
    } finally {
      await warm.close();
    }
  }, 60_000);

  it('says clearly that PDFs are unavailable when no Chromium is installed', async () => {
    const warm = new WarmBrowser({ executablePath: '/nonexistent/chromium', log });
    expect(warm.installed).toBe(false);
    const err = await warm.use(async () => undefined).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PdfError);
    expect(err).toMatchObject({ reason: 'unavailable' });
  });
});

describe.skipIf(skipOnPostgres)('the PDF service', () => {
  let webDist: string;
  beforeAll(async () => {
    webDist = await buildPrintView();
  }, 180_000);

  it('gives up on a job after its time limit, then makes the next PDF normally', async () => {
    const service = createPdfService({ chromiumPath: RENDERER_PATH, webDist, log, timeoutMs: 1 });
    const fast = createPdfService({ chromiumPath: RENDERER_PATH, webDist, log });
    try {
      await expect(service.render(sampleResume())).rejects.toMatchObject({ reason: 'timeout' });
      const { pdf } = await fast.render(sampleResume());
      expect(await pdfText(pdf)).toContain('ALEX MORGAN');
    } finally {
      await Promise.all([service.close(), fast.close()]);
    }
  }, 60_000);

  it('renders one resume after another in the same warm page without mixing them up', async () => {
    const service = createPdfService({ chromiumPath: RENDERER_PATH, webDist, log });
    try {
      for (const name of ['First Person', 'Second Person', 'Third Person']) {
        const resume = sampleResume();
        resume.profile = { ...resume.profile, fullName: name };
        if (name === 'Second Person') resume.meta = { ...resume.meta, templateId: 't09-creative' };
        const text = await pdfText((await service.render(resume)).pdf);
        expect(text.toUpperCase()).toContain(name.toUpperCase());
        for (const other of ['First Person', 'Second Person', 'Third Person'].filter((n) => n !== name)) {
          expect(text.toUpperCase()).not.toContain(other.toUpperCase());
        }
      }
      // An unknown template falls back to Classic, as the public view does.
      const unknown = sampleResume();
      unknown.meta = { ...unknown.meta, templateId: 't99-nope' };
      expect((await service.render(unknown)).templateId).toBe('t01-classic');
    } finally {
      await service.close();
    }
  }, 90_000);
});
