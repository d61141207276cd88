import { eq, inArray, sql } from 'drizzle-orm';
import {
  VERSION_BYTES_PER_USER,
  versionsOverBudget,
  versionsToKeep,
  type Resume,
  type VersionCause,
} from '@resumey/resume';
import type { Db } from '../db/client';
import { resumeVersions } from '../db/schema';
import { shareClock } from '../clock';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Where versions are kept (issue #42 item 1). The save path keeps one per 10 minutes of editing in its own
 * statement (repository.ts saveSql); the events (import, template change, restore, a tailored copy's merge, a
 * conflict) call recordVersion. Versions are owner-only: no public page, share or export reads this table.
 */

/** Judged by the test clock, so a test can see 10 minutes, a day or a year pass. */
export const versionClock = shareClock;

/** The content a version is compared by: the resume without what every save stamps on it. */
export const contentHashSql = (data: string) => `md5((${data} - 'id' - 'createdAt' - 'updatedAt')::text)`;

/**
 * Keeps `data` as a version of the resume unless it is the same content as its newest version (an unchanged
 * resume is stored once), then thins this user's versions.
 */
export async function recordVersion(
  q: Db | Tx,
  userId: string,
  resumeId: string,
  data: Resume,
  cause: VersionCause,
): Promise<void> {
  const json = JSON.stringify(data);
  await q.execute(sql`
    with v as (select ${json}::jsonb as data)
    insert into resume_versions (id, resume_id, user_id, cause, hash, size, data, created_at)
    select gen_random_uuid()::text, ${resumeId}, ${userId}, ${cause}, ${sql.raw(contentHashSql('v.data'))},
           octet_length(v.data::text), v.data, ${new Date(versionClock.now()).toISOString()}::timestamptz
    from v
    where ${sql.raw(contentHashSql('v.data'))} is distinct from (
      select hash from resume_versions where resume_id = ${resumeId} order by created_at desc limit 1)`);
  await thinVersions(q, userId);
}

/** Thinning (all of a day, one a day for 30 days, one a week for a year) and the per-user size bound. */
export async function thinVersions(q: Db | Tx, userId: string): Promise<number> {
  const rows = await q
    .select({
      id: resumeVersions.id,
      resumeId: resumeVersions.resumeId,
      createdAt: resumeVersions.createdAt,
      size: resumeVersions.size,
    })
    .from(resumeVersions)
    .where(eq(resumeVersions.userId, userId));
  const now = versionClock.now();
  const stamps = rows.map((r) => ({ id: r.id, resumeId: r.resumeId, at: r.createdAt.getTime(), size: r.size }));
  const byResume = new Map<string, typeof stamps>();
  for (const s of stamps) byResume.set(s.resumeId, [...(byResume.get(s.resumeId) ?? []), s]);
  const kept = [...byResume.values()].flatMap((list) => {
    const keep = versionsToKeep(list, now);
    return list.filter((s) => keep.has(s.id));
  });
  const over = versionsOverBudget(kept, VERSION_BYTES_PER_USER);
  const keepIds = new Set(kept.filter((s) => !over.has(s.id)).map((s) => s.id));
  const drop = stamps.filter((s) => !keepIds.has(s.id)).map((s) => s.id);
  if (drop.length > 0) await q.delete(resumeVersions).where(inArray(resumeVersions.id, drop));
  return drop.length;
}

/** The maintenance routine's pass (purge.ts): every user with versions older than a day. */
export async function thinAllVersions(db: Db): Promise<number> {
  const dayAgo = new Date(versionClock.now() - 24 * 60 * 60 * 1000);
  const users = await db
    .selectDistinct({ userId: resumeVersions.userId })
    .from(resumeVersions)
    .where(sql`${resumeVersions.createdAt} < ${dayAgo.toISOString()}::timestamptz`);
  let dropped = 0;
  for (const { userId } of users) dropped += await thinVersions(db, userId);
  return dropped;
}
