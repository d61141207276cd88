import type { Resume } from '../schema';
import type { FieldSource, SourceLine } from './types';

const norm = (s: string) =>
  s
    .normalize('NFKC')
    .replace(/\*\*|__|\*/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

/**
 * Where each field of a resume read by other rules (the Word import of documents styled with Word's headings)
 * is in the document's lines: the first line that holds its text. Lines no field is found in are the unused ones.
 */
export function matchSources(
  resume: Resume,
  lines: readonly SourceLine[],
): { fields: FieldSource[]; unused: number[] } {
  const fields: FieldSource[] = [];
  const used = new Set<number>();
  const find = (key: string, value: string, heading?: string) => {
    const v = norm(value);
    if (!v) return;
    const line =
      lines.find((l) => norm(l.text).includes(v)) ??
      lines.find((l) => v.includes(norm(l.text)) && norm(l.text).length > 3);
    if (!line) return;
    used.add(line.id);
    fields.push({
      key,
      ...(heading !== undefined && { heading }),
      text: value,
      lines: [line.id],
      box: line.box,
      confidence: 0.9,
    });
  };
  const p = resume.profile;
  find('profile.fullName', p.fullName);
  find('profile.headline', p.headline);
  find('profile.email', p.email);
  find('profile.phone', p.phone);
  find('profile.location', p.location);
  for (const s of resume.summary.split('\n')) find('summary', s);
  for (const j of resume.experience) {
    find(`experience.${j.id}.title`, j.title);
    find(`experience.${j.id}.company`, j.company);
    j.bullets.forEach((b, i) => find(`experience.${j.id}.bullets.${i}`, b));
  }
  for (const e of resume.education) {
    find(`education.${e.id}.school`, e.school);
    find(`education.${e.id}.degree`, e.degree);
    e.details.forEach((d) => find(`education.${e.id}.details`, d));
  }
  for (const group of ['core', 'tools', 'languages'] as const)
    for (const s of resume.skills[group]) find(`skills.${group}`, s);
  for (const c of resume.certifications) find('certifications', c);
  for (const c of resume.custom) for (const b of c.bullets) find(`custom.${c.id}.bullets`, b, c.label);
  // Headings and labels hold no field: only lines with more than a few words count as unused.
  const unused = lines.filter((l) => !used.has(l.id) && l.text.split(/\s+/).length > 3).map((l) => l.id);
  return { fields, unused };
}
