import { Hono } from 'hono';
import { coverageBody, linkReviewBody, targetBody, type CoverageAnswer } from '@resumey/resume';
import { TARGETING_MESSAGES } from '@resumey/resume/targeting';
import type { AppContext, AppEnv } from '../context';
import { requireUser } from '../auth/current-user';
import { ApiError } from '../http/errors';
import { rateLimit } from '../http/rate-limit';
import { jsonBody } from '../http/validate';
import { pdfJobCost } from '../pdf/cost';
import { PdfError } from '../pdf/errors';
import { PDF_ERROR_STATUS } from '../pdf/routes';
import { checkResumeSize } from '../resumes/input';
import { coverageOf, readBack } from './coverage';
import {
  createTarget,
  deleteTarget,
  getLink,
  listTargets,
  reviewLink,
  tailor,
  targetFor,
  termsOf,
  unlink,
  updateTarget,
} from './repository';

/** Score updates per user per minute: one per pause in typing is far below; a loop is not. */
export const COVERAGE_PER_MINUTE = 120;

/**
 * Job targets (issue #40), under /api/resumes/:id: the postings kept with a resume, their coverage by the resume's
 * PDF, tailored copies and their link to the master. Owner only: another user's ids are answered 404.
 */
export function targetingRoutes(ctx: AppContext) {
  const { database, rateLimits } = ctx;
  const { db } = database;
  const pdf = () => ctx.services.pdf.get();
  const limit = rateLimit({
    limits: rateLimits,
    name: 'coverage',
    windowMs: 60_000,
    max: COVERAGE_PER_MINUTE,
    key: async (c) => (await requireUser(c)).id,
    message: TARGETING_MESSAGES.coverageBusy,
  });

  return new Hono<AppEnv>()
    .get('/:id/targets', async (c) => {
      const user = await requireUser(c);
      return c.json({ targets: await listTargets(db, user.id, c.req.param('id')) });
    })
    .post('/:id/targets', jsonBody(targetBody, { first: requireUser }), async (c) => {
      const user = await requireUser(c);
      const input = c.req.valid('json');
      return c.json(await createTarget(db, user.id, c.req.param('id'), input), 201);
    })
    .put('/:id/targets/:targetId', jsonBody(targetBody, { first: requireUser }), async (c) => {
      const user = await requireUser(c);
      const { id, targetId } = c.req.param();
      return c.json(await updateTarget(db, user.id, id, targetId, c.req.valid('json')));
    })
    .delete('/:id/targets/:targetId', async (c) => {
      const user = await requireUser(c);
      await deleteTarget(db, user.id, c.req.param('id'), c.req.param('targetId'));
      return c.body(null, 204);
    })
    .post('/:id/targets/:targetId/coverage', jsonBody(coverageBody, { first: requireUser }), limit, async (c) => {
      const user = await requireUser(c);
      const target = await targetFor(db, user.id, c.req.param('id'), c.req.param('targetId'));
      const { resume } = c.req.valid('json');
      const json = checkResumeSize(resume);
      const { read, cached } = readBack(pdf(), resume, {
        client: `user:${user.id}`,
        clientClass: 'user',
        cost: pdfJobCost(Buffer.byteLength(json)),
        // A newer pause in typing makes the editor give up this one: its PDF job leaves the queue.
        signal: c.req.raw.signal,
      });
      try {
        const coverage = coverageOf(termsOf(target), resume, await read);
        return c.json({ ...coverage, targetId: target.id, pdf: cached ? 'cached' : 'read' } satisfies CoverageAnswer);
      } catch (err) {
        if (!(err instanceof PdfError)) throw err;
        if (err.reason === 'busy') c.header('Retry-After', String(err.retryAfterSec ?? 5));
        throw new ApiError(PDF_ERROR_STATUS[err.reason].status, PDF_ERROR_STATUS[err.reason].code, err.message);
      }
    })
    .post('/:id/targets/:targetId/tailor', async (c) => {
      const user = await requireUser(c);
      return c.json(await tailor(db, user.id, c.req.param('id'), c.req.param('targetId')), 201);
    })
    .get('/:id/link', async (c) => {
      const user = await requireUser(c);
      return c.json({ link: await getLink(db, user.id, c.req.param('id')) });
    })
    .post('/:id/link/review', jsonBody(linkReviewBody, { first: requireUser }), async (c) => {
      const user = await requireUser(c);
      return c.json({ link: await reviewLink(db, user.id, c.req.param('id'), c.req.valid('json')) });
    })
    .delete('/:id/link', async (c) => {
      const user = await requireUser(c);
      await unlink(db, user.id, c.req.param('id'));
      return c.body(null, 204);
    });
}
