import { joinDateParts } from './date-parts';
import { drawnByCairo } from './pdf-makers';
import { colonsOnLabels } from './label-colons';
import {
  arabicLigaturesInOrder,
  blank,
  bracketsInOrder,
  cleanText,
  percentAfterNumber,
  fromT1Codes,
  isRtl,
  unspace,
  visualToLogical,
  visualVotes,
} from './text';
import { apartAtLeaders } from './leaders';
import { monogramBefore, withoutMonogram } from './monograms';
import { RTL_LETTER, RTL_LETTERS } from '../scripts';
import { LEAD_LABEL, partsOf, type RawPart } from './run-parts';
import { ALONE_MARK, BULLET_MARK, GLUED_MARK, LINE_MARK } from './list-marks';
import { markGoesOnText } from './marks-in-text';
import type { SourceLine, SourcePart } from './types';
import { hyphenates, joinHyphenated } from './hyphenation';
import { footsLast, inPlace, lateDatesInRow, topBandFirst } from './page-order';
import { cellsOfRows } from './row-cells';
import { joinedJustifiedItem } from './justified-items';
import { partsText } from './plain-items';
import { type3Sizes } from './type3-sizes';

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

interface Run {
  /** An empty run stood where it starts: where the PDF begins a block of text (see SourceLine.opens). */
  opens?: boolean;
  page: number;
  y: number;
  left: number;
  ink: number;
  size: number;
  items: PdfItem[];
}

/** Items on one baseline, in the order the PDF draws them, to the right (or, for right-to-left text, the left). */
/**
 * A bold start with a comma of its own that ends in a comma before plain text ('**Manager, Client Services,** Larkspur
 * Media Group', or moderncv's '**(Band 2), Rotational Post**, *Mid*'): where the title's weight ends, the employer
 * starts; the words alone would cut at its first comma. A start without one ends a bold line's wrap where it ends
 * ('**…(Band 2), Rotational**' over '**Post**, Mid Yorkshire …'): `boldEnd`, read where the lines are joined.
 */
export const boldComma = (head: string, text: string): { boldComma?: number; boldEnd?: number } => {
  if (!head || !text.startsWith(head)) return {};
  const rest = text.slice(head.length);
  const at =
    /\p{L},$/u.test(head) && /\p{L}/u.test(rest)
      ? head.length - 1
      : /\p{L}$/u.test(head) && /^,\s*\p{L}/u.test(rest)
        ? head.length
        : undefined;
  if (at === undefined) return {};
  return /[\p{L}\d)],\s.*\p{L}/u.test(head) ? { boldComma: at } : { boldEnd: at };
};

/**
 * A part's text with letter-spaced capitals joined (unspace), its words parted where the type left a gap wider than a
 * word space's: the spaces between its letters and between its words read back alike.
 */
function letterSpaced(part: RawPart, text: string): string {
  const joined = unspace(text);
  if (joined === text || !part.wideGaps) return joined;
  const cuts = [0, ...part.wideGaps, part.raw.length];
  return cuts
    .slice(1)
    .map((end, k) => unspace(cleanText(part.raw.slice(cuts[k], end))))
    .filter(Boolean)
    .join(' ');
}

/**
 * A list's mark drawn after its item's lines (a theme's '▹' as generated content placed by CSS, painted after the
 * text it stands before) joins the item's first line, a few runs back on its baseline, just left of it; in a
 * right-to-left line just right of it, wherever the page drew it (Chromium paints a Hebrew page's '●', set in a
 * fallback font, after all the page's text).
 */
function markBefore(merged: Run[], r: Run): boolean {
  const text = r.items.filter((i) => !blank(i.text));
  if (text.length !== 1 || !BULLET_MARK.test(text[0]!.text.trim())) return false;
  const beside = (m: Run) => m.page === r.page && Math.abs(m.y - r.y) <= 0.35 * Math.max(m.size, r.size);
  const item = merged.slice(-4).find((m) => beside(m) && m.left >= r.ink && m.left - r.ink < 2 * r.size);
  if (item) {
    item.items.unshift(...r.items);
    item.left = r.left;
    return true;
  }
  const rtl = merged.findLast(
    (m) =>
      beside(m) &&
      r.left >= m.ink &&
      r.left - m.ink < 2 * r.size &&
      RTL_LETTER.test(m.items.map((i) => i.text).join('')),
  );
  if (!rtl) return false;
  rtl.items.push(...r.items);
  rtl.ink = r.ink;
  return true;
}

