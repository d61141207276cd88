import { describe, expect, it } from 'vitest';
import {
  addBullet,
  addCertification,
  addCustomSection,
  addItem,
  addSkills,
  availablePresets,
  canMove,
  CERTIFICATION_SUGGESTIONS,
  CUSTOM_PRESETS,
  duplicateResume,
  EMPTY_STATE_PRESETS,
  hasEntry,
  moveById,
  moveItem,
  newCustomSection,
  newEntries,
  newExperience,
  parseTechnologies,
  reassignIds,
  removeAt,
  removeById,
  sampleResume,
  sectionCounts,
  showPresetQuickAdd,
  SKILL_SUGGESTIONS,
  technologiesToText,
  touch,
  updateAt,
  updateById,
} from '../src';

describe('list operations', () => {
  const list = ['a', 'b', 'c'];

  it('moves items up and down', () => {
    expect(moveItem(list, 1, 'up')).toEqual(['b', 'a', 'c']);
    expect(moveItem(list, 1, 'down')).toEqual(['a', 'c', 'b']);
    expect(list).toEqual(['a', 'b', 'c']);
  });
  it('does nothing at the ends (the buttons are disabled there)', () => {
    expect(moveItem(list, 0, 'up')).toBe(list);
    expect(moveItem(list, 2, 'down')).toBe(list);
    expect(moveItem(list, 7, 'up')).toBe(list);
    expect(moveItem(list, -1, 'down')).toBe(list);
    expect([canMove(3, 0, 'up'), canMove(3, 2, 'down'), canMove(3, 1, 'up'), canMove(1, 0, 'down')]).toEqual([
      false,
      false,
      true,
      false,
    ]);
  });
  it('adds, removes and updates without mutating', () => {
    expect(addItem(list, 'd')).toEqual(['a', 'b', 'c', 'd']);
    expect(removeAt(list, 1)).toEqual(['a', 'c']);
    expect(removeAt(list, 5)).toBe(list);
    expect(updateAt(list, 2, 'z')).toEqual(['a', 'b', 'z']);
    expect(updateAt(list, 0, (v) => v.toUpperCase())).toEqual(['A', 'b', 'c']);
    expect(updateAt(list, 3, 'z')).toBe(list);
    expect(list).toEqual(['a', 'b', 'c']);
  });
  it('works on items by id', () => {
    const items = [newExperience(), newExperience(), newExperience()];
    const [x, y, z] = items;
    expect(moveById(items, z.id, 'up').map((i) => i.id)).toEqual([x.id, z.id, y.id]);
    expect(removeById(items, y.id).map((i) => i.id)).toEqual([x.id, z.id]);
    expect(removeById(items, 'missing')).toBe(items);
    const updated = updateById(items, x.id, { title: 'Engineer' });
    expect(updated[0]).toEqual({ ...x, title: 'Engineer' });
    expect(items[0].title).toBe('');
  });
  it('adds empty bullets', () => {
    expect(addBullet(['Did things'])).toEqual(['Did things', '']);
    expect(addBullet([])).toEqual(['']);
  });
});

describe('skills', () => {
  it('adds a trimmed skill and reports one added', () => {
    expect(addSkills(['React'], '  TypeScript  ')).toEqual({ list: ['React', 'TypeScript'], added: 1 });
  });
  it('ignores empty input and case-insensitive duplicates', () => {
    const list = ['React'];
    expect(addSkills(list, '   ')).toEqual({ list, added: 0 });
    expect(addSkills(list, 'react').list).toBe(list);
    expect(addSkills(list, ' REACT ').added).toBe(0);
  });
  it('adds every new entry of comma-separated input and counts them', () => {
    expect(addSkills(['Go'], 'Rust, , go, Zig, rust,  Elixir ')).toEqual({
      list: ['Go', 'Rust', 'Zig', 'Elixir'],
      added: 3,
    });
    expect(newEntries(['Go'], 'Go, C')).toEqual(['C']);
  });
  it('has the quick-add suggestions', () => {
    expect(SKILL_SUGGESTIONS.core).toEqual(['JavaScript', 'Python', 'React', 'Node.js', 'SQL', 'Git', 'AWS']);
    expect(SKILL_SUGGESTIONS.tools).toEqual(['Docker', 'Kubernetes', 'MongoDB', 'PostgreSQL', 'VS Code', 'Figma']);
    expect(hasEntry(['javascript'], 'JavaScript')).toBe(true);
    expect(hasEntry(['Java'], 'JavaScript')).toBe(false);
  });
});

