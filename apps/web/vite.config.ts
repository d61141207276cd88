import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { chunkFileNames, fontFilesApart, publicPageBuild } from './src/public-view/build-plugin';
import { reflowFontSizes } from './src/public-view/reflow-font-sizes';
import { linguiPlugins, publicCatalogsFile, publicLinguiRuntime } from './src/i18n/build-plugins';
import { precompressAssets } from './build/precompress';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  // public.html (the public resume view for /u/*, /v and /view) is built on its own after the app: see the plugin.
  plugins: [
    ...linguiPlugins(),
    react(),
    tailwindcss(),
    publicPageBuild(() => [...linguiPlugins(), publicLinguiRuntime(), publicCatalogsFile(), react(), tailwindcss()]),
    precompressAssets(),
  ],
  // The resume's font size (meta.fontSize) scales the templates' sizes in the editor's preview and the print page
  // (which the PDF is made from) as on the public page: see reflow-font-sizes.ts.
  css: { postcss: { plugins: [reflowFontSizes()] } },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/oidc': apiTarget },
  },
  // The import worker as a module with chunks of its own: a PDF loads pdf.js and the reader, not the Word reader
  // (mammoth) too, which a worker built as one script would inline.
  worker: { format: 'es', rolldownOptions: { output: { chunkFileNames } } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // .vite/manifest.json: where the server finds the built CJK font sheets it links into public pages that need
    // them (apps/server/src/public/script-font-sheets.ts).
    manifest: true,
    assetsInlineLimit: fontFilesApart,
    chunkSizeWarningLimit: 600,
    // print.html is the print view (apps/web/src/pdf) that PDFs are made from: a page of its own, no app shell.
    rolldownOptions: {
      input: {
        main: fileURLToPath(new URL('index.html', import.meta.url)),
        print: fileURLToPath(new URL('print.html', import.meta.url)),
      },
      output: { chunkFileNames },
    },
  },
});
