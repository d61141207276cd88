import type { SectionKey } from '@resumey/resume';
import { ONE, type SectionColumn } from './entry';
import { TEMPLATE_DEFINITIONS } from './registry';

export type { SectionColumn } from './entry';

/**
 * What each template's columns hold (each folder's entry.ts says it for its template), in the document order the
 * PDF's text follows (issue #20 item 2). The user's section order applies within each column: sections of a sidebar reorder among themselves, the main column's
 * among themselves; a section never moves to another column, because each column's width and styling are drawn
 * for what it holds (a job history does not fit a 55 mm sidebar). Hidden sections are skipped in every column.
 * Education is in the main column of the sidebar templates (issue #14): in a 40-55 mm sidebar a degree ('Bachelor
 * of Science in Computer Science') or school ('Georgia Institute of Technology') wraps, and parsers that read a
 * PDF line by line (OpenResume) then take each half for a field and find no school. No smaller type makes every
 * real name fit a sidebar line; the main column holds them whole, as it does job titles.
 * test/section-order.test.tsx renders every template to check these columns against what it draws; the editor's
 * Sections control uses it to show which sections share a column and the template's own order. Most templates
 * are one column (ONE in entry.ts); the sidebar ones share SIDEBAR; t05, t10 and t14 spell theirs out.
 */

const COLUMNS = new Map<string, readonly SectionColumn[]>(TEMPLATE_DEFINITIONS.map((t) => [t.id, t.columns]));

/** Each template's columns by id, read from its folder's entry.ts. */
export const SECTION_COLUMNS: Readonly<Record<string, readonly SectionColumn[]>> = Object.fromEntries(COLUMNS);

/** A template's columns; an unknown template id draws as t01-classic (SPEC.md section 2's fallback). */
export const sectionColumns = (templateId: string): readonly SectionColumn[] => COLUMNS.get(templateId) ?? ONE;

/** The column a section is drawn in, by name; undefined for single-column templates (nothing to tell apart). */
export function columnOf(templateId: string, key: SectionKey): SectionColumn['name'] | undefined {
  const columns = sectionColumns(templateId);
  return columns.length > 1 ? columns.find((c) => c.sections.includes(key))?.name : undefined;
}

/**
 * The order the page shows before the user reorders, main column first: the editor lists the sections in it so
 * the first list matches the preview. The user's first move then stores a complete order.
 */
export function templateSectionOrder(templateId: string): SectionKey[] {
  const columns = sectionColumns(templateId);
  const main = columns.filter((c) => c.name === 'Main' || c.name === 'Cards');
  const rest = columns.filter((c) => !main.includes(c));
  return [...main, ...rest].flatMap((c) => c.sections);
}
