import { isOnlyDates } from './dates';
import { entryDates } from './entry-dates';
import { isRtl } from './text';
import type { SourceLine } from './types';
import { ENDS_MID_PHRASE } from './lexicon';

/** A line that stops on a word no item ends with ('... edit checks in', 'und', 'de la'): its item goes on below. */

/**
 * Lists whose marks a browser or word processor draws as shapes (no text): when no line of the section has a
 * mark (typed, or a number typed before it), a line set further in than the entries' own lines, not bold, is a list
 * item.
 */
export function drawnBullets(lines: readonly SourceLine[], numbered: ReadonlySet<number> = new Set()): Set<number> {
  const out = new Set<number>();
  if (lines.some((l) => l.bullet || numbered.has(l.id)) || lines.length < 2) return out;
  // How far in a line starts: from the left, or for right-to-left text from the right.
  const right = Math.max(...lines.map((l) => l.box.x + l.box.w));
  // The entries' own left edge: their first part, or the part after a date column ('03/2019 – present' | title).
  const textX = (l: SourceLine) =>
    l.parts.length > 1 && isOnlyDates(l.parts[0]!.text) ? l.parts[1]!.x : l.parts[0]!.x;
  // A line of dates alone is a date column's cell (read before its row's text), not where entries start.
  const left = Math.min(
    ...lines.filter((l) => !isOnlyDates(l.text) || lines.every((o) => isOnlyDates(o.text))).map(textX),
  );
  // From the left edge of the entry the line is in, where its last bold line starts: a whole entry set further in
  // (the roles under an employer in a profile's export: title, dates, place, description) has its title there, and
  // items further in still.
  let anchor = left;
  const inset = (l: SourceLine) => (isRtl(l.text) ? right - (l.box.x + l.box.w) : l.parts[0]!.x - anchor);
  // The line above ran to the edge: it ends within four letters' width of it, or the next line's first word (at
  // about half an em a letter) would not have fitted after it.
  const full = (l: SourceLine, next: SourceLine) =>
    l.box.x + l.box.w > right - l.size * 4 ||
    l.box.x + l.box.w + ([...(next.text.split(/\s/)[0] ?? '')].length + 1) * 0.5 * next.size > right;
  // Measured between baselines: a line with a glyph from a taller font has its box set higher.
  const baseline = (line: SourceLine) => line.box.y + line.size * 0.85;
  /** How far apart the lines of one item were where the words said they wrap (lower case, 'und', a number). */
  const wrapPitches: number[] = [];
  let prev: SourceLine | undefined;
  for (const [i, l] of lines.entries()) {
    if (l.box.page === 0) continue; // Word lists carry their numbering; indentation says nothing there
    if (l.bold && !isOnlyDates(l.text) && !isRtl(l.text)) anchor = Math.max(left, l.parts[0]!.x);
    if (inset(l) > Math.max(6, l.size * 0.8) && !l.bold && !entryDates(l)) {
      const next = lines[i + 1];
      const gap = prev ? baseline(l) - baseline(prev) : Infinity;
      const below =
        prev &&
        out.has(prev.id) &&
        full(prev, l) &&
        Math.abs(inset(prev) - inset(l)) < 2 &&
        !/[.!?:。]$/.test(prev.text) &&
        gap < l.size * 1.9;
      // The wrapped rest of the item above: at its indent, in lower case or a number, after no full stop.
      const worded = /^[\p{Ll}\d(%]/u.test(l.text) || (!!prev && ENDS_MID_PHRASE.test(prev.text));
      // Or in capitals (a German noun: 'für den Bereich' / 'Einkauf') when it sits as close under that line as
      // the item's lines did, closer than the next item line sits under it (the space a list puts between items).
      const spaced =
        !!next &&
        next.box.page === l.box.page &&
        Math.abs(inset(next) - inset(l)) < 2 &&
        wrapPitches.some((p) => Math.abs(gap - p) < 0.5) &&
        gap < baseline(next) - baseline(l) - l.size * 0.1;
      if (below && worded) wrapPitches.push(gap);
      if (!(below && (worded || spaced))) out.add(l.id);
    }
    prev = l;
  }
  return out;
}
