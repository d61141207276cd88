import { i18n, type Messages } from '@lingui/core';
import { messages as english } from './locales/en.po';
import { directionOf, type InterfaceLocale } from './locales';

// English is in the main bundle, so the first screen never waits for it and any message missing from another
// catalog falls back to SPEC.md's English.
i18n.load('en', english);
i18n.activate('en');

const catalogs = import.meta.glob<{ messages: Messages }>(['./locales/*.po', '!./locales/en.po']);

const loaded = new Set<InterfaceLocale>(['en']);

/**
 * Switches the interface to a language: fetches its catalog once (a chunk of its own), then renders every screen
 * in it and sets the page's lang and dir, so the interface itself reads right to left in Arabic.
 */
export async function activateLocale(locale: InterfaceLocale): Promise<void> {
  if (!loaded.has(locale)) {
    const load = catalogs[`./locales/${locale}.po`];
    if (!load) throw new Error(`No catalog for ${locale}`);
    const { messages } = await load();
    // Messages a catalog lacks read in English rather than as their ids.
    i18n.load(locale, { ...english, ...withoutEmpty(messages) });
    loaded.add(locale);
  }
  i18n.activate(locale);
  const root = document.documentElement;
  root.lang = locale === 'pseudo' ? 'en-XA' : locale;
  root.dir = directionOf(locale);
}

const withoutEmpty = (messages: Messages): Messages =>
  Object.fromEntries(Object.entries(messages).filter(([, m]) => m !== '' && m != null));

/** The interface language now shown. */
export const currentLocale = (): InterfaceLocale => i18n.locale as InterfaceLocale;

export { i18n };
