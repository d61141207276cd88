import { saveFile } from '../lib/save-file';
import { resumeLetterText, type CoverLetter, type Resume } from '@resumey/resume';
import { client, refusalOfResponse } from '../lib/api';

/** 'pdf' the letter alone, 'both' the resume and then the letter in one PDF ("resume + letter", issue #41 item 3). */
export type LetterExport = 'pdf' | 'both' | 'docx' | 'text';

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** '{Full name} Cover Letter', the base of every letter file's name. */
export const letterFileBase = (resume: Resume) => {
  const name = resume.profile.fullName.trim();
  return name ? `${name} Cover Letter` : 'Cover Letter';
};

/** '{Full name} Resume and Cover Letter', as the server names the PDF holding both (apps/server/src/pdf/filename.ts). */
export const resumeAndLetterFileBase = (resume: Resume) => {
  const name = resume.profile.fullName.trim();
  return name ? `${name} Resume and Cover Letter` : 'Resume and Cover Letter';
};

/**
 * The server's PDF of the saved letter, alone or after the saved resume. No time limit of the client's own (its 10 s
 * would cut a wait in the PDF queue short): the server ends a job at its timeout and answers 504.
 */
export async function downloadLetterPdf(
  resumeId: string,
  resume: Resume,
  withResume: boolean,
  target?: string,
): Promise<void> {
  const res = await client.api.resumes[':id'].letter.pdf.$get(
    { param: { id: resumeId }, query: { ...(withResume && { resume: '1' as const }), ...(target && { target }) } },
    { init: { signal: new AbortController().signal } },
  );
  if (!res.ok) throw await refusalOfResponse(res);
  saveFile(await res.blob(), `${withResume ? resumeAndLetterFileBase(resume) : letterFileBase(resume)}.pdf`);
}

/**
 * Downloads the letter as PDF (the server's renderer, the saved letter; 'both' with the saved resume before it), Word
 * or plain text (as on screen).
 */
export async function downloadLetter(
  resumeId: string,
  resume: Resume,
  letter: CoverLetter,
  kind: LetterExport,
  target?: string,
): Promise<void> {
  if (kind === 'pdf' || kind === 'both') return downloadLetterPdf(resumeId, resume, kind === 'both', target);
  const base = letterFileBase(resume);
  if (kind === 'docx') {
    const { letterToDocx } = await import('@resumey/resume/export/docx');
    return saveFile(new Blob([await letterToDocx(resume, letter)], { type: DOCX_TYPE }), `${base}.docx`);
  }
  saveFile(new Blob([resumeLetterText(resume, letter)], { type: 'text/plain;charset=utf-8' }), `${base}.txt`);
}
