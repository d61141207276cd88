import {
  MESSAGES,
  STORAGE_KEYS,
  TIMINGS,
  cleanRename,
  duplicateResume,
  reassignIds,
  sampleResume,
  type Resume,
} from '@resumey/resume';
import { ApiRequestError } from '../lib/api';
import { readLocalCopy, safeRemove } from './local-copy';
import { mergeWithServer, rebaseOnServer } from './merge';
import { mergePeerCopy } from './peer-copy';
import { isTransient, withRetry } from './retry';
import { DeviceOnlyStore } from './store-device-only';
import { initialState } from './store-state';
import type { Entry, ResumeRecord } from './types';

/** Background sync after a failure: 3 s, doubling, at most every 15 s (plus at once when the browser is online). */
const SYNC_BACKOFF = { first: 3000, max: 15000 };

const stamp = (resume: Resume): Resume => {
  const at = new Date().toISOString();
  return { ...resume, createdAt: at, updatedAt: at };
};

/**
 * The resume store shared by the dashboard and the editor: the user's resumes and the current one (SPEC.md
 * section 4), kept in local storage 1 s after every change and synced with the server, which may be away
 * (DESIGN.md decision 7) or hold a newer version (decision 6). Framework-free; React reads it through hooks.ts.
 */
export class ResumeStore extends DeviceOnlyStore {
  private loadToken = 0;
  /** Whether a load has started for the current user: the dashboard's init must not start a second one. */
  private loadStarted = false;
  private loadTimer: ReturnType<typeof setTimeout> | undefined;
  private syncTimer: ReturnType<typeof setTimeout> | undefined;
  private syncDelay = SYNC_BACKOFF.first;

  // ---- user and loading ----

  /** A user change clears the current resume and the loaded-once flag; a real user is loaded 100 ms later. */
  setUser(userId: string | null) {
    if (userId === this.state.userId) return;
    this.persistNow();
    clearTimeout(this.loadTimer);
    clearTimeout(this.syncTimer);
    this.loadToken++;
    this.loadStarted = false;
    this.gone.clear();
    this.set({ ...initialState, userId, status: userId ? 'loading' : 'idle' });
    if (userId) this.loadTimer = setTimeout(() => void this.load(), TIMINGS.loadAfterUserChange);
  }

  /**
   * The dashboard's first initialisation (200 ms after it sets the user): loads if nothing has started it. A load
   * that already failed is not started again here: the error screen stays put until the user presses Try Again
   * (a silent second load would swap the screen under the user's pointer).
   */
  init() {
    if (this.state.userId && !this.loadStarted) void this.load();
  }

  /**
   * Fetches the user's resumes (3 attempts, 1 s and 2 s apart) and reconciles them with the local copy. Local-only
   * resumes are created on the server; on a user's first load with nothing at all, the sample is created. When the
   * server stays away the local copy is shown and changes wait; with no local copy either, the load fails with
   * the high-load message (the error screen shows 'Service Temporarily Unavailable').
   */
  async load(): Promise<void> {
    const { userId } = this.state;
    if (!userId) return;
    const token = ++this.loadToken;
    this.loadStarted = true;
    clearTimeout(this.loadTimer);
    const storage = this.deps.storage();
    const local = storage
      ? readLocalCopy(storage, userId)
      : { migrated: false, currentId: null, entries: [], fromGenericKey: false };
    this.learnGone(local.gone ?? []);
    if (!this.state.loadedOnce && this.state.status !== 'offline') this.set({ status: 'loading', error: null });
    let server: ResumeRecord[];
    try {
      server = await withRetry(() => this.deps.api.list(), this.deps.sleep);
    } catch (error) {
      this.reportUnauthorized(error);
      if (token !== this.loadToken) return;
      this.loadFailed(error, local.fromGenericKey ? [] : local.entries, local.currentId);
      return;
    }
    if (token !== this.loadToken) return;
    // The generic key belongs to the local-only app: moved into an account only if it has nothing yet.
    const candidates = local.fromGenericKey && server.length > 0 ? [] : this.withMemory(local.entries);
    const { entries, toCreate } = mergeWithServer(server, candidates);
    const firstLoad = !local.migrated && !this.state.migrated;
    this.set({
      entries: Object.fromEntries(entries.map((e) => [e.record.resume.id, e])),
      currentId: this.state.currentId ?? local.currentId,
    });
    const seen = new Set(local.entries.map((e) => e.record.resume.id));
    const allCreated = await this.createAllLocalOnly(toCreate, () => token !== this.loadToken, seen);
    if (token !== this.loadToken) return;
    if (local.fromGenericKey && allCreated && storage) safeRemove(storage, STORAGE_KEYS.resumes);
    if (firstLoad && Object.keys(this.state.entries).length === 0) {
      await this.createSample().catch(() => undefined);
      if (token !== this.loadToken) return;
    }
    this.set({ status: 'ready', loadedOnce: true, migrated: true, error: null });
    this.persistNow();
    this.syncDelay = SYNC_BACKOFF.first;
    this.pushDirty();
  }

  /** The local copy with what this tab holds in memory, other tabs' stored edits merged in (peer-copy.ts). */
  private withMemory(local: Entry[]): Entry[] {
    const byId = new Map(local.filter((e) => !this.gone.has(e.record.resume.id)).map((e) => [e.record.resume.id, e]));
    const merged = mergePeerCopy(this.state.entries, local, this.gone).entries;
    for (const e of Object.values(merged)) byId.set(e.record.resume.id, e);
    return [...byId.values()];
  }

