import { BUILD_ID, STORAGE_KEYS } from '@resumey/resume';
import { LOCAL_FORMAT, isUnsynced, parseLocalCopy, safeGet, safeRemove, serializeLocalCopy } from './local-copy';

/** Keys that hold sign-in state; kept across builds (SPEC.md section 9: 'except auth tokens'). */
const AUTH_KEY = /auth|session|token/i;
const RESUME_KEY = new RegExp(`^${STORAGE_KEYS.resumes}(-|$)`);

/**
 * SPEC.md section 9 with DESIGN.md decision 7: when the build id differs from the stored one, local storage is
 * cleared except sign-in data and except resumes that have not reached the server (those are kept, trimmed to the
 * unsynced ones). Returns whether a wipe happened.
 */
export function applyBuildVersion(storage: Storage, buildId: string = BUILD_ID): boolean {
  if (safeGet(storage, STORAGE_KEYS.buildVersion) === buildId) return false;
  const keys: string[] = [];
  try {
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key !== null) keys.push(key);
    }
  } catch {
    return false;
  }
  for (const key of keys) {
    if (key === STORAGE_KEYS.buildVersion || AUTH_KEY.test(key)) continue;
    if (RESUME_KEY.test(key)) {
      const text = safeGet(storage, key);
      const copy = parseLocalCopy(text);
      const keep = copy.entries.filter(isUnsynced);
      if (keep.length > 0) {
        // Our own format keeps its migration flag; anything else is rewritten as local-only resumes.
        const own = text?.includes(LOCAL_FORMAT) ?? false;
        try {
          storage.setItem(
            key,
            serializeLocalCopy({ ...copy, currentId: null, migrated: own && copy.migrated, entries: keep }),
          );
          continue;
        } catch {
          continue; // Could not rewrite: leave it untouched rather than lose it.
        }
      }
      if (copy.migrated) {
        // The migration flag survives, so old local-only data is never moved into the account twice.
        try {
          storage.setItem(key, serializeLocalCopy({ migrated: true, currentId: null, entries: [] }));
        } catch {
          // Could not rewrite: leave it.
        }
        continue;
      }
    }
    safeRemove(storage, key);
  }
  try {
    storage.setItem(STORAGE_KEYS.buildVersion, buildId);
  } catch {
    // Storage disabled: the check simply runs again next time.
  }
  return true;
}

/** Clears the browser's Cache Storage and unregisters service workers (SPEC.md section 9). */
export async function clearBrowserCaches(): Promise<void> {
  try {
    if (typeof caches !== 'undefined') {
      for (const name of await caches.keys()) await caches.delete(name);
    }
    const sw = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined;
    if (sw) for (const reg of await sw.getRegistrations()) await reg.unregister();
  } catch {
    // Not available here (insecure origin, private mode): nothing to clear.
  }
}
