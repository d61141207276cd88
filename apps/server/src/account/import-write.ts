import { randomUUID } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import {
  ACCOUNT_IMPORT_MESSAGES as M,
  LIMITS,
  MESSAGES,
  normalizeSlug,
  normalizeUsername,
  validateUsername,
  withoutImportReview,
  newId,
  type AccountImportResult,
  type CoverLetter,
  type ExportProfile,
  type ExportShare,
  type Resume,
} from '@resumey/resume';
import type { Db } from '../db/client';
import { coverLetters, jobTargets, profiles, resumes, sharedResumes } from '../db/schema';
import { ApiError } from '../http/errors';
import { claimShortSlug, holderOf } from '../addresses/reservations';
import { lockUserRow } from '../auth/user-rows';
import { insertResumeIn, liveResume, type Tx } from '../resumes/repository';
import { shareBySlug } from '../shares/repository';

export interface ResumeToImport {
  title: string;
  resume: Resume;
  shares: ExportShare[];
  letter?: CoverLetter;
  targets?: { title: string; company: string; posting: string; letter?: CoverLetter }[];
}

/**
 * Writes an import (issue #42 item 5) in ONE transaction: all of it or nothing. Resumes come in newest first while
 * there is a free slot of the 4 (the rest are reported as skipped; with no free slot at all the import is refused
 * with the limit's message). Shares are recreated only when asked, through the same address rules as sharing:
 * the account's username (or the export's, when the account has none and nobody here holds it), slugs of its own,
 * and a short address /v/ only when it is free here; what cannot be had is reported, never taken from anyone.
 */
export async function writeImport(
  db: Db,
  userId: string,
  input: { resumes: ResumeToImport[]; trashed: string[]; profile: ExportProfile; withShares: boolean },
): Promise<AccountImportResult> {
  const result: AccountImportResult = {
    imported: [],
    skipped: input.trashed.map((title) => ({ title, reason: 'trashed', message: M.skippedTrashed })),
    letters: 0,
    targets: 0,
    shares: { created: [], notes: [] },
    usernameSet: null,
  };
  const newestFirst = [...input.resumes].sort((a, b) =>
    (b.resume.updatedAt ?? '').localeCompare(a.resume.updatedAt ?? ''),
  );
  await db.transaction(async (tx) => {
    // As every create does (resumes/repository.ts claimSlot): parallel imports and creates of one user queue here.
    await lockUserRow(tx, userId);
    const [{ n: live } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(resumes)
      .where(and(eq(resumes.userId, userId), liveResume));
    const free = Math.max(0, LIMITS.maxResumes - live);
    if (newestFirst.length > 0 && free === 0) throw new ApiError(409, 'resume_limit', MESSAGES.resumeLimit);
    const taken = newestFirst.slice(0, free);
    for (const r of newestFirst.slice(free)) {
      result.skipped.push({ title: r.title, reason: 'resume_limit', message: M.skippedLimit });
    }
    // Oldest first, so the newest is the most recently updated here too.
    const inserted: { item: ResumeToImport; resume: Resume }[] = [];
    for (const item of [...taken].reverse()) {
      const record = await insertResumeIn(tx, userId, item.resume);
      inserted.unshift({ item, resume: record.resume });
      if (item.letter) {
        await tx
          .insert(coverLetters)
          .values({ id: newId(), userId, resumeId: record.resume.id, data: item.letter, version: 1 });
        result.letters++;
      }
      // The job targets come too, in their order, so that their letters keep the posting they were written for.
      for (const { letter, ...target } of item.targets ?? []) {
        const targetId = newId();
        await tx.insert(jobTargets).values({ id: targetId, userId, resumeId: record.resume.id, ...target });
        result.targets++;
        if (!letter) continue;
        await tx
          .insert(coverLetters)
          .values({ id: newId(), userId, resumeId: record.resume.id, targetId, data: letter, version: 1 });
        result.letters++;
      }
    }
    result.imported = inserted.map(({ resume }) => ({ id: resume.id, title: resume.meta.title }));
    if (input.withShares) await recreateShares(tx, userId, inserted, input.profile, result);
  });
  return result;
}

/** The account's username, or the export's set now when the account has none and it is free here. */
async function namespace(tx: Tx, userId: string, profile: ExportProfile, result: AccountImportResult) {
  const [row] = await tx
    .select({ username: profiles.username })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .for('update');
  if (row?.username) return row.username;
  const wanted = profile.username && !validateUsername(profile.username) ? normalizeUsername(profile.username) : null;
  if (!wanted) return { reason: 'no_username' as const, message: M.noUsername };
  const holder = await holderOf(tx, 'username', wanted);
  if (holder !== undefined && holder !== userId) {
    return { reason: 'username_taken' as const, message: M.usernameTaken(wanted) };
  }
  await tx
    .insert(profiles)
    .values({ userId, username: wanted })
    .onConflictDoUpdate({ target: profiles.userId, set: { username: wanted, updatedAt: sql`now()` } });
  result.usernameSet = wanted;
  return wanted;
}

async function recreateShares(
  tx: Tx,
  userId: string,
  inserted: { item: ResumeToImport; resume: Resume }[],
  profile: ExportProfile,
  result: AccountImportResult,
) {
  const wanted = inserted.flatMap(({ item, resume }) =>
    item.shares.map((share) => ({ title: item.title, resume, share, letter: item.letter })),
  );
  if (wanted.length === 0) return;
  const username = await namespace(tx, userId, profile, result);
  const note = (title: string, slug: string, reason: AccountImportResult['shares']['notes'][number]['reason']) => {
    const message = {
      resume_limit: M.skippedLimit,
      trashed: M.skippedTrashed,
      username_taken: M.usernameTaken(profile.username ?? ''),
      no_username: M.noUsername,
      slug_taken: M.slugTaken,
      shared_limit: M.sharedLimit,
      short_address_taken: M.shortTaken,
      password_not_kept: M.passwordNotKept,
    }[reason];
    result.shares.notes.push({ title, slug, reason, message });
  };
  if (typeof username !== 'string') {
    for (const { title, share } of wanted) note(title, share.slug, username.reason);
    return;
  }
  const [{ n } = { n: 0 }] = await tx
    .select({ n: count() })
    .from(sharedResumes)
    .where(eq(sharedResumes.userId, userId));
  let shares = n;
  for (const { title, resume, share, letter } of wanted) {
    const slug = normalizeSlug(share.slug);
    if (!slug || (await shareBySlug(tx, userId, slug))) {
      note(title, share.slug, 'slug_taken');
      continue;
    }
    if (shares >= LIMITS.maxSharedResumes) {
      note(title, slug, 'shared_limit');
      continue;
    }
    let shortSlug = share.shortSlug ? normalizeSlug(share.shortSlug) || null : null;
    if (shortSlug && !(await claimShortSlug(tx, userId, shortSlug))) {
      note(title, slug, 'short_address_taken');
      shortSlug = null;
    }
    // A password is never exported: a protected share must not come back open to anyone with its address.
    const published = share.published && !share.hasPassword;
    if (share.hasPassword) note(title, slug, 'password_not_kept');
    await tx.insert(sharedResumes).values({
      id: randomUUID(),
      userId,
      resumeId: resume.id,
      slug,
      shortSlug,
      data: withoutImportReview(resume),
      // Shown again only where it was shown before, and only with the letter that came with the resume.
      letter: share.includesLetter && letter ? letter : null,
      published,
      expiresAt: share.expiresAt ? new Date(share.expiresAt) : null,
      searchable: share.searchable,
    });
    shares++;
    result.shares.created.push({ title, username, slug, shortSlug, published });
  }
}
