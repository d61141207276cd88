import { HEADING_KEYS, RESUME_LANGUAGES, type HeadingKey, type ResumeLanguage, type ResumeTexts } from './keys';
import { EN } from './texts-en';

export { HEADING_KEYS, RESUME_LANGUAGES, type HeadingKey, type ResumeLanguage, type ResumeTexts };

/** The English texts, which templates' own English wording is measured against. */
export const EN_TEXTS: ResumeTexts = EN;

type Tables = Partial<Record<ResumeLanguage, ResumeTexts>>;

/**
 * The texts at hand. Only English is in the bundle: the other languages' tables come in four regional chunks
 * (about 2 KB gzipped each) when a resume in one of them is drawn, so the public page of an English resume stays
 * within its JavaScript budget (issue #35). Node installs them all at once (locale/all.ts).
 */
const LOADED: Tables = { en: EN };

const europe = () => import('./texts-europe').then((m): Tables => m.EUROPE);
const europeEast = () => import('./texts-europe-east').then((m): Tables => m.EUROPE_EAST);
const world = () => import('./texts-world').then((m): Tables => m.WORLD);
const asia = () => import('./texts-asia').then((m): Tables => m.ASIA);

// Spelled out per language so a language without a chunk fails typecheck.
const REGION: Record<Exclude<ResumeLanguage, 'en'>, () => Promise<Tables>> = {
  de: europe,
  fr: europe,
  es: europe,
  it: europe,
  'pt-BR': europe,
  'pt-PT': europe,
  nl: europe,
  pl: europeEast,
  sv: europeEast,
  tr: europeEast,
  ru: europeEast,
  uk: europeEast,
  el: europeEast,
  ar: world,
  he: world,
  fa: world,
  hi: world,
  'zh-Hans': asia,
  'zh-Hant': asia,
  ja: asia,
  ko: asia,
  th: asia,
  vi: asia,
  id: asia,
};

const loading = new Map<ResumeLanguage, Promise<ResumeTexts>>();

/** Adds languages' texts (Node's full set, or a region once downloaded). */
export function installResumeTexts(tables: Tables): void {
  Object.assign(LOADED, tables);
}

/** The texts of the tag's language if they are at hand, else undefined (loadResumeTexts brings them). */
export const loadedResumeTexts = (tag: string | null | undefined): ResumeTexts | undefined =>
  LOADED[resumeLanguageOf(tag)];

/** Brings the texts of the tag's language (once per language; at once when at hand). */
export function loadResumeTexts(tag: string | null | undefined): Promise<ResumeTexts> {
  const language = resumeLanguageOf(tag);
  const ready = LOADED[language];
  if (ready) return Promise.resolve(ready);
  let pending = loading.get(language);
  if (!pending) {
    pending = REGION[language as Exclude<ResumeLanguage, 'en'>]().then((tables) => {
      installResumeTexts(tables);
      return LOADED[language]!;
    });
    // A failed download (offline) is tried again by the next caller.
    pending.catch(() => loading.delete(language));
    loading.set(language, pending);
  }
  return pending;
}

const isResumeLanguage = (v: string): v is ResumeLanguage => (RESUME_LANGUAGES as readonly string[]).includes(v);

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

/**
 * The texts of the resume's language. In the browser a caller awaits loadResumeTexts first (the templates'
 * useResumeTexts suspends until then); until a language's texts are at hand this answers English.
 */
export const resumeTexts = (tag: string | null | undefined): ResumeTexts => loadedResumeTexts(tag) ?? EN;

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
  return (LOADED[language] ?? EN)[key];
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
