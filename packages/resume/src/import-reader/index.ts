/**
 * The import's reader (issue #39): lines of a PDF or a Word document -> a resume, where each field was read, and
 * how sure the rules were. Layout-aware (columns, table cells, sizes and weights), in the resume languages of
 * issue #35 (headings, dates, contact labels), and independent of the ATS check's deliberately naive rules.
 */
export { readResume, REVIEW_SECTION, REVIEW_BELOW, type ReadResult } from './read';
export { pdfLines, type PdfPage, type PdfItem } from './pdf-lines';
export { provenanceOf, reviewOf, type ImportProvenance } from './provenance';
export { findDates, dateValue, monthNames, RESUME_LANGUAGES } from './dates';
export { headingKind } from './headings';
export { findPhone } from './contact';
export { looksLikePlace } from './places';
export { arabicLigaturesInOrder, cleanText, unspace, visualToLogical } from './text';
export { detectLanguage } from './language';
export type { SourceLine, SourcePart, SourceBox, FieldSource, ImportReason } from './types';
