import { PDF_MESSAGES, PdfError } from './errors';

/**
 * Runs at most `concurrency` jobs at once; up to `maxWaiting` more wait their turn in order, and any beyond
 * that are refused at once (the caller answers 503 busy) rather than piling up behind a slow renderer.
 */
export class JobQueue {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly concurrency: number,
    private readonly maxWaiting: number,
  ) {}

  get size() {
    return { running: this.running, waiting: this.waiting.length };
  }

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting) throw new PdfError('busy', PDF_MESSAGES.busy);
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await job();
    } finally {
      const next = this.waiting.shift();
      // The slot passes straight to the next job, so `running` never drops below the work in flight.
      if (next) next();
      else this.running -= 1;
    }
  }
}
