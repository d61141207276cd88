import { and, asc, count, eq, or } from 'drizzle-orm';
import {
  fieldChanges,
  newId,
  takeMasterChanges,
  TARGET_LIMITS,
  type JobTarget,
  type Resume,
  type ResumeRecord,
  type TailoredLink,
  type TargetInput,
} from '@resumey/resume';
import { extractTerms, TARGETING_MESSAGES } from '@resumey/resume/targeting';
import type { Db } from '../db/client';
import { jobTargets, resumes, tailoredCopies } from '../db/schema';
import { recordVersion } from '../resumes/version-store';
import { ApiError } from '../http/errors';
import { insertResumeIn, liveResume, resumeNotFound, type Tx } from '../resumes/repository';

type TargetRow = typeof jobTargets.$inferSelect;
type Query = Db | Tx;

export const targetNotFound = () => new ApiError(404, 'not_found', TARGETING_MESSAGES.targetNotFound);

/** The terms of each posting, by target id and edit time (a posting is read once per edit). */
const termsCache = new Map<string, ReturnType<typeof extractTerms>>();
export function termsOf(row: Pick<TargetRow, 'id' | 'posting' | 'title' | 'updatedAt'>) {
  const key = `${row.id}@${row.updatedAt.getTime()}`;
  let terms = termsCache.get(key);
  if (!terms) {
    terms = extractTerms(row.posting, { title: row.title });
    termsCache.set(key, terms);
    if (termsCache.size > 500) termsCache.delete(termsCache.keys().next().value!);
  }
  return terms;
}

const toTarget = (row: TargetRow, fromMaster = false): JobTarget => {
  const { terms, language } = termsOf(row);
  return {
    id: row.id,
    resumeId: row.resumeId,
    title: row.title,
    company: row.company,
    posting: row.posting,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    terms,
    language,
    ...(fromMaster ? { fromMaster } : {}),
  };
};

/** The caller's resume row (404 for anyone else's or none), locked when `lock`. */
async function ownedResume(q: Query, userId: string, id: string, lock = false) {
  const select = q
    .select()
    .from(resumes)
    .where(and(eq(resumes.id, id), eq(resumes.userId, userId), liveResume));
  const [row] = lock ? await select.for('update') : await select;
  if (!row) throw resumeNotFound();
  return row;
}

/** A copy's link to its master; none while the master is in the trash (it comes back if the master is restored). */
async function linkOf(q: Query, resumeId: string) {
  const [found] = await q
    .select({ link: tailoredCopies })
    .from(tailoredCopies)
    .innerJoin(resumes, and(eq(resumes.id, tailoredCopies.masterId), liveResume))
    .where(eq(tailoredCopies.resumeId, resumeId));
  return found?.link;
}

/** The resume's own targets, then, for a tailored copy, its master's target (read-only here). */
export async function listTargets(db: Db, userId: string, resumeId: string): Promise<JobTarget[]> {
  await ownedResume(db, userId, resumeId);
  const link = await linkOf(db, resumeId);
  const rows = await db
    .select()
    .from(jobTargets)
    .where(
      and(
        eq(jobTargets.userId, userId),
        link?.targetId
          ? or(eq(jobTargets.resumeId, resumeId), eq(jobTargets.id, link.targetId))
          : eq(jobTargets.resumeId, resumeId),
      ),
    )
    .orderBy(asc(jobTargets.createdAt), asc(jobTargets.id));
  return rows.map((r) => toTarget(r, r.resumeId !== resumeId));
}

/** A target the resume may be scored against: its own, or the one its master's copy was tailored for. */
export async function targetFor(db: Db, userId: string, resumeId: string, targetId: string): Promise<TargetRow> {
  await ownedResume(db, userId, resumeId);
  const [row] = await db
    .select()
    .from(jobTargets)
    .where(and(eq(jobTargets.id, targetId), eq(jobTargets.userId, userId)));
  if (!row) throw targetNotFound();
  if (row.resumeId === resumeId) return row;
  const link = await linkOf(db, resumeId);
  if (link?.targetId !== targetId) throw targetNotFound();
  return row;
}

/** A target of this very resume, for changing or deleting it. */
async function ownTarget(q: Query, userId: string, resumeId: string, targetId: string): Promise<TargetRow> {
  await ownedResume(q, userId, resumeId);
  const [row] = await q
    .select()
    .from(jobTargets)
    .where(and(eq(jobTargets.id, targetId), eq(jobTargets.userId, userId), eq(jobTargets.resumeId, resumeId)));
  if (!row) throw targetNotFound();
  return row;
}

