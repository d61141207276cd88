import { sampleResume, type Resume, type SaveShare } from '@resumey/resume';
import type { SignedInClient } from '@resumey/test-support/sign-in';
import { errorOf } from './helpers/body';

/** A resume whose profile e-mail is NOT the account's, so a leak of the account e-mail can be told apart. */
export function resumeFor(name: string, title = 'My Resume'): Resume {
  const r = sampleResume();
  return { ...r, meta: { ...r.meta, title }, profile: { ...r.profile, fullName: name, email: 'shown@resume.test' } };
}

export async function createResume(client: SignedInClient, title = 'My Resume'): Promise<Resume> {
  const res = await client.api('/api/resumes', { method: 'POST', json: { resume: resumeFor('Pat Example', title) } });
  if (res.status !== 201) throw new Error(`create resume: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { resume: Resume }).resume;
}

export async function setUsername(client: SignedInClient, username: string) {
  return client.api('/api/profile/username', { method: 'PUT', json: { username } });
}

export async function saveShare(client: SignedInClient, body: SaveShare) {
  return client.api('/api/shares', { method: 'POST', json: body });
}

/** An API error answer's status with its error (helpers/body.ts), to compare whole. */
export const refusalOf = async (res: Response) => ({ status: res.status, ...(await errorOf(res)) });

let counter = 0;
/** A username unique within the run (PostgreSQL databases are fresh per file, but names read better apart). */
export const uniqueName = (prefix: string) => `${prefix}-${Date.now().toString(36)}${(counter++).toString(36)}`;
