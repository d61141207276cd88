/**
 * The languages the interface is translated into (issue #35 item 5); a resume's own language is a separate list
 * (locale/keys.ts RESUME_LANGUAGES). Shared so the server accepts exactly the languages the app can show.
 */
export const INTERFACE_LOCALES = ['en', 'de', 'fr', 'es', 'pt-BR', 'ja', 'zh-Hans', 'ar'] as const;
export type InterfaceLanguage = (typeof INTERFACE_LOCALES)[number];
