import type { Database } from '../db/client';
import type { Logger } from '../log';
import { smtpSender, type SendContactMail } from './mail';

export interface OutboxTimings {
  /** Wait after the first failed attempt; it doubles with each further one, up to maxDelayMs. */
  retryBaseMs: number;
  maxDelayMs: number;
  /** After this many attempts a message is marked failed (it stays stored, and counted by /api/health). */
  maxAttempts: number;
  /** How long a claimed message is held by its server: longer than any attempt (nodemailer's timeouts: 40 s). */
  leaseMs: number;
  /** How often a server looks for messages with nothing scheduled (left by another server, or a crashed one). */
  idlePollMs: number;
}

export const OUTBOX_DEFAULTS: OutboxTimings = {
  retryBaseMs: 30_000,
  maxDelayMs: 60 * 60 * 1000,
  maxAttempts: 20,
  leaseMs: 2 * 60 * 1000,
  idlePollMs: 30_000,
};

export interface OutboxStatus {
  /** Messages whose e-mail the mail server has not taken yet. */
  pending: number;
  /** Messages given up on after the last attempt. */
  failed: number;
  /** When the oldest pending message arrived. */
  oldestPendingAt: string | null;
}

interface Claimed {
  id: string;
  name: string;
  message: string;
  created_at: Date | string;
  mail_attempts: number;
}

/**
 * The e-mails of contact messages, delivered from the database (DESIGN.md decision 11; issue #16 item 3). A message
 * is stored 'pending' with the request; any server then claims it with one conditional update (the row is locked
 * with SKIP LOCKED while claimed, then held by `locked_until`), sends it and records the result. A failed attempt is
 * retried later with exponential backoff, so a mail server that is down, a restart or a crash loses nothing, and
 * several servers never send one message twice (short of a crash between the send and its record).
 * All times are the database's, so servers with different clocks agree.
 */
export class ContactOutbox {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  private readonly claim;
  private readonly sent;
  private readonly failed;
  private readonly nextDue;
  private readonly counts;

  constructor(
    database: Database,
    private readonly send: SendContactMail,
    private readonly log: Logger,
    private readonly timings: OutboxTimings = OUTBOX_DEFAULTS,
  ) {
    this.claim = database.prepared<Claimed>(
      'contact_outbox_claim',
      `update contact_messages
          set locked_until = now() + make_interval(secs => $1), mail_attempts = mail_attempts + 1
        where id = (select id from contact_messages
                     where mail_status = 'pending' and next_attempt_at <= now()
                       and (locked_until is null or locked_until < now())
                     order by next_attempt_at limit 1
                     for update skip locked)
        returning id, name, message, created_at, mail_attempts`,
    );
    this.sent = database.prepared(
      'contact_outbox_sent',
      `update contact_messages set mail_status = 'sent', mailed_at = now(), locked_until = null, last_error = null
        where id = $1`,
    );
    this.failed = database.prepared<{ mail_status: string; next_attempt_at: Date | string }>(
      'contact_outbox_failed',
      `update contact_messages
          set mail_status = case when mail_attempts >= $2 then 'failed' else 'pending' end,
              next_attempt_at = now() + make_interval(secs => $3), locked_until = null, last_error = $4
        where id = $1
        returning mail_status, next_attempt_at`,
    );
    this.nextDue = database.prepared<{ wait_ms: number | string | null }>(
      'contact_outbox_next',
      `select extract(epoch from min(greatest(next_attempt_at, coalesce(locked_until, next_attempt_at))) - now()) * 1000
                as wait_ms
         from contact_messages where mail_status = 'pending'`,
    );
    this.counts = database.prepared<{ pending: number; failed: number; oldest: Date | string | null }>(
      'contact_outbox_counts',
      `select count(*) filter (where mail_status = 'pending')::int as pending,
              count(*) filter (where mail_status = 'failed')::int as failed,
              min(created_at) filter (where mail_status = 'pending') as oldest
         from contact_messages where mail_status in ('pending', 'failed')`,
    );
  }

  /** Starts delivering: now (messages left from before a restart), then whenever one is due. */
  start() {
    this.stopped = false;
    void this.status()
      .then((s) => s.pending > 0 && this.log.info('contact messages waiting to be mailed', { ...s }))
      .catch(() => undefined);
    this.kick();
  }

  /** A new message was stored: deliver it now rather than at the next scheduled look. */
  kick() {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.running = this.deliverDue().finally(() => {
      this.running = undefined;
      if (this.again) {
        this.again = false;
        this.kick();
      }
    });
  }

  /** Stops looking for messages; resolves once an attempt in progress has been recorded. */
  async stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  async status(): Promise<OutboxStatus> {
    const [row] = await this.counts([]);
    return {
      pending: row?.pending ?? 0,
      failed: row?.failed ?? 0,
      oldestPendingAt: row?.oldest ? new Date(row.oldest).toISOString() : null,
    };
  }

  private async deliverDue() {
    let wait = this.timings.idlePollMs;
    try {
      for (;;) {
        if (this.stopped) return;
        const [message] = await this.claim([this.timings.leaseMs / 1000]);
        if (!message) break;
        await this.attempt(message);
      }
      const [next] = await this.nextDue([]);
      if (next?.wait_ms !== null && next?.wait_ms !== undefined) {
        wait = Math.min(wait, Math.max(50, Math.ceil(Number(next.wait_ms))));
      }
    } catch (err) {
      // The database is away: try again at the next look.
      this.log.warn('contact outbox could not reach the database', { error: String(err) });
    }
    if (this.stopped) return;
    this.timer = setTimeout(() => this.kick(), wait);
    this.timer.unref?.();
  }

  private async attempt(message: Claimed) {
    try {
      await this.send({ name: message.name, message: message.message, time: new Date(message.created_at) });
      await this.sent([message.id]);
      this.log.info('contact message mailed', { id: message.id, attempt: message.mail_attempts });
    } catch (err) {
      const { retryBaseMs, maxDelayMs, maxAttempts } = this.timings;
      const delay = Math.min(maxDelayMs, retryBaseMs * 2 ** (message.mail_attempts - 1));
      const [row] = await this.failed([message.id, maxAttempts, delay / 1000, String(err).slice(0, 1000)]);
      const fields = { id: message.id, attempt: message.mail_attempts, error: String(err) };
      if (row?.mail_status === 'failed') {
        this.log.error('contact message not mailed: gave up after the last attempt', fields);
      } else {
        const nextAttemptAt = row ? new Date(row.next_attempt_at).toISOString() : undefined;
        this.log.warn('contact message not mailed yet: will try again', { ...fields, nextAttemptAt });
      }
    }
  }
}

interface OutboxContext {
  database: Database;
  log: Logger;
  config: { SMTP_URL?: string; CONTACT_TO?: string; CONTACT_RETRY_SECONDS: number };
}

/**
 * The outbox of a server's database, made and started once at start (services.ts); undefined when no mail server is
 * configured. The server stops it before its database closes.
 */
export function startContactOutbox({ database, log, config }: OutboxContext): ContactOutbox | undefined {
  if (!config.SMTP_URL || !config.CONTACT_TO) return undefined;
  const timings = { ...OUTBOX_DEFAULTS, retryBaseMs: config.CONTACT_RETRY_SECONDS * 1000 };
  const outbox = new ContactOutbox(database, smtpSender(config.SMTP_URL, config.CONTACT_TO), log, timings);
  outbox.start();
  return outbox;
}
