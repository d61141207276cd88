// A second, stricter reading of a PDF for the ATS check (issue #14), independent of @resumey/pdf-text's line
// builder: pdf.js's text items grouped the way OpenResume (an open-source resume parser) groups them. It drops
// every whitespace-only item, ends lines where pdf.js marks an end of line, and merges two items of a line into
// one word run when the gap between them is at most a typical character's width, adding a space only after
// ':', ',', '|', '.' or a bullet, or before '|' or a bullet. A word boundary that exists in the PDF only as a
// whitespace item (a space next to a bold or italic run) is lost: 'with' + '8+ years' reads 'with8+ years'.
import type { PdfTextItem, PdfTextPage } from '@resumey/pdf-text';
import { stripMarkup, type AtsLine, type Resume } from '@resumey/resume';

const BULLETS = ['⋅', '∙', '🞄', '•', '⦁', '⚫︎', '●', '⬤', '⚬', '○'];
const blank = (s: string) => s.trim() === '';

/** OpenResume's shouldAddSpaceBetweenText. */
function spaceBetween(left: string, right: string) {
  const end = left.at(-1) ?? '';
  const start = right[0] ?? '';
  return (
    ([':', ',', '|', '.', ...BULLETS].includes(end) && start !== ' ') ||
    (end !== ' ' && ['|', ...BULLETS].includes(start))
  );
}

/** OpenResume's getTypicalCharWidth: the width per character of the commonest font and height. */
function typicalCharWidth(items: PdfTextItem[]) {
  const heights = new Map<number, number>();
  const fonts = new Map<string, number>();
  let [height, heightMax, font, fontMax] = [0, 0, '', 0];
  for (const i of items) {
    const h = (heights.get(i.height) ?? 0) + 1;
    heights.set(i.height, h);
    if (h > heightMax) [height, heightMax] = [i.height, h];
    const f = (fonts.get(i.font) ?? 0) + i.text.length;
    fonts.set(i.font, f);
    if (f > fontMax) [font, fontMax] = [i.font, f];
  }
  const common = items.filter((i) => i.font === font && i.height === height);
  const chars = common.reduce((n, i) => n + i.text.length, 0);
  return chars ? common.reduce((w, i) => w + i.width, 0) / chars : 0;
}

interface Run extends PdfTextItem {
  page: number;
}

/** The lines of the strict reading, each a list of merged runs, as AtsLine for the project's parser. */
export function strictLines(pages: readonly PdfTextPage[]): AtsLine[] {
  const lines: Run[][] = [];
  for (const page of pages) {
    let line: Run[] = [];
    for (const item of page.items) {
      if (!blank(item.text)) line.push({ ...item, page: page.number });
      if (item.hasEOL) {
        lines.push(line);
        line = [];
      }
    }
    if (line.length) lines.push(line);
  }
  const width = typicalCharWidth(lines.flat());
  for (const line of lines) {
    for (let i = line.length - 1; i > 0; i--) {
      const [left, right] = [line[i - 1]!, line[i]!];
      if (right.x - (left.x + left.width) <= width) {
        left.text += (spaceBetween(left.text, right.text) ? ' ' : '') + right.text;
        left.width = right.x + right.width - left.x;
        left.bold &&= right.bold;
        line.splice(i, 1);
      }
    }
  }
  return lines
    .filter((l) => l.length)
    .map((runs) => ({
      page: runs[0]!.page,
      text: runs.map((r) => r.text).join(' '),
      parts: runs.map((r) => r.text.trim()),
      x: runs[0]!.x,
      y: runs[0]!.y,
      fontSize: Math.max(...runs.map((r) => r.fontSize)),
      bold: runs.every((r) => r.bold || !/\p{L}/u.test(r.text)),
    }));
}

const word = (s: string) => s.toLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');

/** Every word the rendered resume holds (any field), as `word` normalises them. */
export function resumeWords(resume: Resume): Set<string> {
  const words = new Set<string>();
  const walk = (value: unknown) => {
    if (typeof value === 'string') {
      for (const w of stripMarkup(value).split(/[\s/]+/)) if (word(w)) words.add(word(w));
    } else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(resume);
  return words;
}

/** Words of `text` that are two words of the resume read as one ('with8+', 'yearsof'). */
export function gluedWords(text: string, words: Set<string>): string[] {
  const glued: string[] = [];
  for (const token of text.split(/[\s/]+/)) {
    const w = word(token);
    if (!w || words.has(w)) continue;
    for (let i = 1; i < w.length; i++) {
      if (words.has(word(w.slice(0, i))) && words.has(word(w.slice(i)))) {
        glued.push(token);
        break;
      }
    }
  }
  return glued;
}
