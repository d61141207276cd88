import { CASELESS_LETTER } from '../scripts';
import { headingKind, letterSpacedCapitals } from './headings';
import { isRtl } from './text';
import type { SourceLine, SourcePart } from './types';

// How a section's heading is set apart from the text under it: its size, weight, capitals and place.

/** The size most of the text is set in. */
export function bodySize(lines: readonly SourceLine[]): number {
  const chars = new Map<number, number>();
  // By parts: a heading in a line's label cell makes the rest of the line no larger.
  for (const p of lines.flatMap((l) => l.parts)) {
    const size = Math.round(p.size * 2) / 2;
    chars.set(size, (chars.get(size) ?? 0) + p.text.length);
  }
  let best = 10;
  let most = -1;
  for (const [size, n] of chars) if (n > most) [best, most] = [size, n];
  return best;
}

export const hasLetters = (s: string) => /\p{L}/u.test(s);
export const isUpper = (s: string) => hasLetters(s) && s === s.toUpperCase() && s !== s.toLowerCase();

/** A table's row of a label with its colon and a value beside it ('Marital Status:' | 'Single'). */
export const labelRow = (line: SourceLine | undefined) =>
  !!line && line.parts.length === 2 && /^[^:：]{2,30}[:：]$/u.test(line.parts[0]!.text.trim());

/** Set apart as headings are: bold, capitals, larger, a Word heading style, or small capitals. */
export function styled(line: SourceLine, body: number): boolean {
  if (line.styledHeading || line.smallCaps) return true;
  const smallCaps =
    line.parts.length > 1 && line.parts.every((p) => isUpper(p.text)) && line.parts[0]!.size > line.parts[1]!.size;
  return line.bold || isUpper(line.text) || line.size > body * 1.1 || smallCaps || CASELESS_LETTER.test(line.text);
}

/**
 * Two lines of one column that start, end or are centred at one place (within a fifth of an em). Right-to-left lines
 * are compared where they start only: pdf.js measures their runs short, so their left ends and middles are not known.
 */
export function alignedWith(a: SourceLine, b: SourceLine): boolean {
  const [p, q] = [a.box, b.box];
  if (!(p.x < q.x + q.w && q.x < p.x + p.w)) return false;
  const near = (u: number, v: number) => Math.abs(u - v) <= Math.max(2, p.h * 0.2);
  const ends = near(p.x + p.w, q.x + q.w);
  if (isRtl(a.text) || isRtl(b.text)) return ends;
  return ends || near(p.x, q.x) || near(p.x + p.w / 2, q.x + q.w / 2);
}

/** Two label cells set alike: in one type, ending at one edge (a column set flush right) or starting at one. */
export const setAsCell = (a: SourcePart, b: SourcePart): boolean =>
  a.bold === b.bold && Math.abs(a.size - b.size) < 0.3 && (Math.abs(a.right - b.right) < 2 || Math.abs(a.x - b.x) < 2);

/** Short enough, and free of what body text has (e-mail, a sentence's end, many digits). */
export function shortLabel(text: string): boolean {
  if (!hasLetters(text) || /[@]|\d{3,}/.test(text) || text.length > 60) return false;
  // (Thai's vowel and tone marks count for nothing: 'ใบอนุญาตและใบรับรอง' is a short heading.)
  if (CASELESS_LETTER.test(text)) return text.replace(/[\s\p{M}]/gu, '').length <= 18;
  return (text.split(/\s+/).length <= 6 || !!letterSpacedCapitals(text)) && !/[.;]$/.test(text);
}

/** A line after a mark whose first cell, in bold, is a whole heading ('■ 학력사항', '■ 경력사항' | '총 경력 8년 3개월'). */
// (In a script without capitals, bold or not: a redrawn PDF's Type 3 fonts have no names to tell it by, '■職務要約'.)
export const markedHeading = (line: SourceLine) =>
  !!line.parts[0] &&
  (line.parts[0].bold || CASELESS_LETTER.test(line.parts[0].text)) &&
  shortLabel(line.parts[0].text) &&
  (headingKind(line.parts[0].text)?.cover ?? 0) >= 1;

/**
 * A heading in small capitals wrapped after a word with its capital ('CAPACITÀ E COMPETENZE' / 'ORGANIZZATIVE'): the
 * second line all in the smaller capitals, so its size is less.
 */
export const smallCapsRest = (line: SourceLine, next: SourceLine) =>
  isUpper(line.text) && isUpper(next.text) && next.size < line.size && next.size >= line.size * 0.7;
