import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SectionKey } from '@resumey/resume';
import type { SectionColumn } from '@resumey/templates';

/**
 * The editor's names for the resume's sections and a template's columns: interface text, in the interface's
 * language (the resume's own headings follow the resume's language and are not these). Render with i18n._().
 */
export const SECTION_LABELS: Record<SectionKey, MessageDescriptor> = {
  summary: msg`Summary`,
  experience: msg`Experience`,
  projects: msg`Projects`,
  education: msg`Education`,
  skills: msg`Skills`,
  certifications: msg`Certifications`,
  custom: msg`Custom sections`,
};

export const COLUMN_LABELS: Record<SectionColumn['name'], MessageDescriptor> = {
  Main: msg`Main`,
  Sidebar: msg`Sidebar`,
  'Foot left': msg`Foot left`,
  'Foot right': msg`Foot right`,
  Cards: msg`Cards`,
};
