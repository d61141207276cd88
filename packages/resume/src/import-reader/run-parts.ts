import { RTL_LETTER } from '../scripts';
import { isLeader } from './leaders';
import type { PdfItem } from './pdf-lines';
import { isIcon } from './text';
import type { SourcePart } from './types';
import {
  PART_GAP,
  WORD_GAP,
  betweenTouching,
  collides,
  ideographicSpace,
  justifiedSpace,
  letterSpacedSmallCaps,
  letterSpacedWords,
  texWordSpace,
} from './word-gaps';

/**
 * A run's parts: the texts of one baseline that stand apart (a wide gap, a change of size, an icon, a leader's dots,
 * text placed over other text), each with its place and style, as pdf.js's items give them.
 */

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
    if (!LTR.test(desc[i]!.text) || RTL_LETTER.test(desc[i]!.text)) {
      out.push(desc[i++]!);
      continue;
    }
    let j = i;
    let last = i;
    while (j < desc.length && !RTL_LETTER.test(desc[j]!.text)) {
      if (LTR.test(desc[j]!.text)) last = j;
      j += 1;
    }
    const stretch = numbersApart(desc.slice(i, last + 1), out);
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

const LATIN = /\p{Script=Latin}/u;

/**
 * A left-to-right stretch's items (right to left by position) in reading order. Numbers set apart by spaces after
 * right-to-left text ('(2017 - 2019)', '050 123 4567') are each a run of their own in a right-to-left line, the
 * first one rightmost (the Unicode bidi algorithm's rule for numbers that no Latin letter precedes): they keep the
 * line's order and each reads left to right. After a Latin word, or with Latin words in it, the stretch reads left
 * to right whole ('Master of Science - MS').
 */
function numbersApart(stretch: PdfItem[], before: readonly PdfItem[]): PdfItem[] {
  const strong = before.findLast((b) => LATIN.test(b.text) || RTL_LETTER.test(b.text));
  if (stretch.some((s) => LATIN.test(s.text)) || (strong && LATIN.test(strong.text))) return [...stretch].reverse();
  const out: PdfItem[] = [];
  let run: PdfItem[] = [];
  for (const s of [...stretch, undefined]) {
    if (s && !blank(s.text)) {
      run.push(s);
      continue;
    }
    out.push(...run.reverse());
    run = [];
    if (s) out.push(s);
  }
  return out;
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
 * A change of size that parts two runs of words: a footnote size (8 pt) after the normal one (10 pt) is one. (Single
 * glyphs part only at a quarter: cairo's redrawn Chinese gives each glyph a size of its own, 9.2 pt and 11.2 pt in one
 * line.)
 */
const RESIZED = 0.18;
const CJK = /[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const words = (i: PdfItem) => /\p{L}\p{L}/u.test(i.text) && !CJK.test(i.text);
/**
 * Two runs of words of two sizes on one baseline: not small capitals ('& D' 10.5 pt, 'OYLE' 8.4 pt: lower case on one
 * side), nor a superscript ('3.' | 'er' | 'curso').
 */
const wordsResized = (a: PdfItem, b: PdfItem) =>
  Math.abs(a.y - b.y) < 0.05 * Math.max(a.fontSize, b.fontSize) &&
  words(a) &&
  words(b) &&
  /\p{Ll}/u.test(a.text + b.text) &&
  Math.abs(a.fontSize - b.fontSize) > RESIZED * Math.max(a.fontSize, b.fontSize);

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
  // (Nor does the letter spacing Chromium draws between the letters of small capitals it makes itself, each letter
  // an item of its own: 'J' 'a' ' ' 'n' for 'JAN', a space narrower than any word's.)
  const letterSpacing = (s: PdfItem, a: PdfItem, b: PdfItem) =>
    s.width < 0.2 * s.fontSize && a.text.length === 1 && b.text.length === 1 && a.fontSize === b.fontSize;
  const spaceBetween = (a: PdfItem | undefined, b: PdfItem) =>
    !!a &&
    spaces.some(
      (s) =>
        (s.width >= 0.05 * s.fontSize || Math.abs(a.fontSize - b.fontSize) < 0.5) &&
        !letterSpacing(s, a, b) &&
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
      // A vowel sign that takes room of its own ('ा' drawn apart in 'क' | 'ा' | 'र्य') ends the letters so far: the
      // gap to the next is measured from it.
      if (prev && !rtl && item.x + item.width > prev.x + prev.width) {
        prev = { ...prev, width: item.x + item.width - prev.x };
        part.right = Math.max(part.right, item.x + item.width);
      }
      continue;
    }
    const icon = isIcon(item.text, item.font);
    const size = item.fontSize;
    // The gap to the item before, whichever side of it this one is.
    const gap = prev ? gapBetween(prev, item) : 0;
    const resized =
      part &&
      (Math.abs(size - part.size) > 0.25 * Math.max(size, part.size) || (!!prev && wordsResized(prev, item))) &&
      !smallCaps(part, item.text, size);
    // A subscript or superscript touching its letters ('CO₂') stays in the part, without a space; a word that starts
    // with a capital where one at another size ends does not: two fields set side by side, the space between them
    // taken by the line's end ('Senior Mechanical Engineer' 10 pt, 'GE Vernova, Greenville,' 8 pt).
    const touching =
      gap < WORD_GAP * Math.min(size, part?.size ?? size) &&
      !(/\p{L}$/u.test(prev?.text ?? '') && /^\p{Lu}\p{L}/u.test(item.text));
    // (A monospaced font's word space is 0.6 of its size: a space drawn in that gap is one, as cairo redraws each word
    // of Google Docs' 'Modern Writer' as an item of its own.)
    const apart =
      gap > PART_GAP * size &&
      !(justified && gap <= justified) &&
      !ideographicSpace(prev, item, gap, spaces) &&
      !letterSpacedWords(prev, item, gap, spaceBetween(prev, item)) &&
      !texWordSpace(prev, item, gap, spaceBetween(prev, item)) &&
      !(
        gap <= MONO_SPACE * size &&
        MONOSPACED.test(item.font) &&
        MONOSPACED.test(prev!.font) &&
        spaceBetween(prev, item)
      );
    // (A number's end touching a word in another weight, no space between: two cells whose gap the type took,
    // '08/2018 – 02/2021' | '**Software Engineer**' in a date column one size too narrow.)
    const cellsTouch =
      !!prev &&
      /\d$/u.test(prev.text) &&
      /^\p{Lu}\p{Ll}/u.test(item.text) &&
      BOLD.test(prev.font) !== BOLD.test(item.font) &&
      !spaceBetween(prev, item);
    if (!part || apart || cellsTouch || (resized && !touching) || icon !== part.icon || collides(prev, item)) {
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
      const spaced = !letterSpacedSmallCaps(prev, item) && (gap > WORD_GAP * size || spaceBetween(prev, item));
      if (spaced && !/\s$/.test(part.raw) && !/^\s/.test(item.text)) part.raw += ' ';
      if (gap > WIDE_GAP * size) (part.wideGaps ??= []).push(part.raw.length);
      // The padding of a word set in another face (inline code: 'tokio' in a grey box) before its comma is no space.
      if (prev && prev.font !== item.font && /^[,.](?:\s|$)/u.test(item.text)) part.raw = part.raw.replace(/\s+$/u, '');
    }
    part.raw += letterSpacedSmallCaps(prev, item) ? item.text.replace(/ /g, '') : item.text;
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
