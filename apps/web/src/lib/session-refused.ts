/**
 * Calls made outside react-query (the resume store's saves and background sync) that the server refused with 401:
 * the session is gone. Whoever made the call reports it here; the auth feature listens and re-checks the session at
 * once rather than at its next 5-minute tick. (Shared code, so that the store and auth need not import each other.)
 */
const listeners = new Set<() => void>();

export function reportSessionRefused() {
  for (const listener of listeners) listener();
}

/** Returns the unsubscribe. */
export function onSessionRefused(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
