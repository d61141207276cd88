import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

/** End-to-end tests drive Debian's Chromium; install it when missing and we are root, else say how. */
export function ensureChromium(path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium') {
  if (existsSync(path)) return path;
  if (process.getuid?.() === 0) {
    console.log("Chromium is missing: installing Debian's chromium package...");
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: 'inherit',
    });
    if (existsSync(path)) return path;
  }
  console.error(`End-to-end tests need Chromium at ${path}. Install it with: sudo apt-get install -y chromium`);
  process.exit(1);
}
