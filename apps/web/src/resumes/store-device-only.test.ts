import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createResume, sampleResume, STORAGE_KEYS, TIMINGS, type Resume } from '@resumey/resume';
import { serializeLocalCopy } from './local-copy';
import { MemoryStorage } from './memory-storage.test-helper';
import { createResumeStore, type ResumeApi, type ResumeStore } from './store';
import type { ResumeRecord } from './types';

/** The server of one user: a list, and creation under a new id (as apps/server/src/resumes/repository.ts). */
function fakeServer(initial: Resume[]) {
  const records: ResumeRecord[] = initial.map((resume) => ({ resume, version: 1, shares: [] }));
  let next = 0;
  const api = {
    list: vi.fn(async () => records.map((r) => structuredClone(r))),
    createFrom: vi.fn(async (resume: Resume) => {
      await new Promise((r) => setTimeout(r, 5)); // on the wire for a moment, as a real request is
      const record = { resume: { ...structuredClone(resume), id: `server-${++next}` }, version: 1, shares: [] };
      records.push(record);
      return structuredClone(record);
    }),
  };
  return { records, api: api as unknown as ResumeApi };
}

/** One browser's Web Locks: requests for a name run one after another. */
function fifoLocks() {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request: <T>(name: string, run: () => Promise<T>): Promise<T> => {
      const result = (tails.get(name) ?? Promise.resolve()).then(run);
      tails.set(
        name,
        result.catch(() => undefined),
      );
      return result;
    },
  };
}

describe('a device-only resume met by two tabs loading at once', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('reaches the server once, even when the second tab does not see the first tab’s local storage write yet', async () => {
    const { server, tabs, deviceOnly } = twoTabs();
    // Both tabs open at the same moment: their loads start together.
    for (const tab of tabs) tab.getState().setUser('u1');
    await vi.advanceTimersByTimeAsync(TIMINGS.loadAfterUserChange + 1000);
    expectCreatedOnce(server.records, tabs, deviceOnly.id);
  });

  it('reaches the server once and shows in both tabs when the second tab sees the first tab’s write in time', async () => {
    // The second tab's load began before the creation; under the lock it reads the first tab's record of it.
    const { server, tabs, deviceOnly } = twoTabs({ sharedStorage: true });
    for (const tab of tabs) tab.getState().setUser('u1');
    await vi.advanceTimersByTimeAsync(TIMINGS.loadAfterUserChange + 1000);
    expectCreatedOnce(server.records, tabs, deviceOnly.id);
  });

  it('reaches the server once when the second tab lists the resumes after the first created it', async () => {
    const { server, tabs, deviceOnly } = twoTabs();
    tabs[0]!.getState().setUser('u1');
    await vi.advanceTimersByTimeAsync(TIMINGS.loadAfterUserChange + 1000);
    tabs[1]!.getState().setUser('u1');
    await vi.advanceTimersByTimeAsync(TIMINGS.loadAfterUserChange + 1000);
    expectCreatedOnce(server.records, tabs, deviceOnly.id);
  });
});

/**
 * Two tabs of one browser whose local copy holds a device-only resume. Each sees only its own writes (the worst case
 * of Chromium's propagation between tabs, which a Web Lock does not wait for), or with `sharedStorage`, each other's
 * at once.
 */
function twoTabs({ sharedStorage = false } = {}) {
  vi.stubGlobal('navigator', { locks: fifoLocks() });
  const sample = sampleResume();
  const deviceOnly = createResume({ meta: { title: 'Only on this device' } });
  const server = fakeServer([sample]);
  const copy = serializeLocalCopy({
    migrated: true,
    currentId: null,
    entries: [
      { record: { resume: sample, version: 1, shares: [] }, dirty: false, base: sample },
      { record: { resume: deviceOnly, version: 0, shares: [] }, dirty: true, localOnly: true },
    ],
  });
  const shared = new MemoryStorage();
  const storages = sharedStorage ? [shared, shared] : [new MemoryStorage(), new MemoryStorage()];
  const tabs = storages.map((storage) => {
    storage.setItem(STORAGE_KEYS.resumesFor('u1'), copy);
    return createResumeStore({ api: server.api, storage: () => storage, sleep: async () => undefined });
  });
  return { server, tabs, deviceOnly };
}

function expectCreatedOnce(records: ResumeRecord[], tabs: ResumeStore[], deviceId: string) {
  expect(records.map((r) => r.resume.meta.title)).toEqual(['Sample Resume', 'Only on this device']);
  for (const tab of tabs) {
    const ids = Object.keys(tab.getState().entries);
    expect(ids).toContain('server-1');
    expect(ids).not.toContain(deviceId);
    expect(tab.getState().entries['server-1']).toMatchObject({ dirty: false });
  }
}
