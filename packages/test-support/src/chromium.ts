// How tests, e2e/ and bench/ launch Chromium: the server's own flags (apps/server/src/pdf/browser.ts, which they may
// not import; apps/server/test/chromium-flags.test.ts keeps the two lists equal).
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * Chromium's headless shell (Debian's chromium-headless-shell), the build the server prints PDFs with. It drives a
 * page about a quarter faster than the full browser, so the end-to-end specs that do not judge pixels run in it.
 */
export const CHROMIUM_SHELL_PATH = process.env.CHROMIUM_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
