import { TEX_FONTS } from './hyphenation';
import { FUNCTION_WORD } from './lexicon';
import type { PdfItem } from './pdf-lines';

// The gaps between a baseline's items (run-parts.ts): which are word spaces, in stretched or justified lines, in
// full-width Japanese text and in runs cairo split, and which part fields. In ems of the type's size.

/** Wider than this, a gap parts two fields, unless it is a stretched line's word space. */
export const PART_GAP = 0.6;
/** Narrower than this, two items touch. */
export const WORD_GAP = 0.15;
/** Closer than any word space or kern: two runs this near are one word's. */
export const SAME_WORD_GAP = 0.08;

/**
 * Text placed on its own that runs into the next text on the line: one run of type never overlaps itself by more than
 * a kern, so an item starting a word gap or more inside the one before it is another part (moderncv's dates, set flush
 * right in the margin and too wide for it, end 2 pt into the entry: '2020–Actualidad' / 'Equipo de pagos'). Text drawn
 * twice a hair apart (a bold faked by overprinting) overlaps almost wholly and stays one.
 */
export function collides(prev: PdfItem | undefined, item: PdfItem): boolean {
  if (!prev) return false;
  const overlap = prev.x + prev.width - item.x;
  // (A letter in smaller type kerned under the next, TeX's logo's raised 'A' under 'TEX', is the same word.)
  const smaller = prev.fontSize < 0.8 * item.fontSize && prev.text.trim().length === 1;
  return (
    item.x > prev.x &&
    !smaller &&
    overlap > WORD_GAP * item.fontSize &&
    overlap < 0.5 * Math.min(prev.width, item.width)
  );
}

/**
 * A space between two items that touch: pdf.js puts one of no width between the runs a cairo-made PDF (Firefox's on
 * Linux, pdftocairo's) draws with a flipped text matrix, even inside a word ('D' / 'ANIEL' in small capitals).
 */
export function betweenTouching(space: PdfItem, text: readonly PdfItem[]): boolean {
  const before = text.filter((i) => i.x + i.width <= space.x + 1).sort((a, b) => b.x + b.width - (a.x + a.width))[0];
  const after = text.filter((i) => i.x >= space.x - 0.5).sort((a, b) => a.x - b.x)[0];
  return !!before && !!after && after.x - (before.x + before.width) < 0.05 * space.fontSize;
}

/**
 * The word space of a line TeX justified: its words, in TeX's fonts of one size, stand apart by stretched spaces wider
 * than a gap between fields elsewhere would be ('Charge  Nurse,  Emergency  Department,' in moderncv's bold,
 * stretched to the dates), all about as wide: the widths a word space has there, at most `max` and at least `min`.
 * Undefined when the run has no such spaces. `tex`: the page is TeX's, in whatever fonts (XeLaTeX's Noto Sans too),
 * which draws no space glyphs.
 */
