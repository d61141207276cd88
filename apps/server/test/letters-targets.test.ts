import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blankLetter, sampleResume, type CoverLetter, type LetterRecord, type ResumeRecord } from '@resumey/resume';
import { TARGETING_MESSAGES } from '@resumey/resume/targeting';
import { signIn, type SignedInClient } from '@resumey/test-support/sign-in';
import { startTestServer, testDbKind, type TestServer } from './helpers/server';
import { bodyOf, errorOf } from './helpers/body';
import { createOk, titled } from './resumes-helpers';

const saying = (subject: string): CoverLetter => ({ ...blankLetter(sampleResume(), new Date(2026, 10, 28)), subject });

/**
 * Issue #41 item 1, "a cover letter per resume, or per job target": each job target of a resume may have a letter of
 * its own beside the resume's, saved against its version like the resume's, deleted with its target, never shared,
 * and nobody else's. A target of another resume, or another user's, answers 404 'Job target not found'.
 */
describe(`cover letters for job targets (${testDbKind})`, () => {
  let server: TestServer;
  let ann: SignedInClient;
  let bob: SignedInClient;
  let cv: ResumeRecord;
  let other: ResumeRecord;
  let targetId: string;

  const path = (resumeId: string, target: string) => `/api/resumes/${resumeId}/targets/${target}/letter`;
  const addTarget = async (resumeId: string, title: string) =>
    (
      await bodyOf<{ id: string }>(
        await ann.api(`/api/resumes/${resumeId}/targets`, {
          method: 'POST',
          json: { title, company: 'Acme', posting: 'Requirements: Go and PostgreSQL' },
        }),
      )
    ).id;

  beforeAll(async () => {
    server = await startTestServer();
    ann = await signIn(server.url, `ann.target-letters.${Date.now()}@example.com`, 'Ann Targets');
    bob = await signIn(server.url, `bob.target-letters.${Date.now()}@example.com`, 'Bob Targets');
    cv = await createOk(ann, { resume: titled('Target Letters CV') });
    other = await createOk(ann, { resume: titled('Other CV') });
    targetId = await addTarget(cv.resume.id, 'Backend Engineer');
  }, 120_000);
  afterAll(() => server?.stop());

  it('keeps a letter per target beside the resume’s own, each saved against its own version', async () => {
    const own = await ann.api(`/api/resumes/${cv.resume.id}/letter`, {
      method: 'PUT',
      json: { letter: saying('Own') },
    });
    expect(own.status).toBe(201);
    const first = await ann.api(path(cv.resume.id, targetId), { method: 'PUT', json: { letter: saying('For Acme') } });
    expect(first.status).toBe(201);
    expect(await bodyOf<LetterRecord>(first)).toMatchObject({ version: 1, letter: { subject: 'For Acme' } });
    const second = await ann.api(path(cv.resume.id, targetId), {
      method: 'PUT',
      json: { letter: saying('For Acme, again'), version: 1 },
    });
    expect((await bodyOf<LetterRecord>(second)).version).toBe(2);
    const stale = await ann.api(path(cv.resume.id, targetId), {
      method: 'PUT',
      json: { letter: saying('Stale'), version: 1 },
    });
    expect(stale.status).toBe(409);

    // Apart from each other: the resume's letter is untouched, and the dashboard lists only that one.
    const ownNow = await bodyOf<LetterRecord>(await ann.api(`/api/resumes/${cv.resume.id}/letter`));
    expect(ownNow).toMatchObject({ version: 1, letter: { subject: 'Own' } });
    const targetNow = await bodyOf<LetterRecord>(await ann.api(path(cv.resume.id, targetId)));
    expect(targetNow.letter.subject).toBe('For Acme, again');
    const listed = await bodyOf<{ letters: { resumeId: string }[] }>(await ann.api('/api/letters'));
    expect(listed.letters.filter((l) => l.resumeId === cv.resume.id)).toHaveLength(1);
  });

  it('answers 404 for a target of another resume, another user’s, or none, and writes nothing', async () => {
    const elsewhere = await addTarget(other.resume.id, 'Frontend Engineer');
    for (const [client, resumeId, target] of [
      [ann, cv.resume.id, elsewhere],
      [ann, cv.resume.id, 'no-such-target'],
      [bob, cv.resume.id, targetId],
    ] as const) {
      const put = await client.api(path(resumeId, target), { method: 'PUT', json: { letter: saying('Spy') } });
      expect(put.status).toBe(404);
      expect((await client.api(path(resumeId, target))).status).toBe(404);
      expect((await client.api(path(resumeId, target), { method: 'DELETE' })).status).toBe(404);
    }
    expect((await errorOf(await ann.api(path(cv.resume.id, elsewhere)))).message).toBe(
      TARGETING_MESSAGES.targetNotFound,
    );
    expect((await bodyOf<LetterRecord>(await ann.api(path(cv.resume.id, targetId)))).letter.subject).toBe(
      'For Acme, again',
    );
  });

  it('prints the target’s letter as a PDF request names it, and refuses a target that is not the resume’s', async () => {
    const bad = await ann.api(`/api/resumes/${cv.resume.id}/letter/pdf?target=no-such-target`);
    expect(bad.status).toBe(404);
    expect((await errorOf(bad)).message).toBe(TARGETING_MESSAGES.targetNotFound);
  });

  it('goes with its target, and only its own letter', async () => {
    const gone = await ann.api(`/api/resumes/${cv.resume.id}/targets/${targetId}`, { method: 'DELETE' });
    expect(gone.status).toBe(204);
    expect((await ann.api(path(cv.resume.id, targetId))).status).toBe(404);
    expect((await ann.api(`/api/resumes/${cv.resume.id}/letter`)).status).toBe(200);
  });

  it('deletes a target’s letter on its own', async () => {
    const target = await addTarget(cv.resume.id, 'Platform Engineer');
    expect((await ann.api(path(cv.resume.id, target), { method: 'PUT', json: { letter: saying('x') } })).status).toBe(
      201,
    );
    expect((await ann.api(path(cv.resume.id, target), { method: 'DELETE' })).status).toBe(204);
    expect((await ann.api(path(cv.resume.id, target))).status).toBe(404);
    expect((await ann.api(`/api/resumes/${cv.resume.id}/letter`)).status).toBe(200);
  });
});
