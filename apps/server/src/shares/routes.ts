import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import {
  LETTER_MESSAGES,
  LIMITS,
  MESSAGES,
  normalizeSlug,
  normalizeUsername,
  saveShareBody,
  SHARE_ACCESS_MESSAGES,
  SHORT_ADDRESS_MESSAGES,
  slugAvailableQuery,
  updateShareBody,
  withoutImportReview,
  type Resume,
  type SharesList,
  type SlugAvailability,
} from '@resumey/resume';
import type { AppContext, AppEnv } from '../context';
import { currentUser, requireUser } from '../auth/current-user';
import { coverLetters, resumes, sharedResumes } from '../db/schema';
import { ApiError, notFound } from '../http/errors';
import { jsonBody, queryInput } from '../http/validate';
import { isUniqueViolation, violatedConstraint } from '../db/errors';
import { claimShortSlug, freeShortSlugs, nearestFreeShortSlug } from '../addresses/reservations';
import { availabilityLimit } from '../profile/availability';
import { usernameOf } from '../profile/repository';
import { listOwnShares, shareBySlug } from './repository';
import { hashPassword } from './password';
import { shareClock } from '../clock';

/** SPEC.md section 5 normalisation; an empty result (nothing usable typed) is refused. */
function checkedSlug(raw: string): string {
  const slug = normalizeSlug(raw);
  if (!slug) throw new ApiError(400, 'invalid_slug', 'Enter a custom URL using letters, numbers, spaces or hyphens');
  return slug;
}

const shortSlugTaken = () => new ApiError(409, 'short_slug_taken', SHORT_ADDRESS_MESSAGES.shortSlugTaken);

/** The short address asked for: undefined (the server's choice), null (none), or a normalised slug. */
const wantedShortSlug = (raw: string | null | undefined) => (raw == null ? raw : checkedSlug(raw));

/**
 * The shared resume's own cover letter as it is now (null when it has none), for a share's `letter` column: read in
 * the statement that writes it, so a letter saved meanwhile is never half taken.
 */
const currentLetter = (userId: string) =>
  // The outer row named in full: a bare "resume_id" would be read as the letter's own column.
  sql`(select c.data from ${coverLetters} c where c.resume_id = "shared_resumes"."resume_id"
    and c.target_id is null and c.user_id = ${userId})`;

/** A resume not in the trash (issue #42): only such a resume can be shared. */
const liveResume = isNull(resumes.deletedAt);

const sharedLimit = () =>
  new ApiError(409, 'shared_limit', MESSAGES.sharedLimit(LIMITS.maxSharedResumes), {
    title: MESSAGES.sharedLimitTitle,
    limit: LIMITS.maxSharedResumes,
  });

/** Saving a share answers an anonymous caller with SPEC.md's 'User must be authenticated to save resume'. */
async function sharingUser(c: Context<AppEnv>) {
  const user = await currentUser(c);
  if (!user) throw new ApiError(401, 'unauthorized', MESSAGES.mustBeAuthenticatedToSave);
  return user;
}

/**
 * Custom URLs of the signed-in user (DESIGN.md decision 8, issue #37): /u/{username}/{slug}, slugs unique per user,
 * and a short address /v/{shortSlug}, unique across the site and its account's for good (addresses/reservations.ts):
 *   GET    /api/shares                           -> { shares: OwnShare[], username, limit }
 *   GET    /api/shares/slug-available?slug=&resumeId= -> SlugAvailability { slug, available, short: { available,
 *          suggestion } }  (slug normalised; the share of this same resume counts as available: saving refreshes it)
 *   POST   /api/shares {username, slug, resumeId, shortSlug?} -> 201 { share } (new) | 200 { share } (this resume's
 *          own slug). shortSlug left out: /v/{slug} when free for the user, else none (a refresh keeps the share's);
 *          null: none; a name: that one, or 409 'short_slug_taken'
 *   PATCH  /api/shares/:id {published?, password?, expiresAt?, searchable?, includeLetter?} -> 200 { share }  (issue
 *          #18: unpublish and republish at the same address, a password or null, an expiry instant or null, search
 *          opt-in; issue #41: the cover letter on the public page, 409 'no_letter' when the resume has none)
 *   DELETE /api/shares/:id                       -> 204
 */
