import { afterEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { openDatabase, type Database } from '../src/db/client';
import { contactMessages } from '../src/db/schema';
import { ContactOutbox, OUTBOX_DEFAULTS } from '../src/contact/outbox';
import type { Logger } from '../src/log';
import { startTestServer, testDbKind, type TestServer } from './helpers/server';
import { scratchDatabase } from '@resumey/test-support/scratch-database';
import { decodeQuotedPrintable, startLocalSmtp } from '@resumey/test-support/contact-smtp';

/**
 * Issue #16 item 3: contact e-mails are delivered from the database. A mail server that is down gets the message
 * later (retried with backoff), a restart loses nothing, several servers send each message once, and the owner
 * sees what waits in the log and in /api/health. Real servers, a real SMTP server on a local port.
 */

type Entry = { level: string; msg: string; fields?: Record<string, unknown> };
function collectingLog(entries: Entry[]): Logger {
  const at = (level: string) => (msg: string, fields?: Record<string, unknown>) => entries.push({ level, msg, fields });
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}

let clientSeq = 0;
async function postContact(server: TestServer, name: string, message = 'Hello') {
  const res = await fetch(`${server.url}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url, 'x-forwarded-for': `198.51.100.${++clientSeq}` },
    body: JSON.stringify({ name, message }),
  });
  expect(res.status).toBe(201);
}

const row = async (database: Database, name: string) =>
  (await database.db.select().from(contactMessages).where(eq(contactMessages.name, name)))[0];

const health = async (server: TestServer) =>
  (await (await fetch(`${server.url}/api/health`)).json()) as { mail?: { pending: number; failed: number } };

/** A port with no mail server on it (yet): one is started and stopped there. */
async function downMailServer() {
  const smtp = await startLocalSmtp();
  const port = Number(new URL(smtp.url).port);
  await smtp.close();
  return { url: smtp.url, up: () => startLocalSmtp({ port }) };
}

/** One database for several servers: a scratch PostgreSQL database, or one open PGlite shared in this process. */
async function sharedDatabase(): Promise<{
  env: Record<string, string>;
  opts: { database?: Database };
  drop: () => Promise<void>;
}> {
  if (testDbKind === 'postgres') {
    const scratch = await scratchDatabase('resumey_outbox');
    return { env: { DATABASE_URL: scratch.url }, opts: {}, drop: () => scratch.drop() };
  }
  const database = await openDatabase({ dataDir: 'memory://' });
  return { env: {}, opts: { database }, drop: () => database.close() };
}

const mailEnv = (url: string, retrySeconds: string) => ({
  SMTP_URL: url,
  CONTACT_TO: 'team@resumey.example',
  CONTACT_RETRY_SECONDS: retrySeconds,
  // Each post names its own client in X-Forwarded-For, believed from loopback here.
  TRUST_PROXY: '127.0.0.1',
});

describe(`contact e-mails through the outbox (${testDbKind})`, () => {
  const cleanups: Array<() => Promise<unknown>> = [];
  afterEach(async () => {
    while (cleanups.length) await cleanups.pop()!().catch(() => undefined);
  });

  it('retries with growing waits while the mail server is down, tells the owner, and delivers once it is back', async () => {
    const mailServer = await downMailServer();
    const log: Entry[] = [];
    const server = await startTestServer(mailEnv(mailServer.url, '0.1'), { log: collectingLog(log) });
    cleanups.push(() => server.stop());

    await postContact(server, 'Outage Olivia', 'Sent while the mail server is down');
    await vi.waitFor(
      async () => expect((await row(server.database, 'Outage Olivia'))!.mailAttempts).toBeGreaterThanOrEqual(3),
      { timeout: 15_000, interval: 50 },
    );
    const waiting = (await row(server.database, 'Outage Olivia'))!;
    expect(waiting.mailStatus).toBe('pending');
    expect(waiting.lastError).toMatch(/ECONNREFUSED/);
    expect((await health(server)).mail).toMatchObject({ pending: 1, failed: 0 });

    // Each retry waits twice as long as the one before (0.1 s, 0.2 s, 0.4 s...), as the log says.
    const retries = log.filter((e) => e.msg === 'contact message not mailed yet: will try again');
    expect(retries.length).toBeGreaterThanOrEqual(2);
    expect(retries[0]!.fields).toMatchObject({ id: waiting.id, attempt: 1 });
    // Attempt 2 ran no earlier than attempt 1's next time (database clock), and then waited 0.2 s.
    const [next1, next2] = retries.slice(0, 2).map((e) => Date.parse(String(e.fields!.nextAttemptAt)));
    expect(next2! - next1!).toBeGreaterThanOrEqual(199);

    const smtp = await mailServer.up();
    cleanups.push(() => smtp.close());
    await vi.waitFor(() => expect(smtp.received).toHaveLength(1), { timeout: 15_000, interval: 50 });
    expect(decodeQuotedPrintable(smtp.received[0]!.raw)).toContain('Sent while the mail server is down');
    await vi.waitFor(async () => expect((await row(server.database, 'Outage Olivia'))!.mailStatus).toBe('sent'));
    expect((await health(server)).mail).toMatchObject({ pending: 0, failed: 0 });
    expect(log.some((e) => e.msg === 'contact message mailed' && e.fields?.id === waiting.id)).toBe(true);
  });

  it('survives a restart: what one server could not send, the next one sends when it starts', async () => {
    const shared = await sharedDatabase();
    cleanups.push(shared.drop);
    const mailServer = await downMailServer();
    const first = await startTestServer({ ...shared.env, ...mailEnv(mailServer.url, '1') }, shared.opts);
    await postContact(first, 'Restart Rosa', 'Kept across a restart');
    await vi.waitFor(async () => expect((await row(first.database, 'Restart Rosa'))!.mailAttempts).toBe(1));
    await first.stop();

    // Only the next server can send it now: the first one has stopped.
    const smtp = await mailServer.up();
    cleanups.push(() => smtp.close());
    const second = await startTestServer({ ...shared.env, ...mailEnv(mailServer.url, '1') }, shared.opts);
    cleanups.push(() => second.stop());
    await vi.waitFor(() => expect(smtp.received).toHaveLength(1), { timeout: 15_000, interval: 50 });
    expect(decodeQuotedPrintable(smtp.received[0]!.raw)).toContain('Kept across a restart');
    await vi.waitFor(async () => expect((await row(second.database, 'Restart Rosa'))!.mailStatus).toBe('sent'));
    expect((await row(second.database, 'Restart Rosa'))!.mailAttempts).toBe(2);
  }, 60_000);

  it('several servers on one database send each message exactly once', async () => {
    const shared = await sharedDatabase();
    cleanups.push(shared.drop);
    const mailServer = await downMailServer();
    const servers = [
      await startTestServer({ ...shared.env, ...mailEnv(mailServer.url, '0.2') }, shared.opts),
      await startTestServer({ ...shared.env, ...mailEnv(mailServer.url, '0.2') }, shared.opts),
    ];
    for (const s of servers) cleanups.push(() => s.stop());
    const names = Array.from({ length: 12 }, (_, i) => `Many Servers ${i}`);
    await Promise.all(names.map((name, i) => postContact(servers[i % 2]!, name)));

    // Both servers keep retrying the same messages until the mail server answers; then all go out once.
    const smtp = await mailServer.up();
    cleanups.push(() => smtp.close());
    const sent = async () =>
      (await servers[0]!.database.db.select().from(contactMessages)).filter((r) => r.mailStatus === 'sent').length;
    await vi.waitFor(async () => expect(await sent()).toBe(names.length), { timeout: 20_000, interval: 100 });
    const received = smtp.received.map((m) => /Name: (Many Servers \d+)/.exec(decodeQuotedPrintable(m.raw))?.[1]);
    expect(received.sort()).toEqual([...names].sort());
  }, 60_000);
});

describe('the outbox on its own (PGlite, the mail server stood in for by a function)', () => {
  // The mail server is outside the product: here a function stands in for it, so timings can be exact.
  it('gives up after the last attempt, says so, and two outboxes never claim one message at once', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    try {
      const log: Entry[] = [];
      const timings = { ...OUTBOX_DEFAULTS, retryBaseMs: 20, maxAttempts: 3, idlePollMs: 100 };
      let inFlight = 0;
      let overlap = false;
      const failing = async () => {
        inFlight++;
        if (inFlight > 1) overlap = true;
        await new Promise((r) => setTimeout(r, 30));
        inFlight--;
        throw new Error('421 mail server busy');
      };
      const a = new ContactOutbox(database, failing, collectingLog(log), timings);
      const b = new ContactOutbox(database, failing, collectingLog(log), timings);
      await database.db
        .insert(contactMessages)
        .values({ name: 'Given Up', message: 'x', mailStatus: 'pending', nextAttemptAt: new Date() });
      a.start();
      b.start();
      await vi.waitFor(async () => expect((await row(database, 'Given Up'))!.mailStatus).toBe('failed'), {
        timeout: 10_000,
      });
      await Promise.all([a.stop(), b.stop()]);
      const final = (await row(database, 'Given Up'))!;
      expect(final.mailAttempts).toBe(3);
      expect(final.lastError).toContain('421 mail server busy');
      expect(overlap).toBe(false);
      expect(log.filter((e) => e.msg === 'contact message not mailed: gave up after the last attempt')).toHaveLength(1);
      expect(await a.status()).toMatchObject({ pending: 0, failed: 1 });
    } finally {
      await database.close();
    }
  });
});
