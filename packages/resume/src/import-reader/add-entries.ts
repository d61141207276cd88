import { newId } from '../defaults';
import type { Resume } from '../schema';
import { joinWrapped } from '../wrapped-text';
import { REVIEW_BELOW, type Collected, type EntryDates } from './collected';
import type { Assigned, Entry } from './entries';
import { sourceIds } from './join-lines';

// A job or a school of the resume from an entry whose fields are told apart, each field with where it was read.

export function addJob(c: Collected, e: Entry, a: Assigned, d: EntryDates): void {
  const id = newId();
  const key = `experience.${id}`;
  const reason =
    a.confidence < REVIEW_BELOW ? 'The title and the company were told apart by their order only.' : undefined;
  if (a.first)
    c.source(`${key}.title`, 'Job Title', {
      text: a.first.text,
      lines: [a.first.line],
      confidence: a.confidence,
      reason,
    });
  if (a.second)
    c.source(`${key}.company`, 'Company', {
      text: a.second.text,
      lines: [a.second.line],
      confidence: a.confidence,
      reason,
    });
  if (a.place) c.source(`${key}.location`, 'Location', { text: a.place.text, lines: [a.place.line], confidence: 0.8 });
  const dates = c.dates(key, d);
  const paragraphs = e.paragraphs.map((l) => l.text).reduce(joinWrapped, '');
  if (paragraphs)
    c.source(`${key}.summary`, 'Summary', { text: paragraphs, lines: e.paragraphs.map((l) => l.id), confidence: 0.8 });
  e.header.forEach((l) => sourceIds(l).forEach((id) => c.used.add(id)));
  c.resume.experience.push({
    id,
    title: a.first?.text ?? '',
    company: a.second?.text ?? '',
    location: a.place?.text ?? '',
    ...dates,
    bullets: c.bullets(key, e),
    technologies: [],
    url: '',
    description: '',
    summary: paragraphs,
  });
}

/**
 * A school's name without the city some builders add after a comma ('…имени М.В. Ломоносова, Москва'), when the
 * resume names that city already as the person's or a job's place. 'University of California, Berkeley' keeps
 * its campus unless 'Berkeley' alone is such a place.
 */
function withoutKnownPlace(school: string, resume: Resume): string {
  const places = new Set(
    [resume.profile.location, ...resume.experience.map((j) => j.location)].map((p) => p.trim().toLowerCase()),
  );
  const m = school.match(/^(.{8,}),\s+([^,]{2,40})$/u);
  return m && places.has(m[2]!.trim().toLowerCase()) ? m[1]! : school;
}

/** 'Bachelor of Science in Computer Science': the degree and its field. */
const DEGREE_IN =
  /^(.*?\b(?:bachelor|master|associate|doctor|diploma|certificate|b\.?[as]\.?|m\.?[as]\.?|bsc|msc|ph\.?d\.?)\b.*?)\s+in\s+(.+)$/i;

export function addSchool(c: Collected, e: Entry, a: Assigned, d: EntryDates): void {
  const id = newId();
  const key = `education.${id}`;
  if (a.first)
    c.source(`${key}.school`, 'School/Institution', {
      text: a.first.text,
      lines: [a.first.line],
      confidence: a.confidence,
    });
  if (a.second)
    c.source(`${key}.degree`, 'Degree', { text: a.second.text, lines: [a.second.line], confidence: a.confidence });
  const dates = c.dates(key, d);
  e.header.forEach((l) => sourceIds(l).forEach((id) => c.used.add(id)));
  const details = [...e.paragraphs.map((l) => l.text), ...e.bullets.map((b) => b.text)];
  e.paragraphs.forEach((l) => c.source(`${key}.details`, 'Detail', { text: l.text, lines: [l.id], confidence: 0.85 }));
  e.bullets.forEach((b) => c.source(`${key}.details`, 'Detail', { text: b.text, lines: b.lines, confidence: 0.85 }));
  const cut = (a.second?.text ?? '').match(DEGREE_IN);
  c.resume.education.push({
    id,
    school: withoutKnownPlace(a.first?.text ?? '', c.resume),
    degree: cut ? cut[1]! : (a.second?.text ?? ''),
    field: cut ? cut[2]! : '',
    ...dates,
    details,
    url: '',
    score: '',
  });
}
