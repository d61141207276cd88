export type { TemplateComponent, TemplateEntry } from './types';
export { TEMPLATE_CATALOGUE, getTemplateEntry } from './catalogue';
export { hasTemplate, loadTemplate } from './loaders';
export { ResumeDocument, type ResumeDocumentProps } from './ResumeDocument';
export { LetterDocument, LetterLayout, letterFontProbe, letterhead, type LetterDocumentProps } from './LetterDocument';
export { TemplatePreview, type TemplatePreviewProps } from './TemplatePreview';
export { SECTION_COLUMNS, sectionColumns, columnOf, templateSectionOrder, type SectionColumn } from './section-columns';
export { hasCjkText, scriptFontSheets, SCRIPT_FONT_SHEET_FILES, type ScriptFontSheet } from './script-fonts';
export { Markup } from './blocks/Markup';
