import { existsSync } from 'node:fs';
import path from 'node:path';
import { PRINT_PAGE } from './render';

/**
 * Whether this server can make PDFs, and why not (issue #38): said at start, in /api/health and to the editor,
 * which then tells its user before they click that the browser's print will be used. Never a renderer it lacks.
 */
export type PdfAvailability = { available: true } | { available: false; reason: string };

/** The one command that installs the renderer on Debian and Ubuntu (scripts/ensure-chromium.mjs runs it as root). */
export const RENDERER_INSTALL_COMMAND = 'sudo apt-get install -y chromium-headless-shell';

/** Why the last launch of a Chromium failed (browser.ts), until one succeeds. */
const launchFailures = new Map<string, string>();

export function recordLaunch(chromiumPath: string, failure: string | undefined): void {
  if (failure) launchFailures.set(chromiumPath, failure);
  else launchFailures.delete(chromiumPath);
}

/** What is known now: the binary and the print view on disk, and how the last launch went. Checked on every call. */
export function pdfAvailability(chromiumPath: string, webDist: string): PdfAvailability {
  if (!existsSync(chromiumPath))
    return {
      available: false,
      reason: `no Chromium at ${chromiumPath} (CHROMIUM_PATH); install it with: ${RENDERER_INSTALL_COMMAND}`,
    };
  if (!existsSync(path.join(webDist, PRINT_PAGE)))
    return { available: false, reason: `the web app is not built (no ${PRINT_PAGE} in ${webDist}): run npm run build` };
  const failed = launchFailures.get(chromiumPath);
  if (failed) return { available: false, reason: `Chromium at ${chromiumPath} did not start: ${failed}` };
  return { available: true };
}
