import type { ImportMark, ImportReview } from '../schema';
import type { FieldSource, ImportFieldKind, ImportReason, SourceBox, SourceLine } from './types';

export { IMPORT_FIELD_KINDS, fieldKindOf } from './types';
export type { ImportFieldKind, ImportReason };

/**
 * Where an import read each field (issue #39 item 3): the file's pages (a PDF's sizes; none for a Word document,
 * whose paragraphs are listed instead), every line read with its box, each field's source and confidence, and
 * the lines that went nowhere. It stays in the browser that imported the file (apps/web's provenance store), with
 * the file itself: neither is sent to the server.
 */
export interface ImportProvenance {
  format: 'PDF' | 'Word';
  fileName: string;
  pages: Array<{ number: number; width: number; height: number }>;
  lines: Array<{ id: number; text: string; box: SourceBox }>;
  fields: FieldSource[];
  unused: number[];
}

export function provenanceOf(
  format: ImportProvenance['format'],
  pages: ImportProvenance['pages'],
  lines: readonly SourceLine[],
  read: { fields: FieldSource[]; unused: number[] },
): ImportProvenance {
  return {
    format,
    fileName: '',
    pages,
    lines: lines.map((l) => ({ id: l.id, text: l.text, box: l.box })),
    fields: read.fields,
    unused: read.unused,
  };
}

/** The marks to store with the resume: the low-confidence fields, for the editor to show until checked. */
export const reviewOf = (format: string, marks: ImportMark[]): ImportReview | undefined =>
  marks.length ? { format, fileName: '', marks: marks.slice(0, 500) } : undefined;
export type { SourceBox, FieldSource } from './types';
