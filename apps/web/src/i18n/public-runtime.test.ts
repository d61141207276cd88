import { describe, expect, it, vi } from 'vitest';
import { setupI18n, type Messages } from '@lingui/core';
import { PublicI18n } from './public-runtime';

// The public catalogs as the build compiles them (the Lingui plugin of this test project, as of the build).
const catalogs = import.meta.glob<{ messages: Messages }>('./locales/public/*.po', { eager: true });

/** Values for every placeholder the catalogs have, with counts that reach each plural category somewhere. */
const VALUE_SETS = [0, 1, 2, 3, 5, 11, 21, 101, 1.5].map((count) => ({
  name: 'Ada Lovelace',
  templateId: 't99-gone',
  status: 503,
  page: 2,
  pages: count,
}));

describe('the public page’s Lingui runtime', () => {
  const entries = Object.entries(catalogs).map(([file, { messages }]) => [/([\w-]+)\.po$/.exec(file)![1]!, messages]);

  it('has every public catalog to check', () => {
    expect(entries.map(([locale]) => locale).sort()).toEqual(
      ['ar', 'de', 'en', 'es', 'fr', 'ja', 'pseudo', 'pt-BR', 'zh-Hans'].sort(),
    );
  });

  it.each(entries)('draws every message of %s exactly as Lingui does', (locale, messages) => {
    const lingui = setupI18n({ locale: locale as string, messages: { [locale as string]: messages as Messages } });
    const ours = new PublicI18n();
    ours.load(locale as string, messages as Messages);
    ours.activate(locale as string);
    const ids = Object.keys(messages as Messages);
    expect(ids.length).toBeGreaterThan(40);
    for (const id of ids) {
      for (const values of VALUE_SETS) {
        const expected = lingui._(id, values);
        expect(ours._(id, values), `${locale} ${id} ${values.pages}`).toBe(expected);
        expect(ours.t({ id, values }), `${locale} ${id} as a descriptor`).toBe(expected);
      }
    }
  });

  it('follows the language it is switched to, tells I18nProvider, and stops telling it when asked', () => {
    const ours = new PublicI18n();
    const changed = vi.fn();
    const stop = ours.on('change', changed);
    ours.load('en', { hi: ['Hello ', ['name']] });
    ours.load('de', { hi: ['Hallo ', ['name']] });
    ours.activate('de');
    expect(ours.locale).toBe('de');
    expect(ours._('hi', { name: 'Ada' })).toBe('Hallo Ada');
    expect(changed).toHaveBeenCalledTimes(3);
    stop();
    ours.activate('en');
    expect(changed).toHaveBeenCalledTimes(3);
    expect(ours._('hi', { name: 'Ada' })).toBe('Hello Ada');
  });

  it('shows a message missing from the catalog as written and says so, as Lingui does in production', () => {
    const ours = new PublicI18n();
    ours.load('en', {});
    ours.activate('en');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(ours._({ id: 'public.unknown', message: 'Not in the catalog' })).toBe('Not in the catalog');
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('refuses to translate before a language is active, as Lingui does', () => {
    expect(() => new PublicI18n()._('anything')).toThrow(/locale/);
    expect(() => setupI18n()._('anything')).toThrow(/locale/);
  });
});
