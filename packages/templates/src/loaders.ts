import type { TemplateComponent } from './types';

/**
 * Each template's code by id, without the catalogue's names, categories and previews: what drawing a resume
 * needs (ResumeDocument, the public page), so the public page's bundle does not carry the gallery's data.
 */
export type TemplateLoader = () => Promise<{ default: TemplateComponent }>;

// One dynamic import per template: bundlers split each into its own chunk.
export const TEMPLATE_LOADERS: Record<string, TemplateLoader> = {
  't01-classic': () => import('./templates/t01-classic'),
  't02-modern-box': () => import('./templates/t02-modern-box'),
  't03-elegant-sidebar': () => import('./templates/t03-elegant-sidebar'),
  't04-typographic': () => import('./templates/t04-typographic'),
  't05-compact-one': () => import('./templates/t05-compact-one'),
  't06-two-column': () => import('./templates/t06-two-column'),
  't07-tech-minimal': () => import('./templates/t07-tech-minimal'),
  't08-executive': () => import('./templates/t08-executive'),
  't09-creative': () => import('./templates/t09-creative'),
  't10-academic': () => import('./templates/t10-academic'),
  't11-simple-line': () => import('./templates/t11-simple-line'),
  't12-bold-header': () => import('./templates/t12-bold-header'),
  't13-left-rule': () => import('./templates/t13-left-rule'),
  't14-grid-focus': () => import('./templates/t14-grid-focus'),
  't15-side-accent': () => import('./templates/t15-side-accent'),
  't16-corporate': () => import('./templates/t16-corporate'),
  't17-product-mgr': () => import('./templates/t17-product-mgr'),
  't18-data-scientist': () => import('./templates/t18-data-scientist'),
  't19-designer': () => import('./templates/t19-designer'),
  't20-sales-ops': () => import('./templates/t20-sales-ops'),
  't21-sample1': () => import('./templates/t21-sample1'),
  't22-sample2': () => import('./templates/t22-sample2'),
};

/** Whether `id` names a template this build can draw. */
export const hasTemplate = (id: string): boolean => Object.hasOwn(TEMPLATE_LOADERS, id);

/** A template's component by id (its code downloaded first), or undefined for an id this build cannot draw. */
export const loadTemplate = async (id: string): Promise<TemplateComponent | undefined> =>
  hasTemplate(id) ? (await TEMPLATE_LOADERS[id]!()).default : undefined;
