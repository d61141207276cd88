import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS, createResume } from '@resumey/resume';
import { isUnsynced, parseLocalCopy, readLocalCopy, serializeLocalCopy, writeLocalCopy } from './local-copy';
import type { Entry } from './types';
import { MemoryStorage } from './memory-storage.test-helper';

const entry = (title: string, patch: Partial<Entry> = {}, version = 3): Entry => ({
  record: { resume: createResume({ meta: { title } }), version, shares: [{ slug: 'cv', username: 'ann', views: 2 }] },
  dirty: false,
  ...patch,
});

describe('local copy of resumes', () => {
  it('round-trips entries, their versions, shares, unsaved flags and the migration flag', () => {
    const a = entry('A', { dirty: true });
    const b = entry('B');
    const copy = parseLocalCopy(serializeLocalCopy({ migrated: true, currentId: a.record.resume.id, entries: [a, b] }));
    expect(copy.migrated).toBe(true);
    expect(copy.currentId).toBe(a.record.resume.id);
    expect(copy.entries).toEqual([
      { record: a.record, dirty: true },
      // A copy in step with the server is its own merge base.
      { record: b.record, dirty: false, base: b.record.resume },
    ]);
  });

  it('keeps the merge base of unsaved changes, validated, with a shared photo stored once', () => {
    const photo = `data:image/jpeg;base64,${'A'.repeat(4000)}`;
    const base = {
      ...entry('Base').record.resume,
      profile: { ...entry('x').record.resume.profile, profileImage: photo },
    };
    const edited = { ...base, summary: 'edited offline', profile: { ...base.profile } };
    const a: Entry = { record: { resume: edited, version: 2, shares: [] }, dirty: true, base };
    const text = serializeLocalCopy({ migrated: true, currentId: null, entries: [a] });
    expect(text.split(photo).length - 1).toBe(1);
    expect(parseLocalCopy(text).entries).toEqual([a]);
    // A base that is not a valid resume, or another resume's, is dropped: the merge falls back to the choice.
    const stored = JSON.parse(text) as { entries: Record<string, unknown>[] };
    for (const bad of [
      { id: base.id, meta: 1 },
      { ...base, id: 'other' },
    ]) {
      stored.entries[0]!.base = bad;
      expect(parseLocalCopy(JSON.stringify(stored)).entries[0]!.base).toBeUndefined();
    }
  });

  it('ignores data that is not valid, without throwing', () => {
    for (const text of [null, '', '{', 'null', '42', '"x"', '{"format":"resumey-local-v1","entries":"no"}', '[1,2]']) {
      expect(parseLocalCopy(text).entries).toEqual([]);
    }
    const good = entry('Good');
    const text = JSON.stringify({
      format: 'resumey-local-v1',
      migrated: true,
      entries: [
        { resume: { id: 'x', meta: { title: 'broken' } }, version: 1 },
        { resume: { ...good.record.resume, meta: { ...good.record.resume.meta, lineSpacing: 9 } }, version: 1 },
        { resume: good.record.resume, version: 4, shares: [{ slug: 1 }], dirty: 'yes' },
      ],
    });
    const copy = parseLocalCopy(text);
    expect(copy.entries).toHaveLength(1);
    expect(copy.entries[0]).toMatchObject({ dirty: false, record: { version: 4, shares: [] } });
  });

  it('reads resumes written by the local-only app (a list, {resumes}, {state: {resumes}}) as never synced', () => {
    const r = createResume({ meta: { title: 'Old' } });
    for (const value of [[r], { resumes: [r] }, { state: { resumes: [r], currentResumeId: r.id } }, [{ resume: r }]]) {
      const copy = parseLocalCopy(JSON.stringify(value));
      expect(copy.migrated).toBe(false);
      expect(copy.entries).toEqual([{ record: { resume: r, version: 0, shares: [] }, dirty: true, localOnly: true }]);
    }
  });

  it('reads the per-user key, falling back to the generic key', () => {
    const storage = new MemoryStorage();
    const old = createResume({ meta: { title: 'Generic' } });
    storage.setItem(STORAGE_KEYS.resumes, JSON.stringify([old]));
    const fallback = readLocalCopy(storage, 'u1');
    expect(fallback.fromGenericKey).toBe(true);
    expect(fallback.entries.map((e) => [e.record.resume.meta.title, e.localOnly])).toEqual([['Generic', true]]);

    writeLocalCopy(storage, 'u1', { migrated: true, currentId: null, entries: [entry('Mine')] });
    expect(storage.getItem('resumey-data-u1')).toContain('Mine');
    const own = readLocalCopy(storage, 'u1');
    expect(own.fromGenericKey).toBe(false);
    expect(own.entries.map((e) => e.record.resume.meta.title)).toEqual(['Mine']);
  });

  it('keeps the unsynced resumes when local storage is too full for all of them', () => {
    const storage = new MemoryStorage();
    const synced = entry('Synced', {}, 2);
    synced.record.resume.summary = 'x'.repeat(5000);
    const unsynced = entry('Unsynced', { dirty: true });
    storage.quota = serializeLocalCopy({ migrated: true, currentId: null, entries: [unsynced] }).length + 10;
    expect(writeLocalCopy(storage, 'u2', { migrated: true, currentId: null, entries: [synced, unsynced] })).toBeTypeOf(
      'string',
    );
    expect(readLocalCopy(storage, 'u2').entries.map((e) => e.record.resume.meta.title)).toEqual(['Unsynced']);
    storage.quota = 10;
    expect(writeLocalCopy(storage, 'u2', { migrated: true, currentId: null, entries: [unsynced] })).toBeUndefined();
  });

  it('calls a resume unsynced when it has unsaved changes or never reached the server', () => {
    expect(isUnsynced(entry('a'))).toBe(false);
    expect(isUnsynced(entry('a', { dirty: true }))).toBe(true);
    expect(isUnsynced(entry('a', { localOnly: true }))).toBe(true);
  });
});
