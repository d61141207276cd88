import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIMINGS } from '@resumey/resume';
import { ApiRequestError } from '../lib/api';
import { MemoryStorage } from './memory-storage.test-helper';
import { createResumeStore, type ResumeApi } from './store';

/** A list endpoint that refuses until told otherwise, counting its calls. */
function refusingApi() {
  const state = { refuse: true, calls: 0 };
  const list = vi.fn(async () => {
    state.calls++;
    if (state.refuse) throw new ApiRequestError(403, 'forbidden', 'The list is not available right now.', null);
    return [];
  });
  return { state, api: { list } as unknown as ResumeApi };
}

describe('the first load of the dashboard', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('does not load again behind a shown error: the error stays until Try Again, which loads', async () => {
    const { state, api } = refusingApi();
    const storage = new MemoryStorage();
    const store = createResumeStore({ api, storage: () => storage, sleep: async () => undefined });
    store.getState().setUser('u1');
    await vi.advanceTimersByTimeAsync(TIMINGS.loadAfterUserChange);
    expect(store.getState().status).toBe('failed');
    expect(store.getState().error?.message).toBe('The list is not available right now.');

    // The dashboard's init comes later than the user change: the failed load is not silently run again.
    state.refuse = false;
    await vi.advanceTimersByTimeAsync(TIMINGS.storeInitDelay);
    store.getState().init();
    await vi.advanceTimersByTimeAsync(0);
    expect(state.calls).toBe(1);
    expect(store.getState().status).toBe('failed');

    await store.getState().refresh();
    expect(state.calls).toBe(2);
    expect(store.getState().status).toBe('ready');
  });

  it('starts the load from init when the user change did not start one yet', async () => {
    const { state, api } = refusingApi();
    state.refuse = false;
    const storage = new MemoryStorage();
    const store = createResumeStore({ api, storage: () => storage, sleep: async () => undefined });
    store.getState().setUser('u1');
    store.getState().init();
    await vi.advanceTimersByTimeAsync(0);
    expect(state.calls).toBe(1);
    // The timer of the user change finds the load done, and does not fetch a second time for nothing.
    await vi.advanceTimersByTimeAsync(TIMINGS.loadAfterUserChange);
    expect(state.calls).toBe(1);
  });
});
