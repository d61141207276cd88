import type { PersistStorage } from 'zustand/middleware';
import { STORAGE_KEYS, TIMINGS } from '@resumey/resume';
import { parseLocalCopy, safeGet, writeLocalCopy, type LocalCopy } from './local-copy';
import { sortByUpdated } from './merge';
import type { DeviceCopy } from './types';

const whenIdle = (run: () => void) => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: TIMINGS.localPersist });
  else run();
};

/**
 * The persist middleware's storage for the resume store: the device copy (DESIGN.md decision 7) under
 * resumey-data-{userId}, written 1 s after a change at an idle moment (the JSON of every resume, photos included,
 * never delays a keystroke's paint), and at once on page hide. Several tabs share the copy and each writes all of it:
 * before a write, what another tab stored is handed to `foldIn`, so the device keeps every tab's edits.
 */
export function deviceStorage(local: () => Storage | undefined, foldIn: (stored: LocalCopy) => boolean) {
  /** The part of the state kept on the device, as the persist middleware last handed it. */
  let latest: DeviceCopy | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** The text this tab last wrote or read back: anything else under the key was written by another tab. */
  let lastStored: string | undefined;
  let quiet = false;

  const schedule = () => {
    if (timer === undefined) timer = setTimeout(() => whenIdle(flush), TIMINGS.localPersist);
  };
  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
  };

  /** Folds in what another tab stored since this tab last read or wrote; true when this tab holds more. */
  const readOthers = (): boolean => {
    const storage = local();
    const userId = latest?.userId;
    const text = storage && userId ? safeGet(storage, STORAGE_KEYS.resumesFor(userId)) : null;
    if (text === null || text === lastStored) return false;
    lastStored = text;
    // What the store changes while folding in is the other tab's own content: it is not written back for it.
    quiet = true;
    try {
      return foldIn(parseLocalCopy(text));
    } finally {
      quiet = false;
    }
  };

  /** Writes this tab's copy now, after folding in what other tabs stored (the caller knows it is complete). */
  const write = () => {
    cancel();
    const storage = local();
    if (!storage || !latest?.userId) return;
    readOthers();
    const { userId, migrated, currentId, entries, gone } = latest;
    const copy = { migrated, currentId, entries: sortByUpdated(Object.values(entries)), gone: Object.values(gone) };
    lastStored = writeLocalCopy(storage, userId, copy);
  };

  /** The timer's write, and page hide's: not while loading, when this tab's entries are not reconciled yet. */
  const flush = () => {
    if (latest?.status === 'loading' || latest?.status === 'failed') cancel();
    else write();
  };

  const storage: PersistStorage<DeviceCopy> = {
    // Nothing to hydrate at start: the store's load reads the user's copy and reconciles it with the server.
    getItem: () => null,
    setItem: (_key, { state }) => {
      latest = state;
      if (!quiet) schedule();
    },
    removeItem: () => undefined,
  };

  return {
    storage,
    write,
    flush,
    /** Another tab wrote the copy (the storage event): its edits join this tab's, written back only if this has more. */
    otherTabWrote: () => {
      if (latest?.status !== 'loading' && latest?.status !== 'failed' && readOthers()) schedule();
    },
  };
}
