import type { SkillCategory } from '../schema';

/** Quick-add suggestions of the Skills tab (SPEC.md section 2); spoken languages have none. */
export const SKILL_SUGGESTIONS: Readonly<Record<SkillCategory, readonly string[]>> = {
  core: ['JavaScript', 'Python', 'React', 'Node.js', 'SQL', 'Git', 'AWS'],
  tools: ['Docker', 'Kubernetes', 'MongoDB', 'PostgreSQL', 'VS Code', 'Figma'],
  languages: [],
};

/** The Certifications tab's 10 suggestions (SPEC.md section 2). */
export const CERTIFICATION_SUGGESTIONS: readonly string[] = [
  'AWS Certified Developer Associate',
  'Google Cloud Professional',
  'Microsoft Azure Fundamentals',
  'PMP (Project Management Professional)',
  'Scrum Master Certified (SMC)',
  'CompTIA Security+',
  'Certified Ethical Hacker (CEH)',
  'Google Analytics Certified',
  'HubSpot Content Marketing Certified',
  'Salesforce Administrator',
];

const key = (s: string) => s.trim().toLowerCase();

/** Whether a list already holds an entry, ignoring case and surrounding spaces (suggestions are then disabled). */
export const hasEntry = (list: readonly string[], entry: string): boolean => {
  const k = key(entry);
  return list.some((item) => key(item) === k);
};

/** The entries an input would add: split on commas, trimmed, without empties or case-insensitive duplicates. */
export function newEntries(list: readonly string[], input: string): string[] {
  const seen = new Set(list.map(key));
  const out: string[] = [];
  for (const part of input.split(',')) {
    const entry = part.trim();
    if (!entry || seen.has(key(entry))) continue;
    seen.add(key(entry));
    out.push(entry);
  }
  return out;
}

/**
 * Adds skills typed into the Skills tab. Input with commas adds every new entry ('Add N skills'); the count
 * says how many were added, and the list is returned unchanged when there are none.
 */
export function addSkills(list: string[], input: string): { list: string[]; added: number } {
  const entries = newEntries(list, input);
  return entries.length ? { list: [...list, ...entries], added: entries.length } : { list, added: 0 };
}

/** Adds one certification: trimmed, non-empty and not already listed (ignoring case). Commas are kept. */
export function addCertification(list: string[], input: string): { list: string[]; added: number } {
  const entry = input.trim();
  if (!entry || hasEntry(list, entry)) return { list, added: 0 };
  return { list: [...list, entry], added: 1 };
}

/** Technologies are typed as comma-separated text: trimmed, empties dropped. */
export const parseTechnologies = (text: string): string[] =>
  text
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);

export const technologiesToText = (list: readonly string[]): string => list.join(', ');
