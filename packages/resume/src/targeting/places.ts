import { splitEntries } from '../ats/entries';
import { jobOf, projectOf, schoolOf } from '../ats/fields';
import { splitSections } from '../ats/sections';
import type { AtsEntry, AtsLine, AtsSectionKind } from '../ats/types';
import type { Resume } from '../schema';
import type { SectionKey } from '../sections';

/** Where a term was read: a section (as printed, or as the editor names it), an entry in it, a bullet of that. */
export interface Place {
  section: AtsSectionKind | 'header';
  /** The section's heading as printed ('Work History'), or the editor's name for it. */
  heading: string;
  /** 'Senior Engineer, Acme' for a job, the project's or school's name. */
  entry?: string;
  /** From 1. */
  bullet?: number;
  /** The editor's section this place belongs to (for hidden sections); editor places only. */
  key?: SectionKey;
  /** The editor's field, 'Technologies', 'Headline'; editor places only. */
  field?: string;
}

export interface TextPlace {
  place: Place;
  text: string;
}

const join = (...parts: string[]) => parts.filter((p) => p.trim()).join(', ');

function entryPlaces(kind: AtsSectionKind, heading: string, entries: AtsEntry[]): TextPlace[] {
  const out: TextPlace[] = [];
  for (const e of entries) {
    const name =
      kind === 'experience'
        ? join(jobOf(e).title, jobOf(e).company)
        : kind === 'projects'
          ? projectOf(e).name
          : join(schoolOf(e).degree, schoolOf(e).school);
    const base = { section: kind, heading, entry: name || undefined };
    out.push({ place: base, text: e.header.join(' · ') });
    e.bullets.forEach((b, i) => out.push({ place: { ...base, bullet: i + 1 }, text: b }));
    if (e.technologies?.length) out.push({ place: base, text: e.technologies.join(', ') });
  }
  return out;
}

/** The text of a PDF, place by place, as the project's ATS parser reads it (sections, entries, bullets). */
export function pdfPlaces(lines: readonly AtsLine[]): TextPlace[] {
  const { header, sections } = splitSections(lines);
  const out: TextPlace[] = [];
  if (header.length)
    out.push({ place: { section: 'header', heading: 'Header' }, text: header.map((l) => l.text).join('\n') });
  for (const s of sections) {
    if (s.kind === 'experience' || s.kind === 'projects' || s.kind === 'education') {
      out.push(...entryPlaces(s.kind, s.heading, splitEntries(s.lines)));
    } else {
      out.push({ place: { section: s.kind, heading: s.heading }, text: s.lines.map((l) => l.text).join('\n') });
    }
  }
  return out;
}

/** The resume's own text, field by field, as the editor holds it (shown on the page or not). */
export function editorPlaces(r: Resume): TextPlace[] {
  const out: TextPlace[] = [];
  const add = (place: Place, text: string | undefined) => {
    if (text?.trim()) out.push({ place, text });
  };
  add({ section: 'header', heading: 'Profile', field: 'Headline' }, r.profile.headline);
  add({ section: 'summary', heading: 'Summary', key: 'summary' }, r.summary);
  for (const job of r.experience) {
    const base: Place = {
      section: 'experience',
      heading: 'Experience',
      key: 'experience',
      entry: join(job.title, job.company),
    };
    add({ ...base, field: 'Title' }, join(job.title, job.company));
    add({ ...base, field: 'Summary' }, job.summary);
    job.bullets.forEach((b, i) => add({ ...base, bullet: i + 1 }, b));
    add({ ...base, field: 'Technologies' }, job.technologies.join(', '));
  }
  for (const p of r.projects) {
    const base: Place = { section: 'projects', heading: 'Projects', key: 'projects', entry: p.name || undefined };
    add({ ...base, field: 'Name' }, join(p.name, p.role));
    add({ ...base, field: 'Description' }, p.description);
    p.bullets.forEach((b, i) => add({ ...base, bullet: i + 1 }, b));
    add({ ...base, field: 'Technologies' }, p.technologies.join(', '));
  }
  for (const ed of r.education) {
    const base: Place = {
      section: 'education',
      heading: 'Education',
      key: 'education',
      entry: join(ed.degree, ed.school),
    };
    add({ ...base, field: 'Degree' }, join(ed.degree, ed.field, ed.school));
    ed.details.forEach((d, i) => add({ ...base, bullet: i + 1 }, d));
  }
  const skills: Place = { section: 'skills', heading: 'Skills', key: 'skills' };
  add({ ...skills, field: 'Core skills' }, r.skills.core.join(', '));
  add({ ...skills, field: 'Tools' }, r.skills.tools.join(', '));
  add({ ...skills, field: 'Languages' }, r.skills.languages.join(', '));
  for (const g of r.skillGroups ?? []) add({ ...skills, field: g.name || 'Skill group' }, join(g.name, ...g.keywords));
  add({ section: 'certifications', heading: 'Certifications', key: 'certifications' }, r.certifications.join('\n'));
  for (const c of r.custom) {
    const base: Place = { section: 'other', heading: c.label || 'Custom section', key: 'custom' };
    c.bullets.forEach((b, i) => add({ ...base, bullet: i + 1 }, b));
  }
  return out;
}
