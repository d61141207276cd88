import { rename } from 'node:fs/promises';
import path from 'node:path';
import { build, type LogLevel, type Plugin, type PluginOption } from 'vite';
import { reflowFontSizes } from './reflow-font-sizes';

/**
 * Vite's assetsInlineLimit for both builds: font files are never inlined into a stylesheet as data URLs. A font
 * subset is fetched only when the page has text in its unicode-range; inlined (Vite inlines files under 4 KB),
 * every page downloaded it inside the stylesheet instead, used or not: 57 KB of Greek, Cyrillic and Vietnamese
 * subsets in the public page's render-blocking CSS, and 40 KB of CJK slices in each CJK sheet.
 */
export const fontFilesApart = (file: string): boolean | undefined =>
  /\.(woff2?|ttf|otf)$/i.test(file) ? false : undefined;

/**
 * Chunk file names for both builds: Vite's own ('assets/[name]-[hash].js'), except that a template's chunk is
 * named after its folder ('t01-classic-….js') rather than its file, which every template calls Template.tsx: the
 * network panel, the logs and the tests that hold a template's code back can tell the templates apart.
 */
export function chunkFileNames(chunk: { name: string; facadeModuleId?: string | null }): string {
  const folder = chunk.facadeModuleId?.match(/[/\\]templates[/\\](t\d\d-[^/\\]+)[/\\]Template\.tsx$/)?.[1];
  return `assets/${folder ?? '[name]'}-[hash].js`;
}

/**
 * `react` and `react-dom` in link.html's build: Preact's compat layer (about 13 KB gzipped with the page, against
 * React's 68 KB), with React 19's `use` added (preact/react.ts). Only for the page of a link that carries its resume
 * (/v#data), which renders in the browser from nothing: the pages that hydrate React's server markup (/u/…, /v/{slug})
 * keep React, so useId, Suspense and the server's DOM stay React's own.
 */
export const preactAliases = (root: string) => [
  { find: /^react$/, replacement: path.join(root, 'src/public-view/preact/react.ts') },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
];

/**
 * Builds public.html (the public resume view) as a separate Vite build into the same output folder, after the
 * main build. Built together with the app, it would share chunks with the editor and dashboard, and a shared
 * chunk carries everything any page needs from its modules (all of zod, fflate's compressor, the samples...).
 * Built alone, it is tree-shaken for itself only: react-dom, the view, one template and the link decoder.
 *
 * Then link.html: the same page, view and entry (public.html built a second time) for the pages with nothing to
 * hydrate, a link that carries its resume (/v#data) and a protected share's password form (the server answers them
 * with it: apps/server/src/public/shell.ts), built on Preact (preactAliases): React's client alone was 68 KB of the
 * 100 KB budget (DESIGN.md section 5).
 */
export function publicPageBuild(plugins: () => PluginOption[]): Plugin {
  let root = '';
  let outDir = '';
  let logLevel: LogLevel | undefined;
  const pageBuild = (page: 'public' | 'link') =>
    build({
      configFile: false,
      root,
      logLevel,
      publicDir: false,
      plugins: plugins(),
      resolve: page === 'link' ? { alias: preactAliases(root) } : undefined,
      // Font sizes that a phone's reflowed resume can enlarge (see reflow-font-sizes.ts and public.css).
      css: { postcss: { plugins: [reflowFontSizes()] } },
      build: {
        outDir,
        emptyOutDir: false,
        sourcemap: false,
        // No preload helper (about 0.7 KB gzipped with its list of every template's files), for the 100 KB
        // budget: a lazily loaded chunk then fetches its own imports once it arrives, one round trip later.
        // main.tsx starts the link decoder's download itself, before the first render.
        modulePreload: false,
        assetsInlineLimit: fontFilesApart,
        // One page for both builds (public.html); its entry chunk is named for the build ('public-…', 'link-…').
        rolldownOptions: { input: { [page]: path.join(root, 'public.html') }, output: { chunkFileNames } },
      },
    });
  return {
    name: 'resumey:public-page-build',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      logLevel = config.logLevel;
    },
    async closeBundle() {
      // link.html is public.html built on Preact: built first, then renamed before the React build writes its own.
      await pageBuild('link');
      await rename(path.join(outDir, 'public.html'), path.join(outDir, 'link.html'));
      await pageBuild('public');
    },
  };
}
