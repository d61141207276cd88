import type { Resume } from '../schema';
import { formatDateRange } from '../dates';
import { stripMarkup } from '../markup';
import type { AtsResume } from './types';
import { normalise } from './text';

export type AtsFieldGroup = 'identity' | 'jobs' | 'schools' | 'bullets' | 'skills';

export interface AtsMiss {
  group: AtsFieldGroup;
  field: string;
  expected: string;
  read: string;
}

export interface AtsScore {
  /** Per group: fields read right and fields expected. */
  groups: Record<AtsFieldGroup, { ok: number; total: number }>;
  misses: AtsMiss[];
}

const filled = (s: string | undefined | null): s is string => !!s && s.trim() !== '';
const same = (a: string, b: string) => normalise(a).replace(/[.]$/, '') === normalise(b).replace(/[.]$/, '');

/**
 * Compares what a parser read with the resume that was rendered, field by field: name, e-mail, phone and
 * location; each job's title, company and dates; each school and degree (with its field); every bullet of the
 * jobs and projects, in the entry it belongs to; every skill. Entries are matched by title (or name) first and
 * by position otherwise, so a job read under the wrong title still counts its bullets where they landed.
 */
export function scoreAtsRead(resume: Resume, read: AtsResume): AtsScore {
  const groups: AtsScore['groups'] = {
    identity: { ok: 0, total: 0 },
    jobs: { ok: 0, total: 0 },
    schools: { ok: 0, total: 0 },
    bullets: { ok: 0, total: 0 },
    skills: { ok: 0, total: 0 },
  };
  const misses: AtsMiss[] = [];
  const check = (group: AtsFieldGroup, field: string, expected: string, got: string, ok = same(expected, got)) => {
    groups[group].total += 1;
    if (ok) groups[group].ok += 1;
    else misses.push({ group, field, expected, read: got });
  };

  const p = resume.profile;
  if (filled(p.fullName)) check('identity', 'name', p.fullName.trim(), read.name);
  if (filled(p.email)) check('identity', 'email', p.email.trim(), read.email);
  if (filled(p.phone)) check('identity', 'phone', p.phone.trim(), read.phone);
  if (filled(p.location)) check('identity', 'location', p.location.trim(), read.location);

  const pick = <T>(items: T[], i: number, key: (t: T) => string, want: string) =>
    items.find((t) => same(key(t), want)) ?? items[i];

  const bulletsOf = (where: string, expected: string[], got: string[] | undefined) => {
    const readSet = new Set((got ?? []).map((b) => normalise(b)));
    for (const b of expected.map((x) => stripMarkup(x).trim()).filter(filled)) {
      const ok = readSet.has(normalise(b));
      check(
        'bullets',
        where,
        b,
        ok ? b : ((got ?? []).find((g) => normalise(g).startsWith(normalise(b).slice(0, 12))) ?? ''),
        ok,
      );
    }
  };

  const jobs = resume.experience.filter((e) => filled(e.title) || filled(e.company));
  jobs.forEach((job, i) => {
    const got = pick(read.experience, i, (j) => j.title, job.title.trim());
    const label = `job ${i + 1}`;
    if (filled(job.title)) check('jobs', `${label} title`, job.title.trim(), got?.title ?? '');
    if (filled(job.company)) check('jobs', `${label} company`, job.company.trim(), got?.company ?? '');
    const dates = formatDateRange(job.startDate, job.endDate);
    if (filled(dates)) check('jobs', `${label} dates`, dates, got?.dates ?? '');
    bulletsOf(`${label} bullets`, job.bullets, got?.bullets);
  });

  resume.projects
    .filter((pr) => filled(pr.name) || filled(pr.role))
    .forEach((project, i) => {
      const got = pick(read.projects, i, (x) => x.name, project.name.trim());
      bulletsOf(`project ${i + 1} bullets`, project.bullets, got?.bullets);
    });

  const schools = resume.education.filter((e) => filled(e.school) || filled(e.degree));
  schools.forEach((school, i) => {
    const got = pick(read.education, i, (s) => s.school, school.school.trim());
    const label = `school ${i + 1}`;
    if (filled(school.school)) check('schools', `${label} school`, school.school.trim(), got?.school ?? '');
    if (filled(school.degree)) check('schools', `${label} degree`, school.degree.trim(), got?.degree ?? '');
    if (filled(school.field)) check('schools', `${label} field`, school.field.trim(), got?.field ?? '');
  });

  const readSkills = new Set(read.skills.map(normalise));
  for (const skill of [...resume.skills.core, ...resume.skills.tools, ...resume.skills.languages].filter(filled)) {
    check('skills', 'skill', skill.trim(), readSkills.has(normalise(skill)) ? skill.trim() : '');
  }
  return { groups, misses };
}

/** Share of fields read right, from 0 to 1 (1 when the group has none). */
export const ratio = (g: { ok: number; total: number }) => (g.total ? g.ok / g.total : 1);
