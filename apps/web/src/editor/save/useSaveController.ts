import { useEffect, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { MESSAGES, TIMINGS } from '@resumey/resume';
import { resumeStore, useSaveStatus, type SaveState } from '../state/store-bridge';
import { saveStatusOf } from '../../resumes';
import type { EditorDoc } from '../state/doc';

export type SaveKind = 'auto' | 'manual';

export interface SaveController {
  /** What the indicator shows: 'saving' is held for about 500 ms so it can be seen. */
  state: SaveState;
  savedAt?: string;
  /** True while there are changes the server does not have yet (before-unload and leave confirmation). */
  dirty: boolean;
  save: (kind: SaveKind) => Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Bottom right, so a toast never covers the header's Save Now and Share buttons.
const where = { position: 'bottom-right' } as const;

/** Saves one resume: one request at a time, 'saving' held for about 500 ms, then SPEC.md's toast. */
function createSaver(id: string, setSaving: (on: boolean) => void) {
  let inFlight: Promise<void> | null = null;
  const save = async (kind: SaveKind): Promise<void> => {
    // A request during a save waits for it, then saves whatever is still unsaved. The store is read here, not
    // React's copy of it: after a save that copy is a render behind, and edits typed during the save would wait
    // for the next keystroke.
    while (inFlight) await inFlight;
    if (kind === 'auto' && saveStatusOf(resumeStore.getState().entries[id]).state !== 'unsaved') return;
    const run = (async () => {
      setSaving(true);
      const started = performance.now();
      let result: Awaited<ReturnType<typeof resumeStore.save>> | 'error';
      try {
        result = await resumeStore.save(id);
      } catch {
        result = 'error';
      }
      const left = TIMINGS.savingIndicator - (performance.now() - started);
      if (left > 0) await sleep(left);
      setSaving(false);
      if (result === 'saved')
        toast.success(kind === 'auto' ? MESSAGES.autoSaved : MESSAGES.saved, { ...where, duration: 1500 });
      else if (result === 'offline' && kind === 'manual')
        toast.warning('Saved on this device', {
          ...where,
          description: 'It will be synced when the server is reachable.',
        });
      else if (result === 'error')
        toast.error(MESSAGES.saveFailedTitle, { ...where, description: MESSAGES.saveFailedDescription });
    })();
    inFlight = run;
    try {
      await run;
    } finally {
      inFlight = null;
    }
  };
  return { save };
}

/**
 * SPEC.md section 4's save states: any edit -> unsaved; autosave 2 s after the last change; Save Now and
 * Ctrl/Cmd+S at once; 'saving' about 500 ms; toasts 'Auto-saved' / 'Saved!'. The store does the saving (and
 * keeps edits made during a save); this hook owns the timer, the indicator and the toasts.
 */
export function useSaveController(id: string, doc: EditorDoc): SaveController {
  const status = useSaveStatus(id);
  const [holdSaving, setHoldSaving] = useState(false);
  const saver = useMemo(() => createSaver(id, setHoldSaving), [id]);
  const { save } = saver;

  // Autosave: 2 s after the last change. Listening to the document (not React state) keeps keystrokes cheap.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = doc.subscribe(() => {
      clearTimeout(timer);
      timer = setTimeout(() => void save('auto'), TIMINGS.autoSave);
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [doc, save]);

  const state: SaveState = status.state === 'conflict' ? 'conflict' : holdSaving ? 'saving' : status.state;
  const dirty = status.state === 'unsaved' || status.state === 'saving' || status.state === 'conflict';
  return { state, savedAt: status.savedAt, dirty, save };
}
