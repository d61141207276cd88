import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import {
  EMPTY_PROFILE,
  LETTER_MESSAGES,
  letterPdfQuery,
  MESSAGES,
  publicPdfQuery,
  SHARE_ACCESS_MESSAGES,
  pdfBody,
  type PublicAddress,
  type Resume,
} from '@resumey/resume';
import type { AppContext, AppEnv } from '../context';
import { currentUser, requireUser, userOrClientKey } from '../auth/current-user';
import { clientIp } from '../http/rate-limit';
import { ApiError } from '../http/errors';
import { rateLimit } from '../http/rate-limit';
import { jsonBody, queryInput } from '../http/validate';
import { withCleanPhoto } from '../images/clean-photo';
import { pdfJobCost } from './cost';
import { PdfError } from './errors';
import type { JobTicket } from './queue';
import type { LetterPrint } from './render';
import { contentDisposition } from './filename';
import { countPdfDownload, sharedResume } from '../public/repository';
import { unlockCheckOf, unlockKey } from '../public/unlock';
import { checkResumeSize } from '../resumes/input';
import { getResumeData } from '../resumes/repository';
import { getLetter } from '../letters/repository';

/** PDFs made per minute by one user (signed in) or one address (signed out): generous for people, not for loops. */

/** How each way a PDF job fails is answered, by every route that makes PDFs. */
export const PDF_ERROR_STATUS: Record<PdfError['reason'], { status: ContentfulStatusCode; code: string }> = {
  unavailable: { status: 503, code: 'pdf_unavailable' },
  busy: { status: 503, code: 'pdf_busy' },
  timeout: { status: 504, code: 'pdf_timeout' },
  failed: { status: 500, code: 'pdf_failed' },
  // Not a server fault and not worth retrying: the resume itself is more than the renderer can lay out.
  too_large: { status: 422, code: 'pdf_too_large' },
  // The client hung up: nobody reads this answer; 499 ("client closed request", as nginx logs it), not a 5xx.
  cancelled: { status: 499 as ContentfulStatusCode, code: 'pdf_cancelled' },
};

/** What the PDF is called after its owner's name: 'Resume', 'Cover Letter', or both in one. */
const documentName = (letter?: LetterPrint) =>
  !letter ? 'Resume' : letter.withResume ? 'Resume and Cover Letter' : 'Cover Letter';

/**
 * The PDF of a resume (DESIGN.md section 5, issue #10):
 *   GET  /api/resumes/:id/pdf              the owner's resume (another user's id: 404, signed out: 401)
 *   GET  /api/public/u/:username/:slug/pdf a custom-URL share, for anyone
 *   GET  /api/public/v/:slug/pdf           a slug share (the oldest with that slug), for anyone
 *   POST /api/pdf {resume}                 a link-embedded share; stores nothing
 * Each answers application/pdf named '{Full name} Resume.pdf', or 503 with a clear message when this server
 * cannot make PDFs (no Chromium), after which the page falls back to the browser's print dialog.
 */
