import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import { bodyLimit } from 'hono/body-limit';
import type { AppContext, AppEnv } from '../context';
import { contactMessages } from '../db/schema';
import { errorBody } from '../http/errors';
import { jsonBody } from '../http/validate';
import { CONTACT_LIMITS, contactBody } from '@resumey/resume';
import { rateLimit } from '../http/rate-limit';

/**
 * POST /api/contact (DESIGN.md decision 11): stores {name, message, time} and, when SMTP_URL is set, mails it to
 * CONTACT_TO. Rate-limited per client IP; a filled honeypot is answered like a success but dropped.
 */
export function contactRoutes(ctx: AppContext) {
  const { config, database, log } = ctx;
  const outbox = ctx.services.contactOutbox;

  return new Hono<AppEnv>().post(
    '/',
    bodyLimit({
      maxSize: CONTACT_LIMITS.bodyBytes,
      onError: (c) => c.json(errorBody('payload_too_large', 'Your message is too long to send.'), 413),
    }),
    rateLimit({
      limits: ctx.rateLimits,
      name: 'contact',
      windowMs: CONTACT_LIMITS.windowMs,
      max: config.CONTACT_RATE_LIMIT,
      message: (retryAfterSec) => `Too many messages. Please try again in ${formatWait(retryAfterSec)}.`,
    }),
    jsonBody(contactBody),
    async (c) => {
      const { name, message, homepage } = c.req.valid('json');
      if (homepage?.trim()) {
        log.info('contact message dropped by the honeypot');
        return c.json({ status: 'received' }, 201);
      }
      // Stored with its e-mail to send (the outbox delivers it, and retries until the mail server takes it): a mail
      // server being down never loses the message or fails the request.
      const mailing = outbox ? { mailStatus: 'pending' as const, nextAttemptAt: sql`now()` } : {};
      await database.db.insert(contactMessages).values({ name, message, ...mailing });
      outbox?.kick();
      return c.json({ status: 'received' }, 201);
    },
  );
}

/** '45 seconds', '1 minute', '9 minutes': how long until the client may send again. */
export function formatWait(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
