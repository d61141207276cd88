import { createStore, type StoreApi } from 'zustand/vanilla';
import { LETTER_MESSAGES, mergeLetters, TIMINGS, type CoverLetter, type LetterRecord } from '@resumey/resume';
import { ApiRequestError } from '../lib/api';
import type { LetterApi } from './letters-api';

/** Where the open letter stands: as the resume editor's save states, plus 'none' (no letter yet) and 'loading'. */
export type LetterSaveState = 'loading' | 'none' | 'saved' | 'unsaved' | 'saving' | 'offline' | 'conflict' | 'error';

export interface LetterState {
  resumeId: string;
  letter: CoverLetter | null;
  /** The server version the letter is based on; undefined before its first save. */
  version: number | undefined;
  state: LetterSaveState;
  savedAt?: string;
  /** On a conflict: the server's copy (null when it was deleted there). */
  theirs?: LetterRecord | null;
}

/** This device's copy of a letter with unsaved edits (DESIGN.md decision 7): kept until the server has them. */
interface DeviceCopy {
  letter: CoverLetter;
  version: number | undefined;
  /** The server's letter these edits were made on, to merge them with a newer one (absent in older copies). */
  base?: CoverLetter;
}

/** This device's unsaved copy of a resume's letter, or of the letter for one of its job targets. */
export const deviceKey = (resumeId: string, target?: string) =>
  target ? `resumey-letter-${resumeId}-${target}` : `resumey-letter-${resumeId}`;

export interface LetterStoreDeps {
  api: LetterApi;
  storage: () => Storage | undefined;
  /** Schedules the autosave; returns its cancel. Tests run it by hand. */
  later: (run: () => void, ms: number) => () => void;
}

export interface LetterActions {
  load(): Promise<void>;
  /** A new letter (blank, or from a posting): saved like an edit. */
  start(letter: CoverLetter): void;
  edit(change: (letter: CoverLetter) => CoverLetter): void;
  /** Sends unsaved edits now (Save Now, Ctrl/Cmd+S, the autosave, coming back online). */
  save(): Promise<void>;
  /** A conflict settled: keep this device's letter (saved over theirs) or take the server's. */
  resolve(choice: 'mine' | 'theirs'): Promise<void>;
  dispose(): void;
}

export type LetterStore = StoreApi<LetterState & LetterActions>;

/**
 * One resume's cover letter in the editor (issue #41 item 1): edits are in the store at once and on this device at
 * once; the server gets them 2 s after the last (TIMINGS.autoSave), against the version they are based on. A save
 * refused as stale is merged field by field with the newer letter (mergeLetters, as resumes are) and sent again;
 * only a field changed on both sides is a conflict the user settles. An unreachable server leaves the edits on the
 * device, sent when it comes back (the 'online' event, the next edit or Save Now). No edit is dropped without the
 * user choosing so.
 */
