/** What a PDF import refuses before reading, and the messages the user sees for each refusal. */

export const PDF_MAX_BYTES = 20 * 1024 * 1024;
/** A resume has a few pages; the rest of a longer upload is not read. */
export const PDF_MAX_PAGES = 10;

export const PDF_MESSAGES = {
  tooLarge: 'This file is too large to import. PDF files can be at most 20 MB.',
  notPdf: 'This file is not a PDF. Choose a .pdf file, or export your resume as PDF and try again.',
  unreadable: 'This PDF could not be read: it may be damaged. Export it again as PDF and try again.',
  encrypted: 'This PDF is password-protected. Remove the password (print it again as PDF) and try again.',
  noText:
    'This PDF has no text to import: it may be a scan or a picture of a resume. Export it from the program you wrote it in and try again.',
  invalid: 'This PDF could not be imported: ',
} as const;

/** A refusal before pdf.js is asked: too large, or not a PDF at all (pdf.js itself reads a header up to 1 KB in). */
export function checkPdfBytes(bytes: Uint8Array): string | undefined {
  if (bytes.length > PDF_MAX_BYTES) return PDF_MESSAGES.tooLarge;
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024));
  if (!head.includes('%PDF-')) return PDF_MESSAGES.notPdf;
  return undefined;
}
