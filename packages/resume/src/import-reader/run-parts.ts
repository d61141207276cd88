import { TEX_FONTS } from './hyphenation';
import { isLeader } from './leaders';
import type { PdfItem } from './pdf-lines';
import { isIcon } from './text';
import type { SourcePart } from './types';

/**
 * A run's parts: the texts of one baseline that stand apart (a wide gap, a change of size, an icon, a leader's dots,
 * text placed over other text), each with its place and style, as pdf.js's items give them.
 */

const PART_GAP = 0.6;
const WORD_GAP = 0.15;
/** Wider than any word space of set text: words of letter-spaced capitals part there ('R A C H E L   K O W A L S K I'). */
const WIDE_GAP = 0.4;
const MONO_SPACE = 0.65;
const MONOSPACED = /mono|courier|consol|code/i;
// (URW's Nimbus fonts, TeX's Times and Helvetica, name their bold 'Medi'.)
const BOLD = /bold|black|heavy|semibold|demi|^cm\w*bx|bx\d+$|-Medi(?:Ital)?$/i;
/** A font of small capitals: Computer Modern's and Latin Modern's, cm-super's (SFCC), or one named so. */
const SMALL_CAPS_FONT = /^cmcsc|^lm\w*caps|^sfcc|^eccc|smallcaps|[-_]sc$/i;
const ITALIC = /italic|oblique|ital(?![a-z])|-it$|^cm(?:ss)?i\d+$|^cmti|^cmsl|^lm\w*-?(?:italic|oblique)/i;

export const blank = (s: string) => s.replace(/[\u0085\u2800\u00ad]/g, '').trim() === '';

export interface RawPart extends SourcePart {
  icon: boolean;
  raw: string;
  /** How much of `raw` is bold from its start, while no plain letter has come. */
  boldRaw: number;
  boldOpen: boolean;
  capsFont: boolean;
  /** Where in `raw` an item starts after a gap wider than a word space's. */
  wideGaps?: number[];
}

/** A bold label that a part's plain text follows ('Negotiation: contracts with 40 suppliers'). */
export const LEAD_LABEL = /^[^:：]{2,40}[:：]$/u;

const LTR = /[\p{Script=Latin}\p{N}]/u;
export const STRONG_RTL = /[\p{Script=Arabic}\p{Script=Hebrew}]/u;

/**
 * Sentence punctuation drawn to the left of left-to-right text in one item ('.40%' for '40%.'), and a dash or bar
 * after it, drawn so in one item with the text before it: '–2021' for '2021–היום', '- 2019' for 'مارس 2019 - حتى
 * الآن', '| Noor' for 'Noor Al Khaleej Trading LLC | دبي'.
 */
const PUNCTUATION_BEFORE = /^([.,:;!?،؛؟]+|[–—|-]\s*)(?=[\p{Script=Latin}\p{N}])/u;

/**
 * An item of a right-to-left line with its leading punctuation apart: a sentence that ends in a number or a Latin
 * word ('…ב־40%.') has its full stop drawn left of them, in the same item, and it is read last, not first (with the
 * space drawn between them, in reading order: '| ' is ' |').
 */
function punctuationApart(item: PdfItem): PdfItem[] {
  const mark = item.text.match(PUNCTUATION_BEFORE)?.[1];
  if (!mark) return [item];
  const width = (item.width * mark.length) / item.text.length;
  return [
    { ...item, text: [...mark].reverse().join(''), width },
    { ...item, text: item.text.slice(mark.length), x: item.x + width, width: item.width - width },
  ];
}

/**
 * A right-to-left run's items in reading order: right to left by position, with each stretch of left-to-right
 * items inside it (a phone number, an e-mail, a Latin word) put back left to right. Each item of such a stretch is
 * mapped to the stretch's box: the stretch stands where a right-to-left word would, and gaps are measured to it.
 */
