import { ensureServerBuilt } from '../../../../scripts/server-command.mjs';
import { buildPrintView } from '@resumey/test-support/pdf-support';

// Some server tests start the built server as `npm start` runs it (spawnServer's `built`). It is built here, once,
// before any worker starts: two test files building it at once would write the same file while the other one's
// server may be loading it, and a build inside a test would count in the start times some of them measure.
// The print view the PDF tests serve (buildPrintView, kept per source fingerprint) is built here too, beside it:
// built by the first PDF test files, it was built by two of them at once whenever they started together (about
// 12 s each, on a fresh checkout or after any change to the web app, the templates or the domain package).
export default async function setup() {
  await Promise.all([ensureServerBuilt(), buildPrintView()]);
}
