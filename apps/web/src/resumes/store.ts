import { t } from '@lingui/core/macro';
import { create, type StoreApi } from 'zustand';
import { persist, subscribeWithSelector } from 'zustand/middleware';
import {
  MESSAGES,
  STORAGE_KEYS,
  TIMINGS,
  cleanRename,
  duplicateResume,
  pageSizeForLocales,
  resumeLanguageOf,
  reassignIds,
  sampleResume,
  type PageSizeId,
  type ResumeLanguage,
  type Resume,
} from '@resumey/resume';
import { ApiRequestError, call, client } from '../lib/api';
import { RETRY, isTransient, sleep, withRetry, type Sleep } from '../lib/retry';
import { reportSessionRefused } from '../lib/session-refused';
import { onResumesChanged } from '../lib/resumes-changed';
import { createLocalOnly, type LocalOnlyStep } from './device-only';
import { goneIds, joinGone, withoutGone, type GoneResume } from './gone';
import { deviceStorage } from './device-copy';
import { readLocalCopy, safeRemove, type LocalCopy } from './local-copy';
import { mergeWithServer, rebaseOnServer, resolveWith, sameContent, withServerPhoto } from './merge';
import { mergePeerCopy, withPeerEdits } from './peer-copy';
import { unsynced, waiting } from './status';
import type { DeviceCopy, Entry, ResumeRecord, ResumesData, ResumesState, SaveResult } from './types';

const resumes = client.api.resumes;
/** A new resume's paper: US Letter for a browser set to the US or Canada, else A4 (issue #20). */
const browserPageSize = (): PageSizeId =>
  pageSizeForLocales(typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]));

/**
 * A new resume's language (issue #35): the interface's. The interface has no language setting of its own yet, so
 * the browser's first language the resume texts cover, else English.
 */
// English is sent as no language at all: an absent meta.language reads as English, and a link stays as short.
const interfaceResumeLanguage = (): ResumeLanguage | undefined => {
  const tags = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  for (const tag of tags) {
    const language = resumeLanguageOf(tag);
    if (language !== 'en') return language;
    if (/^en\b/i.test(tag)) return undefined;
  }
  return undefined;
};

/** The resume endpoints (apps/server/src/resumes/routes.ts) through the typed client. */
export const resumeApi = {
  list: () => call(resumes.$get()).then((r) => r.resumes),
  get: (id: string) => call(resumes[':id'].$get({ param: { id } })),
  createFromTemplate: (templateId: string) =>
    call(resumes.$post({ json: { templateId, pageSize: browserPageSize(), language: interfaceResumeLanguage() } })),
  createFrom: (resume: Resume) => call(resumes.$post({ json: { resume } })),
  update: (id: string, resume: Resume, version: number) =>
    call(resumes[':id'].$put({ param: { id }, json: { resume, version } })),
  /** `letters` copies the resume's cover letter too (issue #41 item 6). */
  duplicate: (id: string, letters = false) =>
    call(resumes[':id'].duplicate.$post({ param: { id }, query: letters ? { letters: 'copy' } : {} })),
  remove: (id: string) => call(resumes[':id'].$delete({ param: { id } })),
  /** The cover letter of one resume saved as the first letter of another (a duplicate with unsaved edits). */
  copyLetter: async (from: string, to: string) => {
    const { letter } = await call(resumes[':id'].letter.$get({ param: { id: from } }));
    await call(resumes[':id'].letter.$put({ param: { id: to }, json: { letter } }));
  },
  restore: (id: string) => call(resumes.trash[':id'].restore.$post({ param: { id } })),
};
export type ResumeApi = typeof resumeApi;

export interface StoreDeps {
  api: ResumeApi;
  storage: () => Storage | undefined;
  sleep: Sleep;
}

const initialData: ResumesData = {
  userId: null,
  status: 'idle',
  entries: {},
  currentId: null,
  loadedOnce: false,
  migrated: false,
  error: null,
  syncPending: false,
  gone: {},
};

const isConflict = (e: unknown) => e instanceof ApiRequestError && e.status === 409 && e.code === 'version_conflict';

/**
 * The resume store shared by the dashboard and the editor: kept on the device 1 s after every change (the persist
 * middleware with a storage of our own: the per-user key, an idle moment, other tabs' edits folded in first) and
 * synced with the server, which may be away (DESIGN.md decision 7) or hold a newer version (decision 6).
 */
