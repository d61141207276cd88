import { and, asc, eq } from 'drizzle-orm';
import type { Resume } from '@resumey/resume';
import type { Db } from '../db/client';
import { profiles, sharedResumes } from '../db/schema';

/**
 * Read-only lookups of shared resumes for their PDF. Unlike the public view's reads (routes/shares-db.ts) they
 * count no view: downloading the PDF of a page someone is looking at is not a second visit.
 */

const SEGMENT = /^[a-z0-9-]{1,60}$/;

/** Usernames and slugs are stored lower-case; any other path segment matches nothing (as in routes/public.ts). */
export const shareSegment = (raw: string): string | undefined => {
  const v = raw.toLowerCase();
  return SEGMENT.test(v) ? v : undefined;
};

export async function sharedByUsernameSlug(db: Db, username: string, slug: string): Promise<Resume | undefined> {
  const [row] = await db
    .select({ data: sharedResumes.data })
    .from(sharedResumes)
    .innerJoin(profiles, eq(profiles.userId, sharedResumes.userId))
    .where(and(eq(profiles.username, username), eq(sharedResumes.slug, slug)));
  return row?.data as Resume | undefined;
}

/** /v/{slug}: the oldest share with that slug (DESIGN.md decision 8). */
export async function sharedBySlug(db: Db, slug: string): Promise<Resume | undefined> {
  const [row] = await db
    .select({ data: sharedResumes.data })
    .from(sharedResumes)
    .where(eq(sharedResumes.slug, slug))
    .orderBy(asc(sharedResumes.createdAt), asc(sharedResumes.id))
    .limit(1);
  return row?.data as Resume | undefined;
}
