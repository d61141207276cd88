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

type TemplateModule = Awaited<ReturnType<TemplateLoader>>;
const loaded = new Map<TemplateId, TemplateModule>();
const loading = new Map<TemplateId, Promise<TemplateModule>>();

/** A template's code, downloaded once; a failed download may be tried again. */
function moduleOf(id: TemplateId): Promise<TemplateModule> {
  let pending = loading.get(id);
  if (!pending) {
    pending = TEMPLATE_LOADERS[id]().then(
      (module) => {
        loaded.set(id, module);
        return module;
      },
      (error: unknown) => {
        loading.delete(id);
        throw error;
      },
    );
    loading.set(id, pending);
  }
  return pending;
}

/** A template's component by id (its code downloaded first), or undefined for an id this build cannot draw. */
export const loadTemplate = async (id: string): Promise<TemplateComponent | undefined> =>
  hasTemplate(id) ? (await moduleOf(id)).default : undefined;

/**
 * The loader React.lazy is given for a template. A template whose code is already here comes back through a thenable
 * that answers at once, so React renders it in the same pass instead of suspending: no loading state, and none of
 * React's delay before revealing content that suspended (about 300 ms). loadTemplate ahead of a render (a version
 * pointed at in the History panel) is then all it takes to draw that template without waiting.
 */
export const lazyLoaderOf =
  (id: TemplateId): TemplateLoader =>
  () => {
    const module = loaded.get(id);
    if (!module) return moduleOf(id);
    const ready: PromiseLike<TemplateModule> = {
      then: (onFulfilled) => Promise.resolve(onFulfilled ? onFulfilled(module) : (module as never)),
    };
    return ready as Promise<TemplateModule>;
  };
