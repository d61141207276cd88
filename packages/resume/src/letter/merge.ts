import { jsonEqual } from '../merge/merge';
import type { CoverLetter } from './schema';

export interface LetterMerge {
  /** The merged letter; a field changed on both sides to different values holds this side's value. */
  letter: CoverLetter;
  /** Those fields, by path ('subject', 'recipient.company', 'paragraphs.2', 'paragraphs'); none: nothing to ask. */
  conflicts: string[];
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The three-way merge of one cover letter edited apart (two tabs, two devices, a device that was offline), as
 * resumes are merged (merge/merge.ts): each side's changes since `base`, the last copy both had, are applied field by
 * field (the recipient's name, title, company and address each on its own); paragraphs are compared one by one when
 * neither side added or removed one, else as one field. Only a field both sides changed, to different values, is a
 * conflict for the user.
 */
export function mergeLetters(base: CoverLetter, mine: CoverLetter, theirs: CoverLetter): LetterMerge {
  const conflicts: string[] = [];
  const merge = (path: string[], b: unknown, m: unknown, t: unknown): unknown => {
    if (jsonEqual(m, t)) return m;
    if (jsonEqual(b, m)) return t;
    if (jsonEqual(b, t)) return m;
    if (isObject(b) && isObject(m) && isObject(t)) {
      const keys = new Set([...Object.keys(b), ...Object.keys(m), ...Object.keys(t)]);
      return Object.fromEntries([...keys].map((k) => [k, merge([...path, k], b[k], m[k], t[k])]));
    }
    if (Array.isArray(b) && Array.isArray(m) && Array.isArray(t) && b.length === m.length && m.length === t.length) {
      return b.map((line, i) => merge([...path, String(i)], line, m[i], t[i]));
    }
    conflicts.push(path.join('.'));
    return m;
  };
  return { letter: merge([], base, mine, theirs) as CoverLetter, conflicts };
}
