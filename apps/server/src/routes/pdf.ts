import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { EMPTY_PROFILE, MESSAGES, profileSchema, resumeSchema, type Resume } from '@resumey/resume';
import type { AppContext, AppEnv } from '../context';
import { currentUser, requireUser } from '../auth/current-user';
import { ApiError } from '../http/errors';
import { clientIp, rateLimit } from '../http/rate-limit';
import { defaultWebDist } from '../http/static';
import { readJson } from '../http/validate';
import { PdfError } from '../pdf/errors';
import { contentDisposition } from '../pdf/filename';
import { pdfServiceFor } from '../pdf/service';
import { shareSegment, sharedBySlug, sharedByUsernameSlug } from '../pdf/sources';
import { checkResumeSize } from './resumes-input';
import { getResumeData } from './resumes-db';

/** PDFs made per minute by one user (signed in) or one address (signed out): generous for people, not for loops. */

/**
 * POST /api/pdf: a link-embedded share's resume (decoded in the browser) printed without storing anything. The
 * link decoder fills every field, but the shared-link schema leaves profile fields optional, so they are here too.
 */
const postBody = z.object({ resume: resumeSchema.extend({ profile: profileSchema.partial() }) });

const STATUS: Record<PdfError['reason'], { status: 500 | 503 | 504; code: string }> = {
  unavailable: { status: 503, code: 'pdf_unavailable' },
  busy: { status: 503, code: 'pdf_busy' },
  timeout: { status: 504, code: 'pdf_timeout' },
  failed: { status: 500, code: 'pdf_failed' },
};

/**
 * The PDF of a resume (DESIGN.md section 5, issue #10):
 *   GET  /api/resumes/:id/pdf              the owner's resume (another user's id: 404, signed out: 401)
 *   GET  /api/public/u/:username/:slug/pdf a custom-URL share, for anyone
 *   GET  /api/public/v/:slug/pdf           a slug share (the oldest with that slug), for anyone
 *   POST /api/pdf {resume}                 a link-embedded share; stores nothing
 * Each answers application/pdf named '{Full name} Resume.pdf', or 503 with a clear message when this server
 * cannot make PDFs (no Chromium), after which the page falls back to the browser's print dialog.
 */
export function pdfRoutes({ config, database, log, rateLimits }: AppContext) {
  const { db } = database;
  const pdf = () => pdfServiceFor(config, log, config.WEB_DIST ?? defaultWebDist);
  const limit = rateLimit({
    store: rateLimits,
    name: 'pdf',
    windowMs: 60_000,
    max: config.PDF_RATE_LIMIT,
    key: async (c) => (await currentUser(c))?.id ?? `ip:${clientIp(c)}`,
    message: 'Too many PDF downloads. Please wait a minute and try again.',
  });

  async function send(c: Context<AppEnv>, resume: Resume) {
    try {
      const { pdf: bytes } = await pdf().render(resume);
      return new Response(new Uint8Array(bytes), {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': contentDisposition(resume.profile.fullName),
          'Content-Length': String(bytes.length),
          'Cache-Control': 'no-store',
        },
      });
    } catch (err) {
      if (!(err instanceof PdfError)) throw err;
      const { status, code } = STATUS[err.reason];
      if (err.reason === 'busy') c.header('Retry-After', '5');
      throw new ApiError(status, code, err.message);
    }
  }

  const shareNotFound = () => new ApiError(404, 'not_found', MESSAGES.noResumeData);

  return new Hono<AppEnv>()
    .get('/api/resumes/:id/pdf', limit, async (c) => {
      const user = await requireUser(c);
      return send(c, await getResumeData(db, user.id, c.req.param('id')));
    })
    .get('/api/public/u/:username/:slug/pdf', limit, async (c) => {
      const username = shareSegment(c.req.param('username'));
      const slug = shareSegment(c.req.param('slug'));
      const resume = username && slug ? await sharedByUsernameSlug(db, username, slug) : undefined;
      if (!resume) throw shareNotFound();
      return send(c, resume);
    })
    .get('/api/public/v/:slug/pdf', limit, async (c) => {
      const slug = shareSegment(c.req.param('slug'));
      const resume = slug ? await sharedBySlug(db, slug) : undefined;
      if (!resume) throw shareNotFound();
      return send(c, resume);
    })
    .post('/api/pdf', limit, async (c) => {
      const body = await readJson(c, postBody);
      const resume: Resume = { ...body.resume, profile: { ...EMPTY_PROFILE, ...body.resume.profile } };
      checkResumeSize(resume);
      return send(c, resume);
    });
}
