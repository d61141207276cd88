import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { contactMessages } from '../src/db/schema';
import { startTestServer, testDbKind, type TestServer } from './helpers/server';
import { decodeQuotedPrintable, mailSubject, startLocalSmtp, type LocalSmtp } from '@resumey/test-support/contact-smtp';
import { bodyOf, errorOf } from './helpers/body';
import type { ApiErrorBody } from '@resumey/resume';

/** Each test posts as its own client: the servers here trust loopback as their proxy (TRUST_PROXY), so X-Forwarded-For names it. */
let clientSeq = 0;
const newClient = () => `203.0.113.${++clientSeq}`;

function postContact(
  server: TestServer,
  body: unknown,
  opts: { client?: string; headers?: Record<string, string> } = {},
) {
  return fetch(`${server.url}/api/contact`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: server.url,
      'x-forwarded-for': opts.client ?? newClient(),
      ...opts.headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const rowsNamed = (server: TestServer, name: string) =>
  server.database.db.select().from(contactMessages).where(eq(contactMessages.name, name));

describe(`POST /api/contact (${testDbKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(() => server?.stop());

  it('stores the trimmed name and message with the time it arrived', async () => {
    const before = Date.now();
    const res = await postContact(server, { name: '  Grace Hopper ', message: ' Love the templates!\nThanks. ' });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ status: 'received' });
    const rows = await rowsNamed(server, 'Grace Hopper');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.message).toBe('Love the templates!\nThanks.');
    expect(rows[0]!.createdAt.getTime()).toBeGreaterThanOrEqual(before - 5000);
    expect(rows[0]!.createdAt.getTime()).toBeLessThanOrEqual(Date.now() + 5000);
  });

  it('accepts a filled honeypot like a success but stores nothing', async () => {
    const res = await postContact(server, { name: 'Spam Bot', message: 'Buy now', homepage: 'http://spam.example' });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ status: 'received' });
    expect(await rowsNamed(server, 'Spam Bot')).toHaveLength(0);
  });

  it('refuses a missing or blank name or message with a clear message', async () => {
    const cases: [unknown, string][] = [
      [{ message: 'hi' }, 'Name is required'],
      [{ name: '   ', message: 'hi' }, 'Name is required'],
      [{ name: 'Ann' }, 'Message is required'],
      [{ name: 'Ann', message: '\n\t ' }, 'Message is required'],
      [{ name: 42, message: 'hi' }, 'Name is required'],
    ];
    for (const [body, message] of cases) {
      const res = await postContact(server, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await errorOf(res)).message).toContain(message);
    }
    expect(await rowsNamed(server, 'Ann')).toHaveLength(0);
  });

  it('refuses oversized fields and oversized bodies with a message, storing nothing', async () => {
    const longName = await postContact(server, { name: 'N'.repeat(101), message: 'hi' });
    expect(longName.status).toBe(400);
    expect((await errorOf(longName)).message).toContain('Name must be at most 100 characters');

    const longMessage = await postContact(server, { name: 'Oversized', message: 'm'.repeat(5001) });
    expect(longMessage.status).toBe(400);
    expect((await errorOf(longMessage)).message).toContain('Message must be at most 5000 characters');

    const hugeBody = await postContact(server, { name: 'Oversized', message: 'm'.repeat(70 * 1024) });
    expect(hugeBody.status).toBe(413);
    expect(await hugeBody.json()).toEqual({
      error: { code: 'payload_too_large', message: 'Your message is too long to send.' },
    });
    expect(await rowsNamed(server, 'Oversized')).toHaveLength(0);

    // Exactly at the limits is fine.
    const atLimit = await postContact(server, { name: 'L'.repeat(100), message: 'm'.repeat(5000) });
    expect(atLimit.status).toBe(201);
  });

  it('refuses malformed JSON, a wrong content type and polluting keys', async () => {
    const bad = await postContact(server, '{"name": "x", ');
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).code).toBe('invalid_json');
    const form = await postContact(server, 'name=x&message=y', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    const polluted = await postContact(server, '{"name":"x","message":"y","__proto__":{"admin":true}}');
    expect(polluted.status).toBe(400);
  });

  it('refuses a post from another site', async () => {
    const res = await postContact(
      server,
      { name: 'Cross Site', message: 'hi' },
      { headers: { origin: 'https://evil.example' } },
    );
    expect(res.status).toBe(403);
    expect(await rowsNamed(server, 'Cross Site')).toHaveLength(0);
  });

  it('limits each client to 5 messages per window with 429 and Retry-After, other clients unaffected', async () => {
    const client = newClient();
    for (let i = 1; i <= 5; i++) {
      const ok = await postContact(server, { name: 'Rate Limited', message: `message ${i}` }, { client });
      expect(ok.status).toBe(201);
    }
    const refused = await postContact(server, { name: 'Rate Limited', message: 'message 6' }, { client });
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    const body = await bodyOf<ApiErrorBody & { retryAfterSec: number }>(refused);
    // The visitor is told when to try again (the form shows this message as it is).
    const minutes = Math.ceil(retryAfter / 60);
    expect(body.error).toEqual({
      code: 'rate_limited',
      message: `Too many messages. Please try again in ${minutes === 1 ? '1 minute' : `${minutes} minutes`}.`,
    });
    expect(body.retryAfterSec).toBe(retryAfter);
    expect(await rowsNamed(server, 'Rate Limited')).toHaveLength(5);

    // Invalid posts count too, so a client cannot probe without limit.
    const invalid = await postContact(server, { name: '' }, { client });
    expect(invalid.status).toBe(429);

    const other = await postContact(server, { name: 'Other Client', message: 'hi' }, { client: newClient() });
    expect(other.status).toBe(201);
  });

  it('does not let a client reset its limit by forging X-Forwarded-For hops', async () => {
    const proxySeen = newClient();
    for (let i = 1; i <= 5; i++) {
      const res = await postContact(
        server,
        { name: 'Forger', message: `m${i}` },
        { client: `10.9.9.${i}, ${proxySeen}` },
      );
      expect(res.status).toBe(201);
    }
    const res = await postContact(server, { name: 'Forger', message: 'm6' }, { client: `198.51.100.77, ${proxySeen}` });
    expect(res.status).toBe(429);
  });
});

describe(`contact messages by e-mail (${testDbKind})`, () => {
  let smtp: LocalSmtp;
  let server: TestServer;
  beforeAll(async () => {
    smtp = await startLocalSmtp();
    server = await startTestServer({
      SMTP_URL: smtp.url,
      CONTACT_TO: 'team@resumey.example',
      TRUST_PROXY: '127.0.0.1',
    });
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  it('stores the message and mails it to CONTACT_TO', async () => {
    const res = await postContact(server, {
      name: 'Zoë Mailer',
      message: 'Hello from the form.\nSecond line — ünïcode.',
    });
    expect(res.status).toBe(201);
    await vi.waitFor(() => expect(smtp.received).toHaveLength(1), { timeout: 10_000, interval: 50 });
    const mail = smtp.received[0]!;
    expect(mail.to).toEqual(['team@resumey.example']);
    expect(mailSubject(mail.raw)).toBe('Resumey contact: Zoë Mailer');
    const body = decodeQuotedPrintable(mail.raw);
    expect(body).toContain('Name: Zoë Mailer');
    expect(body).toContain('Hello from the form.');
    expect(body).toContain('Second line — ünïcode.');
    expect(await rowsNamed(server, 'Zoë Mailer')).toHaveLength(1);
  });

  it('mails nothing for a honeypot hit', async () => {
    const before = smtp.received.length;
    const res = await postContact(server, { name: 'Bot', message: 'spam', homepage: 'x' });
    expect(res.status).toBe(201);
    // A real message sent after the bot's arrives alone: the bot's was never queued.
    await postContact(server, { name: 'After Bot', message: 'real' });
    await vi.waitFor(() => expect(smtp.received.length).toBe(before + 1), { timeout: 10_000, interval: 50 });
    expect(decodeQuotedPrintable(smtp.received.at(-1)!.raw)).toContain('Name: After Bot');
    expect(smtp.received.some((m) => m.raw.includes('spam'))).toBe(false);
  });

  // Last in this block: it stops the mail server.
  it('keeps the message and answers 201 when the mail server is down', async () => {
    await smtp.close();
    const res = await postContact(server, { name: 'No Mail Server', message: 'still kept' });
    expect(res.status).toBe(201);
    expect(await rowsNamed(server, 'No Mail Server')).toHaveLength(1);
  });
});
