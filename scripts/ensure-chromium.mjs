import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

/**
 * End-to-end tests drive Debian's Chromium, and the server prints PDFs with its headless shell (apps/server's
 * config.ts): install both when missing and we are root, else say how.
 */
export function ensureChromium(path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium') {
  const shell = '/usr/bin/chromium-headless-shell';
  const missing = [existsSync(path) ? '' : 'chromium', existsSync(shell) ? '' : 'chromium-headless-shell'].filter(
    Boolean,
  );
  if (!missing.length) return path;
  if (process.getuid?.() === 0) {
    console.log(`Installing Debian's ${missing.join(' and ')} (missing)...`);
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`, {
      stdio: 'inherit',
    });
    if (existsSync(path) && existsSync(shell)) return path;
  }
  console.error(
    `The tests need Chromium at ${path} and its headless shell at ${shell}. ` +
      'Install them with: sudo apt-get install -y chromium chromium-headless-shell',
  );
  process.exit(1);
}
