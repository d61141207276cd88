// How tests, e2e/ and bench/ launch Chromium: the server's own flags (apps/server/src/pdf/browser.ts, which they may
// not import; apps/server/test/chromium-flags.test.ts keeps the two lists equal).
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
