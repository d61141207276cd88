/**
 * Section order and visibility per resume (issue #20 item 2). The resume stores the user's order of its sections
 * (meta.sectionOrder) and the sections hidden on the page (meta.hiddenSections); hiding never touches the content.
 * Both lists hold plain strings rather than an enum so a resume, local copy or share link written by a later version
 * with a section this one does not know still opens: unknown keys are ignored here, where the lists are read.
 */

/** The sections a template draws below its header, in the order a template without its own layout uses. */
export const SECTION_KEYS = [
  'summary',
  'experience',
  'projects',
  'education',
  'skills',
  'certifications',
  'custom',
] as const;

export type SectionKey = (typeof SECTION_KEYS)[number];

/** The names the editor's Sections control shows (a template may title a section its own way on the page). */
export const SECTION_NAMES: Record<SectionKey, string> = {
  summary: 'Summary',
  experience: 'Experience',
  projects: 'Projects',
  education: 'Education',
  skills: 'Skills',
  certifications: 'Certifications',
  custom: 'Custom sections',
};

export const isSectionKey = (v: unknown): v is SectionKey => (SECTION_KEYS as readonly unknown[]).includes(v);

export interface SectionLayout {
  sectionOrder: readonly string[];
  hiddenSections: readonly string[];
}

/**
 * Every section once: the known keys of `order` first, in that order, then the rest in `fallback`'s order (a
 * section the stored order does not name yet, e.g. one added by a later version, keeps its default place at the
 * end rather than disappearing).
 */
export function fullSectionOrder(
  order: readonly string[],
  fallback: readonly SectionKey[] = SECTION_KEYS,
): SectionKey[] {
  const out: SectionKey[] = [];
  for (const key of [...order, ...fallback, ...SECTION_KEYS])
    if (isSectionKey(key) && !out.includes(key)) out.push(key);
  return out;
}

/**
 * A template column's sections as the page shows them: in the user's order and without the hidden ones. A resume
 * with no stored order (every resume from before issue #20) keeps the column's own order, so templates look as
 * they always did until the user reorders. Sections of other columns are never pulled in: a sidebar keeps its
 * sections, and they reorder among themselves.
 */
export function columnSections(layout: SectionLayout, column: readonly SectionKey[]): SectionKey[] {
  const shown = column.filter((key) => !layout.hiddenSections.includes(key));
  if (!layout.sectionOrder.some(isSectionKey)) return shown;
  const rank = fullSectionOrder(layout.sectionOrder);
  return shown.sort((a, b) => rank.indexOf(a) - rank.indexOf(b));
}

/** `order` with `key` moved by `delta` places (clamped at the ends); `order` should be a fullSectionOrder. */
export function moveSection(order: readonly SectionKey[], key: SectionKey, delta: number): SectionKey[] {
  const from = order.indexOf(key);
  if (from < 0) return [...order];
  const to = Math.min(order.length - 1, Math.max(0, from + delta));
  const out = [...order];
  out.splice(from, 1);
  out.splice(to, 0, key);
  return out;
}

/** The hidden list with `key` hidden or shown; unknown keys a later version wrote are kept as they are. */
export function withSectionHidden(hidden: readonly string[], key: SectionKey, hide: boolean): string[] {
  const rest = hidden.filter((k) => k !== key);
  return hide ? [...rest, key] : rest;
}
