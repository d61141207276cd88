import { and, asc, desc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { CoverLetter, ExportProfile, ExportShare, Resume } from '@resumey/resume';
import type { Db } from '../db/client';
import {
  coverLetters,
  jobTargets,
  profiles,
  resumes,
  resumeVersions,
  shareViewDays,
  sharedResumes,
} from '../db/schema';
import { accountSummary } from '../auth/user-rows';
import { profileOf } from '../profile/repository';

/**
 * What the account export reads (issue #42 item 3), one part at a time so that a large account is never held in
 * memory at once: the resumes' rows first (the four live ones and the trash), then per resume its shares, job
 * targets and versions, the versions in pages. Everything is the owner's own: every query names the user.
 */

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** The profile: never a secret (no tokens, password or second-factor secret; only the providers' names). */
export async function readProfile(db: Db, userId: string): Promise<ExportProfile> {
  const summary = await accountSummary(db, userId);
  const { username, language } = await profileOf(db, userId);
  return {
    name: summary.name,
    email: summary.email,
    username,
    language,
    createdAt: iso(summary.createdAt ?? new Date())!,
    signInMethods: summary.signInMethods,
    twoFactorEnabled: summary.twoFactorEnabled,
  };
}

export interface ExportedResume {
  id: string;
  resume: Resume;
  trashed: boolean;
  deletedAt: string | null;
}

/**
 * The user's resumes: live ones most recently updated first, then the trash most recently deleted first. The trash
 * includes what the purge has not yet removed (a resume past its 30 days is as good as gone and is left out).
 */
export async function readResumes(db: Db, userId: string, trashCutoff: Date): Promise<ExportedResume[]> {
  const rows = await db
    .select({ id: resumes.id, data: resumes.data, deletedAt: resumes.deletedAt })
    .from(resumes)
    .where(and(eq(resumes.userId, userId), or(isNull(resumes.deletedAt), gt(resumes.deletedAt, trashCutoff))))
    .orderBy(desc(resumes.updatedAt), asc(resumes.id));
  const live = rows.filter((r) => r.deletedAt === null);
  const trash = rows
    .filter((r) => r.deletedAt !== null)
    .sort((a, b) => b.deletedAt!.getTime() - a.deletedAt!.getTime());
  return [...live, ...trash].map((r) => ({
    id: r.id,
    resume: r.data as Resume,
    trashed: r.deletedAt !== null,
    deletedAt: iso(r.deletedAt),
  }));
}

/** A resume's shares with their settings and every day's views; `addressOf` gives a share's public addresses. */
export async function readShares(
  db: Db,
  userId: string,
  resumeId: string,
  addressOf: (username: string | null, slug: string, shortSlug: string | null) => string[],
): Promise<ExportShare[]> {
  const rows = await db
    .select({
      id: sharedResumes.id,
      slug: sharedResumes.slug,
      shortSlug: sharedResumes.shortSlug,
      username: profiles.username,
      published: sharedResumes.published,
      passwordHash: sharedResumes.passwordHash,
      expiresAt: sharedResumes.expiresAt,
      searchable: sharedResumes.searchable,
      letter: sharedResumes.letter,
      views: sharedResumes.views,
      pdfDownloads: sharedResumes.pdfDownloads,
      lastViewedAt: sharedResumes.lastViewedAt,
      createdAt: sharedResumes.createdAt,
      updatedAt: sharedResumes.updatedAt,
    })
    .from(sharedResumes)
    .leftJoin(profiles, eq(profiles.userId, sharedResumes.userId))
    .where(and(eq(sharedResumes.userId, userId), eq(sharedResumes.resumeId, resumeId)))
    .orderBy(asc(sharedResumes.createdAt), asc(sharedResumes.id));
  if (rows.length === 0) return [];
  const days = await db
    .select({ shareId: shareViewDays.shareId, day: shareViewDays.day, views: shareViewDays.views })
    .from(shareViewDays)
    .where(
      inArray(
        shareViewDays.shareId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(shareViewDays.day));
  return rows.map((r) => ({
    slug: r.slug,
    username: r.username,
    shortSlug: r.shortSlug,
    urls: addressOf(r.username, r.slug, r.shortSlug),
    published: r.published,
    hasPassword: r.passwordHash !== null,
    expiresAt: iso(r.expiresAt),
    searchable: r.searchable,
    includesLetter: r.letter !== null,
    views: r.views,
    pdfDownloads: r.pdfDownloads,
    lastViewedAt: iso(r.lastViewedAt),
    createdAt: iso(r.createdAt)!,
    updatedAt: iso(r.updatedAt)!,
    viewsByDay: days.filter((d) => d.shareId === r.id).map((d) => ({ day: d.day, views: d.views })),
  }));
}

/** The job postings kept with a resume (issue #40): private, and the owner's own; each with its letter, if any. */
export async function readJobTargets(db: Db, userId: string, resumeId: string) {
  const rows = await db
    .select({
      title: jobTargets.title,
      company: jobTargets.company,
      posting: jobTargets.posting,
      createdAt: jobTargets.createdAt,
      updatedAt: jobTargets.updatedAt,
      letter: coverLetters.data,
    })
    .from(jobTargets)
    .leftJoin(coverLetters, and(eq(coverLetters.targetId, jobTargets.id), eq(coverLetters.userId, userId)))
    .where(and(eq(jobTargets.userId, userId), eq(jobTargets.resumeId, resumeId)))
    .orderBy(asc(jobTargets.createdAt), asc(jobTargets.id));
  return rows.map((r) => ({
    ...r,
    createdAt: iso(r.createdAt)!,
    updatedAt: iso(r.updatedAt)!,
    letter: (r.letter ?? null) as CoverLetter | null,
  }));
}

/** Versions read per page: a version may be as large as a resume (5 MB), and a user keeps up to 20 MB of them. */
const VERSION_PAGE = 8;

/** A resume's versions, newest first, a page at a time. */
export async function* readVersions(db: Db, userId: string, resumeId: string) {
  const owned = and(eq(resumeVersions.userId, userId), eq(resumeVersions.resumeId, resumeId));
  const list = await db
    .select({ id: resumeVersions.id })
    .from(resumeVersions)
    .where(owned)
    .orderBy(desc(resumeVersions.createdAt), asc(resumeVersions.id));
  for (let i = 0; i < list.length; i += VERSION_PAGE) {
    const ids = list.slice(i, i + VERSION_PAGE).map((v) => v.id);
    const page = await db
      .select({
        id: resumeVersions.id,
        cause: resumeVersions.cause,
        createdAt: resumeVersions.createdAt,
        data: resumeVersions.data,
      })
      .from(resumeVersions)
      .where(and(owned, inArray(resumeVersions.id, ids)))
      .orderBy(desc(resumeVersions.createdAt), asc(resumeVersions.id));
    for (const v of page) yield { id: v.id, cause: v.cause, at: iso(v.createdAt)!, resume: v.data as Resume };
  }
}

/** The resume's own cover letter (issue #41), or undefined when it has none. */
export async function readLetter(db: Db, userId: string, resumeId: string): Promise<CoverLetter | undefined> {
  const [row] = await db
    .select({ data: coverLetters.data })
    .from(coverLetters)
    .where(and(eq(coverLetters.userId, userId), eq(coverLetters.resumeId, resumeId), isNull(coverLetters.targetId)));
  return row?.data as CoverLetter | undefined;
}
