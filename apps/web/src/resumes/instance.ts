import { STORAGE_KEYS } from '@resumey/resume';
import { reportSessionRefused } from '../lib/session-refused';
import { applyBuildVersion, clearBrowserCaches } from './build-version';
import { ResumeStore } from './store';

/** The one store of the app. */
export const resumeStore = new ResumeStore();

// A save or load refused with 401: the auth feature re-checks the session now (lib/session-refused.ts).
resumeStore.onUnauthorized(reportSessionRefused);

if (typeof window !== 'undefined') {
  // SPEC.md section 9: a new build clears caches and local storage, never an unsynced resume (decision 7).
  // It runs before the store first reads local storage.
  try {
    if (applyBuildVersion(window.localStorage)) void clearBrowserCaches();
  } catch {
    // Storage disabled: nothing stored to clear.
  }
  // What was typed in the last second reaches local storage even when the tab closes.
  window.addEventListener('pagehide', () => resumeStore.persistNow());
  window.addEventListener('online', () => void resumeStore.syncNow());
  // Another tab of this browser wrote the local copy: both tabs' edits stay on the device (peer-copy.ts).
  window.addEventListener('storage', (event) => {
    if (event.storageArea === window.localStorage && event.key?.startsWith(STORAGE_KEYS.resumes)) {
      resumeStore.otherTabWrote();
    }
  });
}