export function justifiedSpace(
  sorted: readonly PdfItem[],
  spaceBetween: (a: PdfItem, b: PdfItem) => boolean,
  filled: (a: PdfItem, b: PdfItem) => boolean,
  tex = false,
): { min: number; max: number } | undefined {
  const size = sorted[0]?.fontSize ?? 0;
  if (!sorted.every((i) => Math.abs(i.fontSize - size) < 0.1)) return undefined;
  if (!tex && !sorted.every((i) => TEX_FONTS.test(i.font))) return evenlyStretched(sorted, filled, size);
  let spaced: Array<{ gap: number; words: boolean; afterStop: boolean; first: boolean }> = [];
  for (let k = 1; k < sorted.length; k++) {
    const [a, b] = [sorted[k - 1]!, sorted[k]!];
    const gap = b.x - (a.x + a.width);
    // A gap with no space drawn in it parts fields (the dates set flush right).
    if (gap > PART_GAP * size && spaceBetween(a, b))
      spaced.push({
        gap,
        words: !/\s/.test(a.text.trim()) && !/\s/.test(b.text.trim()),
        afterStop: /\p{Ll}[,;:]$/u.test(a.text) && a.font === b.font,
        first: k === 1,
      });
  }
  // The first gap, far wider than the justified spaces after it, sets a margin column apart (moderncv's dates,
  // '03/2019 – heute' before a stretched title): it is no word space.
  const rest = spaced.filter((g) => !g.first);
  if (spaced[0]?.first && rest.length >= 2 && spaced[0].gap > 1.3 * Math.max(...rest.map((g) => g.gap))) spaced = rest;
  // (A space after a comma, a semicolon or a colon stretches further: TeX's space factor, twice as far after a
  // colon. It may be the line's only one wide enough for pdf.js to part its words, in one type on both sides:
  // 'Charge Nurse,' | 'Emergency Depart-', '787 final assembly:' | 'tooling change requests'.)
  const afterStop = spaced.length === 1 && spaced[0]!.afterStop;
  // A space wider than TeX stretches one says the line is no justified text ('\quad' between contact details, a
  // table's columns), unless pdf.js parted the line at each of its words, as it does a line stretched far.
  const cap = (spaced.every((g) => g.words) ? 1.3 : afterStop ? 1.2 : 0.9) * size;
  const gaps = spaced.map((g) => g.gap);
  // (Or a line stretched further still, to hold up a phrase TeX may not break ('… техника, МГТУ' before 'им. Н. Э.'):
  // four word spaces or more between single words of a text, all as wide to a hair.)
  // (After the dates in their margin, a gap of their own: '2008 – 2014' | 'Специалист, …'.)
  const words = spaced.filter((g, k) => g.words || k > 0).map((g) => g.gap);
  const far =
    words.length >= 4 &&
    spaced.slice(1).every((g) => g.words) &&
    Math.max(...words) - Math.min(...words) < 0.05 * size &&
    wordsOfText(sorted);
  // (The gap after the dates, narrower, still parts them.)
  if (far && Math.max(...words) < 2.5 * size) return { min: Math.min(...words) - 0.05 * size, max: Math.max(...words) };
  if (spaced.some((g) => g.gap > cap)) return undefined;
  const enough = gaps.length >= 2 || afterStop;
  return enough && Math.max(...gaps) < 1.3 * Math.min(...gaps) ? { min: 0, max: Math.max(...gaps) } : undefined;
}

/**
 * A word processor's justified line stretched far (WPS and Word justify a list item's last full line across the
 * column: 'Handling   the   calibration   of …'): four word spaces or more, each filled by the space drawn in it, all
 * as wide to a hair, which no table's cells nor a row of tags are.
 */
function evenlyStretched(
  sorted: readonly PdfItem[],
  filled: (a: PdfItem, b: PdfItem) => boolean,
  size: number,
): { min: number; max: number } | undefined {
  const gaps: number[] = [];
  for (let k = 1; k < sorted.length; k++) {
    const [a, b] = [sorted[k - 1]!, sorted[k]!];
    const gap = b.x - (a.x + a.width);
    if (gap <= PART_GAP * size) continue;
    // (The gap after the list's mark is the indent's.)
    if (k === 1 && a.text.trim().length === 1) continue;
    if (!filled(a, b) || /\s/.test(a.text.trim()) || /\s/.test(b.text.trim())) return undefined;
    gaps.push(gap);
  }
  const even =
    gaps.length >= 4 && Math.max(...gaps) - Math.min(...gaps) < 0.05 * size && Math.max(...gaps) < 1.5 * size;
  return even && wordsOfText(sorted) ? { min: 0, max: Math.max(...gaps) } : undefined;
}

