import { DURATION, findDates } from './dates';
import type { SourceLine } from './types';

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