/** Adds a target under the per-resume limit; the resume's row is locked so parallel adds count each other. */
export async function createTarget(db: Db, userId: string, resumeId: string, input: Required<TargetInput>) {
  return db.transaction(async (tx) => {
    await ownedResume(tx, userId, resumeId, true);
    const [{ n }] = await tx.select({ n: count() }).from(jobTargets).where(eq(jobTargets.resumeId, resumeId));
    if (n >= TARGET_LIMITS.maxTargets)
      throw new ApiError(409, 'target_limit', TARGETING_MESSAGES.targetLimit(TARGET_LIMITS.maxTargets));
    const at = new Date();
    const [row] = await tx
      .insert(jobTargets)
      .values({ id: newId(), userId, resumeId, ...input, createdAt: at, updatedAt: at })
      .returning();
    return toTarget(row!);
  });
}

export async function updateTarget(
  db: Db,
  userId: string,
  resumeId: string,
  targetId: string,
  input: Required<TargetInput>,
) {
  await ownTarget(db, userId, resumeId, targetId);
  const [row] = await db
    .update(jobTargets)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(jobTargets.id, targetId))
    .returning();
  return toTarget(row!);
}

/** Deletes the target and its posting's text (a copy tailored for it stays linked to its master). */
export async function deleteTarget(db: Db, userId: string, resumeId: string, targetId: string) {
  await ownTarget(db, userId, resumeId, targetId);
  await db.delete(jobTargets).where(eq(jobTargets.id, targetId));
}

/** "{title} - {company}", within the resume name's 200 characters. */
const copyTitle = (t: TargetRow) => (t.company ? `${t.title} - ${t.company}` : t.title).slice(0, 200);

/**
 * Tailor for this job: a copy of the resume, linked to it and to the target, inserted under the 4-resume limit in
 * the same transaction as its link (DESIGN.md decisions 5 and 16).
 */
export async function tailor(db: Db, userId: string, resumeId: string, targetId: string): Promise<ResumeRecord> {
  return db.transaction(async (tx) => {
    const target = await ownTarget(tx, userId, resumeId, targetId);
    const master = (await ownedResume(tx, userId, resumeId)).data as Resume;
    // The copy keeps its items' ids: they are how the field-level merge tells the master's items in it apart.
    const record = await insertResumeIn(tx, userId, { ...master, meta: { ...master.meta, title: copyTitle(target) } });
    await tx.insert(tailoredCopies).values({ resumeId: record.resume.id, masterId: resumeId, targetId, base: master });
    return record;
  });
}

/**
 * A tailored copy's master now, the master as the copy last reviewed it, and the changes between; null for a resume
 * that is no tailored copy (every editor asks, so that is an answer, not an error).
 */
export async function getLink(db: Db, userId: string, copyId: string): Promise<TailoredLink | null> {
  await ownedResume(db, userId, copyId);
  const link = await linkOf(db, copyId);
  if (!link) return null;
  const master = await ownedResume(db, userId, link.masterId);
  const base = link.base as Resume;
  return {
    masterId: master.id,
    masterTitle: master.title,
    masterVersion: master.version,
    targetId: link.targetId,
    master: master.data as Resume,
    base,
    pending: fieldChanges(base, master.data as Resume),
  };
}

/**
 * Marks master changes as reviewed (taken into the copy by its editor, or declined): they are not offered again.
 * Refused with 409 when the master changed since the version the user reviewed.
 */
export async function reviewLink(
  db: Db,
  userId: string,
  copyId: string,
  review: { masterVersion: number; take: string[][]; decline: string[][] },
): Promise<TailoredLink | null> {
  await db.transaction(async (tx) => {
    await ownedResume(tx, userId, copyId, true);
    const link = await linkOf(tx, copyId);
    if (!link) throw new ApiError(404, 'not_linked', TARGETING_MESSAGES.notLinked);
    const master = await ownedResume(tx, userId, link.masterId);
    if (master.version !== review.masterVersion)
      throw new ApiError(409, 'master_changed', TARGETING_MESSAGES.masterChanged);
    const base = link.base as Resume;
    const next = takeMasterChanges(base, base, master.data as Resume, review.take, review.decline).base;
    await tx
      .update(tailoredCopies)
      .set({ base: next, updatedAt: new Date() })
      .where(eq(tailoredCopies.resumeId, copyId));
    // Taking the master's changes is a merge into the copy: its history keeps the copy as the merge left it.
    if (review.take.length > 0) {
      const copy = await ownedResume(tx, userId, copyId);
      await recordVersion(tx, userId, copyId, copy.data as Resume, 'merge');
    }
  });
  return getLink(db, userId, copyId);
}

/** The copy becomes an ordinary resume. */
export async function unlink(db: Db, userId: string, copyId: string): Promise<void> {
  await ownedResume(db, userId, copyId);
  const gone = await db.delete(tailoredCopies).where(eq(tailoredCopies.resumeId, copyId)).returning();
  if (gone.length === 0) throw new ApiError(404, 'not_linked', TARGETING_MESSAGES.notLinked);
}
