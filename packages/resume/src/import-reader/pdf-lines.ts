import { joinDateParts } from './date-parts';
import {
  arabicLigaturesInOrder,
  cleanText,
  fromT1Codes,
  isIcon,
  isRtl,
  unspace,
  visualToLogical,
  visualVotes,
} from './text';
import { apartAtLeaders, isLeader } from './leaders';
import type { SourceLine, SourcePart } from './types';
import { hyphenates, joinHyphenated } from './hyphenation';
import { cellsOfRows, inPlace } from './page-order';

/** A text item of a PDF page as @resumey/pdf-text reads it with pdf.js (its PdfTextItem). */
export interface PdfItem {
  text: string;
  x: number;
  /** Baseline, from the page's top. */
  y: number;
  width: number;
  fontSize: number;
  /** The embedded font's name without its subset prefix. */
  font: string;
}
export interface PdfPage {
  number: number;
  width: number;
  height: number;
  items: PdfItem[];
  /** The document's Creator and Producer (its Info dictionary), when known: 'LaTeX with hyperref', 'pdfTeX-1.40.24'. */
  creator?: string;
  producer?: string;
}

const PART_GAP = 0.6;
const WORD_GAP = 0.15;
/** Marks that start a list item when typed (or drawn with a font: moderncv's, Word's Symbol bullet). */
// With the private-use code points of Word's list marks in the Symbol and Wingdings fonts, which a PDF of a Word
// document often keeps ('' U+F0B7 is Word's default bullet; '' U+F0A7 its square, '' U+F076, '' U+F0D8,
// '' U+F0FC, '' U+F06E).
const MARKS = '•▪◆◇►▸▹✓✔→>›»·∙⋅●○◦‣⁃■□➢➤❖✦★☐*+–—\\uf0b7\\uf0a7\\uf076\\uf0d8\\uf0fc\\uf06e-';
export const BULLET_MARK = new RegExp(`^[${MARKS}]$`, 'u');
/** A mark as the first character of a line's text, and '{': TeX's list bullet read from a font without a Unicode map. */
export const LINE_MARK = new RegExp(`^([{${MARKS}])(?:\\s+|$)`, 'u');
const BOLD = /bold|black|heavy|semibold|demi|^cm\w*bx|bx\d+$/i;
const ITALIC = /italic|oblique|ital(?![a-z])|-it$|^cm(?:ss)?i\d+$|^cmti|^cmsl|^lm\w*-?(?:italic|oblique)/i;

interface Run {
  page: number;
  y: number;
  left: number;
  ink: number;
  size: number;
  items: PdfItem[];
}

const blank = (s: string) => s.replace(/[\u0085\u2800\u00ad]/g, '').trim() === '';

/** Items on one baseline, in the order the PDF draws them, to the right (or, for right-to-left text, the left). */
function runsOf(page: PdfPage, rtlDocument: boolean): Run[] {
  const runs: Run[] = [];
  let run: Run | undefined;
  for (const item of page.items) {
    if (item.text === '') continue;
    const size = Math.max(item.fontSize, run?.size ?? 0);
    const same = run && Math.abs(item.y - run.y) <= 0.35 * size;
    const onward = run && item.x >= run.ink - 0.5 * item.fontSize;
    // A right-to-left document's runs go either way: its lines are put in order by position (readingOrder).
    if (!run || !same || !(onward || rtlDocument)) {
      if (blank(item.text)) {
        run = undefined;
        continue;
      }
      run = { page: page.number, y: item.y, left: item.x, ink: item.x, size: item.fontSize, items: [] };
      runs.push(run);
    }
    run.items.push(item);
    if (!blank(item.text)) {
      run.left = Math.min(run.left, item.x);
      run.ink = Math.max(run.ink, item.x + item.width);
      run.size = Math.max(run.size, item.fontSize);
    }
  }
  return runs.filter((r) => r.items.some((i) => !blank(i.text)));
}

interface RawPart extends SourcePart {
  icon: boolean;
  raw: string;
  /** How much of `raw` is bold from its start, while no plain letter has come. */
  boldRaw: number;
  boldOpen: boolean;
}

/** A bold label that a part's plain text follows ('Negotiation: contracts with 40 suppliers'). */
const LEAD_LABEL = /^[^:：]{2,40}[:：]$/u;

const LTR = /[\p{Script=Latin}\p{N}]/u;
const STRONG_RTL = /[\p{Script=Arabic}\p{Script=Hebrew}]/u;

/** Sentence punctuation drawn to the left of left-to-right text in one item ('.40%' for '40%.'). */
const PUNCTUATION_BEFORE = /^([.,:;!?،؛؟]+)(?=[\p{Script=Latin}\p{N}])/u;

/**
 * An item of a right-to-left line with its leading punctuation apart: a sentence that ends in a number or a Latin
 * word ('…ב־40%.') has its full stop drawn left of them, in the same item, and it is read last, not first.
 */
