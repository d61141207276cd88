import { measureSheet } from './measure-pages';

/**
 * Page boundaries that resume parsers built on pdf.js can see (issue #14). pdf.js marks a text item as the end of
 * a line (hasEOL) only when the next glyph on the same page lies on another line, so a page's last item never has
 * the mark. Parsers that read all pages' items as one sequence and end lines only at those marks (OpenResume does)
 * read the next page's first line as the end of the previous page's last line ('Next.js' + 'EDUCATION'): a
 * section heading or an entry that starts a page is lost. Whitespace cannot end the line: pdf.js skips whitespace
 * glyphs before it looks at where they are.
 *
 * So each page boundary gets two marks in the top right corner, above any text:
 * - the page's last mark (here: on every page but the last), painted after everything else on its page. It lies
 *   on another line than the page's last line, which it ends;
 * - the next page's first mark, painted before anything else on that page (an @page margin box, print.css, on
 *   every page but the first). Read straight after the last mark, it is ended by the page's first line, lower down.
 * Parsers read one line of two marks between the pages, and each page starts a line of its own. Being higher up
 * than that first line, the marks' line also reads as a gap before it, so an entry at the top of a page starts an
 * entry of its own (OpenResume splits entries at wide gaps down the page).
 *
 * The mark must not be read by anyone else, above all not before the name by the readers that order text by its
 * place on the page. It is U+0085 NEXT LINE, drawn as a speck in the print view's own fonts
 * (scripts/page-mark-fonts.py), whose PDF ToUnicode maps say U+0085 too:
 * - pdf.js, and the JavaScript parsers on it, take it for a character like any other (JavaScript's whitespace
 *   and String.trim leave U+0085 out);
 * - poppler (pdftotext, and the tools built on it) drops it as whitespace;
 * - pdfminer (Python) reads whitespace, and reads the last mark after the page's text: the last mark's font has a
 *   descent of 30 em, and pdfminer places a character by its font's descent, below the page.
 * Nothing shows on paper. The marks are aria-hidden (artifacts in the tagged PDF).
 */
export const PAGE_MARK = '\u0085';
const FONT = "'Resumey Page Mark'";
const END_FONT = "'Resumey Page End'";

/** Loads the marks' fonts: the margin box that draws a page's first mark is laid out only when printing. */
export async function loadPageMarkFont(doc: Document = document): Promise<void> {
  await Promise.all([FONT, END_FONT].map((font) => doc.fonts.load(`2px ${font}`, PAGE_MARK).catch(() => undefined)));
}

/**
 * Adds the last mark of every page but the last to the sheet, replacing any it had. A printed page's content goes
 * on where the previous page's stopped, so a box placed k page heights below the sheet's top is drawn at the top
 * of page k + 1. The page count is the print view's own estimate (measure-pages.ts): should print make a page
 * more, that page's top still starts a line (its first mark is enough for that), only not an entry of its own.
 */
export function markPageEnds(sheet: HTMLElement, pageHeightPx: number): void {
  for (const old of Array.from(sheet.querySelectorAll('[data-page-mark]'))) old.remove();
  const { pages } = measureSheet(sheet);
  for (let page = 0; page < pages - 1; page++) {
    const mark = sheet.ownerDocument.createElement('div');
    mark.setAttribute('aria-hidden', 'true');
    mark.dataset.pageMark = String(page + 1);
    mark.textContent = PAGE_MARK;
    Object.assign(mark.style, {
      position: 'absolute',
      top: `${page * pageHeightPx}px`,
      right: '2px',
      // Above everything in the sheet, which is a stacking context of its own: painted last on its page.
      zIndex: '2147483647',
      margin: '0',
      fontFamily: END_FONT,
      // 40 px: with the font's 30 em descent, pdfminer's box for the mark lies below the bottom of the page.
      fontSize: '40px',
      lineHeight: '0',
      letterSpacing: '0',
      whiteSpace: 'pre',
      pointerEvents: 'none',
    });
    sheet.appendChild(mark);
  }
}
