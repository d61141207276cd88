// Builds only the print view (apps/web/print.html, the page the server's Chromium prints) into the directory given,
// with the app's own Vite configuration. Run as a process of its own (pdf-support.ts buildPrintView) because Vite
// takes production or development from NODE_ENV, which is 'test' inside a test: built there, the print view ran
// React's development build (446 KB of JavaScript instead of 238 KB, and slower), not the one users' PDFs use.
import path from 'node:path';
import { build } from 'vite';

const [webDir, outDir] = process.argv.slice(2);
const input = { print: path.join(webDir, 'print.html') };
await build({
  root: webDir,
  configFile: path.join(webDir, 'vite.config.ts'),
  mode: 'production',
  logLevel: 'error',
  // The app's own configuration, with print.html as the only page: quicker, and independent of other pages.
  plugins: [{ name: 'print-view-only', configResolved: (c) => void (c.build.rolldownOptions.input = input) }],
  build: { outDir, emptyOutDir: true },
});
