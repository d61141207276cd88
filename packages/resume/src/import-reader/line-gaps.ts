import { median } from '../median';
import type { SourceLine } from './types';

/**
 * `line` stands under `prev` on the same page, nearer than `lineHeights` of its own size (1.9: closer than a
 * blank line, so the two can be one paragraph, one field or one item wrapped).
 */
export const closeUnder = (prev: SourceLine, line: SourceLine, lineHeights = 1.9): boolean =>
  line.box.page === prev.box.page && line.box.y > prev.box.y && line.box.y - prev.box.y < line.size * lineHeights;

/** `b` set under `a` from its left edge, its middle or its right edge (centred, flush right, or right to left). */
export const alignedUnder = (a: SourceLine, b: SourceLine): boolean =>
  Math.abs(a.box.x - b.box.x) < 3 ||
  Math.abs(a.box.x + a.box.w / 2 - (b.box.x + b.box.w / 2)) < 3 ||
  Math.abs(a.box.x + a.box.w - (b.box.x + b.box.w)) < 3;

const WIDE = /[\p{sc=Han}\p{sc=Hangul}\p{sc=Hiragana}\p{sc=Katakana}]/u;
/**
 * A text's share of its line's width, where the line mixes Chinese, Japanese or Korean with other letters: theirs
 * are set an em wide, Latin letters and digits about half of one, spaces less ('GA4·BigQuery' in a Korean line is
 * narrower than as many Hangul). Elsewhere each character counts alike.
 */
const weight = (text: string, mixed: boolean) =>
  mixed ? [...text].reduce((w, c) => w + (WIDE.test(c) ? 1 : /\s/u.test(c) ? 0.3 : 0.55), 0) : text.length;

/** Whether the next line's first word was too wide to end the line before it: the line was wrapped there. */
export function firstWordWouldNotFit(prev: SourceLine, line: SourceLine, right: number): boolean {
  return prev.box.x + prev.box.w + line.size * 0.3 + firstWordWidth(line) > right - 1;
}

/** How wide the line's first word is, measured by its own line's letters. */
/**
 * Lines typed one an item without a stop: three or more, none ending on one, and two or more of them start where their
 * first word would have fitted after the line above (the person pressed Enter). In such a list a line that ran to the
 * edge ends its item too, unless it stops mid-phrase ('… Київської і Житомирської областей' over 'Щотижневі виїзди …').
 */
export const listedWithoutStops = (
  lines: readonly SourceLine[],
  startsAfterRoom: (above: SourceLine, line: SourceLine) => boolean,
): boolean =>
  lines.length >= 3 &&
  lines.every((l) => !/[.!?;。]$/u.test(l.text)) &&
  lines.filter((l, i) => i > 0 && startsAfterRoom(lines[i - 1]!, l)).length >= 2;

export function firstWordWidth(line: SourceLine): number {
  const word = line.text.split(/\s+/)[0] ?? '';
  const mixed = WIDE.test(line.text);
  return (line.box.w * weight(word, mixed)) / Math.max(1, weight(line.text, mixed));
}

/**
 * How far apart `lines` (a section's, say) usually stand, baseline to baseline (the median of the gaps between
 * lines one under the other on a page): about 1.2 of their size, or twice that and more in a document set on a wide line grid (WPS's, or
 * Word's double spacing), where a paragraph's wrapped lines stand as far apart as its paragraphs.
 */
export function usualLineGap(lines: readonly SourceLine[]): number {
  const gaps: number[] = [];
  for (let i = 1; i < lines.length; i++) {
    const [prev, line] = [lines[i - 1]!, lines[i]!];
    const gap = line.box.y - prev.box.y;
    if (line.box.page === prev.box.page && line.box.page > 0 && gap > 0 && gap < line.size * 4) gaps.push(gap);
  }
  return median(gaps);
}

/**
 * A line set larger than the lines of its own column just above and under it, by a tenth or more: 'Languages' at
 * 11.3 pt between a sidebar's items at 10.1, in a resume whose main column's text is larger than the sidebar's.
 */
export function largerThanItsColumn(line: SourceLine, lines: readonly SourceLine[]): boolean {
  const at = lines.indexOf(line);
  const column = (l: SourceLine | undefined) =>
    !!l && l.box.page === line.box.page && line.box.page > 0 && Math.abs(l.box.x - line.box.x) < 2;
  const around = [lines[at - 1], lines[at + 1]].filter(column) as SourceLine[];
  return around.length > 0 && around.every((l) => line.size > l.size * 1.1);
}
