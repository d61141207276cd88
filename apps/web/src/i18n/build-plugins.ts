import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { getConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin, PluginOption } from 'vite';

// Named, not searched for: Vitest runs from the repository's root, where no Lingui config is.
const configPath = fileURLToPath(new URL('../../lingui.config.ts', import.meta.url));

/**
 * The build's side of the interface translation: Lingui's macros (`t`, `<Trans>`, `plural`) become catalog lookups,
 * and a `.po` catalog imported by the app is compiled to a module. Only files that import a macro pass through
 * Babel; the rest keep Vite's own (Oxc) transform.
 */
export function linguiPlugins(): PluginOption[] {
  return [
    babel({
      presets: [
        defineRolldownBabelPreset({
          preset: { plugins: [['@lingui/babel-plugin-lingui-macro', { linguiConfig: getConfig({ configPath }) }]] },
          rolldown: { filter: { code: /@lingui\/(core|react)\/macro/ } },
        }),
      ],
    }),
    lingui({ configPath }),
  ];
}

/**
 * For the public page's own build: `@lingui/core` is i18n/public-runtime.ts there, the part of Lingui's runtime that
 * page uses (see that file). An alias, so the page's code, its macros and @lingui/react stay Lingui's.
 */
export function publicLinguiRuntime(): Plugin {
  const runtime = fileURLToPath(new URL('./public-runtime.ts', import.meta.url));
  return {
    name: 'resumey:public-lingui-runtime',
    config: () => ({ resolve: { alias: [{ find: /^@lingui\/core$/, replacement: runtime }] } }),
  };
}

/** Where the web build writes the public page's catalogs for the server (apps/server public/chrome.ts reads it). */
export const PUBLIC_CATALOGS_FILE = 'i18n/public-catalogs.json';

/**
 * The public page's chrome catalogs (src/i18n/locales/public/*.po) as one JSON file in the build, for the server,
 * which draws the same chrome in the viewer's language (issue #35 item 6): `{ locale: { id: translation } }`, the
 * translations as written (ICU text; the server compiles them), untranslated messages left out (they read in
 * English). The browser's page imports the .po files themselves (public-view/locale.ts).
 */
export function publicCatalogsFile(): Plugin {
  const folder = fileURLToPath(new URL('./locales/public/', import.meta.url));
  return {
    name: 'resumey:public-catalogs',
    apply: 'build',
    async generateBundle() {
      const po = formatter({ lineNumbers: false });
      const catalogs: Record<string, Record<string, string>> = {};
      for (const file of readdirSync(folder).filter((f) => f.endsWith('.po'))) {
        const locale = file.slice(0, -'.po'.length);
        if (locale === 'en' || locale === 'pseudo') continue;
        const parsed = await po.parse(readFileSync(path.join(folder, file), 'utf8'), {
          locale,
          sourceLocale: 'en',
          filename: file,
        });
        catalogs[locale] = Object.fromEntries(
          Object.entries(parsed ?? {})
            .filter(([, entry]) => entry.translation)
            .map(([id, entry]) => [id, entry.translation!]),
        );
      }
      this.emitFile({ type: 'asset', fileName: PUBLIC_CATALOGS_FILE, source: JSON.stringify(catalogs) });
    },
  };
}
