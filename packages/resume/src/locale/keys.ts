/**
 * The texts a resume prints in its own language (issue #35 item 1): section headings, the open end of a date
 * range and the fixed words of templates. Every language of RESUME_TEXTS must give every key (a missing one fails
 * typecheck), so no template falls back to English words on a German page.
 */
export interface ResumeTexts {
  summary: string;
  experience: string;
  projects: string;
  education: string;
  skills: string;
  certifications: string;
  /** The open end of a date range: 'Mar 2021 – Present', 'März 2021 – heute'. */
  present: string;
  /** The heading of a sidebar's contact details. */
  contact: string;
  /** The line over the name in the Academic template. */
  curriculumVitae: string;
  /** Grid Focus's counts: the heading and the label of each count. */
  quickStats: string;
  statRoles: string;
  statProjects: string;
  statDegrees: string;
  /** Before a job's or project's technologies: 'Tech:'. */
  tech: string;
  /** Skill groups: the Core, Tools and Languages categories, and the skills in no group. */
  skillCore: string;
  skillTools: string;
  skillLanguages: string;
  otherSkills: string;
  /** The sections an import brings, which the Word and text exports write. */
  volunteer: string;
  awards: string;
  publications: string;
  interests: string;
  references: string;
  links: string;
  /** Before an education entry's score (GPA, mark). */
  grade: string;
  /** Taglines over the name: Creative's greeting and Product Manager's three words. */
  greeting: string;
  productTagline: string;
  /** A cover letter's defaults (issue #41): the greeting when no recipient is named, and the closing line. */
  letterGreeting: string;
  letterClosing: string;
}

/** The headings a resume can rename (meta.headings); a custom section's heading is its own label. */
export const HEADING_KEYS = ['summary', 'experience', 'projects', 'education', 'skills', 'certifications'] as const;
export type HeadingKey = (typeof HEADING_KEYS)[number];

/**
 * Every resume language, in the order the editor lists them. The texts of all but English are downloaded when a
 * resume in that language is drawn (index.ts loadResumeTexts), so an English resume's page carries none of them.
 */
export const RESUME_LANGUAGES = [
  'en',
  'de',
  'fr',
  'es',
  'it',
  'pt-BR',
  'pt-PT',
  'nl',
  'pl',
  'sv',
  'tr',
  'ru',
  'uk',
  'el',
  'ar',
  'he',
  'fa',
  'hi',
  'zh-Hans',
  'zh-Hant',
  'ja',
  'ko',
  'th',
  'vi',
  'id',
] as const;
export type ResumeLanguage = (typeof RESUME_LANGUAGES)[number];
