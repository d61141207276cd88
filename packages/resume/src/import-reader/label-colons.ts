import { COURSES_LABEL } from './courses-label';
import type { SourcePart } from './types';

/**
 * A label's colon set in a cell of its own, on a tab stop or in a table's column between the labels and their values
 * ('Nama' | ':' | 'Rizky Aditya Pratama', as Indonesian, Turkish and Indian CVs line their colons up): the label's,
 * so the line reads as 'Nama:' | value does. So is one that starts the value's cell ('पद' | ': लेखाकार').
 */

export function colonsOnLabels(parts: readonly SourcePart[]): SourcePart[] {
  const out: SourcePart[] = [];
  for (const [k, p] of spreadLabels(parts).entries()) {
    // (A detail's label cell without its colon beside its text: '主修课程' | '中级财务会计、成本会计、…'.)
    if (k === 0 && parts.length > 1 && COURSES_LABEL.test(p.text.trim()) && !/[:：]$/u.test(p.text.trim())) {
      out.push({ ...p, text: `${p.text.trim()}:` });
      continue;
    }
    const label = out.at(-1);
    if (label && /^[:：]$/u.test(p.text.trim()) && /\p{L}$/u.test(label.text))
      out[out.length - 1] = { ...label, text: `${label.text}:` };
    // (Or at the start of the value's cell: 'पद' | ': लेखाकार', 'Durée' | ': 6 mois'.)
    else if (
      label &&
      /^[:：]\s*\S/u.test(p.text.trim()) &&
      /\p{L}[\p{M}.]*$/u.test(label.text) &&
      label.text.trim().split(/\s+/u).length <= 4
    ) {
      out[out.length - 1] = { ...label, text: `${label.text}:` };
      out.push({ ...p, text: p.text.trim().replace(/^[:：]\s*/u, '') });
    } else out.push(p);
  }
  return out;
}

const HAN = '\\p{Script=Han}';
const SPREAD = new RegExp(`^${HAN}(?:[ \\u3000]+${HAN}){1,3}$`, 'u');
const ONE_HAN = new RegExp(`^${HAN}$`, 'u');
const SHORT_HAN = new RegExp(`^${HAN}{1,3}$`, 'u');

/**
 * A Chinese label spread across its cell, as Chinese table templates set their two-character labels to the width
 * of four ('姓\u3000\u3000名', '职\u3000\u3000位'): one word again. Typed with full-width spaces it is one part;
 * a PDF may draw each character as a part of its own, an em or two apart.
 */
function spreadLabels(parts: readonly SourcePart[]): SourcePart[] {
  const out: SourcePart[] = [];
  const joined = new Set<SourcePart>();
  for (const p of parts) {
    const last = out.at(-1);
    const text = SPREAD.test(p.text.trim()) ? p.text.replace(/[ \u3000]+/gu, '').trim() : p.text;
    if (
      last &&
      ONE_HAN.test(text) &&
      (last.text.length === 1 || joined.has(last)) &&
      SHORT_HAN.test(last.text) &&
      p.x - last.right > 0 &&
      p.x - last.right < p.size * 3
    ) {
      const label = { ...last, text: last.text + text, right: p.right };
      joined.add(label);
      out[out.length - 1] = label;
    } else out.push(text === p.text ? p : { ...p, text });
  }
  return out;
}
