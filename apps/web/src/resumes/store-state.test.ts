import { describe, expect, it } from 'vitest';
import { createResume } from '@resumey/resume';
import { listSnapshotOf, memoBy, recordSnapshotOf, saveStatusOf } from './store-state';
import type { Entry } from './types';

const base = (patch: Partial<Entry> = {}): Entry => ({
  record: { resume: createResume(), version: 2, shares: [] },
  dirty: false,
  ...patch,
});

describe('what the hooks report', () => {
  it('derives the save state: conflict, saving, offline, unsaved, saved', () => {
    const server = base().record;
    expect(saveStatusOf(base({ dirty: true, conflict: { server } }))).toMatchObject({
      state: 'conflict',
      conflict: { server },
    });
    expect(saveStatusOf(base({ dirty: true, saving: true })).state).toBe('saving');
    expect(saveStatusOf(base({ dirty: true, offline: true })).state).toBe('offline');
    expect(saveStatusOf(base({ dirty: true, localOnly: true })).state).toBe('offline');
    expect(saveStatusOf(base({ dirty: true })).state).toBe('unsaved');
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

  it('lists most recently updated first', () => {
    const older = base();
    older.record.resume.updatedAt = '2020-01-01T00:00:00.000Z';
    const newer = base();
    const snap = listSnapshotOf({ a: older, b: newer }, 'ready', null);
    expect(snap.resumes).toEqual([newer.record, older.record]);
    expect(snap.loading).toBe(false);
    expect(listSnapshotOf({}, 'loading', null).loading).toBe(true);
  });

  it('memoises by input identity, so React sees the same snapshot until something changed', () => {
    let runs = 0;
    const derive = memoBy((x: object) => ({ x, n: ++runs }));
    const input = {};
    expect(derive('k', input)).toBe(derive('k', input));
    expect(runs).toBe(1);
    derive('k', {});
    expect(runs).toBe(2);
  });
});
