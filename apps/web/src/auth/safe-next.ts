export const DEFAULT_AFTER_SIGN_IN = '/dashboard';

/**
 * Where to go after signing in, from a `?next=` value. Only a path on this site is accepted (no other origin, no
 * protocol-relative '//host' or '/\host', no scheme), so a crafted sign-in link cannot bounce the user elsewhere;
 * anything else, and the sign-in pages themselves, fall back to the dashboard.
 */
export function safeNext(raw: string | null | undefined): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return DEFAULT_AFTER_SIGN_IN;
  let url: URL;
  try {
    url = new URL(raw, 'https://resumey.invalid');
  } catch {
    return DEFAULT_AFTER_SIGN_IN;
  }
  if (url.origin !== 'https://resumey.invalid') return DEFAULT_AFTER_SIGN_IN;
  if (url.pathname === '/auth' || url.pathname.startsWith('/auth/')) return DEFAULT_AFTER_SIGN_IN;
  return url.pathname + url.search + url.hash;
}

/** The sign-in screen's address that returns to `next` afterwards. */
export const signInPath = (next: string) =>
  next === DEFAULT_AFTER_SIGN_IN ? '/auth' : `/auth?next=${encodeURIComponent(next)}`;
