/**
 * A share's public address (SPEC.md section 2 route table): a custom URL, /u/{username}/{slug}, or a share's own,
 * /v/{slug}. The API reads a share under /api/public with the same segments.
 */
export type PublicAddress = { username: string; slug: string } | { slug: string };

export interface PublicPathOptions {
  /** The segments before 'u' or 'v': '/api/public' for the API's reads, none for the pages. */
  base?: string;
  /** Whether one trailing slash is taken ('/v/cv/'): the pages' route takes it, the API's routes do not. */
  trailingSlash?: boolean;
  /** How a segment is decoded; one that throws (a malformed %-escape) makes the address null. */
  decode?: (segment: string) => string;
}

/**
 * The share that `path` (query string ignored) names: undefined when it is no share's address, null when it is one
 * whose %-escapes do not decode (it names nothing). The one parser of the server (the fast path, the framework's
 * routes) and the browser (the public view).
 */
export function publicAddressOfPath(path: string, opts: PublicPathOptions = {}): PublicAddress | null | undefined {
  const { base = '', trailingSlash = false, decode = decodeURIComponent } = opts;
  let rest = path.split('?', 1)[0]!;
  if (base) {
    if (!rest.startsWith(`${base}/`)) return undefined;
    rest = rest.slice(base.length);
  }
  if (trailingSlash && rest.length > 1 && rest.endsWith('/')) rest = rest.slice(0, -1);
  // ['', 'u', username, slug] or ['', 'v', slug]: no segment empty.
  const parts = rest.split('/');
  if (parts[0] !== '' || parts.slice(1).some((p) => !p)) return undefined;
  try {
    if (parts[1] === 'u' && parts.length === 4) return { username: decode(parts[2]!), slug: decode(parts[3]!) };
    if (parts[1] === 'v' && parts.length === 3) return { slug: decode(parts[2]!) };
  } catch {
    return null;
  }
  return undefined;
}
