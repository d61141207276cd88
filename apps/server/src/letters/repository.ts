import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { LETTER_MESSAGES, newId, type CoverLetter, type LetterRecord, type LetterSummaryList } from '@resumey/resume';
import type { Db } from '../db/client';
import { coverLetters, jobTargets, resumes, sharedResumes } from '../db/schema';
import { ApiError } from '../http/errors';
import { liveResume, resumeNotFound, type Tx } from '../resumes/repository';
import { TARGETING_MESSAGES } from '@resumey/resume/targeting';

type Query = Db | Tx;
type LetterRow = typeof coverLetters.$inferSelect;

export const letterNotFound = () => new ApiError(404, 'not_found', LETTER_MESSAGES.notFound);
/** As targeting/ answers it (not imported from there: pdf/ reads letters, and targeting/ reads pdf/). */
const targetNotFound = () => new ApiError(404, 'not_found', TARGETING_MESSAGES.targetNotFound);

const toRecord = (row: LetterRow): LetterRecord => ({
  resumeId: row.resumeId,
  letter: row.data as CoverLetter,
  version: row.version,
  updatedAt: row.updatedAt.toISOString(),
});

/** The caller's live resume (404 for anyone else's, a trashed one, or none), locked when `lock`. */
async function ownedResume(q: Query, userId: string, resumeId: string, lock = false): Promise<void> {
  const select = q
    .select({ id: resumes.id })
    .from(resumes)
    .where(and(eq(resumes.id, resumeId), eq(resumes.userId, userId), liveResume));
  const [row] = lock ? await select.for('update') : await select;
  if (!row) throw resumeNotFound();
}

/** The resume's own letter, or with `targetId` the letter for one of its job targets (issue #41 item 1). */
const letterOf = (resumeId: string, targetId?: string) =>
  and(
    eq(coverLetters.resumeId, resumeId),
    targetId ? eq(coverLetters.targetId, targetId) : isNull(coverLetters.targetId),
  );

/** The caller's live resume and, when named, a job target of that very resume (404 otherwise). */
async function ownedLetterPlace(q: Query, userId: string, resumeId: string, targetId?: string, lock = false) {
  await ownedResume(q, userId, resumeId, lock);
  if (!targetId) return;
  const [target] = await q
    .select({ id: jobTargets.id })
    .from(jobTargets)
    .where(and(eq(jobTargets.id, targetId), eq(jobTargets.userId, userId), eq(jobTargets.resumeId, resumeId)));
  if (!target) throw targetNotFound();
}

/**
 * GET /api/resumes/:id/letter (and /targets/:targetId/letter): the letter of a live resume of the caller, or of one
 * of its job targets; 404 when there is none.
 */
export async function getLetter(db: Db, userId: string, resumeId: string, targetId?: string): Promise<LetterRecord> {
  await ownedLetterPlace(db, userId, resumeId, targetId);
  const [row] = await db.select().from(coverLetters).where(letterOf(resumeId, targetId));
  if (!row) throw letterNotFound();
  return toRecord(row);
}

/**
 * PUT /api/resumes/:id/letter: creates the resume's letter (no version) or saves over the version named (DESIGN.md
 * decision 6). Creating over an existing letter, or saving over another version or a letter deleted meanwhile, changes
 * nothing and answers 409 with the server's copy (null when there is none), so the editor can offer both.
 */
export async function saveLetter(
  db: Db,
  userId: string,
  resumeId: string,
  letter: CoverLetter,
  version: number | undefined,
  targetId?: string,
): Promise<{ record: LetterRecord; created: boolean }> {
  return db.transaction(async (tx) => {
    // The resume's row is locked: two first saves of one letter queue up here, and the second sees the first.
    await ownedLetterPlace(tx, userId, resumeId, targetId, true);
    const [current] = await tx.select().from(coverLetters).where(letterOf(resumeId, targetId)).for('update');
    if ((current?.version ?? null) !== (version ?? null)) {
      throw new ApiError(409, 'version_conflict', current ? LETTER_MESSAGES.conflict : LETTER_MESSAGES.notFound, {
        current: current ? toRecord(current) : null,
      });
    }
    const at = new Date();
    if (!current) {
      const [row] = await tx
        .insert(coverLetters)
        .values({
          id: newId(),
          userId,
          resumeId,
          targetId: targetId ?? null,
          data: letter,
          version: 1,
          createdAt: at,
          updatedAt: at,
        })
        .returning();
      return { record: toRecord(row!), created: true };
    }
    const [row] = await tx
      .update(coverLetters)
      .set({ data: letter, version: current.version + 1, updatedAt: at })
      .where(eq(coverLetters.id, current.id))
      .returning();
    // A share showing the letter shows it as saved, as its resume's saves reach it (issue #41 item 5). Only the
    // resume's own letter is ever shared.
    if (!targetId)
      await tx
        .update(sharedResumes)
        .set({ letter, updatedAt: at })
        .where(
          and(eq(sharedResumes.resumeId, resumeId), eq(sharedResumes.userId, userId), isNotNull(sharedResumes.letter)),
        );
    return { record: toRecord(row!), created: false };
  });
}

/** DELETE /api/resumes/:id/letter: the letter, and with it every shared copy of it (issue #41 item 5). */
export async function deleteLetter(db: Db, userId: string, resumeId: string, targetId?: string): Promise<void> {
  await db.transaction(async (tx) => {
    await ownedLetterPlace(tx, userId, resumeId, targetId);
    const gone = await tx.delete(coverLetters).where(letterOf(resumeId, targetId)).returning({ id: coverLetters.id });
    if (gone.length === 0) throw letterNotFound();
    if (targetId) return;
    // A deleted letter is not left on a public page until the next refresh of its share.
    await tx
      .update(sharedResumes)
      .set({ letter: null, updatedAt: sql`now()` })
      .where(
        and(eq(sharedResumes.resumeId, resumeId), eq(sharedResumes.userId, userId), isNotNull(sharedResumes.letter)),
      );
  });
}

/** GET /api/letters: which live resumes of the caller have a letter, most recently edited first (no text). */
export async function listLetters(db: Db, userId: string): Promise<LetterSummaryList> {
  const rows = await db
    .select({ resumeId: coverLetters.resumeId, updatedAt: coverLetters.updatedAt })
    .from(coverLetters)
    .innerJoin(resumes, and(eq(resumes.id, coverLetters.resumeId), liveResume))
    .where(and(eq(coverLetters.userId, userId), isNull(coverLetters.targetId)))
    .orderBy(desc(coverLetters.updatedAt));
  return { letters: rows.map((r) => ({ resumeId: r.resumeId, updatedAt: r.updatedAt.toISOString() })) };
}
