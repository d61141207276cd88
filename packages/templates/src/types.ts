import type { JSX } from 'react';
import type { Resume, TemplateCategory } from '@resumey/resume';

/** A template: a Resume in, markup out. Pure and server-safe (no fetching, global state or browser-only hooks). */
export type TemplateComponent = (props: { resume: Resume }) => JSX.Element;

export interface TemplateEntry {
  id: string;
  name: string;
  category: TemplateCategory;
  /** Public path of the preview image, '/templates/{previewFileName(id)}'. */
  previewImage: string;
  /** Loads the template's code on demand, so a page ships only the template it shows. */
  load: () => Promise<TemplateComponent>;
}
