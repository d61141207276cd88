/**
 * PDF bytes -> positioned text, with pdf.js (pdfjs-dist), in Node and in a browser (Web Worker or page).
 * The resume parser that reads these lines lives in @resumey/resume (parseResumeLines), free of I/O.
 */
export { readPdfText, PdfReadError, type ReadPdfOptions } from './read';
export { groupLines } from './lines';
export type { PdfLink, PdfTextItem, PdfTextLine, PdfTextPage } from './types';

import { groupLines } from './lines';
import { readPdfText, type ReadPdfOptions } from './read';
import type { PdfTextLine } from './types';

/** The PDF's text as lines in reading order, ready for parseResumeLines. */
export async function readPdfLines(data: Uint8Array, options?: ReadPdfOptions): Promise<PdfTextLine[]> {
  return groupLines(await readPdfText(data, options));
}
