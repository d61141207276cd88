import type { Entry, ResumeRecord, SaveStatus } from './types';
import { sortByUpdated } from './merge';

/**
 * The store's state. It is replaced, never mutated, on every change, so React reads it with
 * useSyncExternalStore and derived snapshots can be memoised by identity.
 */
export interface StoreState {
  userId: string | null;
  /**
   * idle: no user; loading: fetching the user's resumes; ready: in step with the server;
   * offline: the server could not be reached, the local copy is shown and changes wait there;
   * failed: nothing to show (three failed loads and no local copy, or a refusal).
   */
  status: 'idle' | 'loading' | 'ready' | 'offline' | 'failed';
  entries: Readonly<Record<string, Entry>>;
  currentId: string | null;
  /** SPEC.md section 4's loaded-once flag; cleared when the user changes. */
  loadedOnce: boolean;
  /** Local-only resumes were already moved to the server for this user. */
  migrated: boolean;
  error: Error | null;
  /** The quiet 'Resume sync will be retried later' notice is due. */
  syncPending: boolean;
}

export const initialState: StoreState = {
  userId: null,
  status: 'idle',
  entries: {},
  currentId: null,
  loadedOnce: false,
  migrated: false,
  error: null,
  syncPending: false,
};

export function saveStatusOf(entry: Entry | undefined): SaveStatus {
  if (!entry) return { state: 'saved' };
  const savedAt = entry.savedAt ?? entry.record.resume.updatedAt;
  if (entry.conflict) return { state: 'conflict', savedAt, conflict: entry.conflict };
  if (entry.saving) return { state: 'saving', savedAt };
  if (entry.dirty && (entry.offline || entry.localOnly)) return { state: 'offline', savedAt };
  if (entry.dirty) return { state: 'unsaved', savedAt };
  return { state: 'saved', savedAt };
}

export interface ListSnapshot {
  resumes: ResumeRecord[];
  loading: boolean;
  error: Error | null;
}

export interface RecordSnapshot {
  record: ResumeRecord | undefined;
  loading: boolean;
  notFound: boolean;
}

export function listSnapshotOf(
  entries: StoreState['entries'],
  status: StoreState['status'],
  error: Error | null,
): ListSnapshot {
  return {
    resumes: sortByUpdated(Object.values(entries)).map((e) => e.record),
    loading: status === 'loading' || status === 'idle',
    error,
  };
}

export function recordSnapshotOf(entry: Entry | undefined, status: StoreState['status']): RecordSnapshot {
  const settled = status === 'ready' || status === 'offline' || status === 'failed';
  return { record: entry?.record, loading: !entry && !settled, notFound: !entry && settled && status !== 'failed' };
}

/** Memoises a derived value per key by the identity of its inputs, so getSnapshot stays stable between changes. */
export function memoBy<K, I extends unknown[], V>(derive: (...inputs: I) => V) {
  const cache = new Map<K, { inputs: I; value: V }>();
  return (key: K, ...inputs: I): V => {
    const hit = cache.get(key);
    if (hit && hit.inputs.length === inputs.length && hit.inputs.every((x, i) => Object.is(x, inputs[i]))) {
      return hit.value;
    }
    const value = derive(...inputs);
    cache.set(key, { inputs, value });
    return value;
  };
}
