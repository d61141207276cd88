import { describe, expect, it } from 'vitest';
import { createResume, type Resume } from '@resumey/resume';
import { goneIds, joinGone, parseGone, withoutGone, type GoneResume } from './gone';
import { parseLocalCopy, serializeLocalCopy } from './local-copy';
import type { Entry } from './types';

const NOW = Date.parse('2026-06-01T00:00:00.000Z');
const daysAgo = (days: number) => new Date(NOW - days * 24 * 3600 * 1000).toISOString();
const entry = (resume: Resume, patch: Partial<Entry> = {}): Entry => ({
  record: { resume, version: 1, shares: [] },
  dirty: false,
  ...patch,
});

describe('resumes gone from the device, as the local copy records them', () => {
  it('keeps valid records and drops anything else read back from local storage', () => {
    const good = { id: 'a', at: daysAgo(1) };
    const replaced = { id: 'b', at: daysAgo(2), replacedBy: 'c' };
    expect(parseGone([good, replaced, { id: '', at: daysAgo(1) }, { id: 'x', at: 'yesterday' }, 'z', null])).toEqual([
      good,
      replaced,
    ]);
    expect(parseGone({ id: 'a' })).toEqual([]);
    expect(parseGone(undefined)).toEqual([]);
  });

  it('round-trips through the stored copy; an old copy without the list reads as nothing gone', () => {
    const gone: GoneResume[] = [{ id: 'a', at: daysAgo(1) }];
    expect(parseLocalCopy(serializeLocalCopy({ migrated: true, currentId: null, entries: [], gone })).gone).toEqual(
      gone,
    );
    const old = JSON.stringify({ format: 'resumey-local-v1', migrated: true, currentId: null, entries: [] });
    expect(parseLocalCopy(old).gone).toEqual([]);
  });

  it('joins two tabs’ lists: one record per id, a creation wins over a plain removal, old ones and the excess go', () => {
    const mine = [
      { id: 'a', at: daysAgo(1) },
      { id: 'old', at: daysAgo(31) },
    ];
    const theirs = [
      { id: 'a', at: daysAgo(1), replacedBy: 'a2' },
      ...Array.from({ length: 120 }, (_, i) => ({
        id: `n${i}`,
        at: daysAgo(2 + i / 1000),
      })),
    ];
    const joined = joinGone(mine, theirs, NOW);
    expect(joined).toHaveLength(100);
    expect(joined[0]).toEqual({ id: 'a', at: daysAgo(1), replacedBy: 'a2' });
    expect(joined.some((g) => g.id === 'old')).toBe(false);
  });

  it('takes a restore from the trash over an older removal in every tab, and trashing it again over the restore', () => {
    const removed = { id: 'a', at: daysAgo(2) };
    const restored = { id: 'a', at: daysAgo(1), restored: true as const };
    expect(parseGone([restored])).toEqual([restored]);
    // Whichever tab's list comes first, the newer record wins.
    expect(joinGone([removed], [restored], NOW)).toEqual([restored]);
    expect(joinGone([restored], [removed], NOW)).toEqual([restored]);
    const trashedAgain = { id: 'a', at: daysAgo(0) };
    expect(joinGone([restored], [trashedAgain], NOW)).toEqual([trashedAgain]);

    // A restored resume stays in a tab that holds it, and is not among the ids peers must drop.
    const back = createResume({ meta: { title: 'Back' } });
    const result = withoutGone({ [back.id]: entry(back) }, new Map([[back.id, { ...restored, id: back.id }]]));
    expect(Object.keys(result.entries)).toEqual([back.id]);
    expect(result.removed).toEqual([]);
    expect(goneIds({ a: restored, b: { id: 'b', at: daysAgo(1) } })).toEqual(new Set(['b']));
  });

  it('drops a deleted resume from a tab, whatever that tab had unsaved in it', () => {
    const kept = createResume({ meta: { title: 'Kept' } });
    const deleted = createResume({ meta: { title: 'Deleted' } });
    const entries = { [kept.id]: entry(kept), [deleted.id]: entry(deleted, { dirty: true }) };
    const result = withoutGone(entries, new Map([[deleted.id, { id: deleted.id, at: daysAgo(0) }]]));
    expect(Object.keys(result.entries)).toEqual([kept.id]);
    expect(result.removed).toEqual([deleted.id]);
  });

  it('a device-only resume another tab created: this tab takes the created one, and moves its own later edit onto it', () => {
    const local = createResume({ meta: { title: 'Made offline' } });
    const created = { ...local, id: 'server-id', createdAt: daysAgo(0) };
    const gone = new Map([[local.id, { id: local.id, at: daysAgo(0), replacedBy: created.id }]]);
    const stored = [entry(created)];

    const same = withoutGone({ [local.id]: entry(local, { localOnly: true, dirty: true }) }, gone, stored);
    expect(same.entries).toEqual({ [created.id]: stored[0] });

    const edited = { ...local, profile: { ...local.profile, headline: 'Typed here since' } };
    const moved = withoutGone({ [local.id]: entry(edited, { localOnly: true, dirty: true }) }, gone, stored);
    expect(moved.entries[created.id]).toMatchObject({
      dirty: true,
      record: { version: 1, resume: { id: created.id, profile: { headline: 'Typed here since' } } },
    });
    expect(moved.entries[local.id]).toBeUndefined();
  });
});
