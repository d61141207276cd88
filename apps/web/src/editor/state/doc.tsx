import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import { clearImportMark, type Resume } from '@resumey/resume';
import { useResumes, type ResumesState } from '../../resumes';

export type Edit = (resume: Resume) => Resume;
type Store = typeof useResumes;

/**
 * The editor's handle on one resume of the store: every edit goes through `edit`, which keeps the undo history and
 * hands the change to the store. Components read the slices they show straight from the store (useResume), so a
 * keystroke re-renders the field typed into and the preview, not the editor.
 *
 * Undo history: snapshots of the whole resume (cheap: edits are immutable and share what they did not change).
 * Typing into one field is one step, not one per character: edits carrying the same key within `coalesceMs` of each
 * other merge into the step that began the burst.
 */
export class EditorDoc {
  private past: Resume[] = [];
  private future: Resume[] = [];
  private lastKey: string | undefined;
  private lastAt = -Infinity;
  private last: Resume;
  private readonly historyListeners = new Set<() => void>();

  constructor(
    readonly id: string,
    readonly store: Store = useResumes,
    private readonly options: { limit?: number; coalesceMs?: number; now?: () => number } = {},
  ) {
    const resume = store.getState().entries[id]?.record.resume;
    if (!resume) throw new Error(`Resume ${id} is not loaded`);
    this.last = resume;
  }

  /** The resume in `state`; if it left the store (deleted elsewhere) the last copy stays until the editor closes. */
  read = (state: ResumesState): Resume => {
    const resume = state.entries[this.id]?.record.resume;
    if (resume) this.last = resume;
    return this.last;
  };

  get resume(): Resume {
    return this.read(this.store.getState());
  }

  /** Calls `listener` whenever this resume changes in the store (an edit here, a save, a change from elsewhere). */
  subscribe = (listener: () => void): (() => void) =>
    this.store.subscribe((state) => state.entries[this.id]?.record.resume, listener);

  get canUndo(): boolean {
    return this.past.length > 0;
  }

  get canRedo(): boolean {
    return this.future.length > 0;
  }

  /**
   * Applies an edit. `key` names the field being typed into: edits with the same key in quick succession are one
   * undo step. An edit that returns the resume unchanged is dropped (nothing becomes unsaved).
   */
  edit = (change: Edit, key?: string): void => {
    const before = this.resume;
    const changed = change(before);
    if (changed === before) return;
    // Editing a field an import marked for checking answers the mark (issue #39).
    const after = key ? clearImportMark(changed, key) : changed;
    const { canUndo, canRedo } = this;
    this.record(before, key);
    this.store.getState().update(this.id, () => after);
    if (canUndo !== this.canUndo || canRedo !== this.canRedo) this.emitHistory();
  };

  undo = (): boolean => this.travel(this.past, this.future);
  redo = (): boolean => this.travel(this.future, this.past);

  /** Forgets the history, e.g. after loading the server's copy in a conflict. */
  resetHistory = (): void => {
    this.past = [];
    this.future = [];
    this.lastKey = undefined;
    this.emitHistory();
  };

  subscribeHistory = (listener: () => void): (() => void) => {
    this.historyListeners.add(listener);
    return () => this.historyListeners.delete(listener);
  };

  private record(before: Resume, key: string | undefined) {
    const { limit = 200, coalesceMs = 1000, now = Date.now } = this.options;
    const at = now();
    this.future = [];
    const merges = key !== undefined && key === this.lastKey && at - this.lastAt < coalesceMs;
    this.lastKey = key;
    this.lastAt = at;
    if (merges) return;
    this.past.push(before);
    if (this.past.length > limit) this.past = this.past.slice(this.past.length - limit);
  }

  /** Moves one step from `from` to `to` (undo: past to future); the fields history does not own stay current. */
  private travel(from: Resume[], to: Resume[]): boolean {
    const target = from.pop();
    if (!target) return false;
    const current = this.resume;
    to.push(current);
    this.lastKey = undefined;
    const { id, createdAt, updatedAt } = current;
    this.store.getState().update(this.id, () => ({ ...target, id, createdAt, updatedAt }));
    this.emitHistory();
    return true;
  }

  private emitHistory() {
    for (const listener of this.historyListeners) listener();
  }
}

/** Carries only the EditorDoc, which never changes while a resume is open: providing it re-renders nothing. */
const DocContext = createContext<EditorDoc | null>(null);

export function EditorDocProvider({ doc, children }: { doc: EditorDoc; children: ReactNode }) {
  return <DocContext.Provider value={doc}>{children}</DocContext.Provider>;
}

export function useEditorDoc(): EditorDoc {
  const doc = useContext(DocContext);
  if (!doc) throw new Error('useEditorDoc outside EditorDocProvider');
  return doc;
}

/** A slice of the edited resume, from the store; the component re-renders only when the slice changes. */
export function useResume<T>(select: (resume: Resume) => T): T {
  const doc = useEditorDoc();
  return useStore(doc.store, (state) => select(doc.read(state)));
}

/** A slice made fresh on every call (a list of ids, an object of counts), compared item by item. */
export function useResumeShallow<T>(select: (resume: Resume) => T): T {
  const doc = useEditorDoc();
  return useStore(
    doc.store,
    useShallow((state) => select(doc.read(state))),
  );
}

/** Whether undo and redo are possible, for the header's buttons. */
export function useHistoryState(): { canUndo: boolean; canRedo: boolean } {
  const doc = useEditorDoc();
  const canUndo = useSyncExternalStore(doc.subscribeHistory, () => doc.canUndo);
  const canRedo = useSyncExternalStore(doc.subscribeHistory, () => doc.canRedo);
  return { canUndo, canRedo };
}
