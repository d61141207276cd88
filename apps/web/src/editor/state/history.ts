/**
 * The editor's undo/redo history: snapshots of the whole resume (cheap, since edits are immutable and share
 * everything they did not change). Typing into one field is one step, not one per character: edits carrying the
 * same key within `coalesceMs` of each other merge into the step that began the burst.
 */

export interface HistoryOptions {
  /** Steps kept; the oldest are dropped beyond it. */
  limit?: number;
  /** Edits with the same key closer together than this merge into one step. */
  coalesceMs?: number;
}

export interface History<T> {
  /** Call before applying an edit, with the value it is about to replace. */
  record(before: T, key?: string, at?: number): void;
  /** The value to go back to, given the current one; undefined when there is nothing to undo. */
  undo(current: T): T | undefined;
  /** The value to go forward to, given the current one; undefined when there is nothing to redo. */
  redo(current: T): T | undefined;
  /** Ends the current typing burst, so the next edit starts a new step even with the same key. */
  seal(): void;
  clear(): void;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
}

export function createHistory<T>({ limit = 200, coalesceMs = 1000 }: HistoryOptions = {}): History<T> {
  let past: T[] = [];
  let future: T[] = [];
  let lastKey: string | undefined;
  let lastAt = -Infinity;

  return {
    record(before, key, at = Date.now()) {
      future = [];
      const merges = key !== undefined && key === lastKey && at - lastAt < coalesceMs;
      lastKey = key;
      lastAt = at;
      if (merges) return;
      past.push(before);
      if (past.length > limit) past = past.slice(past.length - limit);
    },
    undo(current) {
      const previous = past.pop();
      if (previous === undefined) return undefined;
      future.push(current);
      lastKey = undefined;
      return previous;
    },
    redo(current) {
      const next = future.pop();
      if (next === undefined) return undefined;
      past.push(current);
      lastKey = undefined;
      return next;
    },
    seal() {
      lastKey = undefined;
    },
    clear() {
      past = [];
      future = [];
      lastKey = undefined;
    },
    get canUndo() {
      return past.length > 0;
    },
    get canRedo() {
      return future.length > 0;
    },
  };
}
