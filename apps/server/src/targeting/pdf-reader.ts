import { Worker } from 'node:worker_threads';
import type { AtsLine } from '@resumey/resume';

type Pending = { resolve: (lines: AtsLine[]) => void; reject: (err: Error) => void };

/**
 * Reads PDFs' text lines in a worker thread (read-worker.ts), one at a time, so pdf.js's parsing never blocks the
 * server. From the sources (tests, `npm run dev`) the worker registers tsx first; the built server
 * runs dist/read-worker.js, built beside dist/main.js (build.mjs).
 */
export class PdfLineReader {
  private worker: Worker | undefined;
  private readonly pending = new Map<number, Pending>();
  private next = 0;

  read(bytes: Uint8Array): Promise<AtsLine[]> {
    const worker = this.started();
    const id = ++this.next;
    return new Promise<AtsLine[]>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      const copy = new Uint8Array(bytes);
      worker.postMessage({ id, bytes: copy }, [copy.buffer]);
    });
  }

  private started(): Worker {
    if (this.worker) return this.worker;
    // The read of a 10-page PDF needs a few MB; a hostile PDF stops here, not in the server's heap.
    const resourceLimits = { maxOldGenerationSizeMb: 256 };
    const worker = import.meta.url.endsWith('.ts')
      ? new Worker(fromSourceScript(new URL('./read-worker.ts', import.meta.url).href), { eval: true, resourceLimits })
      : new Worker(new URL('./read-worker.js', import.meta.url), { resourceLimits });
    worker.unref();
    worker.on('message', (msg: { id: number; lines?: AtsLine[]; error?: string }) => {
      const p = this.pending.get(msg.id);
      this.pending.delete(msg.id);
      if (msg.lines) p?.resolve(msg.lines);
      else p?.reject(new Error(msg.error ?? 'The PDF could not be read'));
    });
    const fail = (err: Error) => {
      for (const p of this.pending.values()) p.reject(err);
      this.pending.clear();
      this.worker = undefined;
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`The PDF reader stopped (exit ${code})`)));
    this.worker = worker;
    return worker;
  }

  async close(): Promise<void> {
    const w = this.worker;
    this.worker = undefined;
    await w?.terminate();
  }
}

/** A worker script that registers tsx's loader, then loads the TypeScript worker (Node 20 workers take no --import). */
const fromSourceScript = (url: string) =>
  `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(url)}); });`;

export const pdfLineReader = new PdfLineReader();
