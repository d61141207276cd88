import { applyBuildVersion } from '../resumes/build-version';

/**
 * Start-up housekeeping of SPEC.md section 9: a new build clears stale caches (never unsynced resumes), and any
 * service worker left by an older deployment is unregistered so it cannot serve stale code.
 */
export function runStartupHousekeeping() {
  try {
    applyBuildVersion(window.localStorage);
  } catch {
    // Storage can be unavailable (privacy modes); the app works without it.
  }
  void navigator.serviceWorker
    ?.getRegistrations()
    .then((regs) => Promise.all(regs.map((r) => r.unregister())))
    .catch(() => {});
}
