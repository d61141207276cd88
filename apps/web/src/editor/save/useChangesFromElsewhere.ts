import { useEffect } from 'react';
import type { EditorDoc } from '../state/doc';

/** While the editor is visible, how often it asks whether another tab or device saved this resume. */
const POLL_MS = 30_000;

/**
 * Keeps an open editor in step with saves made elsewhere (issue #21): when the user comes back to the tab or window,
 * and every 30 s while it is visible, the store brings in the server's newer copy (merged with unsaved edits field
 * by field). When content from elsewhere lands in the copy being edited, the undo history is dropped: undoing past
 * it would silently take the other side's change back out.
 */
export function useChangesFromElsewhere(doc: EditorDoc) {
  useEffect(() => {
    const { id, store } = doc;
    const pull = () => {
      if (document.visibilityState === 'visible') void store.getState().pull(id);
    };
    window.addEventListener('focus', pull);
    document.addEventListener('visibilitychange', pull);
    const timer = setInterval(pull, POLL_MS);
    const unsubscribe = store.subscribe((s) => s.entries[id]?.merges, doc.resetHistory);
    return () => {
      window.removeEventListener('focus', pull);
      document.removeEventListener('visibilitychange', pull);
      clearInterval(timer);
      unsubscribe();
    };
  }, [doc]);
}
