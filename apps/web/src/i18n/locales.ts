import { matchInterfaceLanguage } from '@resumey/resume';

/**
 * The interface languages (issue #35 item 5), separate from a resume's own language (packages/resume/src/locale).
 * 'pseudo' is for tests only: it is never offered or detected, only set on purpose (see preference.ts).
 */
export const INTERFACE_LOCALES = ['en', 'de', 'fr', 'es', 'pt-BR', 'ja', 'zh-Hans', 'ar'] as const;
export type InterfaceLocale = (typeof INTERFACE_LOCALES)[number] | 'pseudo';

export const isInterfaceLocale = (value: unknown): value is InterfaceLocale =>
  value === 'pseudo' || (INTERFACE_LOCALES as readonly unknown[]).includes(value);

/** The writing direction of the interface in a language. */
export const directionOf = (locale: InterfaceLocale): 'rtl' | 'ltr' => (locale === 'ar' ? 'rtl' : 'ltr');

/** A language's name in itself ("Deutsch", "日本語"), as the picker lists it. */
export function nativeName(locale: InterfaceLocale): string {
  if (locale === 'pseudo') return 'Pseudo';
  const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

/**
 * The supported interface language closest to a list of BCP 47 tags in order of preference (navigator.languages):
 * the exact tag, else the same language in another region or script (pt-PT reads pt-BR, zh-TW reads zh-Hans),
 * else English. The server picks the public page's chrome language from Accept-Language with the same matcher.
 */
export const matchLocale = (tags: readonly string[]): InterfaceLocale => matchInterfaceLanguage(tags);
