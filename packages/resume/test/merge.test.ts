import { describe, expect, it } from 'vitest';
import { createResume, describeValue, mergeResumes, newExperience, type Experience, type Resume } from '../src';

const job = (id: string, title: string, extra: Partial<Experience> = {}): Experience => ({
  ...newExperience(),
  id,
  title,
  company: `${title} Co`,
  ...extra,
});

const base: Resume = {
  ...createResume({ meta: { title: 'Mine' } }),
  updatedAt: '2026-01-01T00:00:00.000Z',
  summary: 'Base summary',
  experience: [job('a', 'Engineer'), job('b', 'Lead'), job('c', 'Intern')],
  certifications: ['AWS'],
};
base.profile = { ...base.profile, headline: 'Base headline', fullName: 'Ada' };

type Change = (r: Resume) => Resume;
const at =
  (iso: string): Change =>
  (r) => ({ ...r, updatedAt: iso });
const edit = (...changes: Change[]) => changes.reduce((r, c) => c(r), base);
const headline =
  (v: string): Change =>
  (r) => ({ ...r, profile: { ...r.profile, headline: v } });
const summary =
  (v: string): Change =>
  (r) => ({ ...r, summary: v });
const jobs =
  (f: (list: Experience[]) => Experience[]): Change =>
  (r) => ({ ...r, experience: f(r.experience) });
const editJob = (id: string, patch: Partial<Experience>) =>
  jobs((list) => list.map((x) => (x.id === id ? { ...x, ...patch } : x)));
const titles = (r: Resume) => r.experience.map((x) => x.title);

