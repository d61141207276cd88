import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { getConfig } from '@lingui/conf';
import { fileURLToPath } from 'node:url';
import type { PluginOption } from 'vite';

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
