import { beforeAll, describe, expect, it } from 'vitest';
import { sampleResume } from '@resumey/resume';
import { createLogger } from '../src/log';
import { WarmBrowser } from '../src/pdf/browser';
import { PdfError } from '../src/pdf/errors';
import { contentDisposition, pdfFileName } from '../src/pdf/filename';
import { JobQueue } from '../src/pdf/queue';
import { createPdfService } from '../src/pdf/service';
import { testDbKind } from './helpers/server';
import { buildPrintView, pdfText } from './pdf-support';

const log = createLogger('silent');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
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

describe.skipIf(skipOnPostgres)('PDF job queue', () => {
  it('runs at most `concurrency` jobs at once, in order, and refuses jobs beyond the waiting room', async () => {
    const queue = new JobQueue(1, 1);
    const order: string[] = [];
    let release!: () => void;
    const first = queue.run(async () => {
      order.push('first');
      await new Promise<void>((r) => (release = r));
    });
    const second = queue.run(async () => void order.push('second'));
    await expect(queue.run(async () => undefined)).rejects.toMatchObject({ reason: 'busy' });
    expect(queue.size).toEqual({ running: 1, waiting: 1 });
    release();
    await Promise.all([first, second]);
    expect(order).toEqual(['first', 'second']);
    expect(queue.size).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the slot of a job that fails', async () => {
    const queue = new JobQueue(1, 0);
    await expect(queue.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(queue.run(async () => 'next')).resolves.toBe('next');
  });
});

describe.skipIf(skipOnPostgres)('the warm browser', () => {
  it('launches on first use, keeps one browser between jobs and relaunches after a crash', async () => {
    const warm = new WarmBrowser({ executablePath: CHROMIUM, log });
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
    const service = createPdfService({ chromiumPath: CHROMIUM, webDist, log, timeoutMs: 1 });
    const fast = createPdfService({ chromiumPath: CHROMIUM, webDist, log });
    try {
      await expect(service.render(sampleResume())).rejects.toMatchObject({ reason: 'timeout' });
      const { pdf } = await fast.render(sampleResume());
      expect(await pdfText(pdf)).toContain('ALEX MORGAN');
    } finally {
      await Promise.all([service.close(), fast.close()]);
    }
  }, 60_000);

  it('renders one resume after another in the same warm page without mixing them up', async () => {
    const service = createPdfService({ chromiumPath: CHROMIUM, webDist, log });
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
