import { LIMITS } from '../constants';

const LONG = new Set(['bullets', 'details', 'highlights', 'summary', 'description', 'reference']);
const SHORT = new Set(['technologies', 'keywords', 'core', 'tools', 'languages', 'level', 'type', 'username', 'score']);
const URLS = new Set(['url', 'website', 'linkedin', 'github']);

/**
 * Every value cut to the schema's limits (a 600-character line is still imported, shortened) and lists capped.
 * Shared with the PDF import.
 */
export function fit(value: unknown, key = ''): unknown {
  if (typeof value === 'string') {
    const max = LONG.has(key)
      ? LIMITS.maxTextChars
      : SHORT.has(key)
        ? 100
        : URLS.has(key)
          ? 2000
          : key === 'fullName' || key === 'location' || key === 'label'
            ? 100
            : 300;
    return value.slice(0, max);
  }
  if (Array.isArray(value)) return value.slice(0, LIMITS.maxListItems).map((v) => fit(v, key));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, k === 'meta' || k === 'id' ? v : fit(v, k)]));
  }
  return value;
}