export function pdfRoutes(ctx: AppContext) {
  const { config, database, log, rateLimits } = ctx;
  const { db } = database;
  const key = unlockKey(ctx);
  const pdf = () => ctx.services.pdf.get();
  const limit = rateLimit({
    limits: rateLimits,
    name: 'pdf',
    windowMs: 60_000,
    max: config.PDF_RATE_LIMIT,
    key: userOrClientKey,
    message: MESSAGES.pdfRateLimited,
  });

  async function send(c: Context<AppEnv>, given: Resume, json?: string, letter?: LetterPrint) {
    // Stored photos are cleaned when saved; this also covers posted ones and any stored before that rule.
    const resume = await withCleanPhoto(given);
    // The queue's client: an API key (each key takes its own turns, so a script's burst cannot hold back its
    // owner's browser or anyone else), the signed-in user, else the client address (per-client turns, pdf/queue.ts).
    const user = await currentUser(c);
    const key = c.get('apiKey');
    const ticket: JobTicket = {
      client: key ? `key:${key.keyId}` : user ? `user:${user.id}` : `ip:${clientIp(c)}`,
      clientClass: user ? 'user' : 'anon',
      cost: pdfJobCost(Buffer.byteLength(json ?? JSON.stringify(resume))),
      // Aborted by @hono/node-server when the client goes away before the answer: the job leaves the queue, or its
      // render is stopped and its slot freed (pdf/render.ts). The request still counted against the rate limit.
      signal: c.req.raw.signal,
    };
    try {
      const { pdf: bytes } = await pdf().render(resume, ticket, letter);
      return new Response(new Uint8Array(bytes), {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': contentDisposition(resume.profile.fullName, documentName(letter)),
          'Content-Length': String(bytes.length),
          'Cache-Control': 'no-store',
        },
      });
    } catch (err) {
      if (!(err instanceof PdfError)) throw err;
      const { status, code } = PDF_ERROR_STATUS[err.reason];
      if (err.reason === 'busy') c.header('Retry-After', String(err.retryAfterSec ?? 5));
      throw new ApiError(status, code, err.message);
    }
  }

  /**
   * The PDF of the resume at a public address, or the same refusal its page gets (404 never shared, 410 no
   * longer). A PDF sent to anyone but the owner counts as a download on the owner's dashboard.
   */
  const sendShared = async (c: Context<AppEnv>, address: PublicAddress, withLetter = false) => {
    const lookup = await sharedResume(db, address, unlockCheckOf(c, key));
    if (lookup.found === 'none') throw new ApiError(404, 'not_found', MESSAGES.noResumeData);
    if (lookup.found === 'gone') throw new ApiError(410, 'gone', MESSAGES.shareGone);
    if (lookup.found === 'expired') throw new ApiError(410, 'expired', MESSAGES.shareExpired);
    // A protected share's PDF only with its unlock cookie (public/unlock.ts), like its page.
    if (lookup.found === 'locked') throw new ApiError(401, 'password_required', SHARE_ACCESS_MESSAGES.passwordRequired);
    // With its letter only when the owner shares one: else nothing says a letter exists.
    if (withLetter && !lookup.letter) throw new ApiError(404, 'not_found', LETTER_MESSAGES.notFound);
    const res = await send(
      c,
      lookup.resume,
      undefined,
      withLetter && lookup.letter ? { letter: lookup.letter, withResume: true } : undefined,
    );
    if ((await currentUser(c))?.id !== lookup.ownerId) {
      // The reader has the PDF either way: a count that fails to be written is logged, not made their error.
      await countPdfDownload(db, lookup.shareId).catch((err: unknown) =>
        log.warn('pdf: download not counted', { error: String(err) }),
      );
    }
    return res;
  };

  return (
    new Hono<AppEnv>()
      .get('/api/resumes/:id/pdf', limit, async (c) => {
        const user = await requireUser(c);
        return send(c, await getResumeData(db, user.id, c.req.param('id')));
      })
      // The resume's cover letter in its design (issue #41): the owner's alone, like the letter itself. With
      // ?resume=1, the resume's pages first and then the letter, in one PDF; 404 either way when it has no letter.
      .get('/api/resumes/:id/letter/pdf', limit, queryInput(letterPdfQuery), async (c) => {
        const user = await requireUser(c);
        const id = c.req.param('id');
        const resume = await getResumeData(db, user.id, id);
        const query = c.req.valid('query');
        const { letter } = await getLetter(db, user.id, id, query.target);
        return send(c, resume, undefined, { letter, withResume: query.resume === '1' });
      })
      // ?letter=1: the resume and the cover letter its owner shares with it, in one PDF.
      .get('/api/public/u/:username/:slug/pdf', limit, queryInput(publicPdfQuery), async (c) => {
        const address = { username: c.req.param('username'), slug: c.req.param('slug') };
        return sendShared(c, address, c.req.valid('query').letter === '1');
      })
      .get('/api/public/v/:slug/pdf', limit, queryInput(publicPdfQuery), async (c) => {
        return sendShared(c, { slug: c.req.param('slug') }, c.req.valid('query').letter === '1');
      })
      .post('/api/pdf', limit, jsonBody(pdfBody), async (c) => {
        const body = c.req.valid('json');
        const resume: Resume = { ...body.resume, profile: { ...EMPTY_PROFILE, ...body.resume.profile } };
        return send(c, resume, checkResumeSize(resume));
      })
  );
}
