import type { JSX } from 'react';
import type { Resume, TemplateCategory, TemplateId } from '@resumey/resume';

/** A template: a Resume in, markup out. Pure and server-safe (no fetching, global state or browser-only hooks). */
export type TemplateComponent = (props: { resume: Resume }) => JSX.Element;

export interface TemplateEntry {
  id: TemplateId;
  name: string;
  category: TemplateCategory;
  /** Public path of the preview image, '/templates/{file}' (the folder's entry.ts names the file). */
  previewImage: string;
  /** The preview image's size in pixels (SPEC.md section 9). */
  previewSize: { width: number; height: number };
  /** Loads the template's code on demand, so a page ships only the template it shows. */
  load: () => Promise<TemplateComponent>;
}
