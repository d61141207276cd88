import { displayUrl, formatMonth, stripMarkup, type Resume } from '../src';

/** Fields that are not the resume's content (ids, layout, stored-only values) or not written as text (the photo). */
const SKIP = new Set(['id', 'meta', 'kept', 'createdAt', 'updatedAt', 'profileImage']);
const URL_KEYS = new Set(['url', 'website', 'linkedin', 'github']);

/**
 * Every non-empty value a reader of an export must find, as it should read there: markup removed, dates as the
 * templates show them, addresses as shown (`displayUrl`) or as typed (`raw`).
 */
export function exportedValues(resume: Resume, urls: 'shown' | 'raw'): string[] {
  const out: string[] = [];
  const walk = (value: unknown, key: string) => {
    if (SKIP.has(key)) return;
    if (Array.isArray(value)) value.forEach((v) => walk(v, key));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, k);
    else if (typeof value === 'string' && value.trim()) {
      const v = value.trim();
      if (URL_KEYS.has(key)) out.push(urls === 'shown' ? displayUrl(v) : v);
      else if (/date$/i.test(key)) out.push(formatMonth(v));
      else out.push(stripMarkup(v));
    }
  };
  walk(resume, '');
  return out;
}