function readingOrder(items: PdfItem[]): { sorted: PdfItem[]; stretches: Map<PdfItem, Box> } {
  // By right edges: a combining mark drawn over a letter comes after it.
  const desc = items.flatMap(punctuationApart).sort((a, b) => b.x + b.width - (a.x + a.width));
  const out: PdfItem[] = [];
  const stretches = new Map<PdfItem, Box>();
  let i = 0;
  while (i < desc.length) {
    if (!LTR.test(desc[i]!.text) || STRONG_RTL.test(desc[i]!.text)) {
      out.push(desc[i++]!);
      continue;
    }
    let j = i;
    let last = i;
    while (j < desc.length && !STRONG_RTL.test(desc[j]!.text)) {
      if (LTR.test(desc[j]!.text)) last = j;
      j += 1;
    }
    const stretch = desc.slice(i, last + 1).reverse();
    const box = { left: Math.min(...stretch.map((s) => s.x)), right: Math.max(...stretch.map((s) => s.x + s.width)) };
    for (const s of stretch) stretches.set(s, box);
    out.push(...stretch);
    i = last + 1;
  }
  return { sorted: out, stretches };
}

interface Box {
  left: number;
  right: number;
}

/**
 * Capitals set smaller after capitals: small capitals as a browser or a word processor makes them ('B.F.A.' then
 * 'IN VISUAL COMMUNICATION DESIGN' at seven tenths of the size), one text and not a change of size.
 */
function smallCaps(part: RawPart, text: string, size: number): boolean {
  const ratio = Math.min(size, part.size) / Math.max(size, part.size);
  const capitals = (s: string) => /\p{Lu}/u.test(s) && !/\p{Ll}/u.test(s);
  return ratio >= 0.6 && ratio <= 0.85 && capitals(part.raw) && capitals(text);
}

const MARKS_ONLY = /^\p{M}+$/u;

/**
 * Text placed on its own that runs into the next text on the line: one run of type never overlaps itself by more than
 * a kern, so an item starting a word gap or more inside the one before it is another part (moderncv's dates, set flush
 * right in the margin and too wide for it, end 2 pt into the entry: '2020–Actualidad' / 'Equipo de pagos'). Text drawn
 * twice a hair apart (a bold faked by overprinting) overlaps almost wholly and stays one.
 */
function collides(prev: PdfItem | undefined, item: PdfItem): boolean {
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
function betweenTouching(space: PdfItem, text: readonly PdfItem[]): boolean {
  const before = text.filter((i) => i.x + i.width <= space.x + 1).sort((a, b) => b.x + b.width - (a.x + a.width))[0];
  const after = text.filter((i) => i.x >= space.x - 0.5).sort((a, b) => a.x - b.x)[0];
  return !!before && !!after && after.x - (before.x + before.width) < 0.05 * space.fontSize;
}

/**
 * The word space of a line TeX justified: its words, in TeX's fonts of one size, stand apart by stretched spaces wider
 * than a gap between fields elsewhere would be ('Charge  Nurse,  Emergency  Department,' in moderncv's bold,
 * stretched to the dates), all about as wide. Undefined when the run has no such spaces.
 */
function justifiedSpace(
  sorted: readonly PdfItem[],
  spaceBetween: (a: PdfItem, b: PdfItem) => boolean,
  filled: (a: PdfItem, b: PdfItem) => boolean,
): number | undefined {
  const size = sorted[0]?.fontSize ?? 0;
  if (!sorted.every((i) => Math.abs(i.fontSize - size) < 0.1)) return undefined;
  if (!sorted.every((i) => TEX_FONTS.test(i.font))) return evenlyStretched(sorted, filled, size);
  let spaced: Array<{ gap: number; words: boolean; afterComma: boolean; first: boolean }> = [];
  for (let k = 1; k < sorted.length; k++) {
    const [a, b] = [sorted[k - 1]!, sorted[k]!];
    const gap = b.x - (a.x + a.width);
    // A gap with no space drawn in it parts fields (the dates set flush right).
    if (gap > PART_GAP * size && spaceBetween(a, b))
      spaced.push({
        gap,
        words: !/\s/.test(a.text.trim()) && !/\s/.test(b.text.trim()),
        afterComma: /,$/.test(a.text) && a.font === b.font,
        first: k === 1,
      });
  }
  // The first gap, far wider than the justified spaces after it, sets a margin column apart (moderncv's dates,
  // '03/2019 – heute' before a stretched title): it is no word space.
  const rest = spaced.filter((g) => !g.first);
  if (spaced[0]?.first && rest.length >= 2 && spaced[0].gap > 1.3 * Math.max(...rest.map((g) => g.gap))) spaced = rest;
  // A space wider than TeX stretches one says the line is no justified text ('\quad' between contact details, a
  // table's columns), unless pdf.js parted the line at each of its words, as it does a line stretched far.
  const cap = (spaced.every((g) => g.words) ? 1.3 : 0.9) * size;
  if (spaced.some((g) => g.gap > cap)) return undefined;
  const gaps = spaced.map((g) => g.gap);
  const afterComma = spaced.length === 1 && spaced[0]!.afterComma;
  // (A space after a comma stretches further: TeX's space factor. It may be the line's only one wide enough for
  // pdf.js to part its words, in one type on both sides: 'Charge Nurse,' | 'Emergency Depart-'.)
  const enough = gaps.length >= 2 || afterComma;
  return enough && Math.max(...gaps) < 1.3 * Math.min(...gaps) ? Math.max(...gaps) : undefined;
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
): number | undefined {
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
  // (A sentence's words, most of them in lower case; tags name things: 'Go  Kotlin  Scala  PostgreSQL'.)
  const words = sorted.filter((i) => /^\p{L}/u.test(i.text.trim()));
  const prose = words.filter((i) => /^\p{Ll}/u.test(i.text.trim())).length * 2 >= words.length;
  // (Or a list parted by commas, whose names are capitalised: 'Heat Load Calculation, Duct & Pipe Sizing, …'. A row
  // of tags has no commas.)
  const commaList = sorted.filter((i) => /,$/.test(i.text.trim())).length >= 2;
  return even && (prose || commaList) ? Math.max(...gaps) : undefined;
}

const HAN_OR_KANA = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]/u;

