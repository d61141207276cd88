import { describe, expect, it } from 'vitest';
import { createResume, type Resume } from '@resumey/resume';
import { mergeWithServer, sameContent, sortByUpdated } from './merge';
import type { Entry, ResumeRecord } from './types';

const rec = (resume: Resume, version = 1): ResumeRecord => ({ resume, version, shares: [] });
const edited = (r: Resume, summary: string): Resume => ({ ...r, summary, updatedAt: new Date().toISOString() });

describe('merging the server list with the local copy', () => {
  const a = createResume({ meta: { title: 'A' } });
  const b = createResume({ meta: { title: 'B' } });

  it('takes the server copy of a resume without local changes', () => {
    const local: Entry[] = [{ record: rec(edited(a, 'old local'), 1), dirty: false }];
    const server = [rec(edited(a, 'server'), 2)];
    expect(mergeWithServer(server, local)).toEqual({ entries: [{ record: server[0], dirty: false }], toCreate: [] });
  });

  it('keeps unsaved local changes based on the current server version, to be sent', () => {
    const mine = edited(a, 'offline edit');
    const { entries } = mergeWithServer([rec(a, 3)], [{ record: rec(mine, 3), dirty: true }]);
    expect(entries).toEqual([{ record: rec(mine, 3), dirty: true }]);
  });

  it('turns unsaved local changes on an older version into a conflict that keeps both copies', () => {
    const mine = edited(a, 'mine');
    const theirs = rec(edited(a, 'theirs'), 5);
    const { entries } = mergeWithServer([theirs], [{ record: rec(mine, 4), dirty: true }]);
    expect(entries).toEqual([{ record: rec(mine, 4), dirty: true, conflict: { server: theirs } }]);
  });

  it('sees no conflict when the local change already reached the server (only timestamps differ)', () => {
    const mine = edited(a, 'same');
    const server = rec({ ...mine, updatedAt: '2030-01-01T00:00:00.000Z' }, 6);
    expect(mergeWithServer([server], [{ record: rec(mine, 5), dirty: true }]).entries).toEqual([
      { record: server, dirty: false },
    ]);
  });

  it('creates local-only resumes and unsaved resumes the server lost; drops synced ones deleted elsewhere', () => {
    const localOnly: Entry = { record: rec(b, 0), dirty: true, localOnly: true };
    const unsavedGone: Entry = { record: rec(edited(a, 'x'), 2), dirty: true };
    const syncedGone: Entry = { record: rec(createResume(), 1), dirty: false };
    expect(mergeWithServer([], [localOnly, unsavedGone, syncedGone])).toEqual({
      entries: [],
      toCreate: [localOnly, unsavedGone],
    });
  });

  it('compares content without timestamps', () => {
    expect(sameContent(a, { ...a, updatedAt: 'later', createdAt: 'earlier' })).toBe(true);
    expect(sameContent(a, { ...a, summary: 'changed' })).toBe(false);
  });

  it('compares content whatever the order of keys (the server stores jsonb, which reorders them)', () => {
    const reordered = Object.fromEntries(Object.entries(a).reverse()) as typeof a;
    const profile = Object.fromEntries(Object.entries(a.profile).reverse()) as typeof a.profile;
    expect(JSON.stringify({ ...reordered, profile })).not.toBe(JSON.stringify(a));
    expect(sameContent(a, { ...reordered, profile })).toBe(true);
    expect(sameContent(a, { ...reordered, profile: { ...profile, headline: 'other' } })).toBe(false);
  });

  it('sorts most recently updated first, stable on ties', () => {
    const at = (title: string, iso: string, id: string): Entry => ({
      record: rec({ ...createResume({ meta: { title } }), id, updatedAt: iso }),
      dirty: false,
    });
    const sorted = sortByUpdated([
      at('old', '2024-01-01T00:00:00Z', 'c'),
      at('new', '2025-06-01T00:00:00Z', 'b'),
      at('tie2', '2024-06-01T00:00:00Z', 'z'),
      at('tie1', '2024-06-01T00:00:00Z', 'a'),
      at('bad date', 'not a date', 'd'),
    ]);
    expect(sorted.map((e) => e.record.resume.meta.title)).toEqual(['new', 'tie1', 'tie2', 'old', 'bad date']);
  });
});