/** Items that read as words of a text, which a line stretched apart, not a row of tags. */
function wordsOfText(sorted: readonly PdfItem[]): boolean {
  // (A sentence's words, most of them in lower case; tags name things: 'Go  Kotlin  Scala  PostgreSQL'.)
  const words = sorted.filter((i) => /^\p{L}/u.test(i.text.trim()));
  // (Or words of a phrase, a school's and its degree's after their label: 'Secundario:  Bachiller  con  orientación
  // en  Economía  –  Colegio'.)
  const prose =
    words.filter((i) => /^\p{Ll}/u.test(i.text.trim())).length * 2 >= words.length ||
    words.filter((i) => FUNCTION_WORD.test(i.text.trim())).length >= 2;
  // (Or a list parted by commas, whose names are capitalised: 'Heat Load Calculation, Duct & Pipe Sizing, …'. A row
  // of tags has no commas.)
  const commaList = sorted.filter((i) => /,$/.test(i.text.trim())).length >= 2;
  return prose || commaList;
}

const HAN_OR_KANA = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]/u;

/**
 * Japanese and Chinese type a full-width space inside a field ('営業企画部\u3000マネージャー', a department and the title held
 * there): a gap of one em between two words of those scripts, the space drawn from where the first word ends. (A
 * table's cells stand apart by their padding, with no space drawn.)
 */
export function ideographicSpace(prev: PdfItem | undefined, item: PdfItem, gap: number, spaces: PdfItem[]): boolean {
  if (!prev || !HAN_OR_KANA.test(prev.text.trim().slice(-1)) || !HAN_OR_KANA.test(item.text.trim().charAt(0)))
    return false;
  const end = prev.x + prev.width;
  return Math.abs(gap - item.fontSize) < 0.1 * item.fontSize && spaces.some((s) => Math.abs(s.x - end) < 0.3);
}

const SPACED_CAPITALS = /^(?:\p{Lu} )+\p{Lu}$/u;

/**
 * Two words of capitals set letter by letter ('I M O G E N' | 'F A I R L E Y', a site's wordmark), a space drawn
 * between them as wide as the letter spacing makes a word's: one name, its words apart.
 */
export function letterSpacedWords(prev: PdfItem | undefined, item: PdfItem, gap: number, spaced: boolean): boolean {
  return (
    !!prev &&
    spaced &&
    SPACED_CAPITALS.test(prev.text.trim()) &&
    SPACED_CAPITALS.test(item.text.trim()) &&
    gap < 2 * item.fontSize
  );
}

/**
 * A word space TeX stretched in a line it justified, between two words of one font: wider than a field's gap elsewhere
 * would be, and the only one pdf.js measures when the line's other words run on in another item ('Mechanical' |
 * 'Engineer' in bold before ', Southern Cross Conveyors …' in roman, 0.62 em apart). TeX parts fields further: a quad,
 * a table's column, \hfill.
 */
export function texWordSpace(prev: PdfItem | undefined, item: PdfItem, gap: number, spaced: boolean): boolean {
  return (
    !!prev &&
    spaced &&
    prev.font === item.font &&
    TEX_FONTS.test(item.font) &&
    Math.abs(prev.fontSize - item.fontSize) < 0.1 &&
    gap < 0.72 * item.fontSize &&
    /\p{L}$/u.test(prev.text) &&
    /^\p{L}/u.test(item.text)
  );
}

/**
 * Small capitals a browser made and letter-spaced, each run after its capital ('J' 9 pt, 'A N' 6 pt): pdf.js reads
 * the spacing as spaces between the letters (but for a kerned pair: 'O WA L S K I'), which belong to one word ('JAN
 * 2020 - PRESENT' as cairo redraws them, 'RACHEL KOWALSKI' as pdfTeX sets them).
 */
export const letterSpacedSmallCaps = (prev: PdfItem | undefined, item: PdfItem) =>
  !!prev &&
  item.fontSize < 0.85 * prev.fontSize &&
  /\p{Lu}$/u.test(prev.text) &&
  /^\p{Lu}{1,2}(?: \p{Lu}{1,2})+$/u.test(item.text);
