import { blankLetter, newId, sampleResume, type CoverLetter, type Resume } from '@resumey/resume';
import { buildPrintView, pruneOldBuilds } from '@resumey/test-support/pdf-support';
import { signIn, type SignedInClient } from '@resumey/test-support/sign-in';
import { startTestServer, type TestServer } from './helpers/server';
import { bodyOf } from './helpers/body';

/** A server with the print view built (letters' PDFs), the letters' owner and another user. */
export async function startLetterPdfServer(
  prefix: string,
): Promise<{ server: TestServer; owner: SignedInClient; other: SignedInClient }> {
  pruneOldBuilds();
  const webDist = await buildPrintView();
  const server = await startTestServer({ WEB_DIST: webDist });
  const owner = await signIn(server.url, `${prefix}-${newId().slice(0, 8)}@example.com`, 'Alex Morgan');
  const other = await signIn(server.url, `${prefix}-other-${newId().slice(0, 8)}@example.com`, 'Other');
  return { server, owner, other };
}

/** Deletes the user's resumes: a user has at most 4, so each test starts with none. */
export async function deleteResumes(client: SignedInClient): Promise<void> {
  const { resumes } = await bodyOf<{ resumes: { resume: Resume }[] }>(await client.api('/api/resumes'));
  for (const r of resumes) await client.api(`/api/resumes/${r.resume.id}`, { method: 'DELETE' });
}

/** The sample resume in a language and template. */
export const inLanguage = (language: string, templateId = 't01-classic'): Resume => {
  const r = sampleResume();
  return { ...r, meta: { ...r.meta, language, templateId } };
};

/** A letter to Ada Byron at Analytical Ltd for the Staff Engineer role, with `body` as its paragraphs. */
export const letterOf = (resume: Resume, body: string[]): CoverLetter => ({
  ...blankLetter(resume, new Date(2026, 10, 28)),
  recipient: { name: 'Ada Byron', title: 'CTO', company: 'Analytical Ltd', address: '1 Engine Row' },
  subject: 'Staff Engineer',
  paragraphs: body,
});

/** The English letter's paragraphs, with markup a reader must not see. */
export const LETTER_BODY = ['I build **reliable** data systems.', 'I would welcome a *conversation*.'];

/** What a reader must find of the sample's letter with LETTER_BODY, in this order: the markup gone. */
export const LETTER_READING_ORDER = [
  'Alex Morgan',
  'November 28, 2026',
  'Ada Byron',
  'Analytical Ltd',
  'Staff Engineer',
  'Dear Hiring Manager,',
  'I build reliable data systems.',
  'I would welcome a conversation.',
  'Sincerely,',
];
