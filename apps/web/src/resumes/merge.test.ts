import { describe, expect, it } from 'vitest';
import { createResume, type Resume } from '@resumey/resume';
import { mergeWithServer, rebaseOnServer, resolveWith, sameContent, sortByUpdated } from './merge';
import type { Entry, ResumeRecord } from './types';

const rec = (resume: Resume, version = 1): ResumeRecord => ({ resume, version, shares: [] });
const edited = (r: Resume, summary: string): Resume => ({ ...r, summary, updatedAt: new Date().toISOString() });

describe('merging the server list with the local copy', () => {
  const a = createResume({ meta: { title: 'A' } });
  const b = createResume({ meta: { title: 'B' } });

  it('takes the server copy of a resume without local changes', () => {
    const local: Entry[] = [{ record: rec(edited(a, 'old local'), 1), dirty: false }];
    const server = [rec(edited(a, 'server'), 2)];
    expect(mergeWithServer(server, local)).toEqual({
      entries: [{ record: server[0], dirty: false, base: server[0]!.resume }],
      toCreate: [],
    });
  });

  it('keeps unsaved local changes based on the current server version, to be sent', () => {
    const mine = edited(a, 'offline edit');
    const { entries } = mergeWithServer([rec(a, 3)], [{ record: rec(mine, 3), dirty: true }]);
    // The server's copy at that version is the common base of a later merge.
    expect(entries).toEqual([{ record: rec(mine, 3), dirty: true, base: a }]);
  });

  it('without a common base, turns unsaved local changes on an older version into a whole-copy conflict', () => {
    const mine = edited(a, 'mine');
    const theirs = rec(edited(a, 'theirs'), 5);
    const { entries } = mergeWithServer([theirs], [{ record: rec(mine, 4), dirty: true }]);
    expect(entries).toEqual([{ record: rec(mine, 4), dirty: true, conflict: { server: theirs } }]);
  });

  it('sees no conflict when the local change already reached the server (only timestamps differ)', () => {
    const mine = edited(a, 'same');
    const server = rec({ ...mine, updatedAt: '2030-01-01T00:00:00.000Z' }, 6);
    expect(mergeWithServer([server], [{ record: rec(mine, 5), dirty: true }]).entries).toEqual([
      { record: server, dirty: false, base: server.resume },
    ]);
  });

  it('merges an offline edit with a newer server copy field by field (issue #21)', () => {
    const base = edited(a, 'base');
    const mine = edited(base, 'my summary');
    const theirs = rec({ ...base, profile: { ...base.profile, headline: 'their headline' } }, 7);
    const { entries } = mergeWithServer([theirs], [{ record: rec(mine, 6), dirty: true, base }]);
    expect(entries).toHaveLength(1);
    const [merged] = entries;
    expect(merged!.conflict).toBeUndefined();
    expect(merged).toMatchObject({ dirty: true, base: theirs.resume, record: { version: 7 } });
    expect(merged!.record.resume.summary).toBe('my summary');
    expect(merged!.record.resume.profile.headline).toBe('their headline');
  });

  it('keeps the local copy and lists the fields when both changed the same one', () => {
    const base = edited(a, 'base');
    const mine = edited(base, 'mine');
    const theirs = rec(edited(base, 'theirs'), 7);
    const [entry] = mergeWithServer([theirs], [{ record: rec(mine, 6), dirty: true, base }]).entries;
    expect(entry!.record).toEqual(rec(mine, 6));
    expect(entry!.base).toBe(base);
    expect(entry!.conflict?.server).toBe(theirs);
    expect(entry!.conflict?.fields).toMatchObject([{ label: 'Summary', mine: 'mine', theirs: 'theirs' }]);
  });

  it('resolves a field conflict with the chosen side for that field only, keeping every other change', () => {
    const base = edited(a, 'base');
    const mine = { ...edited(base, 'mine'), meta: { ...base.meta, title: 'My title' } };
    const theirs = rec({ ...edited(base, 'theirs'), profile: { ...base.profile, headline: 'Their headline' } }, 7);
    const [entry] = mergeWithServer([theirs], [{ record: rec(mine, 6), dirty: true, base }]).entries;
    for (const [choice, summary] of [
      ['mine', 'mine'],
      ['theirs', 'theirs'],
    ] as const) {
      const resolved = resolveWith(entry!, choice);
      expect(resolved.conflict).toBeUndefined();
      expect(resolved).toMatchObject({ dirty: true, base: theirs.resume, record: { version: 7 } });
      expect(resolved.record.resume.summary).toBe(summary);
      expect(resolved.record.resume.meta.title).toBe('My title');
      expect(resolved.record.resume.profile.headline).toBe('Their headline');
    }
  });

  it('without a base, resolves with a whole copy: theirs replaces mine, mine goes on their version', () => {
    const mine = edited(a, 'mine');
    const theirs = rec(edited(a, 'theirs'), 5);
    const [entry] = mergeWithServer([theirs], [{ record: rec(mine, 4), dirty: true }]).entries;
    expect(resolveWith(entry!, 'theirs')).toMatchObject({ record: theirs, dirty: false, base: theirs.resume });
    const kept = resolveWith(entry!, 'mine');
    expect(kept).toMatchObject({ dirty: true, base: theirs.resume, record: { version: 5, resume: mine } });
  });

  it('a save answered 409 merges silently when the fields differ (rebaseOnServer)', () => {
    const base = edited(a, 'base');
    const mine: Entry = { record: rec(edited(base, 'mine'), 2), dirty: true, base, saving: true };
    const theirs = rec({ ...base, profile: { ...base.profile, headline: 'H' } }, 3);
    const next = rebaseOnServer(mine, theirs);
    expect(next.saving).toBeUndefined();
    expect(next).toMatchObject({ dirty: true, merges: 1, record: { version: 3 } });
    expect([next.record.resume.summary, next.record.resume.profile.headline]).toEqual(['mine', 'H']);
    // Nothing new from the other side: the same content, not counted as a merge.
    const onlyStamps = rebaseOnServer(mine, rec({ ...base, updatedAt: '2030-01-01T00:00:00.000Z' }, 3));
    expect(onlyStamps).toMatchObject({ dirty: true, record: { version: 3 } });
    expect(onlyStamps.merges).toBeUndefined();
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
