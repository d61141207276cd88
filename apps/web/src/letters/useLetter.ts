import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useStore } from 'zustand';
import { createLetterStore, type LetterActions, type LetterState, type LetterStore } from './store';
import { letterApi } from './letters-api';

const browserDeps = {
  api: letterApi,
  storage: () => globalThis.localStorage,
  later: (run: () => void, ms: number) => {
    const timer = setTimeout(run, ms);
    return () => clearTimeout(timer);
  },
};

/**
 * The letter store of the resume being edited (or of one of its job targets' letters): made and loaded with the
 * page, disposed with it.
 */
export function useLetterStore(resumeId: string, target?: string, make = createLetterStore): LetterStore {
  const store = useMemo(() => make(resumeId, browserDeps, target), [resumeId, target, make]);
  useEffect(() => {
    void store.getState().load();
    return () => store.getState().dispose();
  }, [store]);
  return store;
}

export const useLetterState = <T>(store: LetterStore, pick: (s: LetterState & LetterActions) => T): T =>
  useStore(store, pick);

/** Whether the browser reports being online (for the offline note). */
export const useOnline = (): boolean =>
  useSyncExternalStore(
    (notify) => {
      globalThis.addEventListener('online', notify);
      globalThis.addEventListener('offline', notify);
      return () => {
        globalThis.removeEventListener('online', notify);
        globalThis.removeEventListener('offline', notify);
      };
    },
    () => navigator.onLine,
  );
