import { isValidEmail } from './email';

/**
 * Links shown on a resume (website, linkedin, github, project and link urls) become real links only for
 * http, https and mailto (DESIGN.md decision 10). Everything else is shown as plain text by the caller.
 */
const ALLOWED_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/** Characters a browser ignores or strips inside a URL, which attackers use to hide a scheme: 'java\tscript:'. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point here
const INVISIBLE = /[\u0000-\u0020\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\u2060\ufeff]/g;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
/** 'example.com', 'linkedin.com/in/x', 'www.site.io:8080/path?q#h' (a scheme-less host with a dotted name). */
const BARE_HOST = /^(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+\p{L}{2,63}(?::\d{1,5})?(?:[/?#]\S*)?$/u;
const MAX_URL = 2048;

/**
 * A normalised href for an http(s) or mailto URL, or undefined for anything else. Bare hosts get https://,
 * bare e-mail addresses get mailto:. The returned value is what the URL parser produced, so what was checked
 * is exactly what the browser will follow.
 */
export function safeHref(input: unknown): string | undefined {
  if (typeof input !== 'string') return undefined;
  const trimmed = input.trim();
  if (!trimmed || trimmed.length > MAX_URL) return undefined;
  const probe = trimmed.replace(INVISIBLE, '');
  let candidate: string;
  if (BARE_HOST.test(probe)) candidate = `https://${trimmed}`;
  else if (SCHEME.test(probe)) {
    const scheme = SCHEME.exec(probe)![1].toLowerCase();
    if (!ALLOWED_PROTOCOLS.has(`${scheme}:`)) return undefined;
    candidate = trimmed;
  } else if (probe.startsWith('//')) candidate = `https:${trimmed}`;
  else if (isValidEmail(probe)) candidate = `mailto:${trimmed}`;
  else return undefined;

  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return undefined;
  }
  if (!ALLOWED_PROTOCOLS.has(url.protocol)) return undefined;
  if (url.protocol === 'mailto:') return isValidEmail(safeDecode(url.pathname)) ? url.href : undefined;
  return url.hostname ? url.href : undefined;
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

export const isSafeUrl = (input: unknown): boolean => safeHref(input) !== undefined;

/** A URL for display: without protocol, leading 'www.' and trailing slash ('https://www.x.com/a/' -> 'x.com/a'). */
export function displayUrl(input: string | null | undefined): string {
  if (!input) return '';
  return input
    .trim()
    .replace(/^(?:https?:\/\/|mailto:)/i, '')
    .replace(/^www\./i, '')
    .replace(/\/+$/, '');
}
