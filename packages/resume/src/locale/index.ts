import { HEADING_KEYS, type HeadingKey, type ResumeTexts } from './keys';
import { ASIA } from './texts-asia';
import { EN, EUROPE } from './texts-europe';
import { EUROPE_EAST } from './texts-europe-east';
import { WORLD } from './texts-world';

export { HEADING_KEYS, type HeadingKey, type ResumeTexts };

/** The English texts, which templates' own English wording is measured against. */
export const EN_TEXTS: ResumeTexts = EN;

const TABLE = { en: EN, ...EUROPE, ...EUROPE_EAST, ...WORLD, ...ASIA } satisfies Record<string, ResumeTexts>;

/** A language a resume can be written in: its texts are in RESUME_TEXTS. */
export type ResumeLanguage = keyof typeof TABLE;

export const RESUME_TEXTS: Readonly<Record<ResumeLanguage, ResumeTexts>> = TABLE;

/** Every resume language, in the order the editor lists them. */
export const RESUME_LANGUAGES = Object.keys(TABLE) as ResumeLanguage[];

const isResumeLanguage = (v: string): v is ResumeLanguage => Object.hasOwn(TABLE, v);

/**
 * The resume language a BCP 47 tag is written in: 'de-AT' -> 'de', 'zh-TW' -> 'zh-Hant', 'pt' -> 'pt-BR'
 * (most Portuguese speakers), 'pt-AO' -> 'pt-PT'. Anything else, and no tag (resumes from before issue #35), is
 * English.
 */
export function resumeLanguageOf(tag: string | null | undefined): ResumeLanguage {
  if (!tag) return 'en';
  let locale: Intl.Locale;
  try {
    locale = new Intl.Locale(tag);
  } catch {
    return 'en';
  }
  const { language, script, region } = locale;
  if (language === 'zh')
    return script === 'Hant' || (!script && ['TW', 'HK', 'MO'].includes(region ?? '')) ? 'zh-Hant' : 'zh-Hans';
  if (language === 'pt') return region && region !== 'BR' ? 'pt-PT' : 'pt-BR';
  return isResumeLanguage(language) ? language : 'en';
}

/** The texts of the resume's language. */
export const resumeTexts = (tag: string | null | undefined): ResumeTexts => TABLE[resumeLanguageOf(tag)];

export interface HeadingSource {
  language?: string;
  headings?: Partial<Record<string, string>>;
}

/**
 * A section's heading: the user's own (meta.headings, issue #35 item 2), else the template's wording when the
 * resume is English (a template's 'Professional Experience'), else the language's heading.
 */
export function sectionHeading(meta: HeadingSource, key: HeadingKey, englishVariant?: string): string {
  const own = meta.headings?.[key]?.trim();
  if (own) return own;
  const language = resumeLanguageOf(meta.language);
  if (language === 'en' && englishVariant) return englishVariant;
  return TABLE[language][key];
}

/** The language's own name for the editor's list: 'Deutsch', '日本語'. */
export function languageName(language: ResumeLanguage): string {
  try {
    const name = new Intl.DisplayNames([language], { type: 'language' }).of(language);
    if (name) return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
  } catch {
    // An engine without DisplayNames shows the tag.
  }
  return language;
}