export function shareRoutes(ctx: AppContext) {
  const { db } = ctx.database;
  const views = ctx.services.viewCounter;
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const user = await requireUser(c);
      const [shares, username] = await Promise.all([listOwnShares(db, views, user.id), usernameOf(db, user.id)]);
      return c.json({ shares, username, limit: LIMITS.maxSharedResumes } satisfies SharesList);
    })
    .get('/slug-available', availabilityLimit(ctx), queryInput(slugAvailableQuery), async (c) => {
      const user = await requireUser(c);
      const query = c.req.valid('query');
      const slug = checkedSlug(query.slug);
      const existing = await shareBySlug(db, user.id, slug);
      // Saving this resume's own slug again refreshes its share, which keeps its short address.
      const own = existing && query.resumeId && existing.resumeId === query.resumeId ? existing : undefined;
      const shortFree = (await freeShortSlugs(db, user.id, [slug], own?.id)).has(slug);
      const suggestion = shortFree
        ? null
        : (own?.shortSlug ?? (await nearestFreeShortSlug(db, user.id, slug, own?.id)));
      return c.json({
        slug,
        available: !existing || !!own,
        short: { available: shortFree, suggestion },
      } satisfies SlugAvailability);
    })
    .post('/', jsonBody(saveShareBody, { first: sharingUser }), async (c) => {
      const user = await sharingUser(c);
      const body = c.req.valid('json');
      const username = await usernameOf(db, user.id);
      if (!username) throw new ApiError(400, 'profile_not_found', MESSAGES.profileNotFound);
      if (normalizeUsername(body.username) !== username) {
        throw new ApiError(403, 'username_mismatch', MESSAGES.usernameMismatch);
      }
      const slug = checkedSlug(body.slug);
      const wanted = wantedShortSlug(body.shortSlug);
      const [resume] = await db
        .select({ data: resumes.data })
        .from(resumes)
        .where(and(eq(resumes.id, body.resumeId), eq(resumes.userId, user.id), liveResume));
      if (!resume) throw notFound('Resume not found');

      try {
        const { created, id } = await db.transaction(async (tx) => {
          // Locking the user's profile row serialises this user's share writes, so the count below cannot be
          // raced past the limit by parallel requests (DESIGN.md decision 5).
          await tx.execute(sql`select user_id from profiles where user_id = ${user.id} for update`);
          // The resume is still live, and stays so until this commits: a share never outlives its trashing.
          const [live] = await tx
            .select({ id: resumes.id })
            .from(resumes)
            .where(and(eq(resumes.id, body.resumeId), eq(resumes.userId, user.id), liveResume))
            .for('share');
          if (!live) throw notFound('Resume not found');
          const existing = await shareBySlug(tx, user.id, slug);
          if (existing) {
            if (existing.resumeId !== body.resumeId) throw new ApiError(409, 'slug_taken', MESSAGES.slugTaken);
            let shortSlug = existing.shortSlug;
            if (wanted !== undefined && wanted !== shortSlug) {
              if (wanted !== null && !(await claimShortSlug(tx, user.id, wanted, existing.id))) throw shortSlugTaken();
              shortSlug = wanted;
            }
            await tx
              .update(sharedResumes)
              .set({
                data: withoutImportReview(resume.data as Resume),
                // A shared letter is taken again with the resume (it goes if the letter is gone).
                ...(existing.includesLetter && { letter: currentLetter(user.id) }),
                updatedAt: sql`now()`,
                ...(shortSlug !== existing.shortSlug && { shortSlug }),
              })
              .where(eq(sharedResumes.id, existing.id));
            return { created: false, id: existing.id };
          }
          const [{ n } = { n: 0 }] = await tx
            .select({ n: count() })
            .from(sharedResumes)
            .where(eq(sharedResumes.userId, user.id));
          if (n >= LIMITS.maxSharedResumes) throw sharedLimit();
          // Left to the server, /v/{slug} goes with the share when the user may have it: parallel claims of one
          // slug by several accounts all get their /u/ address, and the first to reserve /v/{slug} gets that too.
          let shortSlug = wanted === undefined ? slug : wanted;
          if (shortSlug !== null && !(await claimShortSlug(tx, user.id, shortSlug))) {
            if (wanted !== undefined) throw shortSlugTaken();
            shortSlug = null;
          }
          const newId = randomUUID();
          await tx.insert(sharedResumes).values({
            id: newId,
            userId: user.id,
            resumeId: body.resumeId,
            slug,
            shortSlug,
            // The import's marks stay with the resume: they are its owner's notes (issue #39).
            data: withoutImportReview(resume.data as Resume),
          });
          return { created: true, id: newId };
        });
        // Just written in this user's list, so always found.
        const share = (await listOwnShares(db, views, user.id)).find((s) => s.id === id)!;
        return c.json({ share }, created ? 201 : 200);
      } catch (err) {
        // The database has the last word should two claims ever meet outside the lock: the unique index (user,
        // slug), and for short addresses the unique index on short_slug and the reservation trigger (migration 0008).
        if (isUniqueViolation(err)) {
          const constraint = violatedConstraint(err);
          if (constraint === 'address_reservations_pk' || constraint === 'shared_resumes_short_slug_uq') {
            throw shortSlugTaken();
          }
          throw new ApiError(409, 'slug_taken', MESSAGES.slugTaken);
        }
        throw err;
      }
    })
    .patch('/:id', jsonBody(updateShareBody, { first: requireUser }), async (c) => {
      const user = await requireUser(c);
      const body = c.req.valid('json');
      if (body.expiresAt && Date.parse(body.expiresAt) <= shareClock.now()) {
        throw new ApiError(400, 'invalid_input', `expiresAt: ${SHARE_ACCESS_MESSAGES.expiryPast}`);
      }
      // Hashed before the write, so the one UPDATE below changes every field sent or none.
      const passwordHash =
        body.password === undefined ? undefined : body.password === null ? null : await hashPassword(body.password);
      const updated = await db.transaction(async (tx) => {
        const rows = await tx
          .update(sharedResumes)
          .set({
            ...(body.published !== undefined && { published: body.published }),
            ...(passwordHash !== undefined && { passwordHash }),
            ...(body.expiresAt !== undefined && { expiresAt: body.expiresAt ? new Date(body.expiresAt) : null }),
            ...(body.searchable !== undefined && { searchable: body.searchable }),
            // A new version of the page: its rendering, kept per version (public/page.ts), shows or drops the letter.
            ...(body.includeLetter !== undefined && {
              letter: body.includeLetter ? currentLetter(user.id) : null,
              updatedAt: sql`now()`,
            }),
          })
          .where(and(eq(sharedResumes.id, c.req.param('id')), eq(sharedResumes.userId, user.id)))
          .returning({ id: sharedResumes.id, includesLetter: sql<boolean>`${sharedResumes.letter} is not null` });
        // Nothing to include: the whole change is undone, the other settings sent with it too.
        if (body.includeLetter && rows[0] && !rows[0].includesLetter) {
          throw new ApiError(409, 'no_letter', LETTER_MESSAGES.noneToShare);
        }
        return rows;
      });
      // Another user's share answers as one that does not exist: its id tells nothing.
      if (!updated.length) throw notFound(SHARE_ACCESS_MESSAGES.shareNotFound);
      const share = (await listOwnShares(db, views, user.id)).find((s) => s.id === updated[0]!.id)!;
      return c.json({ share });
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