export function createResumeStore(deps: StoreDeps) {
  // Per tab and never shown, so not state: timers, the save queues.
  let loadToken = 0;
  let loadStarted = false;
  let loadTimer: ReturnType<typeof setTimeout> | undefined;
  let syncTimer: ReturnType<typeof setTimeout> | undefined;
  let syncDelay: number = RETRY.background.first;
  const saves = new Map<string, { running: Promise<SaveResult>; next?: Promise<SaveResult> }>();
  const unauthorized = new Set<() => void>();

  let foldIn: (stored: LocalCopy) => boolean = () => false;
  const device = deviceStorage(deps.storage, (stored) => foldIn(stored));

  const actions = (set: StoreApi<ResumesState>['setState'], get: StoreApi<ResumesState>['getState']): ResumesState => {
    const setEntry = (id: string, entry: Entry | undefined, extra: Partial<ResumesData> = {}) => {
      const entries = { ...get().entries };
      if (entry) entries[id] = entry;
      else delete entries[id];
      set({ ...extra, entries });
    };
    const patchEntry = (id: string, patch: Partial<Entry>) => {
      const entry = get().entries[id];
      if (entry) setEntry(id, { ...entry, ...patch });
    };
    const entry = (id: string): Entry => {
      const found = get().entries[id];
      if (!found) throw new Error(MESSAGES.resumeNotFoundTitle);
      return found;
    };
    const settleNotice = () => {
      const pending = waiting(get().entries);
      if (pending !== get().syncPending && get().status !== 'offline') set({ syncPending: pending });
    };
    const reportUnauthorized = (error: unknown) => {
      if (error instanceof ApiRequestError && error.status === 401) unauthorized.forEach((l) => l());
    };
    const markGone = (id: string, replacedBy?: string) => {
      const gone: GoneResume = { id, at: new Date().toISOString(), ...(replacedBy ? { replacedBy } : {}) };
      set({ gone: { ...get().gone, [id]: gone } });
    };
    /** Back from the trash: every tab takes it as not gone any more (gone.ts). */
    const markRestored = (id: string) => {
      set({ gone: { ...get().gone, [id]: { id, at: new Date().toISOString(), restored: true } } });
    };

    /**
     * Takes in what other tabs recorded as gone, dropping those resumes here too; a resume another tab restored
     * from the trash comes back here with that tab's copy of it.
     */
    const learnGone = (records: readonly GoneResume[], stored: readonly Entry[] = []) => {
      const known = get().gone;
      const gone = Object.fromEntries(joinGone(Object.values(known), records).map((g) => [g.id, g]));
      const { entries, removed } = withoutGone(get().entries, new Map(Object.entries(gone)), stored);
      const back = stored.filter(({ record: { resume } }) => {
        const [now, before] = [gone[resume.id], known[resume.id]];
        return now?.restored && !(before?.restored && before.at === now.at) && !entries[resume.id];
      });
      for (const entry of back) entries[entry.record.resume.id] = entry;
      if (removed.length === 0 && back.length === 0) return set({ gone });
      const { currentId } = get();
      const current = currentId && removed.includes(currentId) ? (gone[currentId]?.replacedBy ?? null) : currentId;
      set({ gone, entries, currentId: current });
      settleNotice();
    };

    /** Folds another tab's stored edits into this tab's copy (peer-copy.ts); true when this tab holds more. */
    foldIn = (stored) => {
      learnGone(stored.gone ?? [], stored.entries);
      const merge = mergePeerCopy(get().entries, stored.entries, goneIds(get().gone));
      if (merge.changed.length > 0) {
        set({ entries: merge.entries });
        settleNotice();
      }
      return merge.aheadOfStored;
    };

    // ---- background sync ----

    const scheduleSync = () => {
      if (syncTimer !== undefined) return;
      syncTimer = setTimeout(() => {
        syncTimer = undefined;
        syncDelay = Math.min(syncDelay * 2, RETRY.background.max);
        void get().sync();
      }, syncDelay);
    };
    const pushDirty = (): Promise<unknown>[] => {
      const ids = Object.values(get().entries)
        .filter((e) => e.dirty && !e.conflict && !e.saving && !e.localOnly)
        .map((e) => e.record.resume.id);
      if (ids.length === 0) settleNotice();
      return ids.map((id) =>
        get()
          .save(id)
          .catch(() => undefined),
      );
    };

    // ---- saving ----

    /** The server stored `sent` as `saved`; edits made since it was sent stay unsaved. */
    const acceptSaved = (id: string, saved: ResumeRecord, sent: Resume): SaveResult => {
      const now = get().entries[id];
      if (!now) return 'saved';
      const changed = now.record.resume !== sent;
      setEntry(id, {
        // The local object stays when nothing changed: the editor's copy keeps its identity.
        record: { ...saved, resume: withServerPhoto(changed ? now.record.resume : sent, sent, saved.resume) },
        dirty: changed,
        savedAt: saved.resume.updatedAt,
        base: saved.resume,
        ...(now.merges ? { merges: now.merges } : {}),
      });
      if (get().syncPending) void pushDirty();
      settleNotice();
      return 'saved';
    };

    /**
     * One save of what is unsaved now. A newer server copy (409) is merged field by field (issue #21): without
     * a field both changed, the merged copy is sent on the server's version; else the conflict waits for the
     * user. An unreachable server keeps the change here, retried in the background.
     */
    const saveOnce = async (id: string, rebased = 0): Promise<SaveResult> => {
      const current = entry(id);
      if (current.conflict) return 'conflict';
      if (!current.dirty) return 'saved';
      if (current.localOnly) {
        scheduleSync();
        return 'offline';
      }
      const sent = current.record.resume;
      patchEntry(id, { saving: true });
      try {
        return acceptSaved(id, await deps.api.update(id, sent, current.record.version), sent);
      } catch (error) {
        if (isConflict(error)) {
          const server =
            ((error as ApiRequestError).body as { current?: ResumeRecord } | undefined)?.current ??
            (await deps.api.get(id).catch(() => undefined));
          // An earlier send of this very content was stored but its answer was lost: it is saved.
          if (server && sameContent(server.resume, sent)) return acceptSaved(id, server, sent);
          const now = get().entries[id];
          if (server && !now) return 'saved';
          if (server && now) {
            const next = rebaseOnServer(now, server);
            setEntry(id, next);
            settleNotice();
            if (next.conflict) return 'conflict';
            if (!next.dirty) return 'saved';
            if (rebased < 2) return saveOnce(id, rebased + 1);
            // Other saves keep winning the race: the merged copy waits and is retried in the background.
            scheduleSync();
            return 'offline';
          }
        }
        // The session is gone: the edit stays here and the auth layer re-checks the session now (issue 15).
        reportUnauthorized(error);
        if (isTransient(error)) {
          patchEntry(id, { saving: false, offline: true });
          set({ syncPending: true });
          scheduleSync();
          return 'offline';
        }
        patchEntry(id, { saving: false });
        throw error;
      }
    };

    // ---- loading ----

    const loadFailed = (error: unknown, known: Entry[], currentId: string | null) => {
      if (!isTransient(error)) {
        set({ status: 'failed', error: error instanceof Error ? error : new Error(String(error)) });
      } else if (known.length === 0) {
        set({ status: 'failed', error: new Error(MESSAGES.highLoad) });
      } else {
        const entries = Object.fromEntries(
          known.map((e) => [e.record.resume.id, { ...e, offline: e.dirty || undefined, saving: false }]),
        );
        set({
          status: 'offline',
          entries,
          currentId: get().currentId ?? currentId,
          syncPending: known.some(unsynced),
          error: null,
        });
        scheduleSync();
      }
    };

    /** Creates the device-only resumes on the server, once across this browser's tabs (device-only.ts). */
    const createAllLocalOnly = (toCreate: Entry[], stale: () => boolean, seen: ReadonlySet<string>) => {
      const step: LocalOnlyStep = {
        entries: () => get().entries,
        gone: (id) => get().gone[id],
        writeDeviceCopy: device.write,
        list: () => deps.api.list(),
        createFrom: (resume) => deps.api.createFrom(resume),
        replaced: (oldId, record) => {
          const entries = { ...get().entries, [record.resume.id]: newEntry(record) };
          delete entries[oldId];
          markGone(oldId, record.resume.id);
          const { currentId } = get();
          set({ entries, currentId: currentId === oldId ? record.resume.id : currentId });
        },
        shown: (record) => setEntry(record.resume.id, newEntry(record)),
        kept: (pending, error) => {
          const offline = isTransient(error);
          const kept: Entry = { ...pending, dirty: true, localOnly: true, offline: offline || undefined };
          setEntry(pending.record.resume.id, kept, { syncPending: offline || get().syncPending });
          if (offline) scheduleSync();
        },
      };
      return createLocalOnly(step, toCreate, stale, seen, get().userId ?? '');
    };

    const added = (record: ResumeRecord): ResumeRecord => {
      setEntry(record.resume.id, newEntry(record), { currentId: record.resume.id });
      return record;
    };

    return {
      ...initialData,

      setUser(userId) {
        if (userId === get().userId) return;
        get().persistNow();
        clearTimeout(loadTimer);
        clearTimeout(syncTimer);
        syncTimer = undefined;
        loadToken++;
        loadStarted = false;
        set({ ...initialData, userId, status: userId ? 'loading' : 'idle' });
        if (userId) loadTimer = setTimeout(() => void get().load(), TIMINGS.loadAfterUserChange);
      },

      init() {
        if (get().userId && !loadStarted) void get().load();
      },

      /**
       * Fetches the user's resumes (RETRY.request) and reconciles them with the local copy. Device-only resumes
       * are created on the server; on a user's first load with nothing at all, the sample is. When the server
       * stays away the local copy is shown and changes wait; with no local copy either, the load fails with the
       * high-load message (the error screen shows 'Service Temporarily Unavailable').
       */
      async load() {
        const { userId } = get();
        if (!userId) return;
        const token = ++loadToken;
        const stale = () => token !== loadToken;
        loadStarted = true;
        clearTimeout(loadTimer);
        const local = deps.storage();
        const copy = local
          ? readLocalCopy(local, userId)
          : { migrated: false, currentId: null, entries: [], fromGenericKey: false };
        learnGone(copy.gone ?? []);
        if (!get().loadedOnce && get().status !== 'offline') set({ status: 'loading', error: null });
        const withMemory = (stored: Entry[]) => withPeerEdits(stored, get().entries, goneIds(get().gone));
        let server: ResumeRecord[];
        try {
          server = await withRetry(() => deps.api.list(), deps.sleep);
        } catch (error) {
          reportUnauthorized(error);
          if (!stale()) loadFailed(error, withMemory(copy.fromGenericKey ? [] : copy.entries), copy.currentId);
          return;
        }
        if (stale()) return;
        // The generic key belongs to the local-only app: moved into an account only if it has nothing yet.
        const candidates = copy.fromGenericKey && server.length > 0 ? [] : withMemory(copy.entries);
        const { entries, toCreate } = mergeWithServer(server, candidates);
        const firstLoad = !copy.migrated && !get().migrated;
        set({
          entries: Object.fromEntries(entries.map((e) => [e.record.resume.id, e])),
          currentId: get().currentId ?? copy.currentId,
        });
        const seen = new Set(copy.entries.map((e) => e.record.resume.id));
        const allCreated = await createAllLocalOnly(toCreate, stale, seen);
        if (stale()) return;
        if (copy.fromGenericKey && allCreated && local) safeRemove(local, STORAGE_KEYS.resumes);
        if (firstLoad && Object.keys(get().entries).length === 0) {
          await get()
            .createSample()
            .catch(() => undefined);
          if (stale()) return;
        }
        set({ status: 'ready', loadedOnce: true, migrated: true, error: null });
        get().persistNow();
        syncDelay = RETRY.background.first;
        void pushDirty();
      },

      refresh() {
        if (get().status === 'loading' || !get().userId) return Promise.resolve();
        return get().load();
      },

      async pull(id) {
        const ready = () => {
          const e = get().entries[id];
          return get().status === 'ready' && e && !e.localOnly && !e.saving && !e.conflict ? e : undefined;
        };
        if (!ready()) return;
        const server = await deps.api.get(id).catch(() => undefined);
        const now = ready();
        if (!server || !now || server.version <= now.record.version) return;
        const next = rebaseOnServer(now, server);
        if (!next.conflict) setEntry(id, next);
      },

      async sync() {
        clearTimeout(syncTimer);
        syncTimer = undefined;
        const { status, userId, entries } = get();
        if (!userId || status === 'loading') return;
        if (status === 'offline' || Object.values(entries).some((e) => e.localOnly)) return get().load();
        await Promise.all(pushDirty());
      },

      update(id, change) {
        const current = get().entries[id];
        if (!current) return;
        const changed = change(current.record.resume);
        if (changed === current.record.resume) return;
        const resume = { ...changed, updatedAt: new Date().toISOString() };
        setEntry(id, { ...current, record: { ...current.record, resume }, dirty: true });
      },

      /**
       * The one queue of saves of a resume: one request at a time; a save asked for while one is on the wire
       * waits for it and then sends the newest content, once, however many asked meanwhile.
       */
      save(id) {
        const queued = saves.get(id);
        if (queued?.next) return queued.next;
        const start = () => {
          const running = saveOnce(id);
          saves.set(id, { running });
          void running
            .catch(() => undefined)
            .then(() => {
              const now = saves.get(id);
              if (now?.running === running && !now.next) saves.delete(id);
            });
          return running;
        };
        if (!queued) return start();
        const next = queued.running.catch(() => undefined).then(start);
        queued.next = next;
        return next;
      },

      async resolveConflict(id, choice) {
        const current = entry(id);
        if (!current.conflict) return get().save(id);
        const next = resolveWith(current, choice);
        setEntry(id, next);
        settleNotice();
        return next.dirty ? get().save(id) : 'saved';
      },

      create: async (templateId) => added(await deps.api.createFromTemplate(templateId)),
      createSample: async () => added(await deps.api.createFrom(sampleResume())),

      async duplicate(id, withLetter = false) {
        const current = entry(id);
        if (!current.dirty && !current.localOnly) return added(await deps.api.duplicate(id, withLetter));
        // Unsaved edits are copied as they are; the cover letter (issue #41) from the server's copy.
        const copy = await deps.api.createFrom(duplicateResume(current.record.resume));
        if (withLetter) await deps.api.copyLetter(id, copy.resume.id);
        return added(copy);
      },

      async importResume(resume) {
        const at = new Date().toISOString();
        return added(await deps.api.createFrom({ ...reassignIds(resume), createdAt: at, updatedAt: at }));
      },

      async rename(id, title) {
        const clean = cleanRename(title);
        if (!clean) throw new Error(t`Enter a name for your resume.`);
        entry(id);
        get().update(id, (r) => ({ ...r, meta: { ...r.meta, title: clean } }));
        return get().save(id);
      },

      async remove(id) {
        if (!entry(id).localOnly) {
          try {
            await deps.api.remove(id);
          } catch (error) {
            if (!(error instanceof ApiRequestError && error.status === 404)) throw error;
          }
        }
        markGone(id);
        setEntry(id, undefined, { currentId: get().currentId === id ? null : get().currentId });
      },

      async restore(id) {
        const record = await deps.api.restore(id);
        markRestored(id);
        setEntry(id, newEntry(record));
        return record;
      },

      setCurrent(id) {
        if (id !== get().currentId) set({ currentId: id });
      },

      otherTabWrote: () => device.otherTabWrote(),
      persistNow: () => device.flush(),

      onUnauthorized(listener) {
        unauthorized.add(listener);
        return () => unauthorized.delete(listener);
      },
    };
  };

  return create<ResumesState>()(
    subscribeWithSelector(
      persist(actions, {
        name: STORAGE_KEYS.resumes,
        storage: device.storage,
        skipHydration: true,
        partialize: ({ userId, status, entries, currentId, migrated, gone }): DeviceCopy => ({
          userId,
          status,
          entries,
          currentId,
          migrated,
          gone,
        }),
      }),
    ),
  );
}

const newEntry = (record: ResumeRecord): Entry => ({ record, dirty: false, base: record.resume });

export type ResumeStore = ReturnType<typeof createResumeStore>;

const browserStorage = () => {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
};

/** The one store of the app. */
export const useResumes = createResumeStore({ api: resumeApi, storage: browserStorage, sleep });

// A save or load refused with 401: the auth feature re-checks the session now (lib/session-refused.ts).
useResumes.getState().onUnauthorized(reportSessionRefused);
// Resumes written on the server elsewhere (an account import): the list is loaded again.
onResumesChanged(() => useResumes.getState().refresh());

if (typeof window !== 'undefined') {
  // What was typed in the last second reaches local storage even when the tab closes.
  window.addEventListener('pagehide', () => useResumes.getState().persistNow());
  window.addEventListener('online', () => void useResumes.getState().sync());
  // Another tab of this browser wrote the local copy: both tabs' edits stay on the device (peer-copy.ts).
  window.addEventListener('storage', (event) => {
    if (event.storageArea === window.localStorage && event.key?.startsWith(STORAGE_KEYS.resumes)) {
      useResumes.getState().otherTabWrote();
    }
  });
}
