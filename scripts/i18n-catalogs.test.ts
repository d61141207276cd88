// The interface's catalogs against the code (issue #35 item 5): every message the code says is in every language's
// catalog, translated, with the same placeholders; no catalog keeps a message the code no longer says.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getConfig } from '@lingui/conf';
import { getCatalogs } from '@lingui/cli/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { INTERFACE_LOCALES } from '@resumey/resume';

const web = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'web');
const config = getConfig({ cwd: web, configPath: path.join(web, 'lingui.config.ts') });

/**
 * The placeholders a message uses ({name}, {count, plural, ...} counts as count), sorted. A plural's branch text is
 * no placeholder, even when it starts with a word and a comma ('one {Dates, issuers ...}').
 */
const placeholders = (message: string) =>
  [
    ...new Set(
      [...message.matchAll(/\{\s*(\w+)\s*(?:\}|,\s*(?:plural|selectordinal|select|number|date|time)\b)/g)].map(
        (m) => m[1],
      ),
    ),
  ].sort();

interface Reading {
  name: string;
  code: Map<string, string>;
  catalogs: Record<string, Record<string, { translation?: string; message?: string }>>;
}

describe('the interface catalogs', () => {
  const readings: Reading[] = [];

  beforeAll(async () => {
    for (const catalog of await getCatalogs(config)) {
      const extracted = (await catalog.collect()) ?? {};
      const code = new Map(Object.entries(extracted).map(([id, m]) => [id, m.message ?? id]));
      readings.push({ name: catalog.path, code, catalogs: await catalog.readAll() });
    }
  }, 120_000);

  it('reads messages from the code', () => {
    expect(readings.length).toBeGreaterThan(0);
    for (const { code } of readings) expect(code.size).toBeGreaterThan(20);
  });

  it.each(['en', ...INTERFACE_LOCALES.filter((l) => l !== 'en')])(
    '%s has every message of the code, translated, and none the code no longer says',
    (locale) => {
      for (const { name, code, catalogs } of readings) {
        const catalog = catalogs[locale] ?? {};
        const missing = [...code.keys()].filter((id) => !(locale === 'en' ? id in catalog : catalog[id]?.translation));
        const unused = Object.keys(catalog).filter((id) => !code.has(id));
        expect(
          { missing: missing.map((id) => code.get(id)), unused: unused.map((id) => catalog[id]?.message ?? id) },
          `${name} ${locale}: run \`npm run i18n:extract -w @resumey/web\` and translate`,
        ).toEqual({ missing: [], unused: [] });
      }
    },
  );

  it.each(INTERFACE_LOCALES.filter((l) => l !== 'en'))('%s keeps the placeholders of each message', (locale) => {
    for (const { code, catalogs } of readings) {
      const wrong = Object.entries(catalogs[locale] ?? {})
        .filter(([id, m]) => code.has(id) && m.translation)
        .filter(([id, m]) => placeholders(m.translation!).join() !== placeholders(code.get(id)!).join())
        .map(([id, m]) => `${code.get(id)} -> ${m.translation}`);
      expect(wrong).toEqual([]);
    }
  });
});
