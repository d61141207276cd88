import { saveFile } from '../lib/save-file';
import { resumeLetterText, type CoverLetter, type Resume } from '@resumey/resume';
import { client, refusalOfResponse } from '../lib/api';

export type LetterExport = 'pdf' | 'docx' | 'text';

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** '{Full name} Cover Letter', the base of every letter file's name. */
export const letterFileBase = (resume: Resume) => {
  const name = resume.profile.fullName.trim();
  return name ? `${name} Cover Letter` : 'Cover Letter';
};

/** Downloads the letter as PDF (the server's renderer, the saved letter), Word or plain text (as on screen). */
export async function downloadLetter(
  resumeId: string,
  resume: Resume,
  letter: CoverLetter,
  kind: LetterExport,
): Promise<void> {
  const base = letterFileBase(resume);
  if (kind === 'pdf') {
    const res = await client.api.resumes[':id'].letter.pdf.$get({ param: { id: resumeId } });
    if (!res.ok) throw await refusalOfResponse(res);
    return saveFile(await res.blob(), `${base}.pdf`);
  }
  if (kind === 'docx') {
    const { letterToDocx } = await import('@resumey/resume/export/docx');
    return saveFile(new Blob([await letterToDocx(resume, letter)], { type: DOCX_TYPE }), `${base}.docx`);
  }
  saveFile(new Blob([resumeLetterText(resume, letter)], { type: 'text/plain;charset=utf-8' }), `${base}.txt`);
}
