import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  LIMITS,
  MESSAGES,
  newId,
  VERSION_EDIT_INTERVAL_MS,
  withoutImportReview,
  type Resume,
  type ResumeRecord,
  type VersionCause,
} from '@resumey/resume';
import type { Database, Db } from '../db/client';
import { profiles, resumes, sharedResumes } from '../db/schema';
import { ApiError } from '../http/errors';
import type { ViewCounter } from '../shares/view-counter';
import { lockUserRow, sessionFreshAfter, sessionOwnerSql } from '../auth/user-rows';
import { contentHashSql, recordVersion, thinVersions, versionClock } from './version-store';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Query = Db | Tx;
type ResumeRow = typeof resumes.$inferSelect;

export const resumeNotFound = () => new ApiError(404, 'not_found', 'Resume not found');

/** Not in the trash (issue #42): every read and write of a resume but the trash's own (trash.ts) has this. */
export const liveResume = isNull(resumes.deletedAt);

/** The shares of each resume, with the owner's username (shared_resumes joined with profiles). */
async function sharesOf(q: Query, resumeIds: string[]): Promise<Map<string, ResumeRecord['shares']>> {
  const byResume = new Map<string, ResumeRecord['shares']>();
  if (resumeIds.length === 0) return byResume;
  const rows = await q
    .select({
      resumeId: sharedResumes.resumeId,
      slug: sharedResumes.slug,
      username: profiles.username,
      shortSlug: sharedResumes.shortSlug,
      views: sharedResumes.views,
    })
    .from(sharedResumes)
    .leftJoin(profiles, eq(profiles.userId, sharedResumes.userId))
    .where(inArray(sharedResumes.resumeId, resumeIds))
    .orderBy(asc(sharedResumes.createdAt), asc(sharedResumes.slug));
  for (const { resumeId, ...share } of rows) {
    const list = byResume.get(resumeId) ?? [];
    list.push(share);
    byResume.set(resumeId, list);
  }
  return byResume;
}

const toRecord = (row: ResumeRow, shares: ResumeRecord['shares'] = []): ResumeRecord => ({
  resume: row.data as Resume,
  version: row.version,
  shares,
});

async function withShares(q: Query, row: ResumeRow): Promise<ResumeRecord> {
  return toRecord(row, (await sharesOf(q, [row.id])).get(row.id));
}

/** Most recently updated first; ties (same millisecond) by newest creation, then id, so the order is stable. */
export async function listRecords(db: Db, views: ViewCounter, userId: string): Promise<ResumeRecord[]> {
  // Share views counted by this server but not yet written are included.
  await views.flush().catch(() => undefined);
  const rows = await db
    .select()
    .from(resumes)
    .where(and(eq(resumes.userId, userId), liveResume))
    .orderBy(desc(resumes.updatedAt), desc(resumes.createdAt), asc(resumes.id));
  const shares = await sharesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toRecord(r, shares.get(r.id)));
}

async function ownedRow(q: Query, userId: string, id: string): Promise<ResumeRow> {
  const [row] = await q
    .select()
    .from(resumes)
    .where(and(eq(resumes.id, id), eq(resumes.userId, userId), liveResume));
  if (!row) throw resumeNotFound();
  return row;
}

export async function getRecord(db: Db, views: ViewCounter, userId: string, id: string): Promise<ResumeRecord> {
  await views.flush().catch(() => undefined);
  return withShares(db, await ownedRow(db, userId, id));
}

export async function getResumeData(db: Db, userId: string, id: string): Promise<Resume> {
  return (await ownedRow(db, userId, id)).data as Resume;
}

/**
 * Refuses with 409 resume_limit when the user already has the maximum of live resumes (trashed ones do not count).
 * The user's row is locked first, so parallel creates and restores of one user cannot both take the last slot.
 */
export async function claimSlot(tx: Tx, userId: string): Promise<void> {
  await lockUserRow(tx, userId);
  const [{ count }] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(resumes)
    .where(and(eq(resumes.userId, userId), liveResume));
  if (count >= LIMITS.maxResumes) throw new ApiError(409, 'resume_limit', MESSAGES.resumeLimit);
}

/**
 * Inserts a resume under the 4-resume limit. The user's row is locked first (select ... for update), so parallel
 * creates of one user queue up on PostgreSQL and each sees the others' inserts when it counts; PGlite runs one
 * transaction at a time anyway. The server sets the id and both timestamps.
 */
export async function insertResume(db: Db, userId: string, resume: Resume): Promise<ResumeRecord> {
  return db.transaction((tx) => insertResumeIn(tx, userId, resume));
}