function punctuationApart(item: PdfItem): PdfItem[] {
  const mark = item.text.match(PUNCTUATION_BEFORE)?.[1];
  if (!mark) return [item];
  const width = (item.width * mark.length) / item.text.length;
  return [
    { ...item, text: mark, width },
    { ...item, text: item.text.slice(mark.length), x: item.x + width, width: item.width - width },
  ];
}

/**
 * A right-to-left run's items in reading order: right to left by position, with each stretch of left-to-right
 * items inside it (a phone number, an e-mail, a Latin word) put back left to right.
 */
function readingOrder(items: PdfItem[]): PdfItem[] {
  // By right edges: a combining mark drawn over a letter comes after it.
  const desc = items.flatMap(punctuationApart).sort((a, b) => b.x + b.width - (a.x + a.width));
  const out: PdfItem[] = [];
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
    out.push(...desc.slice(i, last + 1).reverse());
    i = last + 1;
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
 * Text placed on its own that runs into the next text on the line: one run of type never overlaps itself by more than
 * a kern, so an item starting a word gap or more inside the one before it is another part (moderncv's dates, set flush
 * right in the margin and too wide for it, end 2 pt into the entry: '2020–Actualidad' / 'Equipo de pagos'). Text drawn
 * twice a hair apart (a bold faked by overprinting) overlaps almost wholly and stays one.
 */
function collides(prev: PdfItem | undefined, item: PdfItem): boolean {
  if (!prev) return false;
  const overlap = prev.x + prev.width - item.x;
  return item.x > prev.x && overlap > WORD_GAP * item.fontSize && overlap < 0.5 * Math.min(prev.width, item.width);
}

/**
 * A space between two items that touch: pdf.js puts one of no width between the runs a cairo-made PDF (Firefox's on
 * Linux, pdftocairo's) draws with a flipped text matrix, even inside a word ('D' / 'ANIEL' in small capitals).
 */
function betweenTouching(space: PdfItem, items: readonly PdfItem[]): boolean {
  const text = items.filter((i) => !blank(i.text));
  const before = text.filter((i) => i.x + i.width <= space.x + 1).sort((a, b) => b.x + b.width - (a.x + a.width))[0];
  const after = text.filter((i) => i.x >= space.x - 0.5).sort((a, b) => a.x - b.x)[0];
  return !!before && !!after && after.x - (before.x + before.width) < 0.05 * space.fontSize;
}

/** A run's parts: text set apart by a wide gap or a change of size; an icon glyph is a part of its own. */
function partsOf(items: PdfItem[], rtl: boolean): RawPart[] {
  const parts: RawPart[] = [];
  let part: RawPart | undefined;
  let prev: PdfItem | undefined;
  if (!rtl) items = items.filter((i) => !blank(i.text) || !betweenTouching(i, items));
  const visible = items.filter((i) => !blank(i.text));
  // A space drawn as an item of its own between two words set closer than a word gap (a name in two weights, 'Claire'
  // light and 'Donovan' bold, at 30 pt) still parts them.
  const spaces = rtl ? [] : items.filter((i) => i.text !== '' && blank(i.text));
  const spaceBetween = (a: PdfItem | undefined, b: PdfItem) =>
    !!a && spaces.some((s) => s.x >= a.x + a.width - 1 && s.x <= b.x + 0.5 && s.x + s.width <= b.x + b.width);
  const sorted = rtl ? readingOrder(items.filter((i) => i.text !== '')) : [...visible].sort((a, b) => a.x - b.x);
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
    const gap = prev ? Math.max(item.x - (prev.x + prev.width), prev.x - (item.x + item.width)) : 0;
    const resized =
      part && Math.abs(size - part.size) > 0.25 * Math.max(size, part.size) && !smallCaps(part, item.text, size);
    // A subscript or superscript touching its letters ('CO₂') stays in the part, without a space.
    const touching = gap < WORD_GAP * Math.min(size, part?.size ?? size);
    if (!part || gap > PART_GAP * size || (resized && !touching) || icon !== part.icon || collides(prev, item)) {
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
      };
      parts.push(part);
    } else if ((gap > WORD_GAP * size || spaceBetween(prev, item)) && !/\s$/.test(part.raw) && !/^\s/.test(item.text))
      part.raw += ' ';
    part.raw += item.text;
    part.x = Math.min(part.x, item.x);
    part.right = Math.max(part.right, item.x + item.width);
    part.size = Math.max(part.size, size);
    if (/\p{L}/u.test(item.text)) {
      part.bold &&= BOLD.test(item.font);
      part.italic &&= ITALIC.test(item.font);
      part.boldOpen &&= BOLD.test(item.font);
    }
    if (part.boldOpen) part.boldRaw = part.raw.length;
    prev = item;
  }
  for (const p of parts) {
    if (!/\p{L}/u.test(p.raw)) {
      p.bold = false;
      p.italic = false;
    }
  }
  return parts;
}

