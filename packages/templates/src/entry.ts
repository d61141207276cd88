import { SECTION_KEYS, type SectionKey, type TemplateCategory, type TemplateId } from '@resumey/resume';

/**
 * What a template's folder (src/templates/{id}/) says of it besides its component (Template.tsx): its entry.ts
 * default-exports one of these. The catalogue, the section columns and the preview list are read from them
 * (registry.ts); test/registry.test.ts fails when the folders and @resumey/resume's TEMPLATE_IDS disagree.
 */
export interface TemplateDefinition<Id extends TemplateId = TemplateId> {
  id: Id;
  /** The gallery's name and category (SPEC.md section 3). */
  name: string;
  category: TemplateCategory;
  /**
   * The preview image: its file in apps/web/public/templates (served at /templates/{file}, the URL the gallery and
   * the landing page already use) and its size in pixels (SPEC.md section 9), which the screenshot generator draws.
   */
  preview: { file: string; width: number; height: number };
  /** What each column holds, in document order: see section-columns.ts. */
  columns: readonly SectionColumn[];
}

export interface SectionColumn {
  /** What the editor calls the column. */
  name: 'Main' | 'Sidebar' | 'Foot left' | 'Foot right' | 'Cards';
  sections: readonly SectionKey[];
}

/** One column holding every section, all reordering freely. */
export const ONE: readonly SectionColumn[] = [{ name: 'Main', sections: SECTION_KEYS }];
/** A sidebar of short items beside a main column (education stays in the main column, issue #14). */
export const SIDEBAR: readonly SectionColumn[] = [
  { name: 'Sidebar', sections: ['skills', 'certifications'] },
  { name: 'Main', sections: ['summary', 'experience', 'projects', 'education', 'custom'] },
];

/** Types a folder's entry: its id must be one of TEMPLATE_IDS. */
export const defineTemplate = <Id extends TemplateId>(definition: TemplateDefinition<Id>): TemplateDefinition<Id> =>
  definition;