function runsOf(page: PdfPage, rtlDocument: boolean): Run[] {
  const runs: Run[] = [];
  let run: Run | undefined;
  let empty: PdfItem | undefined;
  for (const item of page.items) {
    if (item.text === '') {
      empty = item;
      continue;
    }
    const opens = !!empty && Math.abs(empty.x - item.x) < 0.5 && Math.abs(empty.y - item.y) < 0.5;
    empty = undefined;
    const size = Math.max(item.fontSize, run?.size ?? 0);
    // (Or a superscript raised right after the run's last letter: 'm' '²' in '41.300 m² construidos', '1st'.)
    const raised =
      !!run &&
      item.fontSize < run.size * 0.85 &&
      item.text.trim().length <= 3 &&
      item.y < run.y &&
      run.y - item.y < run.size * 0.5 &&
      item.x >= run.ink - 1 &&
      item.x - run.ink < run.size * 0.5;
    const same = run && (Math.abs(item.y - run.y) <= 0.35 * size || raised);
    // (Kerned back into the run by up to half its type's width: the small raised 'A' of TeX's '\LaTeX' logo.)
    const onward = run && item.x >= run.ink - 0.5 * size;
    // A right-to-left document's runs go either way: its lines are put in order by position (readingOrder).
    if (!run || !same || !(onward || rtlDocument)) {
      if (blank(item.text)) {
        run = undefined;
        continue;
      }
      run = { page: page.number, y: item.y, left: item.x, ink: item.x, size: item.fontSize, items: [], opens };
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

/**
 * The PDF's lines in reading order with their parts and boxes: runs of items on one baseline in drawing order
 * (each column of a two-column layout comes whole, as PDF makers draw them), cells of one row that follow one
 * another joined into one line (a date column beside a title), right-to-left lines read right to left and, when
 * the PDF stores them in visual order, turned back into reading order. Text is cleaned (cleanText) and
 * letter-spaced headings closed up; icon glyphs are dropped, a leading one kept as `icon`.
 */
export function pdfLines(read: readonly PdfPage[]): SourceLine[] {
  // pdfTeX's bitmap fonts (no cm-super) come without a Unicode map: their text is T1 codes.
  const tex = hyphenates(read);
  const pages = tex
    ? read.map((p) => ({
        ...p,
        items: p.items.map((i) => (i.font === 'Type3' ? { ...i, text: fromT1Codes(i.text) } : i)),
      }))
    : type3Sizes(read);
  const letters = pages.flatMap((p) => p.items.map((i) => i.text)).join('');
  const rtlDocument =
    (letters.match(new RegExp(`[${RTL_LETTERS}]`, 'gu'))?.length ?? 0) > (letters.match(/\p{L}/gu)?.length ?? 0) / 2;
  const runs = pages.flatMap((p) => runsOf(p, rtlDocument));
  const cairo = drawnByCairo(read[0]?.producer);
  // Cells of one table row, or a right-to-left line's pieces: consecutive runs on one baseline that do not overlap.
  const merged: Run[] = [];
  for (const r of runs) {
    const prev = merged.at(-1);
    // (A glyph drawn after its line from a fallback font, in the gap the line left for it, is the line's: LibreOffice's
    // '−' in '(−35 % pro Jahr)'.)
    const inGap =
      !!prev && prev.items.some((i) => blank(i.text) && i.width > 0 && r.left >= i.x - 1 && r.ink <= i.x + i.width + 1);
    const overlap = prev && r.left < prev.ink - 1 && r.ink > prev.left + 1 && !inGap;
    if (prev && prev.page === r.page && Math.abs(prev.y - r.y) <= 0.35 * Math.max(prev.size, r.size) && !overlap) {
      prev.items.push(...r.items);
      prev.left = Math.min(prev.left, r.left);
      prev.ink = Math.max(prev.ink, r.ink);
      prev.size = Math.max(prev.size, r.size);
    } else if (!markBefore(merged, r)) merged.push({ ...r, items: [...r.items] });
  }
  const raw = merged.map((r) => ({
    run: r,
    parts: partsOf(
      r.items,
      rtlDocument ? RTL_LETTER.test(r.items.map((i) => i.text).join('')) : isRtl(r.items.map((i) => i.text).join('')),
      cairo,
      tex,
    ),
  }));
  const allText = raw.flatMap((r) => r.parts.map((p) => p.raw)).join(' ');
  const visual = visualVotes(cleanText(allText)) > 0;

  const out: SourceLine[] = [];
  for (const { run, parts } of raw) {
    const ordered = parts;
    const icon = ordered[0]?.icon ?? false;
    let shown: SourcePart[] = [];
    for (const [k, p] of ordered.entries()) {
      if (p.icon) {
        // A bullet drawn with a symbol font (moderncv) is a mark, not an icon; marvosym's, read as '{', only before
        // the text of the line.
        const mark = p.raw.trim();
        if (BULLET_MARK.test(mark) || (mark === '{' && k === 0 && ordered.length > 1)) shown.push({ ...p, text: mark });
        continue;
      }
      let text = cleanText(p.raw);
      if (visual && isRtl(text)) text = visualToLogical(text);
      // Whichever way the line came, a ligature's letters may come backwards (a glyph's text in visual order).
      text = percentAfterNumber(bracketsInOrder(arabicLigaturesInOrder(text)));
      text = letterSpaced(p, text);
      const boldHead = p.bold ? '' : cleanText(p.raw.slice(0, p.boldRaw)).trim();
      const lead = LEAD_LABEL.test(boldHead) && boldHead.split(/\s+/).length <= 4 ? { lead: boldHead } : {};
      const comma = boldComma(boldHead, text);
      if (text)
        shown.push(
          ...apartAtLeaders(
            {
              text,
              x: p.x,
              right: p.right,
              bold: p.bold,
              italic: p.italic,
              size: p.size,
              ...lead,
              ...comma,
              ...(p.capsFont ? { smallCaps: true as const } : {}),
            },
            boldHead,
          ),
        );
    }
    if (!shown.length) continue;
    // A label's value that is a list, its first item beside the label ('Funciones:' | '•' | 'Supervisar …', a Word
    // table's label cell beside a bulleted cell): the label is a line, the item another.
    const markAt = shown.findIndex((p, k) => k > 0 && k < shown.length - 1 && BULLET_MARK.test(p.text));
    if (markAt > 0 && /:$/.test(shown[markAt - 1]!.text)) {
      const label = shown.slice(0, markAt);
      const size = Math.max(...label.map((p) => p.size));
      const right = Math.max(...label.map((p) => p.right));
      const box = { page: run.page, x: label[0]!.x, y: run.y - size * 0.85, w: right - label[0]!.x, h: size * 1.15 };
      const bold = label.every((p) => p.bold);
      out.push({ id: out.length, text: partsText(label), parts: label, box, size, bold, italic: false, bullet: false });
      shown = shown.slice(markAt);
    }
    // A list mark alone on its baseline marks an entry whose lines are set beside it, above and below (a LaTeX item
    // holding a two-row subheading): no text. (Dashes may be a date column's own line: '03/2019' / '–' / 'heute'.)
    if (shown.length === 1 && ALONE_MARK.test(shown[0]!.text)) continue;
    // A typed or drawn mark as the line's first part, or the text's first character, makes it a list item.
    let bullet = false;
    let markX = Infinity;
    const first = shown[0]!;
    // Word's second-level mark, 'o' (in Courier New), is one too when it is a part of its own before the text.
    const mark =
      first.text.match(LINE_MARK) ??
      first.text.match(GLUED_MARK) ??
      (first.text === 'o' && shown.length > 1 ? ['o'] : null);
    if (mark && (first.text.length === 1 ? shown.length > 1 : true) && !markGoesOnText(out.at(-1), mark[0], shown)) {
      bullet = true;
      if (first.text.length <= 1) shown.shift();
      else {
        // The text starts after the mark: its part starts halfway between the two (the mark's share of the width
        // is a guess), so that a line at the mark's edge is left of the text and one under the text is not. The
        // line's box keeps the mark.
        const text = first.text.slice(mark[0].length).trim();
        const share = ((first.right - first.x) * (first.text.length - text.length)) / first.text.length;
        shown[0] = { ...first, text, x: first.x + share / 2 };
        markX = first.x;
      }
    }
    shown = withoutMonogram(colonsOnLabels(joinDateParts(shown)));
    if (bullet) shown = joinedJustifiedItem(shown);
    const letters = shown.filter((p) => /\p{L}/u.test(p.text));
    const size = Math.max(...shown.map((p) => p.size));
    const x = Math.min(markX, ...shown.map((p) => p.x));
    const right = Math.max(...shown.map((p) => p.right));
    const box = { page: run.page, x, y: run.y - size * 0.85, w: right - x, h: size * 1.15 };
    if (monogramBefore(out.at(-1), { text: partsText(shown), box, size })) out.pop();
    out.push({
      id: out.length,
      text: partsText(shown),
      parts: shown,
      box,
      size,
      bold: letters.length > 0 && letters.every((p) => p.bold),
      italic: letters.length > 0 && letters.every((p) => p.italic),
      ...(letters.length > 0 && letters.every((p) => p.smallCaps) ? { smallCaps: true as const } : {}),
      bullet,
      icon,
      ...(run.opens && !cairo ? { opens: true } : {}),
    });
  }
  const placed = rtlDocument ? lateDatesInRow(out) : inPlace(cellsOfRows(footsLast(topBandFirst(out))));
  return tex ? joinHyphenated(placed) : placed;
}
