/**
 * The languages the interface is translated into (issue #35 item 5); a resume's own language is a separate list
 * (locale/keys.ts RESUME_LANGUAGES). Shared so the server accepts exactly the languages the app can show.
 */
export const INTERFACE_LOCALES = ['en', 'de', 'fr', 'es', 'pt-BR', 'ja', 'zh-Hans', 'ar'] as const;
export type InterfaceLanguage = (typeof INTERFACE_LOCALES)[number];

/**
 * The supported interface language closest to a list of BCP 47 tags in order of preference (navigator.languages,
 * or an Accept-Language header's): the exact tag, else the same language in another region or script (pt-PT reads
 * pt-BR, zh-TW reads zh-Hans), else English. The web app and the server (the public page's chrome) pick alike.
 */
export function matchInterfaceLanguage(tags: readonly string[]): InterfaceLanguage {
  for (const tag of tags) {
    let language: string;
    try {
      language = new Intl.Locale(tag).language;
    } catch {
      continue;
    }
    const exact = INTERFACE_LOCALES.find((l) => l.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const sameLanguage = INTERFACE_LOCALES.find((l) => new Intl.Locale(l).language === language);
    if (sameLanguage) return sameLanguage;
  }
  return 'en';
}

/** An Accept-Language header's tags, most wanted first (`*` and q=0 left out); at most 20 are read. */
export function acceptedLanguages(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',', 20)
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), order };
    })
    .filter(({ tag, q }) => tag && tag !== '*' && q > 0 && !Number.isNaN(q))
    .sort((a, b) => b.q - a.q || a.order - b.order)
    .map(({ tag }) => tag);
}
