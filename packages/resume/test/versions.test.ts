import { describe, expect, it } from 'vitest';
import { diffResumes, sampleResume, versionsOverBudget, versionsToKeep, type Resume } from '../src';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const NOW = Date.UTC(2026, 10, 28, 12);

const at = (id: string, ageMs: number) => ({ id, at: NOW - ageMs });

describe('versionsToKeep (issue #42 item 1)', () => {
  it('keeps every version of the last day', () => {
    const list = [at('a', 0), at('b', HOUR), at('c', 23 * HOUR)];
    expect([...versionsToKeep(list, NOW)].sort()).toEqual(['a', 'b', 'c']);
  });

  it('keeps the newest of each day for 30 days', () => {
    const list = [
      at('d2-new', 2 * DAY + HOUR),
      at('d2-old', 2 * DAY + 5 * HOUR),
      at('d3', 3 * DAY),
      at('d29', 29.5 * DAY),
    ];
    expect([...versionsToKeep(list, NOW)].sort()).toEqual(['d29', 'd2-new', 'd3'].sort());
  });

  it('keeps the newest of each week for a year, and nothing older', () => {
    const list = [
      at('w10-new', 70 * DAY),
      at('w10-old', 71 * DAY),
      at('w11', 77 * DAY),
      at('w52', 364 * DAY),
      at('old', 366 * DAY),
    ];
    expect([...versionsToKeep(list, NOW)].sort()).toEqual(['w10-new', 'w11', 'w52']);
  });

  it('does not depend on the order it is given', () => {
    const list = [at('x-old', 40 * DAY + HOUR), at('x-new', 40 * DAY)];
    expect([...versionsToKeep(list, NOW)]).toEqual(['x-new']);
    expect([...versionsToKeep([...list].reverse(), NOW)]).toEqual(['x-new']);
  });
});

describe('versionsOverBudget', () => {
  it('drops the oldest first until under the bound, never the newest of a resume', () => {
    const v = (id: string, resumeId: string, age: number, size: number) => ({ ...at(id, age), resumeId, size });
    const list = [v('a1', 'a', 10 * DAY, 40), v('a2', 'a', DAY, 40), v('b1', 'b', 20 * DAY, 40), v('b2', 'b', 0, 40)];
    expect([...versionsOverBudget(list, 100)].sort()).toEqual(['a1', 'b1']);
    expect([...versionsOverBudget(list, 160)]).toEqual([]);
    // Even a bound nothing fits in keeps one version of each resume.
    expect([...versionsOverBudget(list, 0)].sort()).toEqual(['a1', 'b1']);
  });
});

describe('diffResumes', () => {
  const base = sampleResume();
  const edit = (change: (r: Resume) => Resume) => change(structuredClone(base));

  it('finds nothing between equal resumes, whatever their save times', () => {
    expect(diffResumes(base, { ...base, updatedAt: '2030-01-01T00:00:00.000Z' })).toEqual([]);
  });

  it('names a changed field of an object section', () => {
    const after = edit((r) => ({ ...r, profile: { ...r.profile, headline: 'New headline' } }));
    expect(diffResumes(base, after)).toEqual([
      { kind: 'changed', section: 'profile', field: 'headline', before: base.profile.headline, after: 'New headline' },
    ]);
  });

  it('names the summary and the template when they change', () => {
    const after = edit((r) => ({ ...r, summary: 'Short.', meta: { ...r.meta, templateId: 't02-modern' } }));
    const changes = diffResumes(base, after);
    expect(changes).toContainEqual({
      kind: 'changed',
      section: 'summary',
      field: '',
      before: base.summary,
      after: 'Short.',
    });
    expect(changes.some((c) => c.section === 'meta' && c.field === 'templateId')).toBe(
      base.meta.templateId !== 't02-modern',
    );
  });

  it('tells added, removed and changed entries of a list apart by their ids', () => {
    const [first, second] = base.experience;
    expect(first && second).toBeTruthy();
    const added = { ...first!, id: 'new-job', company: 'Newco' };
    const after = edit((r) => ({
      ...r,
      experience: [
        added,
        { ...r.experience[1]!, company: 'Renamed Inc' },
        ...r.experience.slice(2).filter(() => true),
      ].filter((e) => e.id !== first!.id),
    }));
    const changes = diffResumes(base, after).filter((c) => c.section === 'experience');
    expect(changes).toContainEqual(
      expect.objectContaining({ kind: 'added', entry: expect.objectContaining({ index: 0 }) }),
    );
    expect(changes).toContainEqual(
      expect.objectContaining({ kind: 'removed', entry: expect.objectContaining({ index: 0 }), field: '' }),
    );
    expect(changes).toContainEqual(
      expect.objectContaining({ kind: 'changed', field: 'company', before: second!.company, after: 'Renamed Inc' }),
    );
  });
});
