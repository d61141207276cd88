import { and, eq, isNull } from 'drizzle-orm';
import { newId } from '@resumey/resume';
import { coverLetters } from '../db/schema';
import type { Tx } from './repository';

/**
 * Duplicating a resume with `?letters=copy` (issue #41): its cover letter, as a new letter of the copy. Here, not in
 * letters/, because it is a step of the duplicate (resumes/routes.ts), and letters/ builds on resumes/.
 */
export async function copyLetter(tx: Tx, userId: string, fromResumeId: string, toResumeId: string): Promise<void> {
  const [row] = await tx
    .select()
    .from(coverLetters)
    .where(
      and(eq(coverLetters.resumeId, fromResumeId), isNull(coverLetters.targetId), eq(coverLetters.userId, userId)),
    );
  if (!row) return;
  const at = new Date();
  await tx
    .insert(coverLetters)
    .values({ id: newId(), userId, resumeId: toResumeId, data: row.data, version: 1, createdAt: at, updatedAt: at });
}
