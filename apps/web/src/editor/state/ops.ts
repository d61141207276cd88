import {
  addBullet,
  addCertification,
  addSkills,
  moveById,
  moveItem,
  removeAt,
  removeById,
  updateAt,
  updateById,
  type Direction,
  type Resume,
  type SkillCategory,
} from '@resumey/resume';

/**
 * Resume-level edits, addressed the way the editor's components address data: a section, an item id and a field.
 * The list mechanics themselves (move, remove, dedupe...) are @resumey/resume's editing helpers; these only
 * place their result back into the resume. Each returns the same resume object when nothing changed, so a no-op
 * never marks the resume unsaved.
 */

export type ItemSection = 'experience' | 'projects' | 'education' | 'links' | 'custom' | 'skillGroups';
export type ItemOf<S extends ItemSection> = Resume[S][number];
/** The string-list fields of list items: bullets, education details, technologies and a skill group's keywords. */
export type LineField = 'bullets' | 'details' | 'technologies' | 'keywords';

type AnyItem = { id: string } & Record<string, unknown>;

const withSection = (resume: Resume, section: ItemSection, next: AnyItem[]): Resume =>
  next === (resume[section] as unknown) ? resume : { ...resume, [section]: next };

const items = (resume: Resume, section: ItemSection) => resume[section] as unknown as AnyItem[];

export const findItem = <S extends ItemSection>(resume: Resume, section: S, id: string): ItemOf<S> | undefined =>
  (resume[section] as ItemOf<S>[]).find((item) => item.id === id);

export function setItemField<S extends ItemSection, K extends Exclude<keyof ItemOf<S>, 'id'>>(
  resume: Resume,
  section: S,
  id: string,
  field: K,
  value: ItemOf<S>[K],
): Resume {
  const item = findItem(resume, section, id);
  if (!item || item[field] === value) return resume;
  return withSection(resume, section, updateById(items(resume, section), id, { [field]: value }));
}

export const addSectionItem = <S extends ItemSection>(resume: Resume, section: S, item: ItemOf<S>): Resume =>
  withSection(resume, section, [...items(resume, section), item as unknown as AnyItem]);

export const removeSectionItem = (resume: Resume, section: ItemSection, id: string): Resume =>
  withSection(resume, section, removeById(items(resume, section), id));

export const moveSectionItem = (resume: Resume, section: ItemSection, id: string, direction: Direction): Resume =>
  withSection(resume, section, moveById(items(resume, section), id, direction));

/** Applies `change` to one item's string list (bullets, details or technologies). */
export function updateLines(
  resume: Resume,
  section: ItemSection,
  id: string,
  field: LineField,
  change: (lines: string[]) => string[],
): Resume {
  const item = items(resume, section).find((x) => x.id === id);
  const lines = item?.[field];
  if (!Array.isArray(lines)) return resume;
  const next = change(lines as string[]);
  if (next === lines) return resume;
  return withSection(resume, section, updateById(items(resume, section), id, { [field]: next }));
}

export const setLine = (
  resume: Resume,
  section: ItemSection,
  id: string,
  field: LineField,
  index: number,
  text: string,
) => updateLines(resume, section, id, field, (lines) => (lines[index] === text ? lines : updateAt(lines, index, text)));

export const addLine = (resume: Resume, section: ItemSection, id: string, field: LineField) =>
  updateLines(resume, section, id, field, addBullet);

/** Inserts an empty line after `index` (Enter in a bullet). */
export const insertLineAfter = (resume: Resume, section: ItemSection, id: string, field: LineField, index: number) =>
  updateLines(resume, section, id, field, (lines) => [...lines.slice(0, index + 1), '', ...lines.slice(index + 1)]);

export const removeLine = (resume: Resume, section: ItemSection, id: string, field: LineField, index: number) =>
  updateLines(resume, section, id, field, (lines) => removeAt(lines, index));

export const setLines = (resume: Resume, section: ItemSection, id: string, field: LineField, next: string[]) =>
  updateLines(resume, section, id, field, (lines) =>
    lines.length === next.length && lines.every((l, i) => l === next[i]) ? lines : next,
  );

// ---- Skills ----

/** Adds the skills typed into a category's input; `added` is how many were new. */
export function addSkillsTo(resume: Resume, category: SkillCategory, input: string): { resume: Resume; added: number } {
  const { list, added } = addSkills(resume.skills[category], input);
  if (!added) return { resume, added };
  return { resume: { ...resume, skills: { ...resume.skills, [category]: list } }, added };
}

export function removeSkill(resume: Resume, category: SkillCategory, index: number): Resume {
  const list = removeAt(resume.skills[category], index);
  return list === resume.skills[category] ? resume : { ...resume, skills: { ...resume.skills, [category]: list } };
}

export const skillCount = (resume: Resume): number =>
  resume.skills.core.length + resume.skills.tools.length + resume.skills.languages.length;

// ---- Certifications ----

export function addCertificationTo(resume: Resume, input: string): { resume: Resume; added: number } {
  const { list, added } = addCertification(resume.certifications, input);
  return added ? { resume: { ...resume, certifications: list }, added } : { resume, added };
}

const withCertifications = (resume: Resume, list: string[]) =>
  list === resume.certifications ? resume : { ...resume, certifications: list };

export const setCertification = (resume: Resume, index: number, text: string) =>
  resume.certifications[index] === text
    ? resume
    : withCertifications(resume, updateAt(resume.certifications, index, text));

export const removeCertification = (resume: Resume, index: number) =>
  withCertifications(resume, removeAt(resume.certifications, index));

export const moveCertification = (resume: Resume, index: number, direction: Direction) =>
  withCertifications(resume, moveItem(resume.certifications, index, direction));
