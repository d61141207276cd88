import type { SectionKind } from './headings';

/** A region of a page, in points from its top-left corner (PDF), or a paragraph's place in a Word document. */
export interface SourceBox {
  /** From 1 for a PDF; 0 for a Word document, whose pages are not known. */
  page: number;
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A run of a line set apart by a wide gap, a change of size or a table cell: a field, often. */
export interface SourcePart {
  text: string;
  x: number;
  right: number;
  bold: boolean;
  italic: boolean;
  size: number;
}

/** One line of the file in reading order, as both readers (PDF and Word) give it to the rules. */
export interface SourceLine {
  /** Its index in reading order: what provenance points at. */
  id: number;
  /** The parts joined with single spaces. */
  text: string;
  parts: SourcePart[];
  box: SourceBox;
  size: number;
  /** Every letter is bold / italic. */
  bold: boolean;
  italic: boolean;
  /** A list item: a typed or drawn mark, or Word's numbering. The mark is not in `text`. */
  bullet: boolean;
  /** Word's own heading styles (Heading 1-3, Title); never set for a PDF. */
  styledHeading?: 1 | 2 | 3;
  /** Where in a Word document: the body, a table cell, a text box, a page header or footer. */
  region?: 'body' | 'table' | 'textbox' | 'header' | 'footer';
  /** A Word paragraph that follows an empty one (a blank line). */
  spaced?: boolean;
  /** The ids of the lines it was made from, when a wrapped line was joined into it (join-lines.ts). */
  joined?: number[];
}

export interface Section {
  kind: SectionKind;
  heading?: SourceLine;
  lines: SourceLine[];
}

/** Where one field of the imported resume was read (issue #39 item 3). */
export interface FieldSource {
  /** The field as the editor names its edits: 'profile.phone', 'experience.{id}.title', 'experience.{id}.bullets'. */
  key: string;
  /** What the editor calls it, for the provenance view's list. */
  label: string;
  /** The text read, as it was found. */
  text: string;
  lines: number[];
  box: SourceBox;
  /** 0 to 1. */
  confidence: number;
  /** Why the confidence is low, when it is. */
  reason?: string;
}
