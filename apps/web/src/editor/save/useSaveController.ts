import { useEffect, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { useStore } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import { t } from '@lingui/core/macro';
import { TIMINGS } from '@resumey/resume';
import { M } from '../../i18n';
import { saveStatusOf, type Conflict, type SaveResult, type SaveState } from '../../resumes';
import { sleep } from '../../lib/retry';
import type { EditorDoc } from '../state/doc';

export type SaveKind = 'auto' | 'manual';

export interface SaveController {
  /** What the indicator shows: 'saving' is held for about 500 ms so it can be seen. */
  state: SaveState;
  savedAt?: string;
  /** A newer copy saved elsewhere, while the user has not chosen between the two. */
  conflict?: Conflict;
  /** True while there are changes the server does not have yet (before-unload and leave confirmation). */
  dirty: boolean;
  save: (kind: SaveKind) => Promise<void>;
}

// Bottom right, so a toast never covers the header's Save Now and Share buttons.
const where = { position: 'bottom-right' } as const;

/**
 * Asks the store to save one resume (the store's queue sends one request at a time), holds 'saving' for about
 * 500 ms, then shows SPEC.md's toast. An autosave leaves alone what the server cannot take now: a conflict waits for
 * the user, and a change kept on this device while the server is away is sent by the store's background sync.
 */
function saverOf({ id, store }: EditorDoc, setSaving: (on: boolean) => void) {
  let pending = 0;
  return async (kind: SaveKind): Promise<void> => {
    const entry = store.getState().entries[id];
    if (kind === 'auto' && !(entry?.dirty && !entry.conflict && !entry.offline && !entry.localOnly)) return;
    pending++;
    setSaving(true);
    const started = performance.now();
    let result: SaveResult | 'error';
    try {
      result = await store.getState().save(id);
    } catch {
      result = 'error';
    }
    const left = TIMINGS.savingIndicator - (performance.now() - started);
    if (left > 0) await sleep(left);
    if (--pending === 0) setSaving(false);
    if (result === 'saved') toast.success(kind === 'auto' ? M.autoSaved : M.saved, { ...where, duration: 1500 });
    else if (result === 'offline' && kind === 'manual')
      toast.warning(t`Saved on this device`, {
        ...where,
        description: t`It will be synced when the server is reachable.`,
      });
    else if (result === 'error') toast.error(M.saveFailedTitle, { ...where, description: M.saveFailedDescription });
  };
}

/**
 * SPEC.md section 4's save states: any edit -> unsaved; autosave 2 s after the last change; Save Now and
 * Ctrl/Cmd+S at once; 'saving' about 500 ms; toasts 'Auto-saved' / 'Saved!'. The store does the saving (and
 * keeps edits made during a save); this hook owns the timer, the indicator and the toasts.
 */
export function useSaveController(doc: EditorDoc): SaveController {
  const { id, store } = doc;
  const status = useStore(
    store,
    useShallow((s) => saveStatusOf(s.entries[id])),
  );
  const [holdSaving, setHoldSaving] = useState(false);
  const save = useMemo(() => saverOf(doc, setHoldSaving), [doc]);

  // Autosave: 2 s after the last change of the resume's content. It listens to the content alone: the store's own
  // flags (saving, saved), another resume's sync or a save's acceptance do not re-arm it.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = store.subscribe(
      (s) => s.entries[id]?.record.resume,
      () => {
        clearTimeout(timer);
        timer = setTimeout(() => void save('auto'), TIMINGS.autoSave);
      },
    );
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [id, store, save]);

  const state: SaveState = status.state === 'conflict' ? 'conflict' : holdSaving ? 'saving' : status.state;
  const dirty = status.state === 'unsaved' || status.state === 'saving' || status.state === 'conflict';
  return { state, savedAt: status.savedAt, conflict: status.conflict, dirty, save };
}
