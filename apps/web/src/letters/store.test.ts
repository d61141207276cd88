import { describe, expect, it, vi } from 'vitest';
import {
  blankLetter,
  LETTER_MESSAGES,
  sampleResume,
  TIMINGS,
  type CoverLetter,
  type LetterRecord,
} from '@resumey/resume';
import { ApiRequestError } from '../lib/api';
import { createLetterStore, deviceKey } from './store';

/** The letter routes of one resume, as apps/server/src/letters answers them: versions, 409 with the current copy. */
function fakeServer() {
  const state = { row: undefined as LetterRecord | undefined, down: false };
  const api = {
    get: vi.fn(async (): Promise<LetterRecord> => {
      if (state.down) throw new ApiRequestError(0, 'network', 'Could not reach the server', null);
      if (!state.row) throw new ApiRequestError(404, 'not_found', LETTER_MESSAGES.notFound, null);
      return state.row;
    }),
    save: vi.fn(async (resumeId: string, letter: CoverLetter, version: number | undefined) => {
      if (state.down) throw new ApiRequestError(0, 'network', 'Could not reach the server', null);
      if ((state.row?.version ?? undefined) !== version)
        throw new ApiRequestError(409, 'version_conflict', LETTER_MESSAGES.conflict, { current: state.row ?? null });
      state.row = { resumeId, letter, version: (version ?? 0) + 1, updatedAt: new Date().toISOString() };
      return state.row;
    }),
  };
  return { state, api };
}

/** jsdom's own localStorage, this test's key emptied first (a new device) unless a test shares it (a reload). */
const freshStorage = () => {
  globalThis.localStorage.removeItem(deviceKey('r1'));
  return globalThis.localStorage;
};

function setup(server = fakeServer(), storage: Storage = freshStorage()) {
  const timers: Array<() => void> = [];
  const store = createLetterStore('r1', {
    api: server.api,
    storage: () => storage,
    later: (run, ms) => {
      expect(ms).toBe(TIMINGS.autoSave);
      timers.push(run);
      return () => timers.splice(timers.indexOf(run), 1);
    },
  });
  const fire = async () => {
    const run = timers.pop();
    run?.();
    await vi.waitFor(() => expect(store.getState().state).not.toBe('saving'));
  };
  return { store, server, storage, timers, fire };
}

const letter = blankLetter(sampleResume(), new Date(2026, 10, 28));
const typed = (text: string) => (l: CoverLetter) => ({ ...l, paragraphs: [text] });

