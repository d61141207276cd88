import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createResume, STORAGE_KEYS, TIMINGS, type Resume } from '@resumey/resume';
import { ApiRequestError } from '../lib/api';
import { RETRY } from '../lib/retry';
import { parseLocalCopy } from './local-copy';
import { MemoryStorage } from './memory-storage.test-helper';
import { recordSnapshotOf, saveStatusOf } from './status';
import { createResumeStore, type ResumeApi } from './store';
import type { Entry, ResumeRecord } from './types';

const base = (patch: Partial<Entry> = {}): Entry => ({
  record: { resume: createResume(), version: 2, shares: [] },
  dirty: false,
  ...patch,
});

describe('what the hooks report', () => {
  it('derives the save state: conflict, saving, offline, unsaved, saved (with its time only when saved)', () => {
    const server = base().record;
    expect(saveStatusOf(base({ dirty: true, conflict: { server } }))).toEqual({
      state: 'conflict',
      conflict: { server },
    });
    expect(saveStatusOf(base({ dirty: true, saving: true }))).toEqual({ state: 'saving' });
    expect(saveStatusOf(base({ dirty: true, offline: true })).state).toBe('offline');
    expect(saveStatusOf(base({ dirty: true, localOnly: true })).state).toBe('offline');
    // With unsaved edits updatedAt moves on every key: the status stays the same object's worth (no time in it).
    expect(saveStatusOf(base({ dirty: true }))).toEqual({ state: 'unsaved' });
    const saved = base({ savedAt: '2025-01-01T00:00:00.000Z' });
    expect(saveStatusOf(saved)).toEqual({ state: 'saved', savedAt: '2025-01-01T00:00:00.000Z' });
  });

  it('says loading until the list arrived, then the record or not found', () => {
    const e = base();
    expect(recordSnapshotOf(undefined, 'loading')).toEqual({ record: undefined, loading: true, notFound: false });
    expect(recordSnapshotOf(undefined, 'ready')).toEqual({ record: undefined, loading: false, notFound: true });
    expect(recordSnapshotOf(undefined, 'offline').notFound).toBe(true);
    expect(recordSnapshotOf(e, 'ready')).toEqual({ record: e.record, loading: false, notFound: false });
    expect(recordSnapshotOf(e, 'loading').loading).toBe(false);
  });
});

/** The server of one user, as apps/server/src/resumes/routes.ts answers: versions, 409 with its copy. */
function fakeServer(initial: Resume[]) {
  const rows = new Map<string, ResumeRecord>(initial.map((resume) => [resume.id, { resume, version: 1, shares: [] }]));
  const state = { down: false, puts: [] as Resume[], hold: undefined as Promise<void> | undefined };
  const trash = new Map<string, ResumeRecord>();
  const api = {
    list: vi.fn(async () => {
      if (state.down) throw new ApiRequestError(0, 'network', 'Could not reach the server', null);
      return [...rows.values()].map((r) => structuredClone(r));
    }),
    get: vi.fn(async (id: string) => structuredClone(rows.get(id)!)),
    update: vi.fn(async (id: string, resume: Resume, version: number) => {
      state.puts.push(resume);
      await state.hold;
      if (state.down) throw new ApiRequestError(0, 'network', 'Could not reach the server', null);
      const row = rows.get(id)!;
      if (row.version !== version) {
        throw new ApiRequestError(409, 'version_conflict', 'Changed elsewhere', { current: structuredClone(row) });
      }
      const next = { ...row, resume: structuredClone(resume), version: version + 1 };
      rows.set(id, next);
      return structuredClone(next);
    }),
    remove: vi.fn(async (id: string) => {
      trash.set(id, rows.get(id)!);
      rows.delete(id);
    }),
    restore: vi.fn(async (id: string) => {
      const back = trash.get(id)!;
      trash.delete(id);
      rows.set(id, back);
      return structuredClone(back);
    }),
  };
  /** Another device saves `change` on the server. */
  const saveElsewhere = (id: string, change: (r: Resume) => Resume) => {
    const row = rows.get(id)!;
    rows.set(id, { ...row, resume: change(row.resume), version: row.version + 1 });
  };
  return { rows, state, api: api as unknown as ResumeApi, calls: api, saveElsewhere };
}

async function loaded(resume = createResume({ summary: 'Saved once' })) {
  const server = fakeServer([resume]);
  const storage = new MemoryStorage();
  const store = createResumeStore({ api: server.api, storage: () => storage, sleep: async () => undefined });
  store.getState().setUser('u1');
  await vi.advanceTimersByTimeAsync(TIMINGS.loadAfterUserChange);
  expect(store.getState().status).toBe('ready');
  const edit = (change: (r: Resume) => Resume) => store.getState().update(resume.id, change);
  const entry = () => store.getState().entries[resume.id]!;
  return { server, storage, store, id: resume.id, edit, entry };
}

