import { findDates } from './dates';
import { SHAPE_MARKS } from './list-marks';
import { nonJoinerBetween } from './joining-forms';
import { isLeader } from './leaders';
import type { PdfItem } from './pdf-lines';
import { blank, isIcon } from './text';
import { readingOrder, type Box } from './rtl-order';
import type { SourcePart } from './types';
import {
  PART_GAP,
  SAME_WORD_GAP,
  WORD_GAP,
  betweenTouching,
  collides,
  ideographicSpace,
  justifiedSpace,
  letterSpacedSmallCaps,
  letterSpacedWords,
  texWordSpace,
} from './word-gaps';

const SEPARATOR = /^\s*[·•|]\s*$/u;
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
 * A round or square list mark, as the run's first item: set close before its text ('•' 6 pt before 'Microsoft 365'),
 * it is a part of its own still, so the text's part starts where the text does. (Not a dash: '–' may open a date's
 * rest.)
 */
const LEAD_MARK = new RegExp(`^[${SHAPE_MARKS}]$`, 'u');
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

/**
 * A run's parts: text set apart by a wide gap or a change of size; an icon glyph is a part of its own. `partedAtJoiners`:
 * the PDF maker parts a word's runs only where a zero-width non-joiner stood (nonJoinerBetween). `tex`: TeX typeset it (hyphenates).
 */
export function partsOf(items: PdfItem[], rtl: boolean, partedAtJoiners = false, tex = false): RawPart[] {
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
  const justified = rtl ? undefined : justifiedSpace(sorted, spaceBetween, filled, tex);
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
    // (A separator alone in a size of its own is no change of size: cairo draws LinkedIn's '·' from another font.)
    const resized =
      part &&
      (Math.abs(size - part.size) > 0.25 * Math.max(size, part.size) || (!!prev && wordsResized(prev, item))) &&
      !smallCaps(part, item.text, size) &&
      !SEPARATOR.test(item.text);
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
      !(justified && gap <= justified.max && gap >= justified.min) &&
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
    // (Or a bold title's end touching its dates in plain type, the tab stop its words ran up to: 'Analista de
    // Control de Gestión' | 'mar. 2021 – a la fecha'.)
    const cellsTouch =
      !!prev &&
      BOLD.test(prev.font) !== BOLD.test(item.font) &&
      !spaceBetween(prev, item) &&
      ((/\d$/u.test(prev.text) && /^\p{Lu}\p{Ll}/u.test(item.text)) ||
        (/\p{L}$/u.test(prev.text) && findDates(item.text)?.index === 0));
    const afterMark =
      !!part &&
      parts.length === 1 &&
      LEAD_MARK.test(part.raw.trim()) &&
      (gap > WORD_GAP * size || spaceBetween(prev, item));
    if (
      !part ||
      apart ||
      afterMark ||
      cellsTouch ||
      (resized && !touching) ||
      icon !== part.icon ||
      collides(prev, item)
    ) {
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
      // (A full-width mark carries its own room, which reads as no space: '点击率提升6.8%，' | 'GMV提升3.1%'.)
      const spaced =
        !letterSpacedSmallCaps(prev, item) &&
        !/[，。、；：！？）」』】]$/u.test(part.raw) &&
        (gap > WORD_GAP * size || spaceBetween(prev, item));
      // (Two right-to-left runs drawn touching where a zero-width non-joiner stood, as a space of no width or none.)
      if (rtl && prev && gap < SAME_WORD_GAP * size && nonJoinerBetween(prev.text, item.text, partedAtJoiners))
        part.raw = `${part.raw.trimEnd()}\u200c`;
      else if (spaced && !/\s$/.test(part.raw) && !/^\s/.test(item.text)) part.raw += ' ';
      if (gap > WIDE_GAP * size) (part.wideGaps ??= []).push(part.raw.length);
      // The padding of a word set in another face (inline code: 'tokio' in a grey box) before its comma or closing
      // bracket is no space, nor is it after an opening bracket: '(Java, Spring, Kafka)'.
      if (prev && prev.font !== item.font && (/^[,.)\]](?:\s|$)/u.test(item.text) || /[([]\s+$/u.test(part.raw)))
        part.raw = part.raw.replace(/\s+$/u, '');
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
