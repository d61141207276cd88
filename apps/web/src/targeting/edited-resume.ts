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
export const SCORE_DEBOUNCE_MS = 400;

export interface PausedResume {
  resume: Resume;
  /** Counts the pauses that brought a changed resume: a cheap key for what was computed from it. */
  version: number;
}

/** The edited resume, updated only once typing pauses: the score's work stays off the keystroke path. */
export function usePausedResume(edited: EditedResume, ms = SCORE_DEBOUNCE_MS): PausedResume {
  const [paused, setPaused] = useState<PausedResume>(() => ({ resume: edited.get(), version: 0 }));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = edited.subscribe(() => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const resume = edited.get();
        setPaused((p) => (p.resume === resume ? p : { resume, version: p.version + 1 }));
      }, ms);
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [edited, ms]);
  return paused;
}
