import { act, renderHook } from '../../test-render';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createResume, TIMINGS, type Resume } from '@resumey/resume';
import { createResumeStore, type ResumeApi } from '../../resumes';
import { EditorDoc } from '../state/doc';
import { useSaveController } from './useSaveController';

/** An editor on a store whose server counts the saves it stores (each one a new version). */
function editor() {
  const resume = createResume({ summary: '' });
  const other = createResume({ summary: 'Another resume' });
  const stored: Resume[] = [];
  const wire = { hold: undefined as Promise<void> | undefined };
  const update = vi.fn(async (id: string, sent: Resume, version: number) => {
    if (id === resume.id) stored.push(sent);
    await wire.hold;
    return { resume: sent, version: version + 1, shares: [] };
  });
  const api = { update } as unknown as ResumeApi;
  const store = createResumeStore({ api, storage: () => undefined, sleep: async () => undefined });
  const entry = (r: Resume) => ({ record: { resume: r, version: 1, shares: [] }, dirty: false, base: r });
  store.setState({ userId: 'u1', status: 'ready', entries: { [resume.id]: entry(resume), [other.id]: entry(other) } });
  const doc = new EditorDoc(resume.id, store);
  const type = (text: string) => act(() => doc.edit((r) => ({ ...r, summary: text }), 'summary'));
  return { store, doc, type, stored, wire, otherId: other.id };
}

describe('autosave', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('saves once per pause, 2 s after the last key, and is not re-armed by the store’s own changes', async () => {
    const { store, doc, type, stored, otherId } = editor();
    const timers = vi.spyOn(globalThis, 'setTimeout');
    const autosaveArms = () => timers.mock.calls.filter(([, ms]) => ms === TIMINGS.autoSave).length;
    const { result } = renderHook(() => useSaveController(doc));

    type('H');
    await act(() => vi.advanceTimersByTimeAsync(500));
    type('He');
    await act(() => vi.advanceTimersByTimeAsync(TIMINGS.autoSave - 1));
    expect(stored).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(stored.map((r) => r.summary)).toEqual(['He']);
    expect(autosaveArms()).toBe(2);

    // The save's own flags (saving, saved, its version), another resume's change and the sync notice: none of them
    // is a change of this resume's content, so none arms the autosave again.
    await act(() => vi.advanceTimersByTimeAsync(TIMINGS.savingIndicator));
    act(() => store.getState().update(otherId, (r) => ({ ...r, summary: 'Changed in the background' })));
    act(() => void store.setState({ syncPending: true }));
    await act(() => vi.advanceTimersByTimeAsync(10 * TIMINGS.autoSave));
    expect(autosaveArms()).toBe(2);
    expect(stored).toHaveLength(1);
    expect(result.current.state).toBe('saved');

    // The next pause: one more save, of the newest text.
    type('Hel');
    type('Hell');
    await act(() => vi.advanceTimersByTimeAsync(TIMINGS.autoSave + TIMINGS.savingIndicator));
    expect(stored.map((r) => r.summary)).toEqual(['He', 'Hell']);
    expect(store.getState().entries[doc.id]?.record.version).toBe(3);
  });

  it('a Save Now during an autosave waits for it, then sends what was typed meanwhile, once', async () => {
    const { doc, type, stored, store, wire } = editor();
    let release!: () => void;
    wire.hold = new Promise<void>((resolve) => (release = resolve));
    const { result } = renderHook(() => useSaveController(doc));
    type('Draft');
    await act(() => vi.advanceTimersByTimeAsync(TIMINGS.autoSave));
    expect(stored).toHaveLength(1);
    expect(result.current.state).toBe('saving');
    // The autosave is on the wire until released; meanwhile the user types and presses Save Now twice.
    type('Draft, longer');
    const manual = [result.current.save('manual'), result.current.save('manual')];
    await act(() => vi.advanceTimersByTimeAsync(TIMINGS.savingIndicator));
    expect(stored).toHaveLength(1);
    release();
    await act(() => vi.advanceTimersByTimeAsync(TIMINGS.savingIndicator));
    await act(() => Promise.all(manual));
    expect(stored.map((r) => r.summary)).toEqual(['Draft', 'Draft, longer']);
    expect(store.getState().entries[doc.id]).toMatchObject({ dirty: false, record: { version: 3 } });
    expect(result.current.state).toBe('saved');
  });
});
