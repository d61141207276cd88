import { applyBuildVersion, clearBrowserCaches } from '../resumes/build-version';

/**
 * Start-up housekeeping of SPEC.md section 9, before the resume store first reads local storage: a new build clears
 * stale caches and local storage (never unsynced resumes, DESIGN.md decision 7), and any service worker left by an
 * older deployment is unregistered so it cannot serve stale code.
 */
export function runStartupHousekeeping() {
  try {
    if (applyBuildVersion(window.localStorage)) void clearBrowserCaches();
  } catch {
    // Storage can be unavailable (privacy modes); the app works without it.
  }
  void navigator.serviceWorker
    ?.getRegistrations()
    .then((regs) => Promise.all(regs.map((r) => r.unregister())))
    .catch(() => {});
}
