import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { and, count, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { LIMITS, MESSAGES, normalizeSlug, normalizeUsername } from '@resumey/resume';
import type { AppContext, AppEnv } from '../context';
import { currentUser, requireUser } from '../auth/current-user';
import { resumes, sharedResumes } from '../db/schema';
import { ApiError, notFound } from '../http/errors';
import { readJson } from '../http/validate';
import { availabilityLimit } from '../http/rate-limit';
import { isUniqueViolation, listOwnShares, shareBySlug, usernameOf } from './shares-db';

const saveBody = z.object({
  username: z.string().max(200),
  slug: z.string().max(500),
  resumeId: z.string().min(1).max(100),
});

/** SPEC.md section 5 normalisation; an empty result (nothing usable typed) is refused. */
function checkedSlug(raw: string): string {
  const slug = normalizeSlug(raw);
  if (!slug) throw new ApiError(400, 'invalid_slug', 'Enter a custom URL using letters, numbers, spaces or hyphens');
  return slug;
}

const sharedLimit = () =>
  new ApiError(409, 'shared_limit', MESSAGES.sharedLimit(LIMITS.maxSharedResumes), {
    title: MESSAGES.sharedLimitTitle,
    limit: LIMITS.maxSharedResumes,
  });

/**
 * Custom URLs of the signed-in user (DESIGN.md decision 8: /u/{username}/{slug}, slugs unique per user):
 *   GET    /api/shares                           -> { shares: OwnShare[], username, limit }
 *   GET    /api/shares/slug-available?slug=&resumeId= -> { slug, available }  (slug normalised; the share of
 *                                                   this same resume counts as available: saving refreshes it)
 *   POST   /api/shares {username, slug, resumeId} -> 201 { share } (new) | 200 { share } (this resume's own slug)
 *   DELETE /api/shares/:id                       -> 204
 */
export function shareRoutes(ctx: AppContext) {
  const { db } = ctx.database;
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const user = await requireUser(c);
      const [shares, username] = await Promise.all([listOwnShares(db, user.id), usernameOf(db, user.id)]);
      return c.json({ shares, username, limit: LIMITS.maxSharedResumes });
    })
    .get('/slug-available', availabilityLimit(ctx), async (c) => {
      const user = await requireUser(c);
      const slug = checkedSlug(c.req.query('slug') ?? '');
      const existing = await shareBySlug(db, user.id, slug);
      const resumeId = c.req.query('resumeId');
      return c.json({ slug, available: !existing || (!!resumeId && existing.resumeId === resumeId) });
    })
    .post('/', async (c) => {
      const user = await currentUser(c);
      if (!user) throw new ApiError(401, 'unauthorized', MESSAGES.mustBeAuthenticatedToSave);
      const body = await readJson(c, saveBody);
      const username = await usernameOf(db, user.id);
      if (!username) throw new ApiError(400, 'profile_not_found', MESSAGES.profileNotFound);
      if (normalizeUsername(body.username) !== username) {
        throw new ApiError(403, 'username_mismatch', MESSAGES.usernameMismatch);
      }
      const slug = checkedSlug(body.slug);
      const [resume] = await db
        .select({ data: resumes.data })
        .from(resumes)
        .where(and(eq(resumes.id, body.resumeId), eq(resumes.userId, user.id)));
      if (!resume) throw notFound('Resume not found');

      try {
        const { created, id } = await db.transaction(async (tx) => {
          // Locking the user's profile row serialises this user's share writes, so the count below cannot be
          // raced past the limit by parallel requests (DESIGN.md decision 5).
          await tx.execute(sql`select user_id from profiles where user_id = ${user.id} for update`);
          const existing = await shareBySlug(tx, user.id, slug);
          if (existing) {
            if (existing.resumeId !== body.resumeId) throw new ApiError(409, 'slug_taken', MESSAGES.slugTaken);
            await tx
              .update(sharedResumes)
              .set({ data: resume.data, updatedAt: sql`now()` })
              .where(eq(sharedResumes.id, existing.id));
            return { created: false, id: existing.id };
          }
          const [{ n } = { n: 0 }] = await tx
            .select({ n: count() })
            .from(sharedResumes)
            .where(eq(sharedResumes.userId, user.id));
          if (n >= LIMITS.maxSharedResumes) throw sharedLimit();
          const newId = randomUUID();
          await tx.insert(sharedResumes).values({
            id: newId,
            userId: user.id,
            resumeId: body.resumeId,
            slug,
            data: resume.data,
          });
          return { created: true, id: newId };
        });
        const share = (await listOwnShares(db, user.id)).find((s) => s.id === id);
        return c.json({ share }, created ? 201 : 200);
      } catch (err) {
        // The unique index (user, slug) is the last word should two claims ever meet outside the lock.
        if (isUniqueViolation(err)) throw new ApiError(409, 'slug_taken', MESSAGES.slugTaken);
        throw err;
      }
    })
    .delete('/:id', async (c) => {
      const user = await requireUser(c);
      const deleted = await db
        .delete(sharedResumes)
        .where(and(eq(sharedResumes.id, c.req.param('id')), eq(sharedResumes.userId, user.id)))
        .returning({ id: sharedResumes.id });
      if (!deleted.length) throw notFound('Shared resume not found');
      return c.body(null, 204);
    });
}
