import type { Resume } from '@resumey/resume';
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
 * Reconciles the server's list with the local copy (DESIGN.md decisions 6 and 7):
 * - a resume without local changes takes the server copy;
 * - local changes based on the server's current version are kept, to be sent;
 * - local changes based on an older version become a conflict the user resolves: neither copy is dropped;
 * - local-only resumes, and unsaved edits of a resume the server no longer has, are created on the server.
 */
export function mergeWithServer(server: ResumeRecord[], local: Entry[]): MergeResult {
  const localById = new Map(local.map((e) => [e.record.resume.id, e]));
  const entries: Entry[] = server.map((record) => {
    const mine = localById.get(record.resume.id);
    localById.delete(record.resume.id);
    if (!mine || !mine.dirty || mine.localOnly) return { record, dirty: false };
    if (sameContent(mine.record.resume, record.resume)) return { record, dirty: false };
    const kept: ResumeRecord = { ...record, resume: mine.record.resume, version: mine.record.version };
    if (mine.record.version === record.version) return { record: kept, dirty: true };
    return { record: kept, dirty: true, conflict: { server: record } };
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
