import { PDF_MESSAGES, PdfError } from './errors';

/** Who asked for a job: a signed-in user or a signed-out client address (see pdf/routes.ts). */
export type ClientClass = 'user' | 'anon';

export interface FairQueueOptions {
  /** Jobs rendered at once for the whole server (the machine has 2 cores). */
  concurrency: number;
  /** Cost one client may have queued and running at once; more is refused (its own jobs run one at a time). */
  maxClientCost: number;
  /** Cost of all waiting jobs together; more is refused at once rather than piling up behind a slow renderer. */
  maxWaitingCost: number;
  /** A job not started within this long is refused (the caller has likely given up), with a time to retry. */
  maxWaitMs: number;
  /** Starting estimate of the render time of one unit of cost, refined by each finished job. */
  msPerCost?: number;
}

export interface JobTicket {
  client: string;
  clientClass: ClientClass;
  /** Work units, by input size (pdf/cost.ts): a typical resume is 1, one near the 5 MB limit about 10. */
  cost: number;
  /** A caller that hung up while waiting leaves the queue (its running job is stopped by the job itself). */
  signal?: AbortSignal;
}

interface Waiting {
  ticket: JobTicket;
  start: () => void;
  fail: (err: unknown) => void;
}

interface ClientState {
  clientClass: ClientClass;
  waiting: Waiting[];
  /** Cost of this client's waiting and running jobs. */
  cost: number;
  running: boolean;
  /** When its last job started (a sequence number): the client served longest ago goes first. */
  lastTurn: number;
}

/**
 * The PDF renderer's queue, shared fairly (issue #22): each client (user, or address when signed out) has at most
 * one job rendering at a time; free slots go round robin between clients with work waiting, alternating between
 * signed-in users and signed-out clients so a flood of anonymous requests cannot starve users; and work is
 * budgeted by cost (input size), per client and overall. A refusal says when to try again (Retry-After).
 */
export class FairQueue {
  private running = 0;
  private waitingCost = 0;
  private readonly clients = new Map<string, ClientState>();
  /** Clients with waiting jobs, per class, in round-robin order. */
  private readonly rings: Record<ClientClass, string[]> = { user: [], anon: [] };
  private nextClass: ClientClass = 'user';
  private turns = 0;
  private msPerCost: number;

  constructor(private readonly opts: FairQueueOptions) {
    this.msPerCost = opts.msPerCost ?? 1500;
  }

  get size() {
    let waiting = 0;
    for (const c of this.clients.values()) waiting += c.waiting.length;
    return { running: this.running, waiting, waitingCost: this.waitingCost };
  }

  /** Seconds a refused caller should wait before trying again: the work ahead of it at the measured speed. */
  private retryAfter(costAhead: number): number {
    const ms = (costAhead * this.msPerCost) / Math.max(1, this.opts.concurrency);
    return Math.min(120, Math.max(1, Math.ceil(ms / 1000)));
  }

  private busy(costAhead: number): PdfError {
    return new PdfError('busy', PDF_MESSAGES.busy, { retryAfterSec: this.retryAfter(costAhead) });
  }

  async run<T>(ticket: JobTicket, job: () => Promise<T>): Promise<T> {
    if (ticket.signal?.aborted) throw new PdfError('cancelled', PDF_MESSAGES.cancelled);
    const cost = Math.max(1, ticket.cost);
    let state = this.clients.get(ticket.client);
    // The client's own budget: a single job is always allowed, however large (the size limits cap it).
    if (state && state.cost + cost > this.opts.maxClientCost) throw this.busy(state.cost * this.opts.concurrency);
    if (this.waitingCost + cost > this.opts.maxWaitingCost) throw this.busy(this.waitingCost + this.running);
    if (!state) {
      state = { clientClass: ticket.clientClass, waiting: [], cost: 0, running: false, lastTurn: 0 };
      this.clients.set(ticket.client, state);
    }
    state.cost += cost;
    await this.wait(ticket, state, cost);
    const started = performance.now();
    let cancelled = false;
    try {
      return await job();
    } catch (err) {
      cancelled = err instanceof PdfError && err.reason === 'cancelled';
      throw err;
    } finally {
      // Exponentially weighted: recent jobs tell the current speed of the machine (a job cut short tells nothing).
      if (!cancelled) this.msPerCost = 0.8 * this.msPerCost + 0.2 * ((performance.now() - started) / cost);
      this.running -= 1;
      state.running = false;
      this.release(ticket.client, state, cost);
      this.pump();
    }
  }

  /** Resolves when the job may start: at once if a slot is free and nobody waits, else in its fair turn. */
  private wait(ticket: JobTicket, state: ClientState, cost: number): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const leave = (err: unknown) => {
        const i = state.waiting.indexOf(entry);
        if (i < 0) return;
        clearTimeout(timer);
        ticket.signal?.removeEventListener('abort', onAbort);
        state.waiting.splice(i, 1);
        this.waitingCost -= cost;
        this.release(ticket.client, state, cost);
        reject(err);
      };
      const onAbort = () => leave(new PdfError('cancelled', PDF_MESSAGES.cancelled));
      const entry: Waiting = {
        ticket,
        start: () => {
          clearTimeout(timer);
          ticket.signal?.removeEventListener('abort', onAbort);
          resolve();
        },
        fail: leave,
      };
      const timer = setTimeout(() => leave(this.busy(this.waitingCost)), this.opts.maxWaitMs);
      timer.unref();
      state.waiting.push(entry);
      this.waitingCost += cost;
      const ring = this.rings[state.clientClass];
      if (!ring.includes(ticket.client)) ring.push(ticket.client);
      this.pump();
      if (!state.waiting.includes(entry)) return; // started at once
      ticket.signal?.addEventListener('abort', onAbort, { once: true });
    });
  }

  /** Forgets the cost of a finished or abandoned job; a client with nothing left is forgotten. */
  private release(client: string, state: ClientState, cost: number) {
    state.cost -= cost;
    if (state.waiting.length === 0) {
      const ring = this.rings[state.clientClass];
      const i = ring.indexOf(client);
      if (i >= 0) ring.splice(i, 1);
      if (!state.running) this.clients.delete(client);
    }
  }

  /** Starts waiting jobs while slots are free: classes alternate, and clients take turns within a class. */
  private pump() {
    while (this.running < this.opts.concurrency) {
      const order: ClientClass[] = this.nextClass === 'user' ? ['user', 'anon'] : ['anon', 'user'];
      let started = false;
      for (const cls of order) {
        const ring = this.rings[cls];
        // Round robin: of the clients with work waiting and none running, the one served longest ago.
        let i = -1;
        for (let k = 0; k < ring.length; k++) {
          const candidate = this.clients.get(ring[k]!)!;
          if (!candidate.running && (i < 0 || candidate.lastTurn < this.clients.get(ring[i]!)!.lastTurn)) i = k;
        }
        if (i < 0) continue;
        const client = ring[i]!;
        const state = this.clients.get(client)!;
        const entry = state.waiting.shift()!;
        if (!state.waiting.length) ring.splice(i, 1);
        state.lastTurn = ++this.turns;
        state.running = true;
        this.running += 1;
        this.waitingCost -= Math.max(1, entry.ticket.cost);
        this.nextClass = cls === 'user' ? 'anon' : 'user';
        entry.start();
        started = true;
        break;
      }
      if (!started) return;
    }
  }
}
