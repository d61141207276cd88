import { findDates } from './dates';
import type { SourcePart } from './types';

/**
 * One date range set in several parts of a line, apart by the gaps a template leaves between its words ('2021年4月'
 * ¦ '– 現在', 'مارس' ¦ '2021' ¦ '– حتى الآن'): one part again, so each reader of parts sees the range whole and the
 * other fields of the line stay parts of their own.
 */
export function joinDateParts(parts: readonly SourcePart[]): SourcePart[] {
  const out = [...parts];
  if (out.length < 2) return out;
  // The parts' texts joined by single spaces, as the line's text is: merging parts leaves it as it was.
  const text = out.map((p) => p.text).join(' ');
  let from = 0;
  for (let d = findDates(text); d; d = findDates(text.slice(from))) {
    const start = from + d.index;
    const end = start + d.text.length;
    let at = 0;
    const covered: number[] = [];
    out.forEach((p, i) => {
      if (at < end && at + p.text.length > start) covered.push(i);
      at += p.text.length + 1;
    });
    if (covered.length > 1) {
      const run = out.slice(covered[0], covered.at(-1)! + 1);
      out.splice(covered[0]!, run.length, {
        text: run.map((p) => p.text).join(' '),
        x: Math.min(...run.map((p) => p.x)),
        right: Math.max(...run.map((p) => p.right)),
        bold: run.every((p) => p.bold),
        italic: run.every((p) => p.italic),
        size: Math.max(...run.map((p) => p.size)),
      });
    }
    from = end;
    if (from >= text.length) break;
  }
  return out;
}