/** insertResume inside a caller's transaction (a tailored copy is inserted with its link: targeting/repository.ts). */
export async function insertResumeIn(tx: Tx, userId: string, resume: Resume): Promise<ResumeRecord> {
  await claimSlot(tx, userId);
  const at = new Date();
  const id = newId();
  const data: Resume = { ...resume, id, createdAt: at.toISOString(), updatedAt: at.toISOString() };
  const [row] = await tx
    .insert(resumes)
    .values({
      id,
      userId,
      title: data.meta.title,
      templateId: data.meta.templateId,
      data,
      version: 1,
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  // Its first version: what an import brought in (meta.importReview marks an imported resume), else a new one.
  await recordVersion(tx, userId, id, data, data.meta.importReview ? 'import' : 'edit');
  return toRecord(row!);
}

/**
 * Writes a new copy of a resume if `version` is still the stored one (DESIGN.md decision 6), and refreshes every
 * share of it in the same transaction (decision 8: a share follows its resume). A stale version changes nothing
 * and gets 409 with the server's copy.
 */
export async function writeResume(
  db: Db,
  userId: string,
  id: string,
  next: (current: ResumeRow) => Resume,
  expectedVersion?: number,
  cause?: VersionCause,
): Promise<ResumeRecord> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(resumes)
      .where(and(eq(resumes.id, id), eq(resumes.userId, userId), liveResume))
      .for('update');
    if (!current) throw resumeNotFound();
    if (expectedVersion !== undefined && current.version !== expectedVersion) {
      throw new ApiError(409, 'version_conflict', 'This resume was changed somewhere else since you opened it.', {
        current: await withShares(tx, current),
      });
    }
    // An event keeps what it replaces (a no-op when that is the newest version already), then what it brings.
    if (cause) await recordVersion(tx, userId, id, current.data as Resume, 'edit');
    const at = new Date();
    const data: Resume = {
      ...next(current),
      id,
      createdAt: (current.data as Resume).createdAt,
      updatedAt: at.toISOString(),
    };
    const [row] = await tx
      .update(resumes)
      .set({
        title: data.meta.title,
        templateId: data.meta.templateId,
        data,
        version: current.version + 1,
        updatedAt: at,
      })
      .where(eq(resumes.id, id))
      .returning();
    // A share never carries the import's marks, its owner's notes (issue #39).
    await tx
      .update(sharedResumes)
      .set({ data: withoutImportReview(data), updatedAt: at })
      .where(eq(sharedResumes.resumeId, id));
    const templateChanged = data.meta.templateId !== current.templateId;
    if (cause || templateChanged) await recordVersion(tx, userId, id, data, cause ?? 'template');
    return withShares(tx, row!);
  });
}

/**
 * The editor's save (PUT): writeResume's semantics in ONE prepared statement, so a save costs one round trip to
 * the database instead of six (the load budget: saves p99 under 100 ms at 64 connections). The owner is a user id,
 * or the session token of the request, checked in the same statement (see bySession). The UPDATE only matches
 * the expected version; PostgreSQL re-checks that condition after waiting for a concurrent save of the same row, so
 * of two saves from one version exactly one wins. Its shares get the same data in the same statement (atomic; a
 * data-modifying WITH always runs to completion, read or not), without the import's marks (meta.importReview).
 * The stored resume comes back as the database's own JSON text and goes out as is (not parsed and re-serialised).
 * Version history (issue #42 item 1) in the same statement: the saved content is kept as a version when the
 * template changed or an import's content arrived (meta.importReview appears), together with the content it
 * replaces, or when the resume's newest version is older than 10 minutes by the version clock and holds other
 * content (one indexed lookup of the newest version). A save that kept a version then thins the user's versions
 * (keptVersions below), so the per-user size bound holds after every save, however fast templates are switched.
 * $1 resume JSON, $2 time (ISO), $3 title, $4 template, $5 resume id, $6 expected version, $7 version clock time
 * (ISO), $8 the 10 minutes (ms), then the owner's.
 */
