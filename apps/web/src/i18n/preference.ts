import { isInterfaceLocale, matchLocale, type InterfaceLocale } from './locales';

const DEVICE_KEY = 'resumey:interface-language';

/** The language chosen on this device, if any. */
export function deviceLocale(): InterfaceLocale | undefined {
  try {
    const stored = localStorage.getItem(DEVICE_KEY);
    return isInterfaceLocale(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

export function rememberOnDevice(locale: InterfaceLocale): void {
  try {
    localStorage.setItem(DEVICE_KEY, locale);
  } catch {
    // Storage refused (private mode, quota): the choice holds for this visit only.
  }
}

/**
 * The language a visit starts in: `?lang=` in the address (a link in a given language; also how tests ask for
 * the pseudo-locale), else this device's choice, else the browser's languages, else English. The account's
 * choice replaces it once the user is known (useAccountLocale).
 */
export function initialLocale(): InterfaceLocale {
  const asked = new URLSearchParams(location.search).get('lang');
  if (isInterfaceLocale(asked)) {
    rememberOnDevice(asked);
    return asked;
  }
  return deviceLocale() ?? matchLocale(navigator.languages ?? [navigator.language]);
}
