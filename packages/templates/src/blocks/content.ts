import {
  resumeLanguageOf,
  resumeTexts,
  type CustomSection,
  type Education,
  type Experience,
  type Project,
  type Resume,
  type Skills,
} from '@resumey/resume';

/**
 * What counts as content. A section renders only when it has some (SPEC.md section 2), so a half-filled
 * editor item (every field blank, one empty bullet) is not shown, and blank bullets are skipped everywhere.
 */

export const hasText = (value: string | undefined | null): value is string => !!value && value.trim() !== '';

export const visibleLines = (lines: readonly string[] | undefined): string[] => (lines ?? []).filter(hasText);

export const visibleExperience = (resume: Resume): Experience[] =>
  resume.experience.filter((e) => hasText(e.title) || hasText(e.company) || visibleLines(e.bullets).length > 0);

export const visibleProjects = (resume: Resume): Project[] =>
  resume.projects.filter((p) => hasText(p.name) || hasText(p.role) || visibleLines(p.bullets).length > 0);

export const visibleEducation = (resume: Resume): Education[] =>
  resume.education.filter(
    (e) => hasText(e.school) || hasText(e.degree) || hasText(e.field) || visibleLines(e.details).length > 0,
  );

export const visibleCustom = (resume: Resume): CustomSection[] =>
  resume.custom.filter((c) => hasText(c.label) && visibleLines(c.bullets).length > 0);

export const SKILL_CATEGORIES = ['core', 'tools', 'languages'] as const satisfies ReadonlyArray<keyof Skills>;
export type SkillCategoryKey = (typeof SKILL_CATEGORIES)[number];

export interface SkillGroup {
  /** A category ('core', 'tools', 'languages') or, for a named group (resume.skillGroups), 'group-' and its id. */
  key: string;
  label: string;
  items: string[];
}

export const DEFAULT_SKILL_LABELS: Record<SkillCategoryKey, string> = {
  core: 'Core',
  tools: 'Tools',
  languages: 'Languages',
};

const withLevel = (name: string, level: string) => {
  const [n, l] = [name.trim(), level.trim()];
  return n && l ? `${n} (${l})` : n || l;
};

/**
 * The three categories under the template's labels, then the named groups a JSON Resume import brings, each under
 * its name and level ('Web Development (Master)'). Groups with a name and no keywords are skills themselves
 * ('Leadership (Expert)'): they are listed together under 'Other skills'.
 */
export const skillGroups = (resume: Resume, labels: Partial<Record<SkillCategoryKey, string>> = {}): SkillGroup[] => {
  // A template's own labels ('# core', 'Methods') are English words: other languages get their own.
  const lang = resumeLanguageOf(resume.meta.language);
  const t = resumeTexts(lang);
  const own = lang === 'en' ? labels : {};
  const defaults = { core: t.skillCore, tools: t.skillTools, languages: t.skillLanguages };
  const groups: SkillGroup[] = SKILL_CATEGORIES.map((key) => ({
    key,
    label: own[key] ?? defaults[key],
    items: visibleLines(resume.skills[key]),
  }));
  const alone: string[] = [];
  for (const g of resume.skillGroups ?? []) {
    const items = visibleLines(g.keywords);
    if (items.length) groups.push({ key: `group-${g.id}`, label: withLevel(g.name, g.level) || t.skills, items });
    else if (hasText(g.name) || hasText(g.level)) alone.push(withLevel(g.name, g.level));
  }
  if (alone.length) groups.push({ key: 'group-other', label: t.otherSkills, items: alone });
  return groups.filter((g) => g.items.length > 0);
};

/**
 * The comma between the items of a list in the resume's language: the Arabic comma in Arabic and Persian ('، '),
 * the ideographic one in Japanese and Chinese ('、', no space), a Latin comma and a space otherwise.
 */
export const listComma = (language?: string): string => {
  const l = resumeLanguageOf(language);
  if (l === 'ar' || l === 'fa') return '، ';
  return l === 'ja' || l === 'zh-Hans' || l === 'zh-Hant' ? '、' : ', ';
};

/**
 * 'BSc in Computer Science'; either part alone when the other is blank. Other languages than English join the two
 * with their list comma ('Master, Informatik', '修士、情報学', 'بكالوريوس، علوم الحاسب').
 */
export const degreeLine = (degree: string, field: string, language?: string): string =>
  [degree, field]
    .filter(hasText)
    .map((s) => s.trim())
    .join(resumeLanguageOf(language) === 'en' ? ' in ' : listComma(language));

/** 'Jane Doe' -> 'JD'; one letter for a single name; '' when there is no name. */
export const initials = (fullName: string): string => {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  const first = words[0]!.charAt(0);
  const last = words.length > 1 ? words[words.length - 1]!.charAt(0) : '';
  return (first + last).toUpperCase();
};

/** Counts for Grid Focus's 'Quick Stats'. */
export const resumeStats = (resume: Resume) => ({
  roles: visibleExperience(resume).length,
  projects: visibleProjects(resume).length,
  degrees: visibleEducation(resume).length,
});
