import { z } from 'zod';
import { sameContent } from './merge';
import type { Entry, ResumeRecord } from './types';

/**
 * Resumes that left this device's copy, recorded in it so every tab of the browser learns it (issue #15): a tab
 * that still held one wrote it back into the shared copy and showed it until its next list load. `replacedBy`: a
 * device-only resume that one tab created on the server, under the server's new id; another tab must not create it
 * a second time.
 */
export interface GoneResume {
  id: string;
  /** When it went (ISO time): old records are dropped. */
  at: string;
  replacedBy?: string;
  /**
   * Back from the trash (issue #42) at `at`: it counts as not gone. The newer of a removal and a restore of one id
   * wins, so a restore reaches every tab although each keeps the removal it saw, and trashing it again wins back.
   */
  restored?: true;
}

const goneSchema = z.object({
  id: z.string().min(1).max(100),
  at: z.iso.datetime(),
  replacedBy: z.string().min(1).max(100).optional(),
  restored: z.literal(true).optional(),
});

/** A record is kept this long, long enough for any open tab to have read it; at most this many are kept. */
const KEEP_MS = 30 * 24 * 60 * 60 * 1000;
const KEEP_COUNT = 100;

/** The ids of the resumes that are gone (restored ones are not). */
export const goneIds = (gone: Record<string, GoneResume>): Set<string> =>
  new Set(Object.values(gone).flatMap((g) => (g.restored ? [] : [g.id])));

/** The valid records of a stored list (anything else is ignored, as for the rest of the local copy). */
export function parseGone(raw: unknown): GoneResume[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item) => {
    const parsed = goneSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/** Both lists in one, one record per id, the newest first, old ones dropped. */
export function joinGone(a: Iterable<GoneResume>, b: Iterable<GoneResume>, now = Date.now()): GoneResume[] {
  const byId = new Map<string, GoneResume>();
  for (const g of [...a, ...b]) {
    const known = byId.get(g.id);
    if (!known) byId.set(g.id, g);
    else if (known.restored || g.restored) {
      if (Date.parse(g.at) > Date.parse(known.at)) byId.set(g.id, g);
    } else if (!known.replacedBy && g.replacedBy) byId.set(g.id, g);
  }
  return [...byId.values()]
    .filter((g) => now - Date.parse(g.at) < KEEP_MS)
    .sort((x, y) => Date.parse(y.at) - Date.parse(x.at))
    .slice(0, KEEP_COUNT);
}

/**
 * This tab's entries without those that went elsewhere. A device-only resume another tab created on the server is
 * dropped here, unless this tab changed it since: then the change moves onto the created resume, as an unsaved edit
 * of it (the created copy is what the other tab had: both tabs' copies were the same device copy).
 */
export function withoutGone(
  entries: Record<string, Entry>,
  gone: ReadonlyMap<string, GoneResume>,
  stored: readonly Entry[] = [],
): { entries: Record<string, Entry>; removed: string[] } {
  const next = { ...entries };
  const removed: string[] = [];
  for (const [id, entry] of Object.entries(entries)) {
    const record = gone.get(id);
    if (!record || record.restored) continue;
    delete next[id];
    removed.push(id);
    const created = record.replacedBy
      ? (next[record.replacedBy] ?? stored.find((e) => e.record.resume.id === record.replacedBy))
      : undefined;
    if (!created) continue;
    next[created.record.resume.id] = created;
    if (entry.localOnly && !sameContent(withId(entry, created), created.record.resume)) {
      next[created.record.resume.id] = {
        ...created,
        record: { ...created.record, resume: withId(entry, created) },
        dirty: true,
      };
    }
  }
  return { entries: next, removed };
}

const withId = (entry: Entry, created: Entry) => ({
  ...entry.record.resume,
  id: created.record.resume.id,
  createdAt: created.record.resume.createdAt,
});

/**
 * The server's copy of a device-only resume that another tab created, found in the server's list read under the
 * create lock: a resume this device's copy did not hold when the load began (`seen`), with the same content under
 * its new id. `taken`: copies already matched to another of this tab's device-only resumes (two alike).
 */
export function createdElsewhere(
  entry: Entry,
  server: readonly ResumeRecord[],
  seen: ReadonlySet<string>,
  taken: ReadonlySet<string>,
): ResumeRecord | undefined {
  return server.find(
    (r) =>
      !seen.has(r.resume.id) &&
      !taken.has(r.resume.id) &&
      sameContent({ ...entry.record.resume, id: r.resume.id }, r.resume),
  );
}
