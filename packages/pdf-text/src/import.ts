import type { ImportResult } from '@resumey/resume';
import {
  checkPdfBytes,
  fromPdfLines,
  fromPdfPages,
  PDF_MAX_PAGES,
  PDF_MESSAGES,
  withSources,
} from '@resumey/resume/import/pdf';
import { groupLines } from './lines';
import { PdfReadError, readPdfText } from './read';

/**
 * A PDF resume's bytes -> a resume to review (issue #19 item 2): pdf.js reads the text with its positions
 * (readPdfText, at most PDF_MAX_PAGES pages) and fromPdfPages in @resumey/resume reads the resume from its items,
 * their positions and fonts, with where each field came from. Never throws: a file too large, not a PDF, damaged, locked with a
 * password or with no text (a scan) gets a message that says which. Run it in a Web Worker in a browser.
 */
export async function fromPdf(bytes: Uint8Array): Promise<ImportResult> {
  const refused = checkPdfBytes(bytes);
  if (refused) return { ok: false, error: refused };
  let pages: Awaited<ReturnType<typeof readPdfText>>;
  try {
    pages = await readPdfText(bytes, { maxPages: PDF_MAX_PAGES, actualText: true, drawnSpaces: true });
  } catch (err) {
    const cause = err instanceof PdfReadError ? err.cause : err;
    const locked = cause instanceof Error && (cause.name === 'PasswordException' || /password/i.test(cause.message));
    return { ok: false, error: locked ? PDF_MESSAGES.encrypted : PDF_MESSAGES.unreadable };
  }
  try {
    const links = pages.flatMap((p) => p.links.map((l) => ({ ...l, page: p.number })));
    // Resumey's own PDFs: the rules made for its templates (see withSources), which know their English; a resume
    // in another language (its headings, dates and script) and any other PDF: the import reader.
    if (pages[0]?.creator === 'Resumey') {
      const own = withSources(fromPdfLines(groupLines(pages), links), pages);
      if (!own.ok || own.resume.meta.language === 'en') return own;
      const read = fromPdfPages(pages, links);
      return read.ok ? read : own;
    }
    return fromPdfPages(pages, links);
  } catch {
    return { ok: false, error: PDF_MESSAGES.unreadable };
  }
}