const saveSql = (owner: string) => `
  with before as (
    select r.data, case
      when r.template_id is distinct from $4 then 'template'
      when r.data->'meta'->'importReview' is null and $1::jsonb->'meta'->'importReview' is not null then 'import'
    end as cause
    from resumes r where r.id = $5
  ), newest as (
    select v.created_at, v.hash from resume_versions v where v.resume_id = $5 order by v.created_at desc limit 1
  ), saved as (
    update resumes r
    set data = $1::jsonb || jsonb_build_object('id', r.id, 'createdAt', r.data->'createdAt', 'updatedAt', $2::text),
        title = $3, template_id = $4, version = r.version + 1, updated_at = $2::text::timestamptz
    where r.id = $5 and r.version = $6 and r.user_id = ${owner} and r.deleted_at is null
    returning r.id, r.user_id, r.data, r.version
  ), kept_before as (
    insert into resume_versions (id, resume_id, user_id, cause, hash, size, data, created_at)
    select gen_random_uuid()::text, saved.id, saved.user_id, 'edit', ${contentHashSql('b.data')},
           octet_length(b.data::text), b.data, $7::text::timestamptz - interval '1 millisecond'
    from saved, before b
    where b.cause is not null and ${contentHashSql('b.data')} is distinct from (select hash from newest)
    returning 1
  ), kept as (
    insert into resume_versions (id, resume_id, user_id, cause, hash, size, data, created_at)
    select gen_random_uuid()::text, saved.id, saved.user_id, coalesce(b.cause, 'edit'),
           ${contentHashSql('saved.data')}, octet_length(saved.data::text), saved.data, $7::text::timestamptz
    from saved, before b
    where b.cause is not null
       or not exists (select 1 from newest)
       or ((select created_at from newest) <= $7::text::timestamptz - make_interval(secs => $8::int / 1000.0)
           and (select hash from newest) <> ${contentHashSql('saved.data')})
    returning 1
  ), shared as (
    update shared_resumes s set data = saved.data #- '{meta,importReview}', updated_at = $2::text::timestamptz
    from saved where s.resume_id = saved.id
  )
  select saved.version, saved.data::text as data, saved.user_id,
    (select count(*) from kept) + (select count(*) from kept_before) as kept,
    (select coalesce(json_agg(json_build_object('slug', s.slug, 'username', p.username, 'shortSlug', s.short_slug,
                                                'views', s.views)
                              order by s.created_at, s.slug), '[]'::json)
       from shared_resumes s left join profiles p on p.user_id = s.user_id where s.resume_id = saved.id)::text as shares
  from saved`;

type SavedRow = { version: number; data: string; shares: string; user_id: string; kept: number | string };

export interface ResumeSaver {
  /** Saves for this user: the new record as the JSON the API answers ({ resume, version, shares }). */
  byUser(userId: string, id: string, resume: Resume, json: string, expectedVersion: number): Promise<string>;
  /**
   * Saves for the owner of a session token whose session is valid and not due for its extension (the same rule
   * as session-lookup.ts); undefined when nothing was saved, for any reason (no such session, not the owner's
   * resume, another version): byUser, after the usual session check, then answers 401, 404 or 409.
   */
  bySession(
    token: string,
    id: string,
    resume: Resume,
    json: string,
    expectedVersion: number,
  ): Promise<string | undefined>;
}

export function resumeSaver(database: Database): ResumeSaver {
  // A 409 is where a conflict starts: the server's copy is kept as a version before the user's choice can
  // overwrite it (the resolution is an ordinary save of the chosen copy on top of the server's version).
  const keepConflicted = (userId: string, id: string) => async (err: unknown) => {
    const current = err instanceof ApiError && err.code === 'version_conflict' && err.extra?.current;
    if (current) await recordVersion(database.db, userId, id, (current as ResumeRecord).resume, 'conflict');
    throw err;
  };
  const forUser = database.prepared<SavedRow>('save_resume', saveSql('$9'));
  const forSession = database.prepared<SavedRow>('save_resume_by_session', saveSql(sessionOwnerSql('$9', '$10')));
  const params = (id: string, resume: Resume, json: string, expectedVersion: number, at: string) => [
    json,
    at,
    resume.meta.title,
    resume.meta.templateId,
    id,
    expectedVersion,
    new Date(versionClock.now()).toISOString(),
    VERSION_EDIT_INTERVAL_MS,
  ];
  const answer = (row: SavedRow) => `{"resume":${row.data},"version":${Number(row.version)},"shares":${row.shares}}`;
  /**
   * After a save that kept a version: thinning and the size bound (VERSION_BYTES_PER_USER). Only such saves pay for
   * it (a template change, an import, once per 10 minutes of editing). A failure leaves the save as it is: the
   * hourly maintenance thins again.
   */
  const keptVersions = async (row: SavedRow) => {
    if (Number(row.kept) > 0) await thinVersions(database.db, row.user_id).catch(() => undefined);
    return row;
  };
  return {
    async byUser(userId, id, resume, json, expectedVersion) {
      const [row] = await forUser([...params(id, resume, json, expectedVersion, new Date().toISOString()), userId]);
      // Not this user's resume, or another version: the transactional path answers 404 or 409 with the current copy.
      if (!row)
        return JSON.stringify(
          await writeResume(database.db, userId, id, () => resume, expectedVersion).catch(keepConflicted(userId, id)),
        );
      return answer(await keptVersions(row));
    },
    async bySession(token, id, resume, json, expectedVersion) {
      const now = Date.now();
      const [row] = await forSession([
        ...params(id, resume, json, expectedVersion, new Date(now).toISOString()),
        token,
        sessionFreshAfter(now),
      ]);
      return row && answer(await keptVersions(row));
    },
  };
}
