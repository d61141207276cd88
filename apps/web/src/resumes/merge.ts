import { mergeResumes, type MergeSide, type Resume } from '@resumey/resume';
import type { Entry, ResumeRecord } from './types';

/** JSON with object keys sorted: the server stores resumes as jsonb, which does not keep the order of keys. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    entries.sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Same content, ignoring the timestamps (a save that reached the server but whose answer was lost). */
export function sameContent(a: Resume, b: Resume): boolean {
  const strip = ({ createdAt: _c, updatedAt: _u, ...rest }: Resume) => rest;
  return canonical(strip(a)) === canonical(strip(b));
}

export interface MergeResult {
  entries: Entry[];
  /** Local resumes the server does not have: created there next (migration, or unsaved edits of a resume deleted elsewhere). */
  toCreate: Entry[];
}

/**
 * This copy meets a newer server copy (issue #21): the changes of each side since `entry.base`, their last common
 * version, are merged field by field. Nothing both changed: the merged copy, now based on the server's version
 * (unsaved while it differs from the server's). Otherwise, or without a base: the local copy as it was, with the
 * conflict for the user to settle (resolveWith).
 */
export function rebaseOnServer(entry: Entry, server: ResumeRecord): Entry {
  const mine = entry.record.resume;
  if (sameContent(mine, server.resume)) return { record: server, dirty: false, base: server.resume };
  const merge = mergeResumes(entry.base, mine, server.resume);
  if (merge.wholeCopy || merge.conflicts.length > 0) {
    return {
      record: { ...server, resume: mine, version: entry.record.version },
      dirty: true,
      conflict: merge.wholeCopy ? { server } : { server, fields: merge.conflicts },
      ...(entry.base ? { base: entry.base } : {}),
      ...(entry.merges ? { merges: entry.merges } : {}),
    };
  }
  return settled(entry, server, merge.resume);
}

/**
 * The user's choice in a conflict: with a common base, the merge with that side's value in each conflicting field
 * (every other change of both sides is kept); without one, that side's whole copy.
 */
export function resolveWith(entry: Entry, choice: MergeSide): Entry {
  const server = entry.conflict?.server;
  if (!server) return entry;
  if (choice === 'theirs' && !(entry.conflict?.fields && entry.base)) {
    return { record: server, dirty: false, base: server.resume, merges: (entry.merges ?? 0) + 1 };
  }
  const merged = entry.conflict?.fields
    ? mergeResumes(entry.base, entry.record.resume, server.resume, choice).resume
    : entry.record.resume;
  return settled(entry, server, merged);
}

/** `resume` is now based on the server's version; it has changes to send unless it is the server's content. */
function settled(entry: Entry, server: ResumeRecord, resume: Resume): Entry {
  const dirty = !sameContent(resume, server.resume);
  const changed = !sameContent(resume, entry.record.resume);
  return {
    record: { ...server, resume: dirty ? resume : server.resume },
    dirty,
    base: server.resume,
    savedAt: server.resume.updatedAt,
    ...(changed || entry.merges ? { merges: (entry.merges ?? 0) + (changed ? 1 : 0) } : {}),
  };
}

export interface MergeResult {
  entries: Entry[];
  /** Local resumes the server does not have: created there next (migration, or unsaved edits of a resume deleted elsewhere). */
  toCreate: Entry[];
}

/**
 * Reconciles the server's list with the local copy (DESIGN.md decisions 6 and 7):
 * - a resume without local changes takes the server copy;
 * - local changes based on the server's current version are kept, to be sent;
 * - local changes based on an older version are merged with the server's field by field (rebaseOnServer); fields
 *   both changed become a conflict the user resolves: neither copy is dropped;
 * - local-only resumes, and unsaved edits of a resume the server no longer has, are created on the server.
 */
export function mergeWithServer(server: ResumeRecord[], local: Entry[]): MergeResult {
  const localById = new Map(local.map((e) => [e.record.resume.id, e]));
  const entries: Entry[] = server.map((record) => {
    const mine = localById.get(record.resume.id);
    localById.delete(record.resume.id);
    if (!mine || !mine.dirty || mine.localOnly) return { record, dirty: false, base: record.resume };
    if (sameContent(mine.record.resume, record.resume)) return { record, dirty: false, base: record.resume };
    if (mine.record.version === record.version) {
      return { record: { ...record, resume: mine.record.resume }, dirty: true, base: record.resume };
    }
    return rebaseOnServer(mine, record);
  });
  const toCreate = [...localById.values()].filter((e) => e.dirty || e.localOnly);
  return { entries, toCreate };
}

const time = (iso: string) => {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? 0 : t;
};

/** Most recently updated first (SPEC.md section 4); ties keep a stable order by id. */
export function sortByUpdated<T extends { record: ResumeRecord }>(entries: T[]): T[] {
  return [...entries].sort(
    (a, b) =>
      time(b.record.resume.updatedAt) - time(a.record.resume.updatedAt) ||
      (a.record.resume.id < b.record.resume.id ? -1 : a.record.resume.id > b.record.resume.id ? 1 : 0),
  );
}

/**
 * The server re-encodes photos: the photo it stored replaces the one sent (unless changed since), so the local copy
 * matches its base (the server's copy) and a later merge does not take the sent photo for a local change.
 */
export function withServerPhoto(local: Resume, sent: Resume, saved: Resume): Resume {
  const photo = saved.profile.profileImage;
  if (local.profile.profileImage !== sent.profile.profileImage || local.profile.profileImage === photo) return local;
  return { ...local, profile: { ...local.profile, profileImage: photo } };
}
