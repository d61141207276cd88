import { toJsonResume, type Resume } from '@resumey/resume';

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
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Revoked on the next turn: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
