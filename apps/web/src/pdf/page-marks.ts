import { measureSheet } from './measure-pages';

/**
 * Page boundaries that resume parsers built on pdf.js can see (issue #14). pdf.js marks a text item as the end of
 * a line (hasEOL) only when the next glyph on the same page lies on another line, so a page's last item never has
 * the mark. Parsers that read all pages' items as one sequence and end lines only at those marks (OpenResume does)
 * read the next page's first line as the end of the previous page's last line ('Next.js' + 'EDUCATION'): a
 * section heading or an entry that starts a page is lost. Whitespace cannot end the line: pdf.js skips whitespace
 * glyphs before it looks at where they are.
 *
 * So each page boundary gets two marks in the top left corner, above any text:
 * - the page's last mark (here: on every page but the last), painted after everything else on its page. It lies
 *   on another line than the page's last line, which it ends;
 * - the next page's first mark, painted before anything else on that page (below every other box of the sheet).
 *   Read straight after the last mark, it is ended by the page's first line, lower down.
 * Parsers read one line of two marks between the pages, and each page starts a line of its own. Being higher up
 * than that first line, the marks' line also reads as a gap before it, so an entry at the top of a page starts an
 * entry of its own (OpenResume splits entries at wide gaps down the page).
 *
 * pdf.js ends a line only at a glyph it reads as text (not whitespace, a combining mark or a format character), so
 * the mark is a character: U+2800 BRAILLE PATTERN BLANK, drawn as a speck in the print view's own fonts
 * (scripts/page-mark-fonts.py). It is blank, and not a control character (issue #38: no reader reads control,
 * private-use or replacement characters). Nobody but pdf.js should read it, least of all before the name:
 * - the mark is printed mirrored, its pen starting half its advance inside the page's left edge and moving out of
 *   the page. pdf.js keeps a glyph whose start lies on the page; poppler (pdftotext and the tools built on it) and
 *   MuPDF drop one that ends off the page, and this one ends off it;
 * - pdfminer (Python) reads the last mark after the page's text: the last mark's font has a descent of 30 em, and
 *   pdfminer places a character by its font's descent, below the page.
 * Nothing shows on paper. The marks are aria-hidden (artifacts in the tagged PDF).
 */
export const PAGE_MARK = '\u2800';
const FONT = "'Resumey Page Mark'";
const END_FONT = "'Resumey Page End'";

/** Loads the marks' fonts before printing, so that the marks are drawn in them. */
export async function loadPageMarkFont(doc: Document = document): Promise<void> {
  await Promise.all([FONT, END_FONT].map((font) => doc.fonts.load(`2px ${font}`, PAGE_MARK).catch(() => undefined)));
}

/** A mark at `top` px in the sheet, at its left edge, mirrored (see above) in `font` of `size` px. */
function mark(sheet: HTMLElement, top: number, font: string, size: number, zIndex: number): HTMLElement {
  const el = sheet.ownerDocument.createElement('div');
  el.setAttribute('aria-hidden', 'true');
  el.textContent = PAGE_MARK;
  // The glyph's advance is half an em: mirrored about its start, then moved by a quarter em, it starts a quarter em
  // inside the page and ends a quarter em outside it.
  Object.assign(el.style, {
    position: 'absolute',
    top: `${top}px`,
    left: '0',
    zIndex: String(zIndex),
    margin: '0',
    fontFamily: font,
    fontSize: `${size}px`,
    lineHeight: '0',
    letterSpacing: '0',
    whiteSpace: 'pre',
    pointerEvents: 'none',
    transformOrigin: '0 0',
    transform: `scaleX(-1) translateX(${-size / 4}px)`,
  });
  sheet.appendChild(el);
  return el;
}

/**
 * Adds the marks of every page boundary to the sheet, replacing any it had. A printed page's content goes on where
 * the previous page's stopped, so a box placed k page heights below the sheet's top is drawn at the top of page
 * k + 1. The page count is the print view's own estimate (measure-pages.ts): should print make a page more, that
 * page's top is not marked.
 */
export function markPageEnds(sheet: HTMLElement, pageHeightPx: number): void {
  for (const old of Array.from(sheet.querySelectorAll('[data-page-mark]'))) old.remove();
  const { pages } = measureSheet(sheet);
  for (let page = 0; page < pages - 1; page++) {
    // 4 px down: Chromium's page is a whole number of points, a little taller than the page size in px, so page k
    // starts k x 0.15 px below k estimated page heights (A4); a mark above a page's top would land on the page before.
    const top = page * pageHeightPx + 4;
    // Above everything in the sheet, which is a stacking context of its own: painted last on its page. 40 px: with
    // the font's 30 em descent, pdfminer's box for the mark lies below the bottom of the page.
    mark(sheet, top, END_FONT, 40, 2147483647).dataset.pageMark = String(page + 1);
    // Below everything in the sheet: painted first on the next page, near its top.
    mark(sheet, top + pageHeightPx, FONT, 2, -2147483647).dataset.pageMark = `${page + 2}-start`;
  }
}

/**
 * The same two marks where one sheet's last page is followed by another sheet (the letter after the resume in one
 * PDF, issue #41): the resume's last page ends with a mark, and the letter's first page starts with one, so the
 * letter's first line (the sender's name) is not read as the end of the resume's last line.
 */
export function markDocumentBoundary(first: HTMLElement, next: HTMLElement, pageHeightPx: number): void {
  const { pages } = measureSheet(first);
  mark(first, (pages - 1) * pageHeightPx + 4, END_FONT, 40, 2147483647).dataset.pageMark = `${pages}`;
  mark(next, 4, FONT, 2, -2147483647).dataset.pageMark = '1-start';
}
