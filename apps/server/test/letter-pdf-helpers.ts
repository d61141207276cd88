import { newId, type Resume } from '@resumey/resume';
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
