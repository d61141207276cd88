import { normalise } from '../ats/text';
import { stripMarkup } from '../markup';
import type { Resume } from '../schema';

/**
 * How much of a resume an import got back, field by field (issue #19: the PDF import's score tables). Only
 * fields the original fills count. Entries are matched by title (name, school) first and by position otherwise.
 */
export type ImportFieldGroup = 'profile' | 'jobs' | 'schools' | 'bullets' | 'skills' | 'other';
export const IMPORT_FIELD_GROUPS: ImportFieldGroup[] = ['profile', 'jobs', 'schools', 'bullets', 'skills', 'other'];

export interface ImportScore {
  groups: Record<ImportFieldGroup, { ok: number; total: number }>;
  /** All groups together. */
  ok: number;
  total: number;
  misses: Array<{ group: ImportFieldGroup; field: string; expected: string; got: string }>;
}

const clean = (s: string) =>
  normalise(stripMarkup(s))
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .replace(/[./]$/, '');

export function scoreImport(expected: Resume, got: Resume): ImportScore {
  const score: ImportScore = {
    groups: Object.fromEntries(IMPORT_FIELD_GROUPS.map((g) => [g, { ok: 0, total: 0 }])) as ImportScore['groups'],
    ok: 0,
    total: 0,
    misses: [],
  };
  const check = (group: ImportFieldGroup, field: string, want: string, have: string | undefined) => {
    if (!want.trim()) return;
    const ok = clean(want) === clean(have ?? '');
    score.groups[group].total += 1;
    score.total += 1;
    if (ok) {
      score.groups[group].ok += 1;
      score.ok += 1;
    } else score.misses.push({ group, field, expected: want, got: have ?? '' });
  };
  const within = (group: ImportFieldGroup, field: string, wants: readonly string[], haves: readonly string[]) => {
    const set = new Set(haves.map(clean));
    for (const w of wants) check(group, field, w, set.has(clean(w)) ? w : '');
  };
  const pick = <T>(items: readonly T[], i: number, key: (t: T) => string, want: string) =>
    items.find((t) => clean(key(t)) === clean(want)) ?? items[i];

  for (const k of ['fullName', 'headline', 'email', 'phone', 'location', 'website', 'linkedin', 'github'] as const) {
    check('profile', k, expected.profile[k], got.profile[k]);
  }
  expected.experience.forEach((job, i) => {
    const g = pick(got.experience, i, (j) => j.title, job.title);
    for (const k of ['title', 'company', 'location', 'startDate', 'endDate'] as const) {
      check('jobs', `job ${i + 1} ${k}`, job[k], g?.[k]);
    }
    within('bullets', `job ${i + 1} bullets`, job.bullets, g?.bullets ?? []);
  });
  expected.education.forEach((school, i) => {
    const g = pick(got.education, i, (s) => s.school, school.school);
    for (const k of ['school', 'degree', 'field', 'startDate', 'endDate'] as const) {
      check('schools', `school ${i + 1} ${k}`, school[k], g?.[k]);
    }
    within('bullets', `school ${i + 1} details`, school.details, g?.details ?? []);
  });
  expected.projects.forEach((project, i) => {
    const g = pick(got.projects, i, (p) => p.name, project.name);
    check('other', `project ${i + 1} name`, project.name, g?.name);
    within('bullets', `project ${i + 1} bullets`, project.bullets, g?.bullets ?? []);
  });
  const skills = (r: Resume) => [...r.skills.core, ...r.skills.tools, ...r.skills.languages];
  within('skills', 'skill', skills(expected), skills(got));
  within('other', 'certification', expected.certifications, got.certifications);
  check('other', 'summary', expected.summary, got.summary);
  return score;
}

export const shareOf = (g: { ok: number; total: number }) => (g.total ? g.ok / g.total : 1);
