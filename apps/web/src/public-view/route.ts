import { publicAddressOfPath, type CoverLetter, type Resume } from '@resumey/resume';

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
  /** letter: the share's cover letter, when its owner shares it (issue #41 item 5). */
  | { ok: true; resume: Resume; letter?: CoverLetter }
  /** locked: a password-protected share; the page asks for the password (PasswordForm.tsx). */
  | { ok: false; message: string; title?: string; retryable?: boolean; locked?: boolean };

const decodeSegment = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

export function sourceFromLocation(loc: { pathname: string; hash: string }): PublicSource {
  // The server's parser (it renders this page for the same address); a segment that does not decode is kept as is.
  const address = publicAddressOfPath(loc.pathname, { trailingSlash: true, decode: decodeSegment });
  const data = loc.hash.replace(/^#/, '');
  if (address) return 'username' in address ? { kind: 'user-slug', ...address } : { kind: 'slug', slug: address.slug };
  if (data) return { kind: 'link', data };
  return { kind: 'none' };
}
