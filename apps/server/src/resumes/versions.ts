import { and, asc, desc, eq } from 'drizzle-orm';
import type { Resume, ResumeRecord, VersionCause, VersionSummary } from '@resumey/resume';
import type { Db } from '../db/client';
import { resumes, resumeVersions } from '../db/schema';
import { ApiError } from '../http/errors';
import { liveResume, resumeNotFound, writeResume, type Tx } from './repository';

/** The History panel's reads and its restore (issue #42 item 1); where versions are kept: version-store.ts. */

const versionNotFound = () => new ApiError(404, 'not_found', 'Version not found');

async function ownResume(q: Db | Tx, userId: string, resumeId: string) {
  const [row] = await q
    .select({ id: resumes.id })
    .from(resumes)
    .where(and(eq(resumes.id, resumeId), eq(resumes.userId, userId), liveResume));
  if (!row) throw resumeNotFound();
}

/** GET /api/resumes/:id/versions: newest first, without their content. */
export async function listVersions(db: Db, userId: string, resumeId: string): Promise<VersionSummary[]> {
  await ownResume(db, userId, resumeId);
  const rows = await db
    .select({
      id: resumeVersions.id,
      cause: resumeVersions.cause,
      createdAt: resumeVersions.createdAt,
      size: resumeVersions.size,
    })
    .from(resumeVersions)
    .where(and(eq(resumeVersions.resumeId, resumeId), eq(resumeVersions.userId, userId)))
    .orderBy(desc(resumeVersions.createdAt), asc(resumeVersions.id));
  return rows.map((r) => ({
    id: r.id,
    cause: r.cause as VersionCause,
    at: r.createdAt.toISOString(),
    size: r.size,
  }));
}

/** GET /api/resumes/:id/versions/:versionId: the resume as it was. */
export async function getVersion(db: Db, userId: string, resumeId: string, versionId: string): Promise<Resume> {
  await ownResume(db, userId, resumeId);
  const [row] = await db
    .select({ data: resumeVersions.data })
    .from(resumeVersions)
    .where(
      and(eq(resumeVersions.id, versionId), eq(resumeVersions.resumeId, resumeId), eq(resumeVersions.userId, userId)),
    );
  if (!row) throw versionNotFound();
  return row.data as Resume;
}

/**
 * POST /api/resumes/:id/versions/:versionId/restore: writes the version's content as a new save (a new resume
 * version, so other tabs and devices pick it up as any save), keeping what it replaces first, and the restored
 * content as a version of its own: restoring can itself be undone.
 */
export async function restoreVersion(
  db: Db,
  userId: string,
  resumeId: string,
  versionId: string,
): Promise<ResumeRecord> {
  const old = await getVersion(db, userId, resumeId, versionId);
  return writeResume(db, userId, resumeId, () => old, undefined, 'restore');
}
