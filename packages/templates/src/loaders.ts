import { isTemplateId, TEMPLATE_IDS, type TemplateId } from '@resumey/resume';
import type { TemplateComponent } from './types';

/**
 * Each template's code by id, without the catalogue's names, categories and previews: what drawing a resume
 * needs (ResumeDocument, the public page), so the public page's bundle does not carry the gallery's data.
 */
export type TemplateLoader = () => Promise<{ default: TemplateComponent }>;

// A dynamic import on the folder convention (src/templates/{id}/Template.tsx): Vite and esbuild expand it to
// one import per matching file, so each template stays its own chunk and no list of imports is kept here.
const loaderOf =
  (id: TemplateId): TemplateLoader =>
  () =>
    import(`./templates/${id}/Template.tsx`) as Promise<{ default: TemplateComponent }>;

export const TEMPLATE_LOADERS: Readonly<Record<TemplateId, TemplateLoader>> = Object.fromEntries(
  TEMPLATE_IDS.map((id) => [id, loaderOf(id)]),
) as Record<TemplateId, TemplateLoader>;

/** Whether `id` names a template this build can draw. */
export const hasTemplate = (id: string): id is TemplateId => isTemplateId(id);

/** A template's component by id (its code downloaded first), or undefined for an id this build cannot draw. */
export const loadTemplate = async (id: string): Promise<TemplateComponent | undefined> =>
  hasTemplate(id) ? (await TEMPLATE_LOADERS[id]()).default : undefined;