describe('technologies', () => {
  it('parses comma text: trimmed, empties dropped', () => {
    expect(parseTechnologies(' React,TypeScript , ,Node.js,')).toEqual(['React', 'TypeScript', 'Node.js']);
    expect(parseTechnologies('')).toEqual([]);
    expect(parseTechnologies(' , ,')).toEqual([]);
    expect(technologiesToText(['React', 'Go'])).toBe('React, Go');
  });
});

describe('certifications', () => {
  it('adds trimmed, non-empty, new entries', () => {
    const list = ['CompTIA Security+'];
    expect(addCertification(list, '  CKA  ')).toEqual({ list: ['CompTIA Security+', 'CKA'], added: 1 });
    expect(addCertification(list, '   ')).toEqual({ list, added: 0 });
    expect(addCertification(list, 'comptia security+').list).toBe(list);
    expect(addCertification([], 'AWS, Associate').list).toEqual(['AWS, Associate']);
  });
  it('has the 10 suggestions', () => {
    expect(CERTIFICATION_SUGGESTIONS).toHaveLength(10);
    expect(CERTIFICATION_SUGGESTIONS).toContain('PMP (Project Management Professional)');
    expect(CERTIFICATION_SUGGESTIONS[9]).toBe('Salesforce Administrator');
  });
});

describe('custom section presets', () => {
  it('lists the six presets and shows the first four in the empty state', () => {
    expect(CUSTOM_PRESETS).toEqual([
      'Awards & Honors',
      'Publications',
      'Volunteer Experience',
      'Speaking Engagements',
      'Patents',
      'Professional Memberships',
    ]);
    expect(EMPTY_STATE_PRESETS).toEqual(CUSTOM_PRESETS.slice(0, 4));
  });
  it('hides presets whose label exists, ignoring case', () => {
    const sections = [newCustomSection('awards & honors'), newCustomSection(' PATENTS '), newCustomSection('Hobbies')];
    expect(availablePresets(sections)).toEqual([
      'Publications',
      'Volunteer Experience',
      'Speaking Engagements',
      'Professional Memberships',
    ]);
    expect(availablePresets([])).toEqual(CUSTOM_PRESETS);
  });
  it('shows the quick-add card only with 1 to 5 sections', () => {
    expect([0, 1, 5, 6].map(showPresetQuickAdd)).toEqual([false, true, true, false]);
  });
  it('adds a section with the label and one empty bullet', () => {
    const [section] = addCustomSection([], 'Patents');
    expect(section).toMatchObject({ label: 'Patents', bullets: [''] });
    expect(section.id).toBeTruthy();
  });
});

describe('resume operations', () => {
  it('duplicates with new ids, new timestamps and a (Copy) title, sharing nothing', () => {
    const original = sampleResume();
    original.updatedAt = '2020-01-01T00:00:00.000Z';
    const copy = duplicateResume(original);
    expect(copy.meta.title).toBe('Sample Resume (Copy)');
    expect(copy.id).not.toBe(original.id);
    expect(copy.experience[0].id).not.toBe(original.experience[0].id);
    expect(copy.updatedAt).not.toBe(original.updatedAt);
    copy.experience[0].bullets.push('changed');
    expect(original.experience[0].bullets).not.toContain('changed');
    expect(duplicateResume(original, 'Other').meta.title).toBe('Other');
  });
  it('reassigns every id', () => {
    const r = sampleResume();
    const s = reassignIds(r);
    expect(s.custom.map((c) => c.id)).not.toEqual(r.custom.map((c) => c.id));
    expect(s.links[1].url).toBe(r.links[1].url);
  });
  it('touches updatedAt and counts sections', () => {
    const r = sampleResume();
    expect(touch(r, new Date('2024-05-01T00:00:00Z')).updatedAt).toBe('2024-05-01T00:00:00.000Z');
    expect(sectionCounts(r)).toEqual({
      experience: 3,
      projects: 2,
      education: 2,
      certifications: 3,
      custom: 2,
      skills: r.skills.core.length + r.skills.tools.length + r.skills.languages.length,
    });
  });
});
