import { Hono } from 'hono';
import { APP_VERSION } from '@resumey/resume';
import type { AppContext, AppEnv } from '../context';
import { rendererSandbox } from '../pdf/browser';
import { pdfAvailability } from '../pdf/availability';
import { defaultWebDist } from '../http/static';

/**
 * GET /api/health: 200 while the database answers, else 503 (load balancers use it). With a mail server configured
 * it also tells the owner about contact e-mails not delivered yet (`mail`), which never changes the status: the
 * site works while the mail server is away, and the outbox delivers them when it is back.
 */
export function healthRoutes(ctx: AppContext) {
  const { database } = ctx;
  return new Hono<AppEnv>().get('/', async (c) => {
    const up = await database.ping();
    const outbox = ctx.services.contactOutbox;
    const mail = up && outbox ? await outbox.status().catch(() => undefined) : undefined;
    const pdf = pdfAvailability(ctx.config.CHROMIUM_PATH, ctx.config.WEB_DIST ?? defaultWebDist);
    return c.json(
      {
        status: up ? 'ok' : 'degraded',
        database: up ? 'up' : 'down',
        version: APP_VERSION,
        // Whether this server makes PDFs (issue #38): 'unavailable' with the reason, and then nothing about a renderer
        // it does not have; the editor reads it to say before a click that the browser's print will be used.
        pdf: pdf.available ? 'available' : 'unavailable',
        // Said openly rather than dropped silently: the PDF renderer's sandbox (pdf/sandbox.ts), confirmed by a
        // launched Chromium (`verified`) or as this system allows before the first PDF.
        // warmPages: print pages loaded ahead of jobs; 0 means the next PDF loads its own page (slower).
        pdfRenderer: pdf.available
          ? { ...rendererSandbox(ctx.config.CHROMIUM_PATH), warmPages: ctx.services.pdf.warmPages() }
          : { reason: pdf.reason },
        ...(mail ? { mail } : {}),
      },
      up ? 200 : 503,
    );
  });
}
