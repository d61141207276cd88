import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  blankLetter,
  LETTER_LIMITS,
  LETTER_MESSAGES,
  MESSAGES,
  sampleResume,
  type CoverLetter,
  type LetterRecord,
  type LetterSummaryList,
  type ResumeRecord,
} from '@resumey/resume';
import { signIn, type SignedInClient } from '@resumey/test-support/sign-in';
import { coverLetters } from '../src/db/schema';
import { startTestServer, testDbKind, type TestServer } from './helpers/server';
import { bodyOf, errorOf } from './helpers/body';
import { createOk, list, titled } from './resumes-helpers';

const written = (text: string): CoverLetter => ({
  ...blankLetter(sampleResume(), new Date(2026, 10, 28)),
  recipient: { name: 'Ada Byron', title: 'CTO', company: 'Analytical Ltd', address: '1 Engine Row\nLondon' },
  subject: 'Senior Engineer',
  paragraphs: [text, 'I would **love** to talk.'],
});

/**
 * Cover letters (issue #41 item 1 and 6): one per resume, saved against a version like resumes, never counted
 * toward the 4-resume limit, trashed and restored with their resume, copied by a duplicate only when asked, and
 * nobody else's to read, write or delete.
 */
describe(`cover letters (${testDbKind})`, () => {
  let server: TestServer;
  let ann: SignedInClient;
  let bob: SignedInClient;

  const letterPath = (id: string) => `/api/resumes/${id}/letter`;
  const put = (c: SignedInClient, id: string, body: unknown) => c.api(letterPath(id), { method: 'PUT', json: body });
  const get = (c: SignedInClient, id: string) => c.api(letterPath(id));
  const letterIds = async (c: SignedInClient) =>
    (await bodyOf<LetterSummaryList>(await c.api('/api/letters'))).letters.map((l) => l.resumeId);
  const clear = async (c: SignedInClient) => {
    for (const r of await list(c)) await c.api(`/api/resumes/${r.resume.id}`, { method: 'DELETE' });
  };

  beforeAll(async () => {
    server = await startTestServer();
    ann = await signIn(server.url, `ann.letters.${Date.now()}@example.com`, 'Ann Letters');
    bob = await signIn(server.url, `bob.letters.${Date.now()}@example.com`, 'Bob Letters');
  }, 120_000);
  afterAll(() => server?.stop());

  it('creates, reads and saves a letter against its version; a stale save changes nothing and gets the current copy', async () => {
    await clear(ann);
    const cv = await createOk(ann, { resume: titled('Letters CV') });
    expect((await get(ann, cv.resume.id)).status).toBe(404);
    expect((await errorOf(await get(ann, cv.resume.id))).message).toBe(LETTER_MESSAGES.notFound);

    const created = await put(ann, cv.resume.id, { letter: written('First draft.') });
    expect(created.status).toBe(201);
    const first = await bodyOf<LetterRecord>(created);
    expect(first).toMatchObject({ resumeId: cv.resume.id, version: 1 });
    expect(await bodyOf<LetterRecord>(await get(ann, cv.resume.id))).toEqual(first);

    const saved = await put(ann, cv.resume.id, { letter: written('Second draft.'), version: 1 });
    expect(saved.status).toBe(200);
    expect((await bodyOf<LetterRecord>(saved)).version).toBe(2);

    // Another tab still on version 1, and a second "first" save: both refused with the server's copy.
    for (const body of [{ letter: written('Stale.'), version: 1 }, { letter: written('Also first.') }]) {
      const stale = await put(ann, cv.resume.id, body);
      expect(stale.status).toBe(409);
      const answer = await bodyOf<{ error: { code: string }; current: LetterRecord }>(stale);
      expect(answer.error.code).toBe('version_conflict');
      expect(answer.current.version).toBe(2);
      expect(answer.current.letter.paragraphs[0]).toBe('Second draft.');
    }
    expect((await bodyOf<LetterRecord>(await get(ann, cv.resume.id))).letter.paragraphs[0]).toBe('Second draft.');
    expect(await letterIds(ann)).toEqual([cv.resume.id]);

    expect((await ann.api(letterPath(cv.resume.id), { method: 'DELETE' })).status).toBe(204);
    expect((await get(ann, cv.resume.id)).status).toBe(404);
    // A save naming a version of a letter deleted meanwhile: 409 with no current copy, so the editor can create it.
    const gone = await put(ann, cv.resume.id, { letter: written('After delete.'), version: 2 });
    expect(gone.status).toBe(409);
    expect((await bodyOf<{ current: null }>(gone)).current).toBeNull();
    expect((await ann.api(letterPath(cv.resume.id), { method: 'DELETE' })).status).toBe(404);
  });

  it('parallel first saves of one letter: exactly one is created', async () => {
    await clear(ann);
    const cv = await createOk(ann, { resume: titled('Race CV') });
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, i) => put(ann, cv.resume.id, { letter: written(`Tab ${i}`) })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409]);
    const rows = await server.database.db.select().from(coverLetters).where(eq(coverLetters.resumeId, cv.resume.id));
    expect(rows).toHaveLength(1);
  });

  it('letters do not count toward the 4-resume limit', async () => {
    await clear(ann);
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) {
      const cv = await createOk(ann, { resume: titled(`CV ${i}`) });
      ids.push(cv.resume.id);
      expect((await put(ann, cv.resume.id, { letter: written(`Letter ${i}`) })).status).toBe(201);
    }
    const fifth = await ann.api('/api/resumes', { method: 'POST', json: { templateId: 't01-classic' } });
    expect(fifth.status).toBe(409);
    expect((await errorOf(fifth)).message).toBe(MESSAGES.resumeLimit);
    expect((await letterIds(ann)).sort()).toEqual([...ids].sort());
  });

  it('refuses bad input with a message and writes nothing', async () => {
    await clear(ann);
    const cv = await createOk(ann, { resume: titled('Refusals CV') });
    await put(ann, cv.resume.id, { letter: written('Kept.') });
    const refusals: Array<[unknown, number, string?]> = [
      [
        { letter: { ...written('x'), paragraphs: Array.from({ length: 21 }, () => 'p') }, version: 1 },
        400,
        LETTER_MESSAGES.tooManyParagraphs,
      ],
      [{ letter: { ...written('x'), paragraphs: ['y'.repeat(LETTER_LIMITS.paragraphChars + 1)] }, version: 1 }, 400],
      [{ letter: { ...written('x'), date: '28.11.2026' }, version: 1 }, 400, LETTER_MESSAGES.badDate],
      [{ letter: { ...written('x'), recipient: 'Ada' }, version: 1 }, 400],
      [{ letter: written('x'), version: 'one' }, 400, 'version must be a number'],
      [{ letter: written('x'), version: 1, __proto__x: 1, constructor: { prototype: {} } }, 400],
      [{}, 400],
    ];
    for (const [body, status, message] of refusals) {
      const res = await put(ann, cv.resume.id, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(status);
      if (message) expect((await errorOf(res)).message).toContain(message);
    }
    const malformed = await ann.api(letterPath(cv.resume.id), {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: '{"letter":',
    });
    expect(malformed.status).toBe(400);
    const wrongType = await ann.api(letterPath(cv.resume.id), { method: 'PUT', body: 'letter' });
    expect(wrongType.status).toBe(415);
    const kept = await bodyOf<LetterRecord>(await get(ann, cv.resume.id));
    expect(kept).toMatchObject({ version: 1, letter: { paragraphs: ['Kept.', 'I would **love** to talk.'] } });
  });

  it("nobody else reads, writes or deletes a letter, nor a signed-out visitor; another user's ids are 404", async () => {
    await clear(ann);
    const cv = await createOk(ann, { resume: titled('Private CV') });
    await put(ann, cv.resume.id, { letter: written('Private.') });
    expect((await get(bob, cv.resume.id)).status).toBe(404);
    expect((await put(bob, cv.resume.id, { letter: written('Mine now.') })).status).toBe(404);
    expect((await put(bob, cv.resume.id, { letter: written('Mine now.'), version: 1 })).status).toBe(404);
    expect((await bob.api(letterPath(cv.resume.id), { method: 'DELETE' })).status).toBe(404);
    expect(await letterIds(bob)).toEqual([]);
    const anon = await fetch(`${server.url}${letterPath(cv.resume.id)}`);
    expect(anon.status).toBe(401);
    expect((await fetch(`${server.url}/api/letters`)).status).toBe(401);
    expect((await bodyOf<LetterRecord>(await get(ann, cv.resume.id))).letter.paragraphs[0]).toBe('Private.');
    expect((await get(ann, 'no-such-resume')).status).toBe(404);
  });

  it('a trashed resume takes its letter along; a restore brings it back; deleting for good deletes it', async () => {
    await clear(ann);
    const cv = await createOk(ann, { resume: titled('Trash CV') });
    await put(ann, cv.resume.id, { letter: written('Trash me.') });
    expect((await ann.api(`/api/resumes/${cv.resume.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await get(ann, cv.resume.id)).status).toBe(404);
    expect((await put(ann, cv.resume.id, { letter: written('Write while trashed.'), version: 1 })).status).toBe(404);
    expect(await letterIds(ann)).toEqual([]);

    expect((await ann.api(`/api/resumes/trash/${cv.resume.id}/restore`, { method: 'POST' })).status).toBe(200);
    expect((await bodyOf<LetterRecord>(await get(ann, cv.resume.id))).letter.paragraphs[0]).toBe('Trash me.');

    await ann.api(`/api/resumes/${cv.resume.id}`, { method: 'DELETE' });
    expect((await ann.api(`/api/resumes/trash/${cv.resume.id}`, { method: 'DELETE' })).status).toBe(204);
    const rows = await server.database.db.select().from(coverLetters).where(eq(coverLetters.resumeId, cv.resume.id));
    expect(rows).toEqual([]);
  });

  it('a duplicate copies the letter only when asked', async () => {
    await clear(ann);
    const cv = await createOk(ann, { resume: titled('Source CV') });
    await put(ann, cv.resume.id, { letter: written('Copy me.') });
    const dup = (query: string) => ann.api(`/api/resumes/${cv.resume.id}/duplicate${query}`, { method: 'POST' });

    const plain = await bodyOf<ResumeRecord>(await dup(''));
    expect((await get(ann, plain.resume.id)).status).toBe(404);
    const skipped = await bodyOf<ResumeRecord>(await dup('?letters=skip'));
    expect((await get(ann, skipped.resume.id)).status).toBe(404);
    const copied = await dup('?letters=copy');
    expect(copied.status).toBe(201);
    const copy = await bodyOf<ResumeRecord>(copied);
    const letter = await bodyOf<LetterRecord>(await get(ann, copy.resume.id));
    expect(letter).toMatchObject({
      resumeId: copy.resume.id,
      version: 1,
      letter: { paragraphs: ['Copy me.', expect.any(String)] },
    });

    // A bad flag is refused before anything is created; the limit still counts the duplicate, not the letter.
    const bad = await dup('?letters=yes');
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).message).toContain('letters must be copy or skip');
    expect(await list(ann)).toHaveLength(4);
    expect((await dup('?letters=copy')).status).toBe(409);
    expect(await list(ann)).toHaveLength(4);
    // Bob cannot copy Ann's letter through a duplicate.
    expect((await bob.api(`/api/resumes/${cv.resume.id}/duplicate?letters=copy`, { method: 'POST' })).status).toBe(404);
  });
});