export function createLetterStore(resumeId: string, deps: LetterStoreDeps, target?: string): LetterStore {
  let cancel: (() => void) | undefined;
  let inFlight: Promise<void> | undefined;
  /** The server's letter the one on screen was made on: what a merge compares both sides against. */
  let base: CoverLetter | undefined;

  const readDevice = (): DeviceCopy | undefined => {
    try {
      const raw = deps.storage()?.getItem(deviceKey(resumeId, target));
      return raw ? (JSON.parse(raw) as DeviceCopy) : undefined;
    } catch {
      return undefined;
    }
  };
  const writeDevice = (copy: DeviceCopy | undefined) => {
    try {
      if (copy) deps.storage()?.setItem(deviceKey(resumeId, target), JSON.stringify({ ...copy, base }));
      else deps.storage()?.removeItem(deviceKey(resumeId, target));
    } catch {
      // A full or blocked storage keeps the edit in memory only; the save still sends it.
    }
  };

  const store = createStore<LetterState & LetterActions>()((set, get) => {
    const schedule = () => {
      cancel?.();
      cancel = deps.later(() => void get().save(), TIMINGS.autoSave);
    };
    const changed = (letter: CoverLetter) => {
      set({ letter, state: get().state === 'conflict' ? 'conflict' : 'unsaved' });
      writeDevice({ letter, version: get().version });
      if (get().state !== 'conflict') schedule();
    };
    /**
     * This device's letter made on `from` and the server's newer `theirs`: merged and sent when no field was changed
     * on both sides (true), else left for the user (false).
     */
    const merged = (from: CoverLetter | undefined, theirs: LetterRecord | null): boolean => {
      const mine = get().letter;
      if (!from || !theirs || !mine) return false;
      const { letter, conflicts } = mergeLetters(from, mine, theirs.letter);
      if (conflicts.length > 0) return false;
      base = theirs.letter;
      set({ letter, version: theirs.version, state: 'unsaved', theirs: undefined });
      writeDevice({ letter, version: theirs.version });
      return true;
    };
    const online = () => {
      if (get().state === 'offline') void get().save();
    };
    globalThis.addEventListener?.('online', online);

    return {
      resumeId,
      letter: null,
      version: undefined,
      state: 'loading',

      async load() {
        const mine = readDevice();
        let record: LetterRecord | null;
        try {
          record = await deps.api.get(resumeId, target);
        } catch (err) {
          if (err instanceof ApiRequestError && err.status === 404 && err.message === LETTER_MESSAGES.notFound)
            record = null;
          else if (mine) return set({ letter: mine.letter, version: mine.version, state: 'offline' });
          else return set({ state: err instanceof ApiRequestError && err.isNetworkError ? 'offline' : 'error' });
        }
        if (mine) {
          // Unsaved edits of this device: sent if the server's letter is still the one they were made on, else
          // merged with the newer one.
          base = mine.base;
          set({ letter: mine.letter, version: mine.version });
          if ((record?.version ?? undefined) === mine.version || merged(mine.base, record)) {
            set({ state: 'unsaved' });
            return get().save();
          }
          return set({ state: 'conflict', theirs: record });
        }
        base = record?.letter;
        if (!record) return set({ letter: null, version: undefined, state: 'none' });
        set({ letter: record.letter, version: record.version, state: 'saved', savedAt: record.updatedAt });
      },

      start(letter) {
        set({ version: undefined });
        changed(letter);
      },

      edit(change) {
        const current = get().letter;
        if (current) changed(change(current));
      },

      async save() {
        cancel?.();
        if (inFlight) await inFlight;
        const { letter, version, state } = get();
        if (!letter || !['unsaved', 'offline'].includes(state)) return;
        set({ state: 'saving' });
        inFlight = deps.api
          .save(resumeId, letter, version, target)
          .then((record) => {
            base = letter;
            const edited = get().letter !== letter;
            set({ version: record.version, savedAt: record.updatedAt, state: edited ? 'unsaved' : 'saved' });
            if (edited) {
              writeDevice({ letter: get().letter!, version: record.version });
              schedule();
            } else writeDevice(undefined);
          })
          .catch((err: unknown) => {
            if (err instanceof ApiRequestError && err.status === 409) {
              const theirs = (err.body as { current?: LetterRecord | null } | undefined)?.current ?? null;
              // Sent again once this save has settled (save() waits for it).
              if (merged(base, theirs)) void get().save();
              else set({ state: 'conflict', theirs });
            } else set({ state: 'offline' });
          })
          .finally(() => {
            inFlight = undefined;
          });
        await inFlight;
      },

      async resolve(choice) {
        const { theirs } = get();
        base = theirs?.letter;
        if (choice === 'theirs') {
          writeDevice(undefined);
          if (!theirs) return set({ letter: null, version: undefined, state: 'none', theirs: undefined });
          return set({
            letter: theirs.letter,
            version: theirs.version,
            state: 'saved',
            savedAt: theirs.updatedAt,
            theirs: undefined,
          });
        }
        set({ version: theirs?.version, state: 'unsaved', theirs: undefined });
        writeDevice({ letter: get().letter!, version: theirs?.version });
        await get().save();
      },

      dispose() {
        cancel?.();
        globalThis.removeEventListener?.('online', online);
      },
    };
  });
  return store;
}
