import { and, desc, eq, gt, isNotNull, isNull, lte } from 'drizzle-orm';
import { LIMITS, type ResumeRecord, type TrashedResume } from '@resumey/resume';
import type { Db } from '../db/client';
import { coverLetters, resumes, sharedResumes } from '../db/schema';
import { trashClock } from '../clock';
import type { ViewCounter } from '../shares/view-counter';
import { claimSlot, getRecord, liveResume, resumeNotFound } from './repository';

/**
 * The trash (issue #42). A deleted resume keeps its row with `deleted_at` set: it leaves every other read and the
 * 4-resume count at once, and keeps its job targets and tailored-copy links for a restore. Its shares are deleted
 * when it is trashed, so its addresses answer 410 at once (the public reads need no trash rule of their own); the
 * addresses stay reserved to the account (user_slugs, address_reservations), so sharing the restored resume again
 * brings back the same ones and nobody else can ever take them. LIMITS.trashDays days later the purge deletes it.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const TRASH_MS = LIMITS.trashDays * DAY_MS;

/** Trashed before this instant: due for the purge, and no longer listed or restorable. */
const purgeCutoff = () => new Date(trashClock.now() - TRASH_MS);

const inTrash = (userId: string, id?: string) =>
  and(
    eq(resumes.userId, userId),
    ...(id === undefined ? [] : [eq(resumes.id, id)]),
    isNotNull(resumes.deletedAt),
    gt(resumes.deletedAt, purgeCutoff()),
  );

/** DELETE /api/resumes/:id: moves a live resume of this user to the trash and withdraws its shares. */
export async function trashResume(db: Db, userId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const moved = await tx
      .update(resumes)
      .set({ deletedAt: new Date(trashClock.now()) })
      .where(and(eq(resumes.id, id), eq(resumes.userId, userId), liveResume))
      .returning({ id: resumes.id });
    if (moved.length === 0) throw resumeNotFound();
    await tx.delete(sharedResumes).where(eq(sharedResumes.resumeId, id));
  });
}

export async function listTrash(db: Db, userId: string): Promise<TrashedResume[]> {
  const rows = await db
    .select({
      id: resumes.id,
      title: resumes.title,
      templateId: resumes.templateId,
      deletedAt: resumes.deletedAt,
      letterId: coverLetters.id,
    })
    .from(resumes)
    // Its own cover letter (issue #41), trashed and deleted with it: at most one (cover_letters_resume_uq).
    .leftJoin(coverLetters, and(eq(coverLetters.resumeId, resumes.id), isNull(coverLetters.targetId)))
    .where(inTrash(userId))
    .orderBy(desc(resumes.deletedAt), desc(resumes.id));
  return rows.map(({ deletedAt, letterId, ...row }) => ({
    ...row,
    hasLetter: letterId !== null,
    deletedAt: deletedAt!.toISOString(),
    purgeAt: new Date(deletedAt!.getTime() + TRASH_MS).toISOString(),
  }));
}

/**
 * Brings a trashed resume back as it was, without shares. It needs a free slot: 409 resume_limit (the limit
 * dialog's message) otherwise. Another user's id, a live resume's, or one past its 30 days answer 404.
 */
export async function restoreResume(db: Db, views: ViewCounter, userId: string, id: string): Promise<ResumeRecord> {
  await db.transaction(async (tx) => {
    const [found] = await tx.select({ id: resumes.id }).from(resumes).where(inTrash(userId, id));
    if (!found) throw resumeNotFound();
    await claimSlot(tx, userId);
    const restored = await tx
      .update(resumes)
      .set({ deletedAt: null })
      .where(inTrash(userId, id))
      .returning({ id: resumes.id });
    if (restored.length === 0) throw resumeNotFound();
  });
  return getRecord(db, views, userId, id);
}

/** Deletes a trashed resume for good, with its job targets, links and cover letters (foreign keys on delete cascade). */
export async function deleteForever(db: Db, userId: string, id: string): Promise<void> {
  const gone = await db.delete(resumes).where(inTrash(userId, id)).returning({ id: resumes.id });
  if (gone.length === 0) throw resumeNotFound();
}

/**
 * Deletes every resume trashed more than LIMITS.trashDays days ago, with what belongs to it (job targets,
 * tailored-copy links; its shares went when it was trashed). Address reservations have no foreign key and stay,
 * so its addresses are never handed to another account. Returns how many were purged.
 */
export async function purgeTrash(db: Db): Promise<number> {
  const purged = await db
    .delete(resumes)
    .where(and(isNotNull(resumes.deletedAt), lte(resumes.deletedAt, purgeCutoff())))
    .returning({ id: resumes.id });
  return purged.length;
}
