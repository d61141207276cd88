/**
 * Resumes written on the server by something other than the resume store (an account import, issue #42 item 5):
 * whoever wrote them reports it here; the store listens and loads the list again. (Shared code, so that the feature
 * that wrote them and the store need not import each other.)
 */
const listeners = new Set<() => void | Promise<void>>();

export async function reportResumesChanged(): Promise<void> {
  await Promise.all([...listeners].map((listener) => listener()));
}

/** Returns the unsubscribe. */
export function onResumesChanged(listener: () => void | Promise<void>): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
