import { isObject, type Json } from '../restore';

/** Tolerant readers for documents from the wild: wrong types read as empty, long values are cut to our limits. */

export const MAX = { line: 500, text: 5000, short: 100, url: 2000, items: 100 } as const;

export const obj = (v: unknown): Json => (isObject(v) ? v : {});
export const list = (v: unknown): unknown[] => (Array.isArray(v) ? v.slice(0, MAX.items) : []);

export function str(v: unknown, max: number = MAX.line): string {
  if (typeof v === 'string') return v.slice(0, max);
  if (typeof v === 'number' && Number.isFinite(v)) return String(v).slice(0, max);
  return '';
}

/** Non-empty strings of an array (numbers accepted), each cut to max. */
export const strings = (v: unknown, max: number = MAX.line): string[] =>
  list(v)
    .map((x) => str(x, max))
    .filter((x) => x.trim() !== '');

export const firstStr = (o: Json, keys: string[], max: number = MAX.line): string => {
  for (const k of keys) {
    const v = str(o[k], max);
    if (v) return v;
  }
  return '';
};

/** Removes undefined, empty-string and empty-array values, so exported documents carry no noise. */
export function compact<T extends object>(o: T): T {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(o)) {
    if (v === undefined || v === '' || (Array.isArray(v) && v.length === 0)) continue;
    out[k] = v;
  }
  return out as T;
}