/**
 * The PDF's lines in reading order with their parts and boxes: runs of items on one baseline in drawing order
 * (each column of a two-column layout comes whole, as PDF makers draw them), cells of one row that follow one
 * another joined into one line (a date column beside a title), right-to-left lines read right to left and, when
 * the PDF stores them in visual order, turned back into reading order. Text is cleaned (cleanText) and
 * letter-spaced headings closed up; icon glyphs are dropped, a leading one kept as `icon`.
 */
export function pdfLines(read: readonly PdfPage[]): Array<SourceLine & { icon: boolean }> {
  // pdfTeX's bitmap fonts (no cm-super) come without a Unicode map: their text is T1 codes.
  const tex = hyphenates(read);
  const pages = tex
    ? read.map((p) => ({
        ...p,
        items: p.items.map((i) => (i.font === 'Type3' ? { ...i, text: fromT1Codes(i.text) } : i)),
      }))
    : read;
  const letters = pages.flatMap((p) => p.items.map((i) => i.text)).join('');
  const rtlDocument =
    (letters.match(/[\p{Script=Arabic}\p{Script=Hebrew}]/gu)?.length ?? 0) >
    (letters.match(/\p{L}/gu)?.length ?? 0) / 2;
  const runs = pages.flatMap((p) => runsOf(p, rtlDocument));
  // Cells of one table row, or a right-to-left line's pieces: consecutive runs on one baseline that do not overlap.
  const merged: Run[] = [];
  for (const r of runs) {
    const prev = merged.at(-1);
    const overlap = prev && r.left < prev.ink - 1 && r.ink > prev.left + 1;
    if (prev && prev.page === r.page && Math.abs(prev.y - r.y) <= 0.35 * Math.max(prev.size, r.size) && !overlap) {
      prev.items.push(...r.items);
      prev.left = Math.min(prev.left, r.left);
      prev.ink = Math.max(prev.ink, r.ink);
      prev.size = Math.max(prev.size, r.size);
    } else merged.push({ ...r, items: [...r.items] });
  }
  const raw = merged.map((r) => ({
    run: r,
    parts: partsOf(
      r.items,
      rtlDocument ? STRONG_RTL.test(r.items.map((i) => i.text).join('')) : isRtl(r.items.map((i) => i.text).join('')),
    ),
  }));
  const allText = raw.flatMap((r) => r.parts.map((p) => p.raw)).join(' ');
  const visual = visualVotes(cleanText(allText)) > 0;

  const out: Array<SourceLine & { icon: boolean }> = [];
  for (const { run, parts } of raw) {
    const ordered = parts;
    const icon = ordered[0]?.icon ?? false;
    let shown: SourcePart[] = [];
    for (const p of ordered) {
      if (p.icon) {
        // A bullet drawn with a symbol font (moderncv) is a mark, not an icon.
        if (BULLET_MARK.test(p.raw.trim())) shown.push({ ...p, text: p.raw.trim() });
        continue;
      }
      let text = cleanText(p.raw);
      if (visual && isRtl(text)) text = visualToLogical(text);
      // Whichever way the line came, a ligature's letters may come backwards (a glyph's text in visual order).
      text = arabicLigaturesInOrder(text);
      text = unspace(text);
      const boldHead = p.bold ? '' : cleanText(p.raw.slice(0, p.boldRaw)).trim();
      const lead = LEAD_LABEL.test(boldHead) && boldHead.split(/\s+/).length <= 4 ? { lead: boldHead } : {};
      if (text)
        shown.push(
          ...apartAtLeaders(
            { text, x: p.x, right: p.right, bold: p.bold, italic: p.italic, size: p.size, ...lead },
            boldHead,
          ),
        );
    }
    if (!shown.length) continue;
    // A typed or drawn mark as the line's first part, or the text's first character, makes it a list item.
    let bullet = false;
    const first = shown[0]!;
    // Word's second-level mark, 'o' (in Courier New), is one too when it is a part of its own before the text.
    const mark = first.text.match(LINE_MARK) ?? (first.text === 'o' && shown.length > 1 ? ['o'] : null);
    if (mark && (first.text.length === 1 ? shown.length > 1 : true)) {
      bullet = true;
      if (first.text.length <= 1) shown.shift();
      else shown[0] = { ...first, text: first.text.slice(mark[0].length).trim() };
    }
    shown = joinDateParts(shown);
    const letters = shown.filter((p) => /\p{L}/u.test(p.text));
    const size = Math.max(...shown.map((p) => p.size));
    const x = Math.min(...shown.map((p) => p.x));
    const right = Math.max(...shown.map((p) => p.right));
    out.push({
      id: out.length,
      text: shown.map((p) => p.text).join(' '),
      parts: shown,
      box: { page: run.page, x, y: run.y - size * 0.85, w: right - x, h: size * 1.15 },
      size,
      bold: letters.length > 0 && letters.every((p) => p.bold),
      italic: letters.length > 0 && letters.every((p) => p.italic),
      bullet,
      icon,
    });
  }
  const placed = rtlDocument ? out : inPlace(cellsOfRows(out));
  return tex ? joinHyphenated(placed) : placed;
}
