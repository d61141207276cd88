import type { Entry, ResumesData, SaveStatus } from './types';

/** A change the server has not seen yet. */
export const unsynced = (e: Entry) => e.dirty || Boolean(e.localOnly);

/** The sync notice shows while some change waits on this device for the server (a conflict waits for the user). */
export const waiting = (entries: ResumesData['entries']) =>
  Object.values(entries).some((e) => e.dirty && !e.conflict && (e.offline || e.localOnly));

/** What the save indicator says of one resume. */
export function saveStatusOf(entry: Entry | undefined): SaveStatus {
  if (!entry) return { state: 'saved' };
  const savedAt = entry.savedAt ?? entry.record.resume.updatedAt;
  if (entry.conflict) return { state: 'conflict', conflict: entry.conflict };
  if (entry.saving) return { state: 'saving' };
  if (entry.dirty && (entry.offline || entry.localOnly)) return { state: 'offline' };
  // Only a saved copy shows its time: with unsaved edits updatedAt moves on every key, and nothing shows it.
  return entry.dirty ? { state: 'unsaved' } : { state: 'saved', savedAt };
}

/** One resume for the editor: loading until the list arrived, then the record, or not found. */
export function recordSnapshotOf(entry: Entry | undefined, status: ResumesData['status']) {
  const settled = status === 'ready' || status === 'offline' || status === 'failed';
  const record = entry?.record;
  return { record, loading: !record && !settled, notFound: !record && settled && status !== 'failed' };
}
