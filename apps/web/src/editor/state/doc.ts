import { clearImportMark, type Resume } from '@resumey/resume';
import { createHistory, type History } from './history';

/**
 * Where the edited resume lives. In the app it is the web resume store (see store-bridge.ts); tests and the
 * benchmark harness can use a plain in-memory source. `get` must return the same object until the resume changes,
 * so components can subscribe to slices of it.
 */
export interface ResumeSource {
  get(): Resume;
  subscribe(listener: () => void): () => void;
  update(change: (resume: Resume) => Resume): void;
}

export type Edit = (resume: Resume) => Resume;

/**
 * The editor's handle on one resume: every edit goes through `edit`, which records undo history and hands the
 * change to the source. Components subscribe to the slices they show (useDocSelector), so a keystroke re-renders
 * the field typed into and the preview, not the editor.
 */
export class EditorDoc {
  readonly history: History<Resume> = createHistory<Resume>();
  private readonly historyListeners = new Set<() => void>();

  constructor(private readonly source: ResumeSource) {}

  get resume(): Resume {
    return this.source.get();
  }

  subscribe = (listener: () => void): (() => void) => this.source.subscribe(listener);

  /**
   * Applies an edit. `key` names the field being typed into: edits with the same key in quick succession are one
   * undo step. An edit that returns the resume unchanged is dropped (nothing becomes unsaved).
   */
  edit = (change: Edit, key?: string): void => {
    const before = this.source.get();
    const changed = change(before);
    if (changed === before) return;
    // Editing a field an import marked for checking answers the mark (issue #39).
    const after = key ? clearImportMark(changed, key) : changed;
    const { canUndo, canRedo } = this.history;
    this.history.record(before, key);
    this.source.update(() => after);
    if (canUndo !== this.history.canUndo || canRedo !== this.history.canRedo) this.emitHistory();
  };

  undo = (): boolean => this.travel((current) => this.history.undo(current));
  redo = (): boolean => this.travel((current) => this.history.redo(current));

  /** Forgets the history, e.g. after loading the server's copy in a conflict. */
  resetHistory = (): void => {
    this.history.clear();
    this.emitHistory();
  };

  subscribeHistory = (listener: () => void): (() => void) => {
    this.historyListeners.add(listener);
    return () => this.historyListeners.delete(listener);
  };

  private travel(step: (current: Resume) => Resume | undefined): boolean {
    const current = this.source.get();
    const target = step(current);
    if (!target) return false;
    // Keep the fields the history does not own (id, timestamps) from the current copy.
    this.source.update((r) => ({ ...target, id: r.id, createdAt: r.createdAt, updatedAt: r.updatedAt }));
    this.emitHistory();
    return true;
  }

  private emitHistory() {
    for (const listener of this.historyListeners) listener();
  }
}

/** An in-memory source: for tests, and for the editor before it is connected to a store. */
export function memorySource(initial: Resume): ResumeSource {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    update(change) {
      const next = change(value);
      if (next === value) return;
      value = next;
      for (const listener of listeners) listener();
    },
  };
}
