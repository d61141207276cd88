import { useEffect, useState } from 'react';
import type { Resume } from '@resumey/resume';

/**
 * The resume being edited, as this feature needs it: read, watch, and edit through the editor (so an edit is
 * undoable and saved like any other). The editor hands one in (EditorScreen: its EditorDoc); nothing here knows
 * the resume store.
 */
export interface EditedResume {
  id: string;
  get(): Resume;
  subscribe(listener: () => void): () => void;
  edit(change: (resume: Resume) => Resume): void;
}

/** Wait after the last keystroke before the score is asked for again. */
export const SCORE_DEBOUNCE_MS = 500;

/** The edited resume, updated only once typing pauses: the score's work stays off the keystroke path. */
export function usePausedResume(edited: EditedResume, ms = SCORE_DEBOUNCE_MS): Resume {
  const [resume, setResume] = useState(() => edited.get());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = edited.subscribe(() => {
      clearTimeout(timer);
      timer = setTimeout(() => setResume(edited.get()), ms);
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [edited, ms]);
  return resume;
}
