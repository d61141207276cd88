import { MESSAGES, TIMINGS, touch, type Resume } from '@resumey/resume';
import { ApiRequestError } from '../lib/api';
import { writeLocalCopy } from './local-copy';
import { sameContent, sortByUpdated } from './merge';
import { resumeApi, type ResumeApi } from './resume-api';
import { isTransient, sleep, type Sleep } from './retry';
import { initialState, type StoreState } from './store-state';
import type { Entry, ResumeRecord } from './types';

export interface StoreDeps {
  api: ResumeApi;
  storage: () => Storage | undefined;
  sleep: Sleep;
}

const browserStorage = () => {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
};

const whenIdle = (run: () => void) => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: TIMINGS.localPersist });
  else run();
};

export const defaultDeps: StoreDeps = { api: resumeApi, storage: browserStorage, sleep };

/**
 * The store's core: immutable state with subscribers, the local copy written 1 s after every change, and the
 * editor's edit / save / conflict operations. Loading, background sync and dashboard actions are in store.ts.
 */
export abstract class StoreCore {
  protected state: StoreState = initialState;
  private listeners = new Set<() => void>();
  private persistTimer: ReturnType<typeof setTimeout> | undefined;
  private saves = new Map<string, Promise<'saved' | 'offline' | 'conflict'>>();

  constructor(protected deps: StoreDeps = defaultDeps) {}

  /** Retries what waits locally, later (store.ts). */
  protected abstract scheduleSync(): void;
  /** Sends every unsaved resume (store.ts). */
  protected abstract pushDirty(): Promise<unknown>[];

  getState = (): StoreState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  protected set(patch: Partial<StoreState>) {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }

  protected setEntry(id: string, entry: Entry | undefined, patch: Partial<StoreState> = {}) {
    const entries = { ...this.state.entries };
    if (entry) entries[id] = entry;
    else delete entries[id];
    this.set({ ...patch, entries });
    this.schedulePersist();
  }

  protected patchEntry(id: string, patch: Partial<Entry>) {
    const entry = this.state.entries[id];
    if (entry) this.setEntry(id, { ...entry, ...patch });
  }

  protected entry(id: string): Entry {
    const entry = this.state.entries[id];
    if (!entry) throw new Error(MESSAGES.resumeNotFoundTitle);
    return entry;
  }

  // ---- local persistence (1 s after a change) ----

  protected schedulePersist() {
    if (this.persistTimer !== undefined) return;
    // The write (JSON of every resume, photos included) waits for an idle moment so it never delays a keystroke's
    // paint; at most another second. Page hide writes at once.
    this.persistTimer = setTimeout(() => whenIdle(() => this.persistNow()), TIMINGS.localPersist);
  }

  /** The sync notice shows while some change waits on this device for the server (a conflict waits for the user). */
  protected settleNotice() {
    const waiting = Object.values(this.state.entries).some((e) => e.dirty && !e.conflict && (e.offline || e.localOnly));
    if (waiting !== this.state.syncPending && this.state.status !== 'offline') this.set({ syncPending: waiting });
  }

  /** Writes the local copy now (also on page hide, so nothing typed in the last second is lost). */
  persistNow() {
    clearTimeout(this.persistTimer);
    this.persistTimer = undefined;
    const { userId, entries, currentId, migrated, status } = this.state;
    const storage = this.deps.storage();
    if (!userId || !storage || status === 'loading' || status === 'failed') return;
    writeLocalCopy(storage, userId, { migrated, currentId, entries: sortByUpdated(Object.values(entries)) });
  }

  // ---- the editor-facing API ----

  /** A local edit: the store and local storage (1 s later) get it at once; the server when saved. */
  update(id: string, change: (resume: Resume) => Resume) {
    const entry = this.state.entries[id];
    if (!entry) return;
    const resume = touch(change(entry.record.resume));
    this.setEntry(id, { ...entry, record: { ...entry.record, resume }, dirty: true });
  }

  /**
   * Sends the resume if it has unsaved changes. 'offline': kept locally and retried in the background;
   * 'conflict': the server has a newer version (see resolveConflict). Edits made during the request stay unsaved.
   */
  save(id: string): Promise<'saved' | 'offline' | 'conflict'> {
    const previous = this.saves.get(id) ?? Promise.resolve();
    const run = previous.catch(() => undefined).then(() => this.saveOnce(id));
    this.saves.set(id, run);
    void run
      .finally(() => {
        if (this.saves.get(id) === run) this.saves.delete(id);
      })
      .catch(() => undefined);
    return run;
  }

  private async saveOnce(id: string): Promise<'saved' | 'offline' | 'conflict'> {
    const entry = this.entry(id);
    if (entry.conflict) return 'conflict';
    if (!entry.dirty) return 'saved';
    if (entry.localOnly) {
      this.scheduleSync();
      return 'offline';
    }
    const sent = entry.record.resume;
    this.patchEntry(id, { saving: true });
    try {
      return this.acceptSaved(id, await this.deps.api.update(id, sent, entry.record.version), sent);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 409 && error.code === 'version_conflict') {
        const server = (error.body as { current?: ResumeRecord }).current;
        // An earlier send of this very content was stored but its answer was lost (connection cut, server
        // killed): the server's newer version is this one, so it is saved, not a conflict.
        if (server && sameContent(server.resume, sent)) return this.acceptSaved(id, server, sent);
        if (server) {
          this.patchEntry(id, { saving: false, offline: false, conflict: { server } });
          this.settleNotice();
          return 'conflict';
        }
      }
      if (isTransient(error)) {
        this.patchEntry(id, { saving: false, offline: true });
        this.set({ syncPending: true });
        this.scheduleSync();
        return 'offline';
      }
      this.patchEntry(id, { saving: false });
      throw error;
    }
  }

  /** The server stored `sent` as `saved`; edits made since it was sent stay unsaved. */
  private acceptSaved(id: string, saved: ResumeRecord, sent: Resume): 'saved' {
    const now = this.state.entries[id];
    if (!now) return 'saved';
    const changed = now.record.resume !== sent;
    this.setEntry(id, {
      // The local object stays when nothing changed, so the editor's copy keeps its identity.
      record: { ...saved, resume: changed ? now.record.resume : sent },
      dirty: changed,
      savedAt: saved.resume.updatedAt,
    });
    if (this.state.syncPending) this.pushDirty();
    this.settleNotice();
    return 'saved';
  }

  /** 'mine' writes the local copy over the server's newer one; 'theirs' replaces the local copy with it. */
  async resolveConflict(id: string, choice: 'mine' | 'theirs'): Promise<'saved' | 'offline' | 'conflict'> {
    const entry = this.entry(id);
    const server = entry.conflict?.server;
    if (!server) return this.save(id);
    if (choice === 'theirs') {
      this.setEntry(id, { record: server, dirty: false, savedAt: server.resume.updatedAt });
      return 'saved';
    }
    const record = { ...entry.record, version: server.version, shares: server.shares };
    this.setEntry(id, { ...entry, conflict: undefined, dirty: true, record });
    return this.save(id);
  }
}
