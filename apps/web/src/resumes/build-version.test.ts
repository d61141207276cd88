import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS, createResume } from '@resumey/resume';
import { applyBuildVersion } from './build-version';
import { parseLocalCopy, serializeLocalCopy } from './local-copy';
import { MemoryStorage } from './memory-storage.test-helper';
import type { Entry } from './types';

const entry = (title: string, dirty: boolean): Entry => ({
  record: { resume: createResume({ meta: { title } }), version: 2, shares: [] },
  dirty,
});

describe('build-version check', () => {
  it('does nothing when the stored build id matches', () => {
    const storage = new MemoryStorage();
    storage.setItem(STORAGE_KEYS.buildVersion, 'b1');
    storage.setItem('editor-prefs', 'x');
    expect(applyBuildVersion(storage, 'b1')).toBe(false);
    expect(storage.getItem('editor-prefs')).toBe('x');
  });

  it('clears other keys but keeps sign-in data and every resume not yet on the server', () => {
    const storage = new MemoryStorage();
    storage.setItem(STORAGE_KEYS.buildVersion, 'old');
    storage.setItem('editor-prefs', 'x');
    storage.setItem('auth-session', 'keep');
    storage.setItem('sb-abc-auth-token', 'keep');
    const saved = entry('On the server', false);
    const unsaved = entry('Edited offline', true);
    storage.setItem(
      'resumey-data-u1',
      serializeLocalCopy({ migrated: true, currentId: null, entries: [saved, unsaved] }),
    );
    storage.setItem('resumey-data-u2', serializeLocalCopy({ migrated: true, currentId: null, entries: [saved] }));
    storage.setItem(STORAGE_KEYS.resumes, JSON.stringify([createResume({ meta: { title: 'Legacy' } })]));
    storage.setItem('resumey-data-u3', '{broken');

    expect(applyBuildVersion(storage, 'new')).toBe(true);
    expect(storage.getItem(STORAGE_KEYS.buildVersion)).toBe('new');
    expect(storage.getItem('editor-prefs')).toBeNull();
    expect(storage.getItem('resumey-data-u3')).toBeNull();
    expect(storage.getItem('auth-session')).toBe('keep');
    expect(storage.getItem('sb-abc-auth-token')).toBe('keep');
    const u1 = parseLocalCopy(storage.getItem('resumey-data-u1'));
    expect(u1.migrated).toBe(true);
    expect(u1.entries.map((e) => e.record.resume.meta.title)).toEqual(['Edited offline']);
    expect(parseLocalCopy(storage.getItem('resumey-data-u2'))).toMatchObject({ migrated: true, entries: [] });
    expect(
      parseLocalCopy(storage.getItem(STORAGE_KEYS.resumes)).entries.map((e) => e.record.resume.meta.title),
    ).toEqual(['Legacy']);
  });

  it('runs on the first visit too (no stored id), and never throws on a broken storage', () => {
    const storage = new MemoryStorage();
    storage.setItem('stale-cache', '1');
    expect(applyBuildVersion(storage, 'b2')).toBe(true);
    expect(storage.getItem('stale-cache')).toBeNull();
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      get length(): number {
        throw new Error('denied');
      },
    } as unknown as Storage;
    expect(() => applyBuildVersion(broken, 'b3')).not.toThrow();
  });
});