/**
 * Japanese and Chinese type a full-width space inside a field ('営業企画部\u3000マネージャー', a department and the title held
 * there): a gap of one em between two words of those scripts, the space drawn from where the first word ends. (A
 * table's cells stand apart by their padding, with no space drawn.)
 */
function ideographicSpace(prev: PdfItem | undefined, item: PdfItem, gap: number, spaces: PdfItem[]): boolean {
  if (!prev || !HAN_OR_KANA.test(prev.text.trim().slice(-1)) || !HAN_OR_KANA.test(item.text.trim().charAt(0)))
    return false;
  const end = prev.x + prev.width;
  return Math.abs(gap - item.fontSize) < 0.1 * item.fontSize && spaces.some((s) => Math.abs(s.x - end) < 0.3);
}

/** A run's parts: text set apart by a wide gap or a change of size; an icon glyph is a part of its own. */
export function partsOf(items: PdfItem[], rtl: boolean): RawPart[] {
  const parts: RawPart[] = [];
  let part: RawPart | undefined;
  let prev: PdfItem | undefined;
  if (!rtl) {
    const text = items.filter((i) => !blank(i.text));
    items = items.filter((i) => !blank(i.text) || !betweenTouching(i, text));
  }
  const visible = items.filter((i) => !blank(i.text));
  // A space drawn as an item of its own between two words set closer than a word gap (a name in two weights, 'Claire'
  // light and 'Donovan' bold, at 30 pt) still parts them.
  const spaces = rtl ? [] : items.filter((i) => i.text !== '' && blank(i.text));
  // (cairo's redrawn PDFs draw a hairline space between any two runs, inside words too: 'E' | 'DUCATION' in small
  // capitals, 'MAR' | '. 2021': a hairline between two sizes parts nothing.)
  const spaceBetween = (a: PdfItem | undefined, b: PdfItem) =>
    !!a &&
    spaces.some(
      (s) =>
        (s.width >= 0.05 * s.fontSize || Math.abs(a.fontSize - b.fontSize) < 0.5) &&
        s.x >= a.x + a.width - 1 &&
        s.x <= b.x + 0.5 &&
        s.x + s.width <= b.x + b.width,
    );
  const { sorted, stretches } = rtl
    ? readingOrder(items.filter((i) => i.text !== ''))
    : { sorted: [...visible].sort((a, b) => a.x - b.x), stretches: new Map<PdfItem, Box>() };
  // The room between an item and the one before it; a left-to-right stretch of a right-to-left line is measured
  // whole from the text on either side of it ('מפתח' | 'Full Stack'), its words one from the next.
  const boxOf = (i: PdfItem, other: PdfItem): Box => {
    const stretch = stretches.get(i);
    return stretch && stretch !== stretches.get(other) ? stretch : { left: i.x, right: i.x + i.width };
  };
  const gapBetween = (a: PdfItem, b: PdfItem) => {
    const [before, after] = [boxOf(a, b), boxOf(b, a)];
    return Math.max(after.left - before.right, before.left - after.right);
  };
  // (A space drawn to fill the gap to a hair: a word space a justified line stretched, not one pdf.js adds.)
  const filled = (a: PdfItem, b: PdfItem) =>
    spaces.some((s) => Math.abs(s.x - (a.x + a.width)) < 0.3 && Math.abs(s.x + s.width - b.x) < 0.3);
  const justified = rtl ? undefined : justifiedSpace(sorted, spaceBetween, filled);
  for (const item of sorted) {
    if (blank(item.text)) {
      if (part && !/\s$/.test(part.raw)) part.raw += ' ';
      continue;
    }
    // A tab's leader dots part the texts on each side, as a wide gap does.
    if (isLeader(item.text)) {
      part = undefined;
      continue;
    }
    // A vowel mark drawn on its own ('مُهَنْدِسَة' comes as letters and marks) belongs to the letter before it: a
    // gap measured from where it is drawn would cut the word.
    if (part && MARKS_ONLY.test(item.text)) {
      part.raw += item.text;
      continue;
    }
    const icon = isIcon(item.text, item.font);
    const size = item.fontSize;
    // The gap to the item before, whichever side of it this one is.
    const gap = prev ? gapBetween(prev, item) : 0;
    const resized =
      part && Math.abs(size - part.size) > 0.25 * Math.max(size, part.size) && !smallCaps(part, item.text, size);
    // A subscript or superscript touching its letters ('CO₂') stays in the part, without a space.
    const touching = gap < WORD_GAP * Math.min(size, part?.size ?? size);
    // (A monospaced font's word space is 0.6 of its size: a space drawn in that gap is one, as cairo redraws each word
    // of Google Docs' 'Modern Writer' as an item of its own.)
    const apart =
      gap > PART_GAP * size &&
      !(justified && gap <= justified) &&
      !ideographicSpace(prev, item, gap, spaces) &&
      !(
        gap <= MONO_SPACE * size &&
        MONOSPACED.test(item.font) &&
        MONOSPACED.test(prev!.font) &&
        spaceBetween(prev, item)
      );
    if (!part || apart || (resized && !touching) || icon !== part.icon || collides(prev, item)) {
      part = {
        text: '',
        raw: '',
        x: item.x,
        right: item.x + item.width,
        bold: true,
        italic: true,
        size,
        icon,
        boldRaw: 0,
        boldOpen: true,
        capsFont: true,
      };
      parts.push(part);
    } else {
      const spaced = gap > WORD_GAP * size || spaceBetween(prev, item);
      if (spaced && !/\s$/.test(part.raw) && !/^\s/.test(item.text)) part.raw += ' ';
      if (gap > WIDE_GAP * size) (part.wideGaps ??= []).push(part.raw.length);
    }
    part.raw += item.text;
    part.x = Math.min(part.x, item.x);
    part.right = Math.max(part.right, item.x + item.width);
    part.size = Math.max(part.size, size);
    if (/\p{L}/u.test(item.text)) {
      part.bold &&= BOLD.test(item.font);
      part.italic &&= ITALIC.test(item.font);
      part.boldOpen &&= BOLD.test(item.font);
      part.capsFont &&= SMALL_CAPS_FONT.test(item.font);
    }
    if (part.boldOpen) part.boldRaw = part.raw.length;
    prev = item;
  }
  for (const p of parts) {
    if (!/\p{L}/u.test(p.raw)) {
      p.bold = false;
      p.italic = false;
      p.capsFont = false;
    }
  }
  return parts;
}
