import { previewFileName, TEMPLATES } from '@resumey/resume';
import { TEMPLATE_LOADERS as LOADERS } from './loaders';
import type { TemplateEntry } from './types';

/** The 22 templates of SPEC.md section 3, in catalogue order, names and categories from @resumey/resume. */
export const TEMPLATE_CATALOGUE: TemplateEntry[] = TEMPLATES.map((t) => {
  const loader = LOADERS[t.id];
  if (!loader) throw new Error(`No template component for ${t.id}`);
  return {
    id: t.id,
    name: t.name,
    category: t.category,
    previewImage: `/templates/${previewFileName(t.id)}`,
    load: () => loader().then((m) => m.default),
  };
});

export const getTemplateEntry = (id: string): TemplateEntry | undefined => TEMPLATE_CATALOGUE.find((t) => t.id === id);
