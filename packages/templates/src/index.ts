export type { TemplateComponent, TemplateEntry } from './types';
export { TEMPLATE_CATALOGUE, getTemplateEntry } from './catalogue';
export { ResumeDocument, type ResumeDocumentProps } from './ResumeDocument';
export { TemplatePreview, type TemplatePreviewProps } from './TemplatePreview';
