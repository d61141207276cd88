import { describe, expect, it } from 'vitest';
import { createResume, type Resume } from '@resumey/resume';
import { mergePeerCopy, mergePeerEntry } from './peer-copy';
import type { Entry } from './types';

const at = (second: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, second)).toISOString();
const withProfile = (r: Resume, patch: Partial<Resume['profile']>, second: number): Resume => ({
  ...r,
  profile: { ...r.profile, ...patch },
  updatedAt: at(second),
});
const entry = (resume: Resume, version: number, patch: Partial<Entry> = {}): Entry => ({
  record: { resume, version, shares: [] },
  dirty: false,
  ...patch,
});

describe('two tabs of one user writing the same local copy', () => {
  const server = { ...createResume({ meta: { title: 'CV' } }), updatedAt: at(0) };

  it('keeps both tabs’ offline edits of different fields of one resume', () => {
    const mine = entry(withProfile(server, { headline: 'Typed in the first tab' }, 1), 3, {
      dirty: true,
      base: server,
    });
    const theirs = entry(withProfile(server, { location: 'Typed in the new tab' }, 2), 3, {
      dirty: true,
      base: server,
    });
    const merged = mergePeerEntry(mine, theirs);
    expect(merged.dirty).toBe(true);
    expect(merged.record.version).toBe(3);
    expect(merged.base).toBe(server);
    expect(merged.record.resume.profile).toMatchObject({
      headline: 'Typed in the first tab',
      location: 'Typed in the new tab',
    });
  });

  it('keeps the later edit of a field both tabs changed', () => {
    const mine = entry(withProfile(server, { headline: 'earlier' }, 1), 3, { dirty: true, base: server });
    const theirs = entry(withProfile(server, { headline: 'later' }, 5), 3, { dirty: true, base: server });
    expect(mergePeerEntry(mine, theirs).record.resume.profile.headline).toBe('later');
    expect(mergePeerEntry(theirs, mine).record.resume.profile.headline).toBe('later');
  });

  it('does not take an older copy’s values for changes this tab already saved', () => {
    // This tab saved a headline (version 4); the other tab still edits on version 3, another field.
    const saved = withProfile(server, { headline: 'Saved here' }, 2);
    const mine = entry(saved, 4, { base: saved });
    const theirs = entry(withProfile(server, { location: 'Edited there' }, 3), 3, { dirty: true, base: server });
    const merged = mergePeerEntry(mine, theirs);
    expect(merged.record.resume.profile).toMatchObject({ headline: 'Saved here', location: 'Edited there' });
    expect(merged).toMatchObject({ dirty: true, record: { version: 4 }, base: saved });
  });

  it('moves onto the newer version another tab saved, keeping this tab’s unsaved change', () => {
    const saved = withProfile(server, { headline: 'Saved there' }, 2);
    const theirs = entry(withProfile(saved, { phone: '+1 555' }, 4), 4, { dirty: true, base: saved });
    const mine = entry(withProfile(server, { location: 'Unsaved here' }, 3), 3, { dirty: true, base: server });
    const merged = mergePeerEntry(mine, theirs);
    expect(merged.record.resume.profile).toMatchObject({
      headline: 'Saved there',
      phone: '+1 555',
      location: 'Unsaved here',
    });
    expect(merged).toMatchObject({ dirty: true, record: { version: 4 }, base: saved });
  });

  it('leaves unsaved edits to the server sync when another tab only stored a server copy', () => {
    const mine = entry(withProfile(server, { headline: 'Unsaved' }, 1), 3, { dirty: true, base: server });
    const newer = entry(withProfile(server, { headline: 'Server' }, 2), 5, { base: server });
    expect(mergePeerEntry(mine, newer)).toBe(mine);
    // With nothing unsaved, the newer server copy is taken; an older one is not.
    const clean = entry(server, 3, { base: server });
    expect(mergePeerEntry(clean, newer)).toBe(newer);
    expect(mergePeerEntry(newer, clean)).toBe(newer);
  });

  it('leaves a conflict waiting for the user alone', () => {
    const mine = entry(withProfile(server, { headline: 'a' }, 1), 3, {
      dirty: true,
      base: server,
      conflict: { server: entry(server, 4).record },
    });
    expect(mergePeerEntry(mine, entry(withProfile(server, { headline: 'b' }, 2), 3, { dirty: true }))).toBe(mine);
  });

  it('adds another tab’s unsynced resume, never one this tab deleted, and counts merges for the undo history', () => {
    const other = createResume({ meta: { title: 'Other' } });
    const gone = createResume({ meta: { title: 'Gone' } });
    const mine = entry(withProfile(server, { headline: 'h' }, 1), 3, { dirty: true, base: server, merges: 2 });
    const stored = [
      entry(withProfile(server, { location: 'l' }, 2), 3, { dirty: true, base: server }),
      entry(other, 0, { dirty: true, localOnly: true }),
      entry(gone, 1, { dirty: true }),
    ];
    const result = mergePeerCopy({ [server.id]: mine }, stored, new Set([gone.id]));
    expect(Object.keys(result.entries).sort()).toEqual([server.id, other.id].sort());
    expect(result.entries[server.id]!.merges).toBe(3);
    expect(result.changed.sort()).toEqual([server.id, other.id].sort());
    // The stored copy lacks this tab's headline: this tab must write.
    expect(result.aheadOfStored).toBe(true);
  });

  it('has nothing to write when the stored copy already holds everything this tab has', () => {
    const mine = entry(withProfile(server, { headline: 'h' }, 1), 3, { dirty: true, base: server });
    const result = mergePeerCopy({ [server.id]: mine }, [{ ...mine }], new Set());
    expect(result).toEqual({ entries: { [server.id]: mine }, changed: [], aheadOfStored: false });
  });
});
