import { z } from 'zod/mini';
import type { Resume } from './schema';

/**
 * What an import did, shown to the user right after it (issue #19): where each part of the file went in the
 * editor, what was kept but is not displayed (it comes back on export), and what could not be imported.
 */
export interface ImportReport {
  /** 'JSON Resume', 'PDF', 'Word', 'LinkedIn export', 'Resumey'. */
  format: string;
  placed: Array<{ what: string; where: string }>;
  kept: string[];
  dropped: string[];
}

const line = z.string().check(z.maxLength(1000));
const lines = z.array(line).check(z.maxLength(500));

/**
 * The report as it is read back where it crossed a boundary (the browser history's state, a worker's answer):
 * anything else there is ignored rather than trusted.
 */
export const importReportSchema = z.object({
  format: z.string().check(z.maxLength(100)),
  placed: z.array(z.object({ what: line, where: line })).check(z.maxLength(500)),
  kept: lines,
  dropped: lines,
});

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const nonBlank = (values: string[]) => values.filter((v) => v.trim() !== '');

const PROFILE_FIELDS: Array<[keyof Resume['profile'], string]> = [
  ['fullName', 'name'],
  ['headline', 'headline'],
  ['email', 'e-mail'],
  ['phone', 'phone'],
  ['location', 'location'],
  ['address', 'address'],
  ['postalCode', 'postal code'],
  ['website', 'website'],
  ['linkedin', 'LinkedIn'],
  ['github', 'GitHub'],
  ['profileImage', 'photo'],
];

/** One line per part of the resume that has content, naming the editor tab (and the section in it) it is in. */
export function describeResume(r: Resume): ImportReport['placed'] {
  const out: ImportReport['placed'] = [];
  const add = (n: number, what: string, where: string) => n > 0 && out.push({ what, where });
  const profile = PROFILE_FIELDS.filter(([k]) => r.profile[k].trim() !== '').map(([, label]) => label);
  if (profile.length) out.push({ what: profile.join(', '), where: 'Profile' });
  add(r.links.length, count(r.links.length, 'link'), 'Profile › Links');
  add(r.summary.trim().length, 'Summary', 'Summary');
  add(r.experience.length, count(r.experience.length, 'job'), 'Experience');
  add(r.volunteer.length, count(r.volunteer.length, 'volunteer role'), 'Experience › Volunteering');
  add(r.projects.length, count(r.projects.length, 'project'), 'Projects');
  add(r.education.length, count(r.education.length, 'school'), 'Education');
  const skills = nonBlank([...r.skills.core, ...r.skills.tools]).length;
  add(skills, count(skills, 'skill'), 'Skills');
  add(r.skillGroups.length, count(r.skillGroups.length, 'skill group'), 'Skills › Skill groups');
  add(r.skills.languages.length, count(r.skills.languages.length, 'language'), 'Skills › Languages');
  add(r.certifications.length, count(r.certifications.length, 'certification'), 'Certifications');
  add(r.awards.length, count(r.awards.length, 'award'), 'Custom › Awards');
  add(r.publications.length, count(r.publications.length, 'publication'), 'Custom › Publications');
  add(r.interests.length, count(r.interests.length, 'interest'), 'Custom › Interests');
  add(r.references.length, count(r.references.length, 'reference'), 'Custom › References');
  for (const c of r.custom) {
    add(1, `${c.label.trim() || 'Untitled section'} (${count(nonBlank(c.bullets).length, 'line')})`, 'Custom');
  }
  return out;
}
