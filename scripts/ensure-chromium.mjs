import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

/** The one command that installs the PDF renderer on Debian and Ubuntu (the server names it too). */
export const RENDERER_INSTALL_COMMAND = 'sudo apt-get install -y chromium-headless-shell';
const SHELL = '/usr/bin/chromium-headless-shell';

const canApt = () => process.getuid?.() === 0 && existsSync('/usr/bin/apt-get') && existsSync('/etc/debian_version');

/** Installs Debian's packages as root; false when that is not possible here or it failed. */
function aptInstall(packages) {
  if (!canApt()) return false;
  console.log(`Installing Debian's ${packages.join(' and ')} (missing)...`);
  try {
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages.join(' ')}`, {
      stdio: 'inherit',
    });
    return true;
  } catch {
    return false;
  }
}

/**
 * End-to-end tests drive Debian's Chromium and its headless shell (e2e/playwright.config.ts), and the server prints
 * PDFs with the shell (apps/server's config.ts): install both when missing and we are root, else say how.
 */
export function ensureChromium(path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium') {
  const missing = [existsSync(path) ? '' : 'chromium', existsSync(SHELL) ? '' : 'chromium-headless-shell'].filter(
    Boolean,
  );
  if (!missing.length) return path;
  if (aptInstall(missing) && existsSync(path) && existsSync(SHELL)) return path;
  console.error(
    `The tests need Chromium at ${path} and its headless shell at ${SHELL}. ` +
      'Install them with: sudo apt-get install -y chromium chromium-headless-shell',
  );
  process.exit(1);
}

/**
 * `npm start` (issue #38): makes the PDF renderer available where it can. The server prints PDFs with CHROMIUM_PATH,
 * else Debian's headless shell, else the full browser (apps/server's config.ts). When none is there: as root on
 * Debian or Ubuntu the headless shell is installed; otherwise a message names the one command that does it, and the
 * server starts anyway (Download PDF then uses the browser's print dialog, and the server says so).
 */
export function ensurePdfRenderer() {
  const configured = process.env.CHROMIUM_PATH;
  if (configured ? existsSync(configured) : existsSync(SHELL) || existsSync('/usr/bin/chromium')) return true;
  if (!configured && aptInstall(['chromium-headless-shell']) && existsSync(SHELL)) return true;
  console.warn(
    configured
      ? `No Chromium at CHROMIUM_PATH=${configured}: PDFs will be printed by the browser until it is there.`
      : `No PDF renderer (Chromium's headless shell) is installed: Download PDF will use the browser's print dialog. ` +
          `Install it with: ${RENDERER_INSTALL_COMMAND}`,
  );
  return false;
}
