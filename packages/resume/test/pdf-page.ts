import type { PdfItem, PdfPage } from '../src/import-reader';

/** A row of a page: [text, x, baseline y, size, font], as pdf.js gives an item. */
export type PageRow = [string, number, number, number?, string?];

/** A Letter page of text items as pdf.js gives them, each letter half its size wide. */
export function page(items: readonly PageRow[]): PdfPage[] {
  return [
    {
      number: 1,
      width: 612,
      height: 792,
      items: items.map(([text, x, y, size = 10, font = 'Helvetica']): PdfItem => ({
        text,
        x,
        y,
        width: text.length * size * 0.5,
        fontSize: size,
        font,
      })),
    },
  ];
}

/**
 * An A4 page of items as a real PDF gave them, widths measured (a 2.5 pt gap, small capitals, a zero-width vowel
 * mark): what `page()`'s half-em widths cannot model.
 */
export const measuredPage = (items: PdfItem[]): PdfPage[] => [{ number: 1, width: 595, height: 842, items }];

/** An item as pdf.js gave it from a real PDF: [text, x, baseline y, width, size, font]. */
export type ItemRow = [string, number, number, number, number, string];

/** A4 pages, in order, of such items. */
export const measuredRows = (...pages: ItemRow[][]): PdfPage[] =>
  pages.map((rows, i) => ({
    number: i + 1,
    width: 595,
    height: 842,
    items: rows.map(([text, x, y, width, fontSize, font]) => ({ text, x, y, width, fontSize, font })),
  }));

/**
 * About as wide as Noto Sans CJK sets a text: a Chinese, Japanese or Korean character (or full-width mark) an em, any
 * other character about half of one.
 */
export const cjkWidth = (text: string, size: number): number =>
  [...text].reduce(
    (w, c) =>
      w + (/[\p{sc=Han}\p{sc=Hangul}\p{sc=Hiragana}\p{sc=Katakana}，、；：。（）]/u.test(c) ? size : size * 0.55),
    0,
  );

/** Items of a page set in a CJK font: [text, x, y], at a size and in a font of their own if given, as wide as cjkWidth says. */
export const cjkItems =
  (font: string, fontSize: number) =>
  (text: string, x: number, y: number, size = fontSize, face = font, width = cjkWidth(text, size)): ItemRow => [
    text,
    x,
    y,
    width,
    size,
    face,
  ];
