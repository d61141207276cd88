import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import nodemailer, { type Transporter } from 'nodemailer';
import type { AppContext, AppEnv } from '../context';
import { contactMessages } from '../db/schema';
import { errorBody } from '../http/errors';
import { readJson } from '../http/validate';
import { rateLimit, type RateLimitStore } from '../http/rate-limit';

/** Sizes of a contact message; the web form caps its fields at the same lengths. */
export const CONTACT_LIMITS = {
  nameMax: 100,
  messageMax: 5000,
  /** Whole request body: the two fields in UTF-8 with room to spare. */
  bodyBytes: 64 * 1024,
  /** Per client IP, in a fixed window (how many: CONTACT_RATE_LIMIT, 5 by default). */
  windowMs: 10 * 60 * 1000,
} as const;

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const contactSchema = z.object({
  name: requiredText('Name', CONTACT_LIMITS.nameMax),
  message: requiredText('Message', CONTACT_LIMITS.messageMax),
  /** Honeypot: hidden from people, filled in by naive bots. */
  homepage: z.string().max(2000).optional(),
});

export interface ContactRouteOptions {
  /** Where request counts live; memory by default (a shared store when several servers run). */
  rateLimitStore?: RateLimitStore;
}

/**
 * POST /api/contact (DESIGN.md decision 11): stores {name, message, time} and, when SMTP_URL is set, mails it to
 * CONTACT_TO. Rate-limited per client IP; a filled honeypot is answered like a success but dropped.
 */
export function contactRoutes(ctx: AppContext, opts: ContactRouteOptions = {}) {
  const { config, database, log } = ctx;
  let mailer: Transporter | undefined;
  const mail = () =>
    (mailer ??= nodemailer.createTransport({
      url: config.SMTP_URL,
      // A slow or dead mail server must never hold requests or sockets for long.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    }));

  return new Hono<AppEnv>().post(
    '/',
    bodyLimit({
      maxSize: CONTACT_LIMITS.bodyBytes,
      onError: (c) => c.json(errorBody('payload_too_large', 'Your message is too long to send.'), 413),
    }),
    rateLimit({
      store: opts.rateLimitStore ?? ctx.rateLimits,
      name: 'contact',
      windowMs: CONTACT_LIMITS.windowMs,
      max: config.CONTACT_RATE_LIMIT,
      message: 'Too many messages. Please try again later.',
    }),
    async (c) => {
      const { name, message, homepage } = await readJson(c, contactSchema);
      if (homepage?.trim()) {
        log.info('contact message dropped by the honeypot');
        return c.json({ status: 'received' }, 201);
      }
      const [row] = await database.db
        .insert(contactMessages)
        .values({ name, message })
        .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
      if (config.SMTP_URL && config.CONTACT_TO) {
        // Stored first, mailed after: a mail server being down never loses the message or fails the request.
        void mail()
          .sendMail(contactMail(config.SMTP_URL, config.CONTACT_TO, { name, message, time: row!.createdAt }))
          .then(() => log.info('contact message mailed', { id: row!.id }))
          .catch((err: unknown) => log.error('contact message not mailed', { id: row!.id, error: String(err) }));
      }
      return c.json({ status: 'received' }, 201);
    },
  );
}

/** The e-mail sent to CONTACT_TO. The sender is the SMTP login when it is an address, else CONTACT_TO itself. */
export function contactMail(smtpUrl: string, to: string, msg: { name: string; message: string; time: Date }) {
  let login = '';
  try {
    login = decodeURIComponent(new URL(smtpUrl).username);
  } catch {
    // An unparsable URL is nodemailer's to report.
  }
  const from = /^[^\s@]+@[^\s@]+$/.test(login) ? login : to;
  // Control characters would otherwise end up in a header.
  const safeName = msg.name.replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ').slice(0, 100);
  return {
    from: { name: 'Resumey contact form', address: from },
    to,
    subject: `Resumey contact: ${safeName}`,
    text: `Name: ${msg.name}\nTime: ${msg.time.toISOString()}\n\n${msg.message}\n`,
  };
}
