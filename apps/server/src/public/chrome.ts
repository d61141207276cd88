import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { acceptedLanguages, INTERFACE_LOCALES, matchInterfaceLanguage, type InterfaceLanguage } from '@resumey/resume';

/**
 * The public page's chrome in the viewer's language (issue #35 item 6): Download PDF, the states, the password
 * form, the error pages, while the resume keeps its own language. The language is the Accept-Language header's
 * closest interface language (the web app's matcher), and the words come from the public page's catalogs, which
 * the web build writes beside public.html (apps/web src/i18n/build-plugins.ts publicCatalogsFile).
 */

/** The web build's file of the public catalogs: `{ locale: { id: translation } }`. */
export const PUBLIC_CATALOGS_FILE = 'i18n/public-catalogs.json';

/** The interface language a request's Accept-Language header asks for (English when none fits). */
export const chromeLanguageOf = (acceptLanguage: string | null | undefined): InterfaceLanguage =>
  matchInterfaceLanguage(acceptedLanguages(acceptLanguage));

export type ChromeI18n = (language: InterfaceLanguage) => I18n;

/**
 * One Lingui instance per interface language, made at start from the web build's catalogs (none: every language
 * reads in English, the descriptors' own text). Messages are compiled on first use, once per instance.
 */
export function chromeCatalogs(distDir: string): ChromeI18n {
  const file = path.join(distDir, PUBLIC_CATALOGS_FILE);
  let catalogs: Record<string, Record<string, string>> = {};
  if (existsSync(file)) {
    try {
      catalogs = JSON.parse(readFileSync(file, 'utf8')) as typeof catalogs;
    } catch {
      // A damaged file: the chrome reads in English rather than the server not starting.
    }
  }
  const instances = new Map<InterfaceLanguage, I18n>(
    INTERFACE_LOCALES.map((language) => {
      const i18n = setupI18n({ locale: language, messages: { [language]: catalogs[language] ?? {} } });
      i18n.setMessagesCompiler(compileMessage);
      return [language, i18n];
    }),
  );
  return (language) => instances.get(language)!;
}

/** <html> with the chrome's language and direction, and the attribute the browser hydrates in the same language. */
export function withChromeLanguage(html: string, language: InterfaceLanguage): string {
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  return html.replace(
    /<html\b[^>]*>/,
    () => `<html lang="${language}" dir="${dir}" data-interface-lang="${language}">`,
  );
}
