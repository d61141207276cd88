import { findDates } from './dates';
import type { SourceLine } from './types';

/**
 * How long a job lasted, as some builders print it under or after its dates ('5 лет 9 месяцев', '2 yrs 3 mos',
 * '(3 Jahre)'): said by the dates already.
 */
const DURATION =
  /^\(?\s*(?:\d+\s*(?:years?|yrs?|months?|mos?|лет|года?|год|месяц(?:а|ев)?|мес\.?|років|рік|місяц(?:ь|і|ів)|jahre?n?|monate?n?|años?|meses?|ans?|mois|anos?|anni|anno|mesi|mese|lata?|rok|miesi(?:ąc|ące|ęcy)|jaar|maanden?|månader|år|yıl|ay)\.?\s*(?:and|и|і|und|y|et|e|i|en|och|ve)?\s*)+\)?$/iu;

/**
 * A date column's cells read back over several lines: a range broken after its dash ('Март 2019 —' over 'по
 * настоящее время', 'Sep 2015 –' over 'Feb 2019') is joined into its first line, and a duration under it dropped.
 * Returns the lines and the ids of the lines that had nothing else (read, and placed with the dates).
 */
export function joinDateColumn(lines: readonly SourceLine[]): { lines: SourceLine[]; consumed: number[] } {
  const out = lines.map((l) => ({ ...l, parts: [...l.parts] }));
  for (let i = 0; i < out.length; i++) {
    const line = out[i]!;
    const first = line.parts[0];
    const next = out[i + 1];
    const below = next?.parts[0];
    if (!first || !below || !/[—–-]\s*$/u.test(first.text) || Math.abs(below.x - first.x) > 3) continue;
    const alone = findDates(first.text);
    const joined = findDates(`${first.text} ${below.text}`);
    if (!alone || !joined || joined.text.length <= alone.text.length + 1) continue;
    line.parts[0] = { ...first, text: `${first.text} ${below.text}`, right: Math.max(first.right, below.right) };
    next!.parts.shift();
  }
  const consumed: number[] = [];
  const kept: SourceLine[] = [];
  for (const line of out) {
    const parts = line.parts.filter((p) => !DURATION.test(p.text.trim()));
    if (!parts.length) {
      consumed.push(line.id);
      continue;
    }
    kept.push({ ...line, parts, text: parts.map((p) => p.text).join(' ') });
  }
  return { lines: kept, consumed };
}
