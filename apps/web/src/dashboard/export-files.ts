import { saveFile } from '../lib/save-file';
import { resumeToText, toJsonResume, type Resume } from '@resumey/resume';

/** A safe file name from the resume's title: lower-case words joined by hyphens, 'resume' when nothing is left. */
export function fileBaseName(title: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return base || 'resume';
}

/** The two export formats: Resumey's own (lossless, re-importable) and JSON Resume (jsonresume.org). */
export const exportFiles = (resume: Resume) => ({
  resumey: {
    name: `${fileBaseName(resume.meta.title)}.resumey.json`,
    text: JSON.stringify(resume, null, 2),
  },
  jsonResume: {
    name: `${fileBaseName(resume.meta.title)}.resume.json`,
    text: JSON.stringify(toJsonResume(resume), null, 2),
  },
});

export function downloadText(name: string, text: string) {
  saveFile(new Blob([text], { type: 'application/json' }), name);
}

/** Every export a resume offers: JSON (Resumey's, JSON Resume), Word and plain text (issue #19). */
export type ExportKind = 'resumey' | 'jsonResume' | 'docx' | 'text';

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * Downloads one export of the resume. The Word builder brings the docx library (about 1 MB), so it is imported
 * only when asked for: it never enters the editor's, the dashboard's or the public page's first bundle.
 */
export async function downloadExport(resume: Resume, kind: ExportKind): Promise<void> {
  const base = fileBaseName(resume.meta.title);
  if (kind === 'docx') {
    const { resumeToDocx } = await import('@resumey/resume/export/docx');
    saveFile(new Blob([await resumeToDocx(resume)], { type: DOCX_TYPE }), `${base}.docx`);
  } else if (kind === 'text') {
    saveFile(new Blob([resumeToText(resume)], { type: 'text/plain;charset=utf-8' }), `${base}.txt`);
  } else {
    const file = exportFiles(resume)[kind];
    downloadText(file.name, file.text);
  }
}
