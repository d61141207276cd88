const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** What made the server keep a version (issue #42 item 1); the History panel shows a translated label. */
export const VERSION_CAUSES = ['edit', 'import', 'template', 'restore', 'merge', 'conflict'] as const;
export type VersionCause = (typeof VERSION_CAUSES)[number];

/** Editing keeps at most one version per this long (the save path checks it in its own statement). */
export const VERSION_EDIT_INTERVAL_MS = 10 * 60 * 1000;
/** Versions of one user above this many bytes: the oldest go first (they never count toward the resume limit). */
export const VERSION_BYTES_PER_USER = 20 * 1024 * 1024;

export interface VersionStamp {
  id: string;
  /** Milliseconds since the epoch. */
  at: number;
}

/**
 * Which versions thinning keeps: all of the last day, the newest of each day for 30 days, the newest of each week
 * for a year, none older. Buckets count back from `now`, so a version does not move between buckets as days pass
 * within a bucket; the newest one of each bucket is the one kept because it holds the most work.
 */
export function versionsToKeep(versions: readonly VersionStamp[], now: number): Set<string> {
  const keep = new Set<string>();
  const seen = new Set<string>();
  for (const v of [...versions].sort((a, b) => b.at - a.at)) {
    const age = Math.max(0, now - v.at);
    let bucket: string;
    if (age < DAY) {
      keep.add(v.id);
      continue;
    } else if (age < 30 * DAY) bucket = `d${Math.floor(age / DAY)}`;
    else if (age < 365 * DAY) bucket = `w${Math.floor(age / (7 * DAY))}`;
    else continue;
    if (seen.has(bucket)) continue;
    seen.add(bucket);
    keep.add(v.id);
  }
  return keep;
}

/**
 * Which versions go to stay under `maxBytes` for one user: the oldest first, never the newest of a resume (the
 * one a restore can always fall back to).
 */
export function versionsOverBudget(
  versions: readonly (VersionStamp & { size: number; resumeId: string })[],
  maxBytes: number,
): Set<string> {
  let total = versions.reduce((sum, v) => sum + v.size, 0);
  const newest = new Map<string, VersionStamp>();
  for (const v of versions) {
    const n = newest.get(v.resumeId);
    if (!n || v.at > n.at) newest.set(v.resumeId, v);
  }
  const drop = new Set<string>();
  for (const v of [...versions].sort((a, b) => a.at - b.at)) {
    if (total <= maxBytes) break;
    if (newest.get(v.resumeId)?.id === v.id) continue;
    drop.add(v.id);
    total -= v.size;
  }
  return drop;
}
