import { MESSAGES, STORAGE_KEYS, TIMINGS, touch, type Resume } from '@resumey/resume';
import { ApiRequestError } from '../lib/api';
import { joinGone, withoutGone, type GoneResume } from './gone';
import { parseLocalCopy, safeGet, writeLocalCopy } from './local-copy';
import { mergePeerCopy } from './peer-copy';
import { rebaseOnServer, resolveWith, sameContent, sortByUpdated, withServerPhoto } from './merge';
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
 * editor's edit / save / conflict operations. Device-only creation is in store-device-only.ts; loading, background
 * sync and dashboard actions in store.ts.
 */
export abstract class StoreCore {
  protected state: StoreState = initialState;
  private listeners = new Set<() => void>();
  private unauthorizedListeners = new Set<() => void>();
  private persistTimer: ReturnType<typeof setTimeout> | undefined;
  /** The text this tab last wrote or read back: anything else under the key was written by another tab. */
  private lastStored: string | undefined;
  /** Resumes gone from this device (deleted, or created on the server from a device-only copy), by id: another
   * tab's older copy must not bring them back, and every tab learns of them through the local copy (gone.ts). */
  protected gone = new Map<string, GoneResume>();
  private saves = new Map<string, Promise<'saved' | 'offline' | 'conflict'>>();

  constructor(protected deps: StoreDeps = defaultDeps) {}

  /** Retries what waits locally, later (store.ts). */
  protected abstract scheduleSync(): void;
  /** Sends every unsaved resume (store.ts). */
  protected abstract pushDirty(): Promise<unknown>[];

  getState = (): StoreState => this.state;

  /** Called when a save or the list load is refused with 401 (the session is gone); returns the unsubscribe. */
  onUnauthorized = (listener: () => void): (() => void) => {
    this.unauthorizedListeners.add(listener);
    return () => this.unauthorizedListeners.delete(listener);
  };

  /** A 401 means the server no longer knows this session: the auth layer re-checks it now, not at its next tick. */
  protected reportUnauthorized(error: unknown) {
    if (error instanceof ApiRequestError && error.status === 401) this.unauthorizedListeners.forEach((l) => l());
  }

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
    const { status } = this.state;
    // While loading, this tab's entries are not reconciled with the server yet: nothing to write over others'.
    if (status === 'loading' || status === 'failed') return;
    this.syncStoredCopy();
  }

  /** Folds in what other tabs stored, then writes this tab's copy (the caller knows its entries are complete). */
  protected syncStoredCopy() {
    const { userId } = this.state;
    const storage = this.deps.storage();
    if (!userId || !storage) return;
    this.absorbOtherTabs(storage, userId);
    const { entries, currentId, migrated } = this.state;
    const entryList = sortByUpdated(Object.values(entries));
    const gone = [...this.gone.values()];
    this.lastStored = writeLocalCopy(storage, userId, { migrated, currentId, entries: entryList, gone });
  }

  /** Records that a resume left this device's copy; the next write of the local copy tells the other tabs. */
  protected markGone(id: string, replacedBy?: string) {
    this.gone.set(id, { id, at: new Date().toISOString(), ...(replacedBy ? { replacedBy } : {}) });
  }

  /** Takes in what other tabs recorded as gone (stored with the local copy), dropping those resumes here too. */
  protected learnGone(records: readonly GoneResume[], stored: readonly Entry[] = []) {
    this.gone = new Map(joinGone(this.gone.values(), records).map((g) => [g.id, g]));
    const { entries, removed } = withoutGone(this.state.entries, this.gone, stored);
    if (removed.length === 0) return;
    const currentId = this.state.currentId;
    const current =
      currentId && removed.includes(currentId) ? (this.gone.get(currentId)?.replacedBy ?? null) : currentId;
    this.set({ entries, currentId: current });
    this.settleNotice();
  }

  /** Another tab wrote the local copy (the browser's storage event): its edits join this tab's, and are kept. */
  otherTabWrote() {
    const { userId, status } = this.state;
    const storage = this.deps.storage();
    if (!userId || !storage || status === 'loading' || status === 'failed') return;
    if (this.absorbOtherTabs(storage, userId)) this.schedulePersist();
  }

  /** Folds another tab's stored edits into this tab's copy (peer-copy.ts); true when this tab holds more. */
  private absorbOtherTabs(storage: Storage, userId: string): boolean {
    const text = safeGet(storage, STORAGE_KEYS.resumesFor(userId));
    if (text === null || text === this.lastStored) return false;
    this.lastStored = text;
    const stored = parseLocalCopy(text);
    this.learnGone(stored.gone ?? [], stored.entries);
    const merge = mergePeerCopy(this.state.entries, stored.entries, this.gone);
    if (merge.changed.length > 0) {
      this.set({ entries: merge.entries });
      this.settleNotice();
    }
    return merge.aheadOfStored;
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

  private async saveOnce(id: string, rebased = 0): Promise<'saved' | 'offline' | 'conflict'> {
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
        const server =
          (error.body as { current?: ResumeRecord } | undefined)?.current ??
          (await this.deps.api.get(id).catch(() => undefined));
        // An earlier send of this very content was stored but its answer was lost (connection cut, server
        // killed): the server's newer version is this one, so it is saved, not a conflict.
        if (server && sameContent(server.resume, sent)) return this.acceptSaved(id, server, sent);
        if (server) return this.rebase(id, server, rebased);
      }
      // The server no longer knows this session (signed out elsewhere, deleted): the edit stays on this device
      // and the auth layer re-checks the session now rather than at its next tick (issue 15).
      this.reportUnauthorized(error);
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
      record: { ...saved, resume: withServerPhoto(changed ? now.record.resume : sent, sent, saved.resume) },
      dirty: changed,
      savedAt: saved.resume.updatedAt,
      base: saved.resume,
      ...(now.merges ? { merges: now.merges } : {}),
    });
    if (this.state.syncPending) this.pushDirty();
    this.settleNotice();
    return 'saved';
  }

  /**
   * A save met a newer server copy (issue #21): both sides' changes since the common base are merged. Without a
   * field changed on both, the merged copy (shown at once) is sent on the server's version, silently; else the
   * conflict waits for the user.
   */
  private rebase(
    id: string,
    server: ResumeRecord,
    rebased: number,
  ): Promise<'saved' | 'offline' | 'conflict'> | 'saved' | 'offline' | 'conflict' {
    const now = this.state.entries[id];
    if (!now) return 'saved';
    const next = rebaseOnServer(now, server);
    this.setEntry(id, next);
    this.settleNotice();
    if (next.conflict) return 'conflict';
    if (!next.dirty) return 'saved';
    if (rebased < 2) return this.saveOnce(id, rebased + 1);
    // Other saves keep winning the race: the merged copy waits here and is retried in the background.
    this.scheduleSync();
    return 'offline';
  }

  /**
   * The user's choice in a conflict. With a common base only the fields both sides changed take the chosen side's
   * value, every other change of both is kept; without one, 'mine' writes the local copy over the server's newer one
   * and 'theirs' replaces the local copy with it.
   */
  async resolveConflict(id: string, choice: 'mine' | 'theirs'): Promise<'saved' | 'offline' | 'conflict'> {
    const entry = this.entry(id);
    if (!entry.conflict) return this.save(id);
    const next = resolveWith(entry, choice);
    this.setEntry(id, next);
    this.settleNotice();
    return next.dirty ? this.save(id) : 'saved';
  }
}
