import type { Resume } from '@resumey/resume';

/**
 * Where a public view's resume comes from, read from the address (SPEC.md section 2 route table):
 *   /u/{username}/{slug}  -> a custom URL
 *   /v/{slug}             -> the oldest share with that slug
 *   /v#{data}, /view#{data} (also /v/#{data}) -> the resume carried in the link itself
 */
export type PublicSource =
  | { kind: 'user-slug'; username: string; slug: string }
  | { kind: 'slug'; slug: string }
  | { kind: 'link'; data: string }
  | { kind: 'none' };

/**
 * A load that failed says why: the link (nothing there, or data that does not decode) or the service (an outage,
 * a rate limit). Only the latter may succeed on a second try, so only it offers Try Again.
 */
export type LoadResult =
  | { ok: true; resume: Resume }
  /** locked: a password-protected share; the page asks for the password (PasswordForm.tsx). */
  | { ok: false; message: string; title?: string; retryable?: boolean; locked?: boolean };

const decodeSegment = (s: string | undefined) => {
  if (!s) return '';
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

export function sourceFromLocation(loc: { pathname: string; hash: string }): PublicSource {
  const parts = loc.pathname.split('/').filter(Boolean);
  const data = loc.hash.replace(/^#/, '');
  if (parts[0] === 'u' && parts.length === 3) {
    return { kind: 'user-slug', username: decodeSegment(parts[1]), slug: decodeSegment(parts[2]) };
  }
  if (parts[0] === 'v' && parts.length === 2) return { kind: 'slug', slug: decodeSegment(parts[1]) };
  if (data) return { kind: 'link', data };
  return { kind: 'none' };
}
