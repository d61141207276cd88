/**
 * The editor's one link to the web resume store (apps/web/src/resumes): its editor-facing hooks and actions, and
 * the store seen as a ResumeSource for one resume.
 */
import { useMemo, useSyncExternalStore } from 'react';
import type { Resume } from '@resumey/resume';
import { resumeStore, saveStatusOf, type SaveStatus } from '../../resumes';
import type { ResumeSource } from './doc';

export { resumeStore, useCurrentResumeId, useResumeList, useResumeRecord } from '../../resumes';
export type { ResumeRecord, SaveState, SaveStatus } from '../../resumes';

/**
 * The save status of one resume, as the store's useSaveStatus derives it, but the same object for as long as
 * what it says is the same: the store derives a new status on every edit, and the editor's frame (header,
 * dialogs, leave guard) must not re-render on every keystroke.
 */
export function useSaveStatus(id: string): SaveStatus {
  const getSnapshot = useMemo(() => stableStatus(id), [id]);
  return useSyncExternalStore(resumeStore.subscribe, getSnapshot);
}

function stableStatus(id: string) {
  let last: SaveStatus | undefined;
  return (): SaveStatus => {
    const next = saveStatusOf(resumeStore.getState().entries[id]);
    if (last && last.state === next.state && last.conflict === next.conflict && sameTime(last, next)) return last;
    last = next;
    return next;
  };
}

/** While there are unsaved edits the resume's updatedAt moves on every keystroke; the time shown then is unused. */
const sameTime = (a: SaveStatus, b: SaveStatus) =>
  a.savedAt === b.savedAt || (a.state !== 'saved' && b.state !== 'saved');

/**
 * One resume of the store. Components subscribe to the store directly (it notifies synchronously on every
 * change), so a keystroke reaches the input typed into within the same event, and nothing is lost or reordered.
 * If the resume leaves the store (deleted elsewhere) the last copy is kept until the editor unmounts.
 */
export function storeSource(id: string): ResumeSource {
  let last: Resume | undefined;
  const get = (): Resume => {
    const current = resumeStore.getState().entries[id]?.record.resume;
    if (current) last = current;
    if (!last) throw new Error(`Resume ${id} is not loaded`);
    return last;
  };
  return {
    get,
    subscribe: resumeStore.subscribe,
    update: (change) => resumeStore.update(id, change),
  };
}