describe('the resume store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('has one save queue: a save asked for while one is on the wire waits, then sends the newest content once', async () => {
    const { server, store, id, edit, entry } = await loaded();
    let release!: () => void;
    server.state.hold = new Promise((resolve) => (release = resolve));
    edit((r) => ({ ...r, summary: 'First' }));
    const first = store.getState().save(id);
    edit((r) => ({ ...r, summary: 'Second' }));
    const second = store.getState().save(id);
    edit((r) => ({ ...r, summary: 'Third' }));
    const third = store.getState().save(id);
    expect(third).toBe(second);
    expect(server.state.puts.map((r) => r.summary)).toEqual(['First']);
    release();
    expect(await Promise.all([first, second, third])).toEqual(['saved', 'saved', 'saved']);
    expect(server.state.puts.map((r) => r.summary)).toEqual(['First', 'Third']);
    expect(server.rows.get(id)).toMatchObject({ version: 3, resume: { summary: 'Third' } });
    expect(entry()).toMatchObject({ dirty: false, record: { version: 3 } });
    // Nothing left to send: a later save asks nothing of the server.
    expect(await store.getState().save(id)).toBe('saved');
    expect(server.state.puts).toHaveLength(2);
  });

  it('keeps the local object when the server stored it, so the editor copy keeps its identity', async () => {
    const { store, id, edit, entry } = await loaded();
    edit((r) => ({ ...r, summary: 'Kept' }));
    const sent = entry().record.resume;
    await store.getState().save(id);
    expect(entry().record.resume).toBe(sent);
  });

  it('writes the device copy under resumey-data-{userId} 1 s after a change, and at once on page hide', async () => {
    const { storage, store, edit } = await loaded();
    const stored = () => parseLocalCopy(storage.getItem(STORAGE_KEYS.resumesFor('u1'))).entries[0]?.record.resume;
    await vi.advanceTimersByTimeAsync(TIMINGS.localPersist);
    edit((r) => ({ ...r, summary: 'Typed' }));
    await vi.advanceTimersByTimeAsync(TIMINGS.localPersist - 10);
    expect(stored()?.summary).toBe('Saved once');
    await vi.advanceTimersByTimeAsync(10);
    expect(stored()?.summary).toBe('Typed');
    edit((r) => ({ ...r, summary: 'Typed just before closing' }));
    store.getState().persistNow();
    expect(stored()?.summary).toBe('Typed just before closing');
    expect(storage.getItem(STORAGE_KEYS.resumes)).toBeNull();
  });

  it('keeps an edit on the device while the server is away, and sends it in the background once it is back', async () => {
    const { server, store, id, edit, entry } = await loaded();
    server.state.down = true;
    edit((r) => ({ ...r, summary: 'Written offline' }));
    expect(await store.getState().save(id)).toBe('offline');
    expect(entry()).toMatchObject({ dirty: true, offline: true });
    expect(store.getState().syncPending).toBe(true);
    server.state.down = false;
    await vi.advanceTimersByTimeAsync(RETRY.background.first);
    expect(server.rows.get(id)?.resume.summary).toBe('Written offline');
    expect(entry()).toMatchObject({ dirty: false });
    expect(store.getState().syncPending).toBe(false);
  });

  it('merges a save that meets a newer version field by field, and asks only when both changed a field', async () => {
    const { server, store, id, edit, entry } = await loaded();
    server.saveElsewhere(id, (r) => ({ ...r, profile: { ...r.profile, fullName: 'From the other device' } }));
    edit((r) => ({ ...r, summary: 'From here' }));
    expect(await store.getState().save(id)).toBe('saved');
    expect(server.rows.get(id)?.resume).toMatchObject({
      summary: 'From here',
      profile: { fullName: 'From the other device' },
    });
    expect(entry().merges).toBe(1);

    server.saveElsewhere(id, (r) => ({ ...r, summary: 'Theirs' }));
    edit((r) => ({ ...r, summary: 'Mine' }));
    expect(await store.getState().save(id)).toBe('conflict');
    expect(entry().conflict?.fields?.map((f) => f.label)).toEqual(['Summary']);
    // Neither copy is dropped: the server keeps its own until the user chooses.
    expect(server.rows.get(id)?.resume.summary).toBe('Theirs');
    expect(await store.getState().resolveConflict(id, 'mine')).toBe('saved');
    expect(server.rows.get(id)?.resume.summary).toBe('Mine');
  });

  it('takes in another tab’s stored edit and deletion (the storage event)', async () => {
    const { storage, store, id } = await loaded();
    const other = createResumeStore({
      api: fakeServer([]).api,
      storage: () => storage,
      sleep: async () => undefined,
    });
    other.setState({ userId: 'u1', status: 'ready', entries: store.getState().entries });
    other.getState().update(id, (r) => ({ ...r, summary: 'Typed in the other tab' }));
    other.getState().persistNow();
    store.getState().otherTabWrote();
    expect(store.getState().entries[id]?.record.resume.summary).toBe('Typed in the other tab');
  });

  it('a resume deleted in one tab and restored there leaves the other tab, then comes back to it', async () => {
    const { server, storage, store, id, entry } = await loaded();
    const before = entry().record.resume;
    const other = createResumeStore({ api: server.api, storage: () => storage, sleep: async () => undefined });
    other.setState({ userId: 'u1', status: 'ready', entries: store.getState().entries });

    await store.getState().remove(id);
    store.getState().persistNow();
    other.getState().otherTabWrote();
    expect(other.getState().entries[id]).toBeUndefined();

    // Restoring takes a round trip to the server after the delete: a later instant.
    await vi.advanceTimersByTimeAsync(1000);
    expect((await store.getState().restore(id)).resume).toEqual(before);
    expect(entry().record.resume).toEqual(before);
    store.getState().persistNow();
    other.getState().otherTabWrote();
    expect(other.getState().entries[id]?.record.resume).toEqual(before);
    // The other tab still held the removal: writing its copy back drops the resume in neither tab.
    other.getState().persistNow();
    store.getState().otherTabWrote();
    expect(store.getState().entries[id]).toBeDefined();
    expect(other.getState().entries[id]).toBeDefined();
  });
});
