import { pageSizeOf } from '@resumey/resume';
import { mmToPx } from './page-breaks';
import { loadPageMarkFont } from './page-marks';
import { setPrintPageSize } from './page-rule';
import { pageBackgroundOf, prepareSheetForPrint } from './print-prep';

/**
 * What the browser's own Print (its menu, Save as PDF, window.print()) prints of a page that shows a resume, the
 * public page or the editor (issue #38): not the page itself but a print copy of its sheet, prepared the way the
 * server's print view prepares the PDF (print-prep.ts), so every route prints the same ATS-readable document.
 *
 * The copy is made on `beforeprint` and removed on `afterprint`. It is a clone in a host element of its own, never
 * the page's sheet: React keeps its tree untouched, and the screen never shows the rewritten copy. While printing,
 * print-copy.css shows only the host; on screen the host is laid out off to the side, and its [data-print-copy]
 * applies the templates' print rules there (block-styles.css), so the copy measures on screen (the browser fires
 * `beforeprint` before it switches to print media) exactly as it prints.
 */
export function makePrintCopy(sheet: HTMLElement): () => void {
  const doc = sheet.ownerDocument;
  const { host, copy } = addCopy(sheet);
  const pageSize = pageSizeOf({ pageSize: sheet.dataset.pageSize });
  // The paper and no page margin (the sheet's padding is the margin): the editor has no print rules of its own.
  setPrintPageSize({ pageSize: pageSize.id }, doc);
  prepareSheetForPrint(host, mmToPx(pageSize.heightMm));
  const html = doc.documentElement;
  html.style.setProperty('--print-page-background', pageBackgroundOf(copy));
  return () => {
    host.remove();
    html.style.removeProperty('--print-page-background');
  };
}

/**
 * A copy of the sheet in a print copy host at the end of the body, in the fonts the server's PDF uses: the static
 * cuts of the variable fonts (print-fonts.css), which a PDF embeds as named TrueType fonts whose names say their
 * weight. Printed in the variable fonts, the PDF held unnamed Type 3 fonts and parsers that take bold from a font's
 * name (OpenResume) lost every bold heading.
 */
function addCopy(sheet: HTMLElement): { host: HTMLElement; copy: HTMLElement } {
  const doc = sheet.ownerDocument;
  const host = doc.createElement('div');
  host.setAttribute('data-print-copy-host', '');
  host.setAttribute('data-print-copy', '');
  const copy = sheet.cloneNode(true) as HTMLElement;
  const stack = copy.style.getPropertyValue('--font');
  if (stack) copy.style.setProperty('--font', stack.replace(/'[^']*Variable',\s*/g, ''));
  host.appendChild(copy);
  doc.body.appendChild(host);
  return { host, copy };
}

/**
 * Loads the fonts a print copy of the sheet uses (its static cuts are used nowhere on screen), so they are there
 * when the browser prints: a font still loading at `beforeprint` is printed as a fallback font.
 */
async function loadPrintFonts(sheet: HTMLElement): Promise<void> {
  const { host, copy } = addCopy(sheet);
  // Only its glyphs matter here: the page keeps showing one resume sheet to scripts and tools that look for it.
  copy.removeAttribute('data-resume-page');
  try {
    void host.offsetHeight;
    await sheet.ownerDocument.fonts.ready;
  } finally {
    host.remove();
  }
}

/**
 * Prints a print copy of the sheet `findSheet` gives whenever the browser prints this page, until the returned
 * function is called. Loads the print fonts and the page marks' fonts now: the copy is printed right after
 * `beforeprint`, with no time for a font to load.
 */
export function printCopiesOf(findSheet: () => HTMLElement | null | undefined, win: Window = window): () => void {
  void loadPageMarkFont(win.document);
  let remove: (() => void) | undefined;
  const after = () => {
    remove?.();
    remove = undefined;
  };
  const before = () => {
    after();
    const sheet = findSheet();
    if (sheet) remove = makePrintCopy(sheet);
  };
  win.addEventListener('beforeprint', before);
  win.addEventListener('afterprint', after);
  const html = win.document.documentElement;
  const sheet = findSheet();
  let stopped = false;
  void (sheet ? loadPrintFonts(sheet) : Promise.resolve()).then(() => {
    // Says the page now prints prepared, in its print fonts (for tools and tests that print it as a person would).
    if (!stopped) html.setAttribute('data-print-ready', '');
  });
  return () => {
    stopped = true;
    html.removeAttribute('data-print-ready');
    after();
    win.removeEventListener('beforeprint', before);
    win.removeEventListener('afterprint', after);
  };
}

/** The page's resume sheet (the public page shows one). */
export const firstSheet = (): HTMLElement | null => document.querySelector<HTMLElement>('[data-resume-page]');