  private loadFailed(error: unknown, local: Entry[], currentId: string | null) {
    const known = this.withMemory(local);
    if (!isTransient(error)) {
      this.set({ status: 'failed', error: error instanceof Error ? error : new Error(String(error)) });
      return;
    }
    if (known.length === 0) {
      this.set({ status: 'failed', error: new Error(MESSAGES.highLoad) });
      return;
    }
    const entries = Object.fromEntries(
      known.map((e) => [e.record.resume.id, { ...e, offline: e.dirty || undefined, saving: false }]),
    );
    this.set({
      status: 'offline',
      entries,
      currentId: this.state.currentId ?? currentId,
      syncPending: known.some((e) => e.dirty || e.localOnly),
      error: null,
    });
    this.scheduleSync();
  }

  /** Re-reads the list from the server (dashboard visits); unsaved local edits are kept. */
  refresh(): Promise<void> {
    if (this.state.status === 'loading' || !this.state.userId) return Promise.resolve();
    return this.load();
  }

  /**
   * Brings in what was saved elsewhere (another tab or device) for a resume shown here: a copy without unsaved
   * changes takes the server's newer one; one with changes is merged with it field by field when nothing conflicts
   * (a conflict is left for the next save, which asks).
   */
  async pull(id: string): Promise<void> {
    const ready = () => {
      const e = this.state.entries[id];
      return this.state.status === 'ready' && e && !e.localOnly && !e.saving && !e.conflict ? e : undefined;
    };
    if (!ready()) return;
    const server = await this.deps.api.get(id).catch(() => undefined);
    const now = ready();
    if (!server || !now || server.version <= now.record.version) return;
    const next = rebaseOnServer(now, server);
    if (!next.conflict) this.setEntry(id, next);
  }

  /** After the error screen, the next render starts a fresh load. */
  retryAfterFailure() {
    if (this.state.status !== 'failed') return;
    setTimeout(() => {
      if (this.state.status === 'failed') void this.load();
    }, 0);
  }

  // ---- background sync ----

  protected scheduleSync() {
    if (this.syncTimer !== undefined) return;
    this.syncTimer = setTimeout(() => {
      this.syncTimer = undefined;
      this.syncDelay = Math.min(this.syncDelay * 2, SYNC_BACKOFF.max);
      void this.syncNow();
    }, this.syncDelay);
  }

  /** Sends what waits locally: a full load when the list never arrived, else every unsaved resume. */
  async syncNow(): Promise<void> {
    clearTimeout(this.syncTimer);
    this.syncTimer = undefined;
    const { status, userId } = this.state;
    if (!userId || status === 'loading') return;
    if (status === 'offline' || Object.values(this.state.entries).some((e) => e.localOnly)) return this.load();
    await Promise.all(this.pushDirty());
  }

  protected pushDirty(): Promise<unknown>[] {
    const ids = Object.values(this.state.entries)
      .filter((e) => e.dirty && !e.conflict && !e.saving && !e.localOnly)
      .map((e) => e.record.resume.id);
    if (ids.length === 0) this.settleNotice();
    return ids.map((id) => this.save(id).catch(() => undefined));
  }

  // ---- dashboard actions (need the server: limits are enforced there) ----

  private added(record: ResumeRecord): ResumeRecord {
    this.setEntry(record.resume.id, { record, dirty: false, base: record.resume }, { currentId: record.resume.id });
    return record;
  }

  /** A new 'My New Resume' with the template; becomes current. */
  async create(templateId: string): Promise<ResumeRecord> {
    return this.added(await this.deps.api.createFromTemplate(templateId));
  }

  async createSample(): Promise<ResumeRecord> {
    return this.added(await this.deps.api.createFrom(sampleResume()));
  }

  /** A copy titled '{title} (Copy)', including unsaved local edits; becomes current. */
  async duplicate(id: string): Promise<ResumeRecord> {
    const entry = this.entry(id);
    if (!entry.dirty && !entry.localOnly) return this.added(await this.deps.api.duplicate(id));
    return this.added(await this.deps.api.createFrom(duplicateResume(entry.record.resume)));
  }

  /** Import: a new id and timestamps; becomes current. */
  async importResume(resume: Resume): Promise<ResumeRecord> {
    return this.added(await this.deps.api.createFrom(stamp(reassignIds(resume))));
  }

  /**
   * Rename saves only a non-blank trimmed name. It is an ordinary versioned save (with any unsaved edits), so two
   * tabs renaming at once end in a conflict the user resolves rather than one name silently replacing the other.
   */
  async rename(id: string, title: string): Promise<'saved' | 'offline' | 'conflict'> {
    const clean = cleanRename(title);
    if (!clean) throw new Error('Enter a name for your resume.');
    this.entry(id);
    this.update(id, (r) => ({ ...r, meta: { ...r.meta, title: clean } }));
    return this.save(id);
  }

  /** Deletes on the server (its shares go too); clears the current resume if it was this one. */
  async remove(id: string): Promise<void> {
    const entry = this.entry(id);
    if (!entry.localOnly) {
      try {
        await this.deps.api.remove(id);
      } catch (error) {
        if (!(error instanceof ApiRequestError && error.status === 404)) throw error;
      }
    }
    this.markGone(id);
    this.setEntry(id, undefined, { currentId: this.state.currentId === id ? null : this.state.currentId });
  }

  setCurrent(id: string | null) {
    if (id !== this.state.currentId) {
      this.set({ currentId: id });
      this.schedulePersist();
    }
  }
}