describe('the cover letter store (issue #41 item 1)', () => {
  it('starts a letter, keeps each edit on the device at once and autosaves it against its version', async () => {
    const { store, server, storage, timers, fire } = setup();
    await store.getState().load();
    expect(store.getState().state).toBe('none');
    store.getState().start(letter);
    expect(JSON.parse(storage.getItem(deviceKey('r1'))!).letter).toEqual(letter);
    expect(timers).toHaveLength(1);
    await fire();
    expect(server.api.save).toHaveBeenLastCalledWith('r1', letter, undefined, undefined);
    expect(store.getState()).toMatchObject({ state: 'saved', version: 1 });
    expect(storage.getItem(deviceKey('r1'))).toBeNull();

    store.getState().edit(typed('Hello'));
    store.getState().edit(typed('Hello there'));
    expect(timers).toHaveLength(1);
    expect(store.getState().state).toBe('unsaved');
    await fire();
    expect(server.api.save).toHaveBeenCalledTimes(2);
    expect(server.state.row).toMatchObject({ version: 2, letter: { paragraphs: ['Hello there'] } });
  });

  it('keeps edits on the device while the server is away and sends them when it is back, also after a reload', async () => {
    const storage = freshStorage();
    const server = fakeServer();
    const first = setup(server, storage);
    await first.store.getState().load();
    first.store.getState().start(letter);
    await first.fire();
    server.state.down = true;
    first.store.getState().edit(typed('Written offline'));
    await first.fire();
    expect(first.store.getState().state).toBe('offline');
    first.store.getState().dispose();

    // The tab is closed and opened again once the server is back: the device's edits are sent on load.
    server.state.down = false;
    const again = setup(server, storage);
    await again.store.getState().load();
    expect(again.store.getState()).toMatchObject({ state: 'saved', version: 2 });
    expect(server.state.row!.letter.paragraphs).toEqual(['Written offline']);
    expect(storage.getItem(deviceKey('r1'))).toBeNull();
  });

  it('a stale save is a conflict: nothing is lost, the user keeps theirs or takes the server copy', async () => {
    const { store, server, fire } = setup();
    await store.getState().load();
    store.getState().start(letter);
    await fire();
    // Another tab saves version 2, with the same paragraph changed.
    await server.api.save('r1', { ...letter, paragraphs: ['From the other tab'] }, 1);
    store.getState().edit(typed('Mine'));
    await fire();
    expect(store.getState()).toMatchObject({ state: 'conflict', theirs: { version: 2 } });
    expect(store.getState().letter!.paragraphs).toEqual(['Mine']);

    await store.getState().resolve('mine');
    expect(store.getState()).toMatchObject({ state: 'saved', version: 3 });
    expect(server.state.row!.letter.paragraphs).toEqual(['Mine']);

    await server.api.save('r1', { ...letter, subject: 'Theirs again', paragraphs: ['Theirs'] }, 3);
    store.getState().edit(typed('Mine again'));
    await fire();
    await store.getState().resolve('theirs');
    expect(store.getState()).toMatchObject({ state: 'saved', version: 4, letter: { subject: 'Theirs again' } });
  });

  it('merges a stale save with the newer letter field by field, and sends it without asking', async () => {
    const { store, server, fire } = setup();
    await store.getState().load();
    store.getState().start(letter);
    await fire();
    // Another tab changes the subject and saves version 2; this one writes the body.
    await server.api.save('r1', { ...letter, subject: 'From the other tab' }, 1);
    store.getState().edit(typed('Mine'));
    await fire();
    await vi.waitFor(() => expect(store.getState().state).toBe('saved'));
    expect(store.getState().version).toBe(3);
    expect(server.state.row!.letter).toMatchObject({ subject: 'From the other tab', paragraphs: ['Mine'] });
    expect(store.getState().letter).toEqual(server.state.row!.letter);
  });

  it('merges device edits made offline with a letter changed meanwhile elsewhere, on the next load', async () => {
    const storage = freshStorage();
    const server = fakeServer();
    const first = setup(server, storage);
    await first.store.getState().load();
    first.store.getState().start(letter);
    await first.fire();
    server.state.down = true;
    first.store.getState().edit((l) => ({ ...l, closing: 'Written offline,' }));
    await first.fire();
    first.store.getState().dispose();
    server.state.down = false;
    await server.api.save('r1', { ...letter, subject: 'Changed on the phone' }, 1);

    const again = setup(server, storage);
    await again.store.getState().load();
    expect(again.store.getState()).toMatchObject({ state: 'saved', version: 3 });
    expect(server.state.row!.letter).toMatchObject({ subject: 'Changed on the phone', closing: 'Written offline,' });
  });

  it('device edits made on an older version than the server’s open as a conflict, not overwritten', async () => {
    const storage = freshStorage();
    const server = fakeServer();
    await server.api.save('r1', letter, undefined);
    await server.api.save('r1', { ...letter, subject: 'Newer elsewhere' }, 1);
    storage.setItem(deviceKey('r1'), JSON.stringify({ letter: { ...letter, subject: 'Old edit' }, version: 1 }));
    const { store } = setup(server, storage);
    await store.getState().load();
    expect(store.getState()).toMatchObject({
      state: 'conflict',
      letter: { subject: 'Old edit' },
      theirs: { version: 2 },
    });
    expect(server.api.save).toHaveBeenCalledTimes(2);
  });
});
