import { describe, expect, it } from 'vitest';
import { createResume, newCustomSection, newExperience, type Resume } from '@resumey/resume';
import {
  addCertificationTo,
  addSectionItem,
  addSkillsTo,
  insertLineAfter,
  moveCertification,
  moveSectionItem,
  removeLine,
  removeSectionItem,
  removeSkill,
  setItemField,
  setLine,
  setLines,
} from './ops';
import { docOf } from './doc.test-helper';

const withJobs = (): { resume: Resume; ids: string[] } => {
  const jobs = [newExperience(), newExperience(), newExperience()];
  return { resume: createResume({ experience: jobs }), ids: jobs.map((j) => j.id) };
};

describe('editor section operations', () => {
  it('sets one field of one item and leaves the others untouched', () => {
    const { resume, ids } = withJobs();
    const next = setItemField(resume, 'experience', ids[1]!, 'title', 'Engineer');
    expect(next.experience[1]!.title).toBe('Engineer');
    expect(next.experience[0]).toBe(resume.experience[0]);
    expect(next.projects).toBe(resume.projects);
  });

  it('returns the same resume when nothing changes, so no-ops never mark it unsaved', () => {
    const { resume, ids } = withJobs();
    expect(setItemField(resume, 'experience', ids[0]!, 'title', '')).toBe(resume);
    expect(setItemField(resume, 'experience', 'missing', 'title', 'x')).toBe(resume);
    expect(moveSectionItem(resume, 'experience', ids[0]!, 'up')).toBe(resume);
    expect(moveSectionItem(resume, 'experience', ids[2]!, 'down')).toBe(resume);
    expect(setLine(resume, 'experience', ids[0]!, 'bullets', 0, '')).toBe(resume);
    expect(setLines(resume, 'experience', ids[0]!, 'technologies', [])).toBe(resume);
    expect(removeSkill(resume, 'core', 0)).toBe(resume);
  });

  it('adds, moves and removes items', () => {
    const { resume, ids } = withJobs();
    const moved = moveSectionItem(resume, 'experience', ids[0]!, 'down');
    expect(moved.experience.map((x) => x.id)).toEqual([ids[1], ids[0], ids[2]]);
    const removed = removeSectionItem(moved, 'experience', ids[1]!);
    expect(removed.experience.map((x) => x.id)).toEqual([ids[0], ids[2]]);
    const section = newCustomSection('Patents');
    expect(addSectionItem(removed, 'custom', section).custom).toEqual([section]);
  });

  it('edits bullets: set, insert after (empty), remove', () => {
    const { resume, ids } = withJobs();
    const id = ids[0]!;
    let r = setLine(resume, 'experience', id, 'bullets', 0, 'Shipped it');
    r = insertLineAfter(r, 'experience', id, 'bullets', 0);
    r = setLine(r, 'experience', id, 'bullets', 1, 'Then more');
    r = insertLineAfter(r, 'experience', id, 'bullets', 0);
    expect(r.experience[0]!.bullets).toEqual(['Shipped it', '', 'Then more']);
    r = removeLine(r, 'experience', id, 'bullets', 1);
    expect(r.experience[0]!.bullets).toEqual(['Shipped it', 'Then more']);
  });

  it('adds skills trimmed, without duplicates (any case), several at once with commas', () => {
    let r = createResume();
    r = addSkillsTo(r, 'core', '  React ').resume;
    const again = addSkillsTo(r, 'core', 'react');
    expect(again.added).toBe(0);
    expect(again.resume).toBe(r);
    const several = addSkillsTo(r, 'core', 'Go, , SQL,React, go');
    expect(several.added).toBe(2);
    expect(several.resume.skills.core).toEqual(['React', 'Go', 'SQL']);
    expect(addSkillsTo(r, 'tools', '   ').added).toBe(0);
    expect(removeSkill(several.resume, 'core', 1).skills.core).toEqual(['React', 'SQL']);
  });

  it('adds certifications trimmed and non-empty, and reorders them', () => {
    let r = createResume();
    expect(addCertificationTo(r, '   ').added).toBe(0);
    r = addCertificationTo(r, ' CompTIA Security+ ').resume;
    r = addCertificationTo(r, 'PMP (Project Management Professional)').resume;
    expect(r.certifications).toEqual(['CompTIA Security+', 'PMP (Project Management Professional)']);
    expect(moveCertification(r, 1, 'up').certifications[0]).toBe('PMP (Project Management Professional)');
    expect(moveCertification(r, 0, 'up')).toBe(r);
  });
});

describe('EditorDoc', () => {
  it('records undo steps per typing burst and restores them', () => {
    const doc = docOf(createResume());
    doc.edit((r) => ({ ...r, summary: 'H' }), 'summary');
    doc.edit((r) => ({ ...r, summary: 'Hi' }), 'summary');
    doc.edit((r) => ({ ...r, profile: { ...r.profile, fullName: 'Ada' } }), 'profile.fullName');
    expect(doc.undo()).toBe(true);
    expect(doc.resume.profile.fullName).toBe('');
    expect(doc.resume.summary).toBe('Hi');
    expect(doc.undo()).toBe(true);
    expect(doc.resume.summary).toBe('');
    expect(doc.redo()).toBe(true);
    expect(doc.resume.summary).toBe('Hi');
  });

  it('ignores edits that change nothing', () => {
    const doc = docOf(createResume());
    let notified = 0;
    doc.store.subscribe(() => notified++);
    doc.edit((r) => r);
    expect(notified).toBe(0);
    expect(doc.canUndo).toBe(false);
    expect(doc.store.getState().entries[doc.id]?.dirty).toBe(false);
  });
});
