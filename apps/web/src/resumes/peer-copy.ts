import { mergeResumes, type Resume } from '@resumey/resume';
import { sameContent } from './merge';
import type { Entry } from './types';

/**
 * Several tabs of one user share one local copy, and each writes all of it. Before this, the last tab to write
 * won: an edit made in one tab during an outage vanished from the device as soon as another tab wrote (issue #15,
 * two tabs of the same resume). A tab now folds what another tab stored into its own copy before writing, so the
 * device keeps the edits of every tab.
 */
export interface PeerMerge {
  entries: Record<string, Entry>;
  /** Ids whose content changed here (the editor drops its undo history for them). */
  changed: string[];
  /** This tab holds something the stored copy lacks: it must write. */
  aheadOfStored: boolean;
}

const time = (iso: string) => Date.parse(iso) || 0;
const laterSide = (mine: Resume, theirs: Resume) => (time(theirs.updatedAt) > time(mine.updatedAt) ? 'theirs' : 'mine');
const unsynced = (e: Entry) => e.dirty || Boolean(e.localOnly);

/**
 * Another tab's stored entry met with this tab's. Unsynced edits are merged field by field from their common
 * server version (the older of the two bases: the newer one already holds the other side's synced changes); a
 * field both tabs changed keeps the later edit, since both are the same user's. A server copy stored by another
 * tab is taken only when it is newer and this tab has nothing unsaved; otherwise the server sync settles it.
 */
export function mergePeerEntry(mine: Entry, theirs: Entry): Entry {
  if (mine.conflict || sameContent(mine.record.resume, theirs.record.resume)) return mine;
  if (!unsynced(theirs)) {
    return !unsynced(mine) && theirs.record.version > mine.record.version ? theirs : mine;
  }
  const theirsNewer = theirs.record.version > mine.record.version;
  const base = theirsNewer ? mine.base : theirs.record.version < mine.record.version ? theirs.base : mine.base;
  const prefer = laterSide(mine.record.resume, theirs.record.resume);
  if (!base) return prefer === 'theirs' ? { ...theirs, merges: mine.merges } : mine;
  const merged = mergeResumes(base, mine.record.resume, theirs.record.resume, prefer).resume;
  if (sameContent(merged, mine.record.resume)) return mine;
  const onto = theirsNewer ? theirs : mine;
  return {
    ...mine,
    record: { ...onto.record, resume: merged },
    ...(onto.base ? { base: onto.base } : {}),
    localOnly: mine.localOnly && theirs.localOnly ? true : undefined,
    dirty: true,
  };
}

/** Folds the stored copy (written by other tabs) into this tab's entries; `deleted`: ids gone from the device. */
export function mergePeerCopy(
  mine: Record<string, Entry>,
  stored: Entry[],
  deleted: { has(id: string): boolean },
): PeerMerge {
  const entries = { ...mine };
  const changed: string[] = [];
  const storedIds = new Set<string>();
  let aheadOfStored = false;
  for (const theirs of stored) {
    const id = theirs.record.resume.id;
    storedIds.add(id);
    const own = entries[id];
    if (!own) {
      // A resume only another tab knows: kept when it holds edits the server has not seen.
      if (!deleted.has(id) && unsynced(theirs)) {
        entries[id] = theirs;
        changed.push(id);
      }
      continue;
    }
    const next = mergePeerEntry(own, theirs);
    if (next !== own) {
      const contentChanged = !sameContent(next.record.resume, own.record.resume);
      entries[id] = contentChanged ? { ...next, merges: (own.merges ?? 0) + 1 } : next;
      if (contentChanged) changed.push(id);
    }
    if (!sameContent(entries[id]!.record.resume, theirs.record.resume)) aheadOfStored = true;
  }
  if (Object.keys(entries).some((id) => !storedIds.has(id))) aheadOfStored = true;
  return { entries, changed, aheadOfStored };
}

/**
 * The stored copy with this tab's memory folded in: a load keeps what this tab holds (its unsaved edits too), and
 * leaves out what went from the device.
 */
export function withPeerEdits(stored: Entry[], mine: Record<string, Entry>, deleted: ReadonlySet<string>): Entry[] {
  const byId = new Map(stored.filter((e) => !deleted.has(e.record.resume.id)).map((e) => [e.record.resume.id, e]));
  for (const e of Object.values(mergePeerCopy(mine, stored, deleted).entries)) byId.set(e.record.resume.id, e);
  return [...byId.values()];
}
