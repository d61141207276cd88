import { i18n, type Messages } from '@lingui/core';
import { messages as english } from '../i18n/locales/public/en.po';
import { directionOf, isInterfaceLocale, matchLocale, type InterfaceLocale } from '../i18n/locales';

/**
 * The public page's chrome language (issue #35 item 6): the viewer's, while the resume keeps its own. Its own
 * small catalog (lingui.config.ts, src/i18n/locales/public): English is in the page's first chunk, any other
 * language a chunk of a few hundred bytes loaded before the first render. The app's catalog never loads here.
 * In the page's own build `@lingui/core` is i18n/public-runtime.ts: Lingui's I18n, as much of it as the page uses.
 */

/** The attribute on <html> where the server says which language it drew the chrome in (apps/server public/page.ts). */
export const INTERFACE_LANG_ATTRIBUTE = 'data-interface-lang';

// Loaded, not activated: in the app (the dev server's router), activating here would change the app's language.
i18n.load('en', english);

const catalogs = import.meta.glob<{ messages: Messages }>([
  '../i18n/locales/public/*.po',
  '!../i18n/locales/public/en.po',
]);

/**
 * The language to draw the chrome in: the server's (a page it rendered is hydrated in the same language, so
 * nothing changes on screen), else `?lang=` (tests ask for the pseudo-locale), else the browser's languages.
 */
export function publicPageLocale(): InterfaceLocale {
  const fromServer = document.documentElement.getAttribute(INTERFACE_LANG_ATTRIBUTE);
  if (isInterfaceLocale(fromServer)) return fromServer;
  const asked = new URLSearchParams(location.search).get('lang');
  if (isInterfaceLocale(asked)) return asked;
  return matchLocale(navigator.languages ?? [navigator.language]);
}

/** Adds the public catalog of a language to the page's (or the app's) Lingui instance. */
export async function loadPublicCatalog(locale: InterfaceLocale): Promise<void> {
  if (locale === 'en') return;
  const load = catalogs[`../i18n/locales/public/${locale}.po`];
  if (!load) return;
  const { messages } = await load();
  i18n.load(locale, messages);
}

/** Loads a language's chrome and shows the page in it: <html> takes its lang and direction. */
export async function activatePublicLocale(locale: InterfaceLocale): Promise<void> {
  try {
    await loadPublicCatalog(locale);
  } catch {
    // The chunk did not load: the chrome stays in English, and says so with its lang.
    locale = 'en';
  }
  i18n.activate(locale);
  const root = document.documentElement;
  root.lang = locale === 'pseudo' ? 'en-XA' : locale;
  root.dir = directionOf(locale);
}

export { i18n };
