import type { MessageDescriptor, Messages } from '@lingui/core';

/**
 * `@lingui/core` as the public page's own build sees it (i18n/build-plugins.ts publicLinguiRuntime): the part of
 * Lingui's I18n that the page uses, over the catalogs Lingui compiles, in a fifth of its size (its 1.9 KB gzipped
 * counted against the public page's 100 KB budget, issue #35). Everything else keeps Lingui itself: the macros, the
 * I18nProvider and LinguiContext of @lingui/react, the app, the dev server and the server, which draws the same chrome
 * (apps/server src/public/chrome.ts). public-runtime.test.ts holds this to Lingui's text for every message of every
 * public catalog; a message this does not draw (a number or date format) fails it there.
 */

/**
 * A compiled message: text, a placeholder [name], or [name, 'plural' | 'selectordinal' | 'select', cases], where
 * an exact case `=0` is the key '0' and a plural's offset sits beside its cases.
 */
type Token = string | [string, string?, Cases?];
type Cases = { [key: string]: CompiledMessage | number | undefined; offset?: number };
type CompiledMessage = string | Token[];

type Values = Record<string, unknown>;

export class PublicI18n {
  private active = '';
  private catalogs: Record<string, Messages> = {};
  private listeners = new Set<() => void>();

  get locale(): string {
    return this.active;
  }

  /** Adds messages to a language's catalog (as Lingui's load does, merged). */
  load(locale: string, messages: Messages): void {
    this.catalogs[locale] = { ...this.catalogs[locale], ...messages };
    this.emit();
  }

  activate(locale: string): void {
    this.active = locale;
    this.emit();
  }

  /** I18nProvider listens to 'change', the one event there is. */
  on(_event: 'change', listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** A message by id or descriptor (what the macros compile to), in the active language. */
  _(id: MessageDescriptor | string, values?: Values): string {
    if (!this.active) throw new Error('Lingui: no locale activated before translating');
    let message: string | undefined;
    if (typeof id !== 'string') {
      values = id.values ?? values;
      message = id.message;
      id = id.id!;
    }
    const compiled = this.catalogs[this.active]?.[id] as CompiledMessage | undefined;
    if (compiled === undefined) {
      // Lingui says so too: a message missing from the catalog is shown as written, placeholders and all.
      console.warn(`Uncompiled message: ${message ?? id}`);
      return message ?? id;
    }
    return this.format(compiled, values ?? {});
  }

  /** The same as _ (I18nProvider hands `t` to the components). */
  t = this._.bind(this);

  private format(message: CompiledMessage, values: Values, count?: number): string {
    if (typeof message === 'string') return message;
    return message
      .map((token) => {
        if (typeof token === 'string') return token === '#' && count !== undefined ? this.number(count) : token;
        const [name, type, cases = {}] = token;
        const value = values[name];
        if (!type) return value == null ? '' : String(value);
        const pick = (key: string) => cases[key] as CompiledMessage | undefined;
        if (type === 'select') return this.format(pick(String(value)) ?? pick('other')!, values);
        if (type !== 'plural' && type !== 'selectordinal') throw new Error(`Unsupported message format: ${type}`);
        // As Lingui: an exact case first, else the language's plural category of the value less the offset.
        const n = Number(value) - (cases.offset ?? 0);
        const rules = new Intl.PluralRules(this.locales(), { type: type === 'plural' ? 'cardinal' : 'ordinal' });
        return this.format(pick(String(value)) ?? pick(rules.select(n)) ?? pick('other')!, values, n);
      })
      .join('');
  }

  private number(n: number): string {
    return new Intl.NumberFormat(this.locales()).format(n);
  }

  /** Lingui's: the language, then English (which 'pseudo', no language of Intl's, falls back to). */
  private locales = () => [this.active, 'en'];

  private emit() {
    for (const listener of this.listeners) listener();
  }
}

/** The page's one instance, which `import { i18n } from '@lingui/core'` reaches in the public build. */
export const i18n = new PublicI18n();
