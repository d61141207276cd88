import type { PdfTextItem, PdfTextLine, PdfTextPage } from './types';

/** Gap between two items, in ems, from which a space is read between them. */
const WORD_GAP = 0.2;
/** Gap, in ems, that separates two parts of a line (columns, tags, a date set apart from a title). */
const PART_GAP = 0.6;

/**
 * Blank text: whitespace, U+0085 (NEXT LINE, a control character JavaScript does not count as whitespace) or U+2800
 * (Braille Pattern Blank), which draw nothing either. Our own PDFs have U+2800 at page boundaries
 * (apps/web/src/pdf/page-marks.ts), where it ends lines for readers that need a glyph to do so; some printed before
 * issue #38 had U+0085.
 */
const isSpace = (s: string) => s.replace(/[\u0085\u2800]/g, '').trim() === '';
const hasLetter = (s: string) => /\p{L}/u.test(s);

interface Building extends PdfTextLine {
  letters: boolean;
  /** Right edge of the last item that is not blank: pdf.js fills gaps with space items as wide as the gap. */
  ink: number;
}

function startLine(page: number, item: PdfTextItem): Building {
  return {
    page,
    text: '',
    parts: [],
    x: item.x,
    y: item.y,
    right: item.x,
    fontSize: item.fontSize,
    bold: false,
    items: [],
    letters: false,
    ink: item.x,
  };
}

function append(line: Building, item: PdfTextItem) {
  const size = Math.max(line.items.at(-1)?.fontSize ?? item.fontSize, 1);
  const gap = item.x - line.ink;
  if (!isSpace(item.text)) {
    const last = line.items.findLast((i) => !isSpace(i.text));
    const resized = last && Math.abs(item.fontSize - last.fontSize) > 0.25 * Math.max(item.fontSize, last.fontSize);
    if (line.items.length && (gap > PART_GAP * size || resized)) {
      line.parts.push('');
    } else if (!line.parts.length) {
      line.parts.push('');
    }
    const part = line.parts.length - 1;
    const spaced = /\s$/.test(line.parts[part]!) || /^\s/.test(item.text);
    const sep = line.parts[part] !== '' && !spaced && gap > WORD_GAP * size ? ' ' : '';
    line.parts[part] += sep + item.text;
    if (hasLetter(item.text)) {
      line.bold = (line.letters ? line.bold : true) && item.bold;
      line.letters = true;
    }
    line.fontSize = line.items.some((i) => !isSpace(i.text)) ? Math.max(line.fontSize, item.fontSize) : item.fontSize;
  } else if (line.parts.length) {
    line.parts[line.parts.length - 1] += ' ';
  }
  line.items.push(item);
  line.right = Math.max(line.right, item.x + item.width);
  if (!isSpace(item.text)) line.ink = Math.max(line.ink, item.x + item.width);
}

const tidy = (s: string) => s.replace(/\s+/g, ' ').trim();

/**
 * Groups each page's items into lines in the order the PDF gives them, as open-source resume parsers do: a line
 * is a run of items on one baseline, each to the right of the last. The order is never re-sorted by position: a
 * PDF whose text runs out of visual order reads out of order here too, as it would in an applicant tracking
 * system. Within a line, `parts` are the runs a wide gap or a change of type size sets apart: a date at the right
 * margin, tags, the cells of a contact grid, a name and the headline beside it. (pdf.js's own line ends are not used: it also ends a "line" where the font changes.)
 */
export function groupLines(pages: readonly PdfTextPage[]): PdfTextLine[] {
  const lines: PdfTextLine[] = [];
  const close = (line: Building | undefined) => {
    if (!line) return;
    const parts = line.parts.map(tidy).filter(Boolean);
    if (!parts.length) return;
    const { letters: _letters, ink: _ink, ...rest } = line;
    lines.push({ ...rest, parts, text: parts.join(' ') });
  };
  for (const page of pages) {
    let line: Building | undefined;
    for (const item of page.items) {
      if (item.text === '') continue;
      const size = Math.max(item.fontSize, line?.fontSize ?? 0);
      const sameBaseline = line && Math.abs(item.y - line.y) <= 0.35 * size;
      const backwards = line && item.x < line.ink - 0.5 * item.fontSize;
      if (!line || !sameBaseline || backwards) {
        close(line);
        line = isSpace(item.text) ? undefined : startLine(page.number, item);
        if (!line) continue;
      }
      append(line, item);
    }
    close(line);
  }
  return lines;
}