describe('three-way merge of two copies of a resume', () => {
  it('takes both sides when they changed different fields', () => {
    const mine = edit(summary('My summary'), at('2026-01-03T00:00:00.000Z'));
    const theirs = edit(headline('Their headline'), at('2026-01-02T00:00:00.000Z'));
    const { resume, conflicts, wholeCopy } = mergeResumes(base, mine, theirs);
    expect(conflicts).toEqual([]);
    expect(wholeCopy).toBe(false);
    expect(resume.summary).toBe('My summary');
    expect(resume.profile.headline).toBe('Their headline');
    expect(resume.profile.fullName).toBe('Ada');
    // The later of the two edits; identity and creation kept.
    expect(resume.updatedAt).toBe('2026-01-03T00:00:00.000Z');
    expect(resume.id).toBe(base.id);
    expect(resume.createdAt).toBe(base.createdAt);
  });

  it('reports a field both sides changed, with both values, and fills it from the preferred side', () => {
    const mine = edit(headline('Mine'), summary('Only mine'));
    const theirs = edit(headline('Theirs'));
    const merged = mergeResumes(base, mine, theirs);
    expect(merged.conflicts).toEqual([
      {
        path: ['profile', 'headline'],
        label: 'Profile › Headline',
        base: 'Base headline',
        mine: 'Mine',
        theirs: 'Theirs',
      },
    ]);
    expect(merged.resume.profile.headline).toBe('Mine');
    expect(merged.resume.summary).toBe('Only mine');
    const theirsWins = mergeResumes(base, mine, theirs, 'theirs');
    expect(theirsWins.resume.profile.headline).toBe('Theirs');
    // The choice is about the conflicting field only: my other change stays.
    expect(theirsWins.resume.summary).toBe('Only mine');
  });

  it('sees no conflict when both sides made the same change', () => {
    const mine = edit(headline('Same'), editJob('a', { title: 'Staff' }));
    const theirs = edit(headline('Same'), editJob('a', { title: 'Staff' }));
    const { resume, conflicts } = mergeResumes(base, mine, theirs);
    expect(conflicts).toEqual([]);
    expect(resume.profile.headline).toBe('Same');
    expect(titles(resume)).toEqual(['Staff', 'Lead', 'Intern']);
  });

  it('merges the fields of one list item edited on both sides separately', () => {
    const mine = edit(editJob('b', { title: 'Head of Platform' }));
    const theirs = edit(editJob('b', { startDate: '2020-01', bullets: ['Built the team'] }));
    const { resume, conflicts } = mergeResumes(base, mine, theirs);
    expect(conflicts).toEqual([]);
    expect(resume.experience[1]).toMatchObject({
      id: 'b',
      title: 'Head of Platform',
      startDate: '2020-01',
      bullets: ['Built the team'],
    });
  });

  it('names the item and field when the same field of one item changed on both sides', () => {
    const mine = edit(editJob('b', { company: 'Acme' }));
    const theirs = edit(editJob('b', { company: 'Globex' }));
    const { conflicts } = mergeResumes(base, mine, theirs);
    expect(conflicts).toEqual([
      {
        path: ['experience', 'b', 'company'],
        label: 'Experience "Lead" › Company',
        base: 'Lead Co',
        mine: 'Acme',
        theirs: 'Globex',
      },
    ]);
  });

  it('applies items added on each side, each before the item it precedes on its side (appended ones last)', () => {
    const mine = edit(jobs((l) => [l[0]!, job('m', 'Mine new'), ...l.slice(1)]));
    const theirs = edit(
      jobs((l) => [...l, job('t', 'Their new')]),
      jobs((l) => [job('t0', 'Their first'), ...l]),
    );
    const { resume, conflicts } = mergeResumes(base, mine, theirs);
    expect(conflicts).toEqual([]);
    expect(titles(resume)).toEqual(['Their first', 'Engineer', 'Mine new', 'Lead', 'Intern', 'Their new']);
  });

  it('applies items removed on one side, and an edit on the other side of an unremoved item', () => {
    const mine = edit(jobs((l) => l.filter((x) => x.id !== 'a')));
    const theirs = edit(
      jobs((l) => l.filter((x) => x.id !== 'c')),
      editJob('b', { title: 'Lead 2' }),
    );
    const { resume, conflicts } = mergeResumes(base, mine, theirs);
    expect(conflicts).toEqual([]);
    expect(titles(resume)).toEqual(['Lead 2']);
  });

  it('asks when an item removed on one side was edited on the other', () => {
    const mine = edit(jobs((l) => l.filter((x) => x.id !== 'a')));
    const theirs = edit(editJob('a', { title: 'Principal' }));
    const mineWins = mergeResumes(base, mine, theirs);
    expect(mineWins.conflicts).toHaveLength(1);
    expect(mineWins.conflicts[0]).toMatchObject({ path: ['experience', 'a'], label: 'Experience "Engineer"' });
    expect(mineWins.conflicts[0]!.mine).toBeUndefined();
    expect(mineWins.conflicts[0]!.theirs).toMatchObject({ title: 'Principal' });
    expect(titles(mineWins.resume)).toEqual(['Lead', 'Intern']);
    expect(titles(mergeResumes(base, mine, theirs, 'theirs').resume)).toEqual(['Principal', 'Lead', 'Intern']);
  });

  it('applies a reorder from one side together with edits and additions from the other', () => {
    const mine = edit(jobs((l) => [l[2]!, l[0]!, l[1]!]));
    const theirs = edit(
      editJob('a', { title: 'Engineer II' }),
      jobs((l) => [...l, job('d', 'Added')]),
    );
    const { resume, conflicts } = mergeResumes(base, mine, theirs);
    expect(conflicts).toEqual([]);
    expect(titles(resume)).toEqual(['Intern', 'Engineer II', 'Lead', 'Added']);
    // The same the other way round: their move, my edit.
    const swapped = mergeResumes(base, theirs, mine);
    expect(swapped.conflicts).toEqual([]);
    expect(titles(swapped.resume)).toEqual(['Intern', 'Engineer II', 'Lead', 'Added']);
  });

  it('asks about the order when both sides moved items differently, naming the items in each order', () => {
    const mine = edit(jobs((l) => [l[1]!, l[0]!, l[2]!]));
    const theirs = edit(jobs((l) => [l[0]!, l[2]!, l[1]!]));
    const merged = mergeResumes(base, mine, theirs);
    expect(merged.conflicts).toEqual([
      {
        path: ['experience', '#order'],
        label: 'Experience › Order',
        base: ['"Engineer"', '"Lead"', '"Intern"'],
        mine: ['"Lead"', '"Engineer"', '"Intern"'],
        theirs: ['"Engineer"', '"Intern"', '"Lead"'],
      },
    ]);
    expect(titles(merged.resume)).toEqual(['Lead', 'Engineer', 'Intern']);
    expect(titles(mergeResumes(base, mine, theirs, 'theirs').resume)).toEqual(['Engineer', 'Intern', 'Lead']);
  });

  it('treats a list of plain strings as one field', () => {
    const mine = edit((r) => ({ ...r, certifications: ['AWS', 'GCP'] }));
    const theirs = edit((r) => ({ ...r, certifications: ['Azure'] }));
    expect(mergeResumes(base, mine, theirs).conflicts.map((c) => c.label)).toEqual(['Certifications']);
    const onlyTheirs = mergeResumes(base, base, theirs);
    expect(onlyTheirs.conflicts).toEqual([]);
    expect(onlyTheirs.resume.certifications).toEqual(['Azure']);
  });

  it('merges bullets line by line when neither side added or removed one', () => {
    const bullets = (list: string[]) => editJob('a', { bullets: list });
    const start = edit(bullets(['one', 'two', 'three']));
    const mine = bullets(['one (mine)', 'two', 'three'])(start);
    const theirs = bullets(['one', 'two', 'three (theirs)'])(start);
    const merged = mergeResumes(start, mine, theirs);
    expect(merged.conflicts).toEqual([]);
    expect(merged.resume.experience[0]!.bullets).toEqual(['one (mine)', 'two', 'three (theirs)']);
    const same = mergeResumes(start, mine, bullets(['one (theirs)', 'two', 'three'])(start));
    expect(same.conflicts).toMatchObject([
      {
        path: ['experience', 'a', 'bullets', '0'],
        label: 'Experience "Engineer" › Bullets › Line 1',
        mine: 'one (mine)',
      },
    ]);
    // A line added on one side: the list is one field again.
    const added = mergeResumes(start, mine, bullets(['one', 'two', 'three', 'four'])(start));
    expect(added.conflicts.map((c) => c.label)).toEqual(['Experience "Engineer" › Bullets']);
  });

  it('merges nested objects key by key (meta, page margins, skills)', () => {
    const mine = edit((r) => ({ ...r, meta: { ...r.meta, pageMargins: { ...r.meta.pageMargins, top: 20 } } }));
    const theirs = edit((r) => ({
      ...r,
      meta: { ...r.meta, color: '#112233', pageMargins: { ...r.meta.pageMargins, left: 25 } },
      skills: { ...r.skills, tools: ['Vim'] },
    }));
    const { resume, conflicts } = mergeResumes(base, mine, theirs);
    expect(conflicts).toEqual([]);
    expect(resume.meta).toMatchObject({ color: '#112233', pageMargins: { top: 20, left: 25 } });
    expect(resume.skills.tools).toEqual(['Vim']);
    const both = mergeResumes(
      base,
      edit((r) => ({ ...r, meta: { ...r.meta, title: 'A' } })),
      edit((r) => ({ ...r, meta: { ...r.meta, title: 'B' } })),
    );
    expect(both.conflicts.map((c) => c.label)).toEqual(['Resume settings › Resume name']);
  });

  it('ignores timestamps and key order (the server stores jsonb)', () => {
    const reordered = Object.fromEntries(Object.entries(base).reverse()) as Resume;
    const { resume, conflicts } = mergeResumes(base, edit(at('2026-02-01T00:00:00.000Z')), reordered);
    expect(conflicts).toEqual([]);
    expect(resume.updatedAt).toBe('2026-02-01T00:00:00.000Z');
  });

  it('without a base, falls back to choosing a whole copy', () => {
    const mine = edit(summary('My summary'));
    const theirs = edit(headline('Their headline'));
    const merged = mergeResumes(undefined, mine, theirs);
    expect(merged.wholeCopy).toBe(true);
    expect(merged.conflicts).toHaveLength(1);
    expect(merged.conflicts[0]).toMatchObject({ path: [], label: 'Whole resume' });
    expect(merged.resume.summary).toBe('My summary');
    expect(merged.resume.profile.headline).toBe('Base headline');
    const theirsWhole = mergeResumes(undefined, mine, theirs, 'theirs').resume;
    expect([theirsWhole.summary, theirsWhole.profile.headline]).toEqual(['Base summary', 'Their headline']);
    // Two identical copies need no choice even without a base.
    expect(mergeResumes(undefined, mine, { ...mine, updatedAt: 'later' }).conflicts).toEqual([]);
  });

  it('keeps an item both sides added with the same id, merged field by field', () => {
    const mine = edit(jobs((l) => [...l, job('n', 'New', { company: 'X' })]));
    const theirs = edit(jobs((l) => [...l, job('n', 'New', { company: 'Y' })]));
    const { resume, conflicts } = mergeResumes(base, mine, theirs);
    expect(conflicts.map((c) => c.path)).toEqual([['experience', 'n', 'company']]);
    expect(titles(resume)).toEqual(['Engineer', 'Lead', 'Intern', 'New']);
  });
});

describe('conflict values as the dialog shows them', () => {
  it('shows text, lists, photos, removed and edited items readably', () => {
    expect(describeValue('Lead')).toBe('Lead');
    expect(describeValue('')).toBe('(empty)');
    expect(describeValue(undefined)).toBe('(removed)');
    expect(describeValue(['AWS', '', 'GCP'])).toBe('AWS, GCP');
    expect(describeValue([])).toBe('(empty)');
    expect(describeValue('data:image/jpeg;base64,AAAA')).toBe('(a photo)');
    expect(describeValue(1.4)).toBe('1.4');
    expect(describeValue(job('x', 'Principal'))).toBe('"Principal" (edited)');
    expect(describeValue('x'.repeat(400))).toHaveLength(300);
  });
});
