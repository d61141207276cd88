// Builds the whole web app (apps/web: the app, the print view and the public page) into the directory given, as
// production builds it. Run as a process of its own for the reason print-view-build.mjs gives (NODE_ENV).
import path from 'node:path';
import { build } from 'vite';

const [webDir, outDir] = process.argv.slice(2);
await build({
  root: webDir,
  configFile: path.join(webDir, 'vite.config.ts'),
  mode: 'production',
  logLevel: 'error',
  build: { outDir, emptyOutDir: true },
});
