import { ALL_RESUME_TEXTS } from './all';
import { HEADING_KEYS } from './keys';
import type { AtsSectionKind } from '../ats/types';
import { headingKind } from '../import-reader/headings';

// A resume's section headings and labels read back in any resume language: Resumey's own PDF or Word export of a
// German resume says 'Berufserfahrung' and 'Kernkompetenzen:', a Google Docs resume in Spanish 'Experiencia laboral'.

const key = (text: string) =>
  text
    .trim()
    .toLocaleLowerCase()
    .replace(/[:：]$/u, '')
    .trim();

/** The sections the model keeps lists for beyond the six headings, by the English word build.ts knows them by. */
const MORE_SECTIONS = ['volunteer', 'awards', 'publications', 'interests', 'references', 'links'] as const;

let headings: Map<string, Exclude<AtsSectionKind, 'other'>> | undefined;
let skillLabels: Map<string, 'core' | 'tools' | 'languages'> | undefined;
let more: Map<string, (typeof MORE_SECTIONS)[number]> | undefined;
let labels: { tech: string[]; grade: string[] } | undefined;

function tables() {
  if (headings && skillLabels && more && labels) return { headings, skillLabels, more, labels };
  labels = { tech: [], grade: [] };
  headings = new Map();
  skillLabels = new Map();
  more = new Map();
  for (const texts of Object.values(ALL_RESUME_TEXTS)) {
    for (const k of HEADING_KEYS) headings.set(key(texts[k]), k);
    for (const k of MORE_SECTIONS) more.set(key(texts[k]), k);
    labels.tech.push(key(texts.tech));
    labels.grade.push(key(texts.grade));
    skillLabels.set(key(texts.skillCore), 'core');
    skillLabels.set(key(texts.skillTools), 'tools');
    skillLabels.set(key(texts.skillLanguages), 'languages');
  }
  return { headings, skillLabels, more, labels };
}

const READER_KINDS: Partial<Record<string, Exclude<AtsSectionKind, 'other'>>> = {
  summary: 'summary',
  experience: 'experience',
  education: 'education',
  skills: 'skills',
  languages: 'skills',
  projects: 'projects',
  certifications: 'certifications',
};

/** The section a heading names when it is one the resume texts of some language print ('Berufserfahrung'). */
export const ownSectionKind = (heading: string): Exclude<AtsSectionKind, 'other'> | undefined =>
  tables().headings.get(key(heading));

/** The section a styled heading names in any resume language: a resume's own heading text, or the import's words. */
export function localizedSectionKind(heading: string): Exclude<AtsSectionKind, 'other'> | undefined {
  const own = ownSectionKind(heading);
  if (own) return own;
  const read = headingKind(heading);
  return read && read.cover === 1 ? READER_KINDS[read.kind] : undefined;
}

/** A skills line's label as one of the three lists, in any resume language ('Kernkompetenzen', 'Sprachen'). */
export function skillListOf(label: string): 'core' | 'tools' | 'languages' | undefined {
  return tables().skillLabels.get(key(label));
}

/** A heading of the sections beyond the six ('Ehrenamt', 'Auszeichnungen', 'リンク') as the English word for it. */
export const moreSectionOf = (heading: string): string | undefined => tables().more.get(key(heading));

const after = (text: string, words: readonly string[]) => {
  const m = text.match(/^([^:：]{1,40})\s*[:：]\s*(.+)$/su);
  return m && words.includes(key(m[1]!)) ? m[2]!.trim() : undefined;
};

/** The list after a technologies label in any resume language ('Technologien: a, b', 'Technologies : a, b'). */
export const technologiesAfterLabel = (text: string): string | undefined =>
  after(text, [...tables().labels.tech, 'tech', 'technologies', 'tools', 'stack', 'built with']);

/** The grade after its label in any resume language ('Note: 1,3', 'Score: 3.9/4.0', 'GPA: 3.8'). */
export const gradeAfterLabel = (text: string): string | undefined =>
  after(text, [...tables().labels.grade, 'score', 'gpa', 'grade']);
