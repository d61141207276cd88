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
  /** A bold label the part starts with, before plain text ('Negotiation:'). */
  lead?: string;
  /** Where the comma stands that ends a bold start before plain text ('**Marketing Manager,** Contoso Ltd'). */
  boldComma?: number;
  /** Where a bold start without a comma of its own ends before one ('**Post**, Mid …'): a bold line's wrapped rest. */
  boldEnd?: number;
  /** Every letter is set in a small-capitals font (LaTeX's \\scshape: CMCSC10, LMRomanCaps10): a PDF's only. */
  smallCaps?: true;
  /** The table cell of its row it stands in, counting empty ones (a Word table's row: its parts skip those). */
  cell?: number;
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
  /** Every letter is set in a small-capitals font: a PDF's only. */
  smallCaps?: true;
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
  /** Where the last of those lines ends, when a wrapped paragraph's lines were joined into it (joinWrappedLines). */
  end?: number;
  /** An icon glyph (a pin, a building) stood before its text and was dropped: a PDF's only. */
  icon?: boolean;
  /**
   * An empty run stood where the line starts: pdf.js gives one where the PDF begins a new block of text, as Chromium
   * does for each element it prints and pdfTeX for each paragraph, not where a paragraph's line wraps. Only read
   * where a PDF has such runs.
   */
  opens?: boolean;
}

export interface Section {
  kind: SectionKind;
  heading?: SourceLine;
  lines: SourceLine[];
}

/**
 * Every kind of field an import says where it read (a key without its ids: 'experience.{id}.bullets.{i}' is
 * 'experience.bullets'), so the editor has a name for each (apps/web import-check/field-names.ts).
 */
export const IMPORT_FIELD_KINDS = [
  'profile.fullName',
  'profile.headline',
  'profile.email',
  'profile.phone',
  'profile.location',
  'profile.website',
  'profile.linkedin',
  'profile.github',
  'summary',
  'experience.title',
  'experience.company',
  'experience.location',
  'experience.dates',
  'experience.summary',
  'experience.bullets',
  'experience.technologies',
  'education.school',
  'education.degree',
  'education.field',
  'education.score',
  'education.dates',
  'education.details',
  'skills.core',
  'skills.tools',
  'skills.languages',
  'certifications',
  'projects.name',
  'projects.bullets',
  'custom.bullets',
] as const;
export type ImportFieldKind = (typeof IMPORT_FIELD_KINDS)[number];

/** The kind of field a source's key names: its section and field, without ids and indexes. */
export function fieldKindOf(key: string): string {
  const [section, , field] = key.split('.');
  return field === undefined ? key : `${section}.${field}`;
}

/** Where one field of the imported resume was read (issue #39 item 3). */
export interface FieldSource {
  /** The field as the editor names its edits: 'profile.phone', 'experience.{id}.title', 'experience.{id}.bullets'. */
  key: string;
  /** A custom section's heading as the document wrote it; other fields are named by the editor from `key`. */
  heading?: string;
  /** The text read, as it was found. */
  text: string;
  lines: number[];
  box: SourceBox;
  /** 0 to 1. */
  confidence: number;
  /** Why the confidence is low, when it is. */
  reason?: ImportReason;
}

/**
 * Why a field was read with low confidence: a code, so the editor says it in the interface's language.
 * 'order-only': a job's title and company were told apart by their order alone; 'name-size': the name was not set
 * larger than the rest of the page; 'place-position': the place was taken from its position among the contact
 * details; 'dates-as-written': dates no range can say, kept as written.
 */
export type ImportReason = 'order-only' | 'name-size' | 'place-position' | 'dates-as-written' | 'low-confidence';
