import { SECTION_KEYS, type SectionKey } from '@resumey/resume';

/**
 * What each template's columns hold, in the document order the PDF's text follows (issue #20 item 2). The user's
 * section order applies within each column: sections of a sidebar reorder among themselves, the main column's
 * among themselves; a section never moves to another column, because each column's width and styling are drawn
 * for what it holds (a job history does not fit a 55 mm sidebar). Hidden sections are skipped in every column.
 * Education is in the main column of the sidebar templates (issue #14): in a 40-55 mm sidebar a degree ('Bachelor
 * of Science in Computer Science') or school ('Georgia Institute of Technology') wraps, and parsers that read a
 * PDF line by line (OpenResume) then take each half for a field and find no school. No smaller type makes every
 * real name fit a sidebar line; the main column holds them whole, as it does job titles.
 * test/section-order.test.tsx renders every template to check this table against what it draws; the editor's
 * Sections control uses it to show which sections share a column and the template's own order.
 *
 * | template                            | columns (document order)                                                |
 * | ----------------------------------- | ----------------------------------------------------------------------- |
 * | t01 t02 t04 t07 t08 t09 t11 t12 t13 | one column: every section, all reorder freely                            |
 * | t15 t16 t17 t20 t21 t22             | one column: every section, all reorder freely                            |
 * | t03 t06 t18 t19 (sidebar)           | sidebar: skills, certifications; main: summary, experience, projects,   |
 * |                                     | education, custom                                                       |
 * | t05 compact one                     | main: summary, experience, projects; foot left: education, skills;      |
 * |                                     | foot right: certifications, custom                                      |
 * | t10 academic                        | one column, education before experience by default; then the fixed      |
 * |                                     | 'Publications & Awards' block (SPEC.md section 2), always last          |
 * | t14 grid focus                      | full width: summary, experience; grid of cards: projects, education,    |
 * |                                     | skills, certifications, custom                                          |
 */

export interface SectionColumn {
  /** What the editor calls the column. */
  name: 'Main' | 'Sidebar' | 'Foot left' | 'Foot right' | 'Cards';
  sections: readonly SectionKey[];
}

const ONE: SectionColumn[] = [{ name: 'Main', sections: SECTION_KEYS }];
const SIDEBAR: SectionColumn[] = [
  { name: 'Sidebar', sections: ['skills', 'certifications'] },
  { name: 'Main', sections: ['summary', 'experience', 'projects', 'education', 'custom'] },
];

export const SECTION_COLUMNS: Record<string, SectionColumn[]> = {
  't01-classic': ONE,
  't02-modern-box': ONE,
  't03-elegant-sidebar': SIDEBAR,
  't04-typographic': ONE,
  't05-compact-one': [
    { name: 'Main', sections: ['summary', 'experience', 'projects'] },
    { name: 'Foot left', sections: ['education', 'skills'] },
    { name: 'Foot right', sections: ['certifications', 'custom'] },
  ],
  't06-two-column': SIDEBAR,
  't07-tech-minimal': ONE,
  't08-executive': ONE,
  't09-creative': ONE,
  't10-academic': [
    {
      name: 'Main',
      sections: ['summary', 'education', 'experience', 'projects', 'skills', 'certifications', 'custom'],
    },
  ],
  't11-simple-line': ONE,
  't12-bold-header': ONE,
  't13-left-rule': ONE,
  't14-grid-focus': [
    { name: 'Main', sections: ['summary', 'experience'] },
    { name: 'Cards', sections: ['projects', 'education', 'skills', 'certifications', 'custom'] },
  ],
  't15-side-accent': ONE,
  't16-corporate': ONE,
  't17-product-mgr': ONE,
  't18-data-scientist': SIDEBAR,
  't19-designer': SIDEBAR,
  't20-sales-ops': ONE,
  't21-sample1': ONE,
  't22-sample2': ONE,
};

/** A template's columns; an unknown template id draws as t01-classic (SPEC.md section 2's fallback). */
export const sectionColumns = (templateId: string): SectionColumn[] => SECTION_COLUMNS[templateId] ?? ONE;

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
