import type { SourceLine } from './types';
import { outsideBrackets } from './skill-wraps';

// Skills typed as phrases: a few names said as one ('Kaizen, 5S y SMED'), in a list typed one skill a mark or a line.

const SEPARATOR = /[,;、，；]/u;
/** A few names said as one phrase, joined by a conjunction after commas ('Kaizen, 5S y SMED', 'SAP, Coupa and …'). */
export const CONJOINED = /[,，][^,，]+\s(?:and|&|y|e|und|et|i|en|och|og|ve|и|і|та|oraz|és|ja|και|dan|và)\s+\S/u;

/**
 * A list typed one skill a mark ('• Lean Manufacturing' | '• Kaizen, 5S y SMED', '• Bookkeeping and bank
 * reconciliation'), or one a line where nothing is marked ('Denial management and appeals' / 'ICD-10-CM, CPT and
 * HCPCS coding'): each item names one skill, or a few said as one phrase, and lists nothing else. The ids of its
 * items' lines; none when the list is not so typed.
 */
export function oneSkillAMark(lines: readonly SourceLine[]): Set<number> {
  const anyMarked = lines.some((l) => l.bullet);
  const items = lines.filter((l) => (anyMarked ? l.bullet : l.parts.length === 1));
  if (!anyMarked && items.length < lines.length) return new Set();
  const texts = items.flatMap((l) =>
    l.parts.map((p) => outsideBrackets(p.text).replace(/^[•·▪●■◦‣\uf0b7\uf0a7]\s*/u, '')),
  );
  const one = texts.length >= 3 && texts.every((t) => !SEPARATOR.test(t) || CONJOINED.test(t));
  return new Set(one ? items.map((l) => l.id) : []);
}
