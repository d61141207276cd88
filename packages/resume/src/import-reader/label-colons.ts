import type { SourcePart } from './types';

/**
 * A label's colon set in a cell of its own, on a tab stop or in a table's column between the labels and their values
 * ('Nama' | ':' | 'Rizky Aditya Pratama', as Indonesian, Turkish and Indian CVs line their colons up): the label's,
 * so the line reads as 'Nama:' | value does. So is one that starts the value's cell ('पद' | ': लेखाकार').
 */
export function colonsOnLabels(parts: readonly SourcePart[]): SourcePart[] {
  const out: SourcePart[] = [];
  for (const p of parts) {
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
