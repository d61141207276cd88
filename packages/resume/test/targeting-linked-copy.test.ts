import { describe, expect, it } from 'vitest';
import { fieldChanges, sampleResume, takeMasterChanges, type Resume } from '../src';

const master = (): Resume => sampleResume();

describe('a tailored copy and its master', () => {
  it("lists the copy's differences from the master field by field", () => {
    const m = master();
    const copy: Resume = {
      ...m,
      summary: 'Tailored summary',
      experience: [
        {
          ...m.experience[0]!,
          bullets: [...m.experience[0]!.bullets.slice(0, 1), 'New bullet', ...m.experience[0]!.bullets.slice(2)],
        },
        ...m.experience.slice(1),
      ],
      skills: { ...m.skills, tools: [...m.skills.tools, 'Elixir'] },
    };
    expect(fieldChanges(m, copy).map((c) => c.label)).toEqual([
      'Summary',
      `Experience "${m.experience[0]!.title}" › Bullets › Line 2`,
      'Skills › Tools',
    ]);
  });

  it("takes one master change into the copy, keeps the copy's own edits, and stops offering what was reviewed", () => {
    const base = master();
    const copy: Resume = {
      ...base,
      summary: 'Tailored summary',
      skills: { ...base.skills, tools: [...base.skills.tools, 'Elixir'] },
    };
    const newJob = { ...base.experience[0]!, id: 'new-job', title: 'Staff Engineer' };
    const later: Resume = {
      ...base,
      profile: { ...base.profile, headline: 'Staff Engineer' },
      experience: [newJob, ...base.experience],
      summary: 'Master summary',
    };
    const offered = fieldChanges(base, later);
    expect(offered.map((c) => c.label)).toEqual(['Profile › Headline', 'Summary', 'Experience "Staff Engineer"']);

    const { copy: next, base: seen } = takeMasterChanges(
      copy,
      base,
      later,
      [
        ['profile', 'headline'],
        ['experience', 'new-job'],
      ],
      [['summary']],
    );
    expect(next.profile.headline).toBe('Staff Engineer');
    expect(next.experience.map((j) => j.id)).toEqual(['new-job', ...base.experience.map((j) => j.id)]);
    expect(next.summary).toBe('Tailored summary');
    expect(next.skills.tools).toContain('Elixir');
    expect(next.id).toBe(copy.id);
    expect(fieldChanges(seen, later)).toEqual([]);
  });

  it("takes the master's value where the copy changed the same field, when the user chooses it", () => {
    const base = master();
    const copy = { ...base, summary: 'Tailored summary' };
    const later = { ...base, summary: 'Master summary' };
    expect(takeMasterChanges(copy, base, later, [['summary']]).copy.summary).toBe('Master summary');
  });
});
