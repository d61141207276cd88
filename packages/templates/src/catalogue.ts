import { TEMPLATE_LOADERS } from './loaders';
import { previewImageUrl, TEMPLATE_DEFINITIONS } from './registry';
import type { TemplateEntry } from './types';

/** The 22 templates of SPEC.md section 3, in catalogue order, each read from its folder's entry.ts. */
export const TEMPLATE_CATALOGUE: TemplateEntry[] = TEMPLATE_DEFINITIONS.map((t) => {
  const loader = TEMPLATE_LOADERS[t.id];
  return {
    id: t.id,
    name: t.name,
    category: t.category,
    previewImage: previewImageUrl(t),
    previewSize: { width: t.preview.width, height: t.preview.height },
    load: () => loader().then((m) => m.default),
  };
});

export const getTemplateEntry = (id: string): TemplateEntry | undefined => TEMPLATE_CATALOGUE.find((t) => t.id === id);
