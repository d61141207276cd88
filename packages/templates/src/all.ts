/**
 * Every template, loaded up front: for server rendering, tests and benchmarks. Browser code should use
 * TEMPLATE_CATALOGUE's `load()` instead, so each page ships only the template it shows.
 */
import type { TemplateId } from '@resumey/resume';
import { installAllResumeTexts } from '@resumey/resume/locale-all';
import { TEMPLATE_LOADERS } from './loaders';
import type { TemplateComponent } from './types';

export const TEMPLATE_COMPONENTS: Record<string, TemplateComponent> = Object.fromEntries(
  await Promise.all(
    Object.entries(TEMPLATE_LOADERS).map(async ([id, load]) => [id as TemplateId, (await load()).default] as const),
  ),
);

export type { TemplateComponent } from './types';

// Nothing here is downloaded: every resume language's texts are at hand before the first render.
installAllResumeTexts();
