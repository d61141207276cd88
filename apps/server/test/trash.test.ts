import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { blankLetter, LIMITS, MESSAGES, type OwnShare, type ResumeRecord, type TrashList } from '@resumey/resume';
import { signIn, type SignedInClient } from '@resumey/test-support/sign-in';
import { addressReservations, coverLetters, jobTargets, resumes } from '../src/db/schema';
import { startTestServer, testDbKind, type TestServer } from './helpers/server';
import { bodyOf } from './helpers/body';
import { createResume, refusalOf, saveShare, setUsername, uniqueName } from './shares-helpers';

const DAY = 24 * 60 * 60 * 1000;

/**
 * The trash (issue #42 item 2): DELETE moves a resume there for 30 days. Its shares answer 410 at once and stay
 * withdrawn after a restore; sharing again brings back the same addresses, never to anyone else; restoring needs a
 * free slot; the purge deletes it after 30 days by the test clock, not before.
 */
describe(`trash (${testDbKind})`, () => {
  let server: TestServer;
  let ann: SignedInClient;
  let bob: SignedInClient;
  let annName: string;
  let annId: string;

  const get = (p: string) => fetch(`${server.url}${p}`);
  const setClock = (offsetMs: number) =>
    fetch(`${server.url}/api/test/clock`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ offsetMs }),
    });
  const trash = (c: SignedInClient, id: string) => c.api(`/api/resumes/${id}`, { method: 'DELETE' });
  const restore = (c: SignedInClient, id: string) => c.api(`/api/resumes/trash/${id}/restore`, { method: 'POST' });
  const deleteForever = (c: SignedInClient, id: string) => c.api(`/api/resumes/trash/${id}`, { method: 'DELETE' });
  const trashOf = async (c: SignedInClient) => (await bodyOf<TrashList>(await c.api('/api/resumes/trash'))).resumes;
  const liveIds = async (c: SignedInClient) =>
    (await bodyOf<{ resumes: ResumeRecord[] }>(await c.api('/api/resumes'))).resumes.map((r) => r.resume.id);
  const emptyAccount = async (c: SignedInClient) => {
    for (const id of await liveIds(c)) await trash(c, id);
    for (const r of await trashOf(c)) await deleteForever(c, r.id);
  };

  beforeAll(async () => {
    server = await startTestServer({ TEST_CLOCK: '1' });
    ann = await signIn(server.url, 'ann.trash@example.com', 'Ann Trash');
    bob = await signIn(server.url, 'bob.trash@example.com', 'Bob Trash');
    annId = (await bodyOf<{ user: { id: string } }>(await ann.api('/api/me'))).user.id;
    annName = uniqueName('ann');
    expect((await setUsername(ann, annName)).status).toBe(200);
    expect((await setUsername(bob, uniqueName('bob'))).status).toBe(200);
  }, 120_000);
  afterEach(async () => {
    expect((await setClock(0)).status).toBe(204);
    await emptyAccount(ann);
    await emptyAccount(bob);
  });
  afterAll(() => server?.stop());

  it('withdraws shares at once, frees a slot, restores the same content only into a free slot, shares stay withdrawn', async () => {
    const cv = await createResume(ann, 'Trashed CV');
    const shared = await saveShare(ann, { username: annName, slug: 'trash-cv', resumeId: cv.id });
    expect(shared.status).toBe(201);
    const { share } = await bodyOf<{ share: OwnShare }>(shared);
    expect(share.shortSlug).toBe('trash-cv');
    const before = await bodyOf<ResumeRecord>(await ann.api(`/api/resumes/${cv.id}`));
    expect((await get(`/api/public/u/${annName}/trash-cv`)).status).toBe(200);
    for (let i = 1; i < LIMITS.maxResumes; i++) await createResume(ann, `Other ${i}`);

    expect((await trash(ann, cv.id)).status).toBe(204);
    // Both of its addresses answer 410 at once, and the resume leaves every read but the trash's.
    for (const path of [`/api/public/u/${annName}/trash-cv`, '/api/public/v/trash-cv']) {
      expect(await refusalOf(await get(path))).toEqual({ status: 410, code: 'gone', message: MESSAGES.shareGone });
    }
    expect(await liveIds(ann)).not.toContain(cv.id);
    expect((await ann.api(`/api/resumes/${cv.id}`)).status).toBe(404);
    const save = await ann.api(`/api/resumes/${cv.id}`, { method: 'PUT', json: { resume: cv, version: 1 } });
    expect(save.status).toBe(404);
    expect((await bodyOf<{ shares: OwnShare[] }>(await ann.api('/api/shares'))).shares).toEqual([]);
    const [listed] = await trashOf(ann);
    expect(listed).toMatchObject({ id: cv.id, title: 'Trashed CV', templateId: cv.meta.templateId, hasLetter: false });
    expect(Date.parse(listed!.purgeAt) - Date.parse(listed!.deletedAt)).toBe(LIMITS.trashDays * DAY);

    // Its slot is free: a fourth resume fits again; now a restore has no slot and gets the limit's refusal.
    const fourth = await createResume(ann, 'Fourth');
    expect(await refusalOf(await restore(ann, cv.id))).toEqual({
      status: 409,
      code: 'resume_limit',
      message: MESSAGES.resumeLimit,
    });
    expect((await trashOf(ann)).map((r) => r.id)).toEqual([cv.id]);

    expect((await trash(ann, fourth.id)).status).toBe(204);
    const restored = await restore(ann, cv.id);
    expect(restored.status).toBe(200);
    const record = await bodyOf<ResumeRecord>(restored);
    expect(record.resume).toEqual(before.resume);
    expect(record.version).toBe(before.version);
    expect(record.shares).toEqual([]);
    expect(await liveIds(ann)).toContain(cv.id);
    expect((await trashOf(ann)).map((r) => r.id)).toEqual([fourth.id]);
    // Restored, but its shares stay withdrawn until Ann shares it again.
    expect((await get(`/api/public/u/${annName}/trash-cv`)).status).toBe(410);
    expect((await get('/api/public/v/trash-cv')).status).toBe(410);
  });

  it("gives the same addresses back to their owner when she shares again, never to anyone else's resume", async () => {
    const cv = await createResume(ann, 'Ann CV');
    expect((await saveShare(ann, { username: annName, slug: 'ann-cv', resumeId: cv.id })).status).toBe(201);
    expect((await trash(ann, cv.id)).status).toBe(204);

    // Bob's resume can never take Ann's short address, while it is in the trash or after.
    const bobCv = await createResume(bob, 'Bob CV');
    const bobName = (await bodyOf<{ username: string }>(await bob.api('/api/shares'))).username;
    const grab = { username: bobName, slug: 'ann-cv', resumeId: bobCv.id, shortSlug: 'ann-cv' };
    expect((await refusalOf(await saveShare(bob, grab))).code).toBe('short_slug_taken');
    // Unasked, Bob's share gets no short address at all.
    const plain = await bodyOf<{ share: OwnShare }>(await saveShare(bob, { ...grab, shortSlug: undefined }));
    expect(plain.share.shortSlug).toBeNull();
    expect((await get('/api/public/v/ann-cv')).status).toBe(410);

    expect((await restore(ann, cv.id)).status).toBe(200);
    const again = await saveShare(ann, { username: annName, slug: 'ann-cv', resumeId: cv.id });
    expect(again.status).toBe(201);
    expect((await bodyOf<{ share: OwnShare }>(again)).share).toMatchObject({ slug: 'ann-cv', shortSlug: 'ann-cv' });
    for (const path of [`/api/public/u/${annName}/ann-cv`, '/api/public/v/ann-cv']) {
      const page = await get(path);
      expect(page.status).toBe(200);
      expect(JSON.parse(await page.text()).resume.meta.title).toBe('Ann CV');
    }

    // Deleted for good: the addresses answer 410 and still belong to Ann's account.
    expect((await trash(ann, cv.id)).status).toBe(204);
    expect((await deleteForever(ann, cv.id)).status).toBe(204);
    expect(await trashOf(ann)).toEqual([]);
    expect((await get('/api/public/v/ann-cv')).status).toBe(410);
    expect((await refusalOf(await saveShare(bob, grab))).code).toBe('short_slug_taken');
  });

  it('purges a resume, its job targets and its cover letter after 30 days by the test clock, not at 29, keeping its addresses', async () => {
    const cv = await createResume(ann, 'Old CV');
    expect((await saveShare(ann, { username: annName, slug: 'old-cv', resumeId: cv.id })).status).toBe(201);
    const target = await ann.api(`/api/resumes/${cv.id}/targets`, {
      method: 'POST',
      json: { title: 'Engineer', posting: 'TypeScript and PostgreSQL' },
    });
    expect(target.status).toBe(201);
    const letter = { ...blankLetter(cv), paragraphs: ['Old letter.'] };
    expect((await ann.api(`/api/resumes/${cv.id}/letter`, { method: 'PUT', json: { letter } })).status).toBe(201);
    expect((await trash(ann, cv.id)).status).toBe(204);
    // The trash says the resume has a letter: Delete forever says it goes too (issue #41 item 6).
    expect((await trashOf(ann)).map((r) => [r.id, r.hasLetter])).toEqual([[cv.id, true]]);
    const { db } = server.database;
    const rowsOf = async () => ({
      resumes: (await db.select().from(resumes).where(eq(resumes.id, cv.id))).length,
      targets: (await db.select().from(jobTargets).where(eq(jobTargets.resumeId, cv.id))).length,
      letters: (await db.select().from(coverLetters).where(eq(coverLetters.resumeId, cv.id))).length,
    });

    expect((await setClock(29 * DAY)).status).toBe(204);
    expect((await trashOf(ann)).map((r) => r.id)).toEqual([cv.id]);
    expect(await rowsOf()).toEqual({ resumes: 1, targets: 1, letters: 1 });

    expect((await setClock(30 * DAY + 60_000)).status).toBe(204);
    expect(await rowsOf()).toEqual({ resumes: 0, targets: 0, letters: 0 });
    expect(await trashOf(ann)).toEqual([]);
    expect((await restore(ann, cv.id)).status).toBe(404);
    const [reserved] = await db.select().from(addressReservations).where(eq(addressReservations.name, 'old-cv'));
    expect(reserved?.userId).toBe(annId);
    expect((await get('/api/public/v/old-cv')).status).toBe(410);
  });

  it('purges what is due when a server starts, and keeps what is not', async () => {
    const [due, recent] = [await createResume(ann, 'Due'), await createResume(ann, 'Recent')];
    for (const r of [due, recent]) expect((await trash(ann, r.id)).status).toBe(204);
    const { db } = server.database;
    // Trashed 31 and 29 days ago by the real clock: the purge that runs at start takes the first only.
    const ago = (days: number) => new Date(Date.now() - days * DAY);
    await db
      .update(resumes)
      .set({ deletedAt: ago(31) })
      .where(eq(resumes.id, due.id));
    await db
      .update(resumes)
      .set({ deletedAt: ago(29) })
      .where(eq(resumes.id, recent.id));
    const second = await startTestServer(
      server.databaseUrl ? { DATABASE_URL: server.databaseUrl } : {},
      server.databaseUrl ? {} : { database: server.database },
    );
    try {
      await expect.poll(async () => (await db.select().from(resumes).where(eq(resumes.id, due.id))).length).toBe(0);
      expect((await trashOf(ann)).map((r) => r.id)).toEqual([recent.id]);
    } finally {
      await second.stop();
    }
  });

  it("refuses another user's trashed resume (404) and leaves it in its owner's trash", async () => {
    const cv = await createResume(ann, 'Private CV');
    expect((await trash(ann, cv.id)).status).toBe(204);
    expect(await trashOf(bob)).toEqual([]);
    expect(await refusalOf(await restore(bob, cv.id))).toEqual({
      status: 404,
      code: 'not_found',
      message: 'Resume not found',
    });
    expect((await deleteForever(bob, cv.id)).status).toBe(404);
    expect((await trash(bob, cv.id)).status).toBe(404);
    expect((await trashOf(ann)).map((r) => r.id)).toEqual([cv.id]);
    // Signed out: 401.
    expect((await get('/api/resumes/trash')).status).toBe(401);
  });

  it('only restores or deletes for good what is in the trash, and trashes a resume once', async () => {
    const cv = await createResume(ann, 'Live CV');
    expect((await restore(ann, cv.id)).status).toBe(404);
    expect((await deleteForever(ann, cv.id)).status).toBe(404);
    expect(await liveIds(ann)).toContain(cv.id);
    expect((await trash(ann, cv.id)).status).toBe(204);
    expect((await trash(ann, cv.id)).status).toBe(404);
    expect((await restore(ann, 'no-such-id')).status).toBe(404);
    // A trashed resume cannot be shared, nor read, renamed or duplicated.
    const share = await saveShare(ann, { username: annName, slug: 'in-trash', resumeId: cv.id });
    expect(await refusalOf(share)).toEqual({ status: 404, code: 'not_found', message: 'Resume not found' });
    expect((await ann.api(`/api/resumes/${cv.id}`, { method: 'PATCH', json: { title: 'X' } })).status).toBe(404);
    expect((await ann.api(`/api/resumes/${cv.id}/duplicate`, { method: 'POST' })).status).toBe(404);
    expect((await ann.api(`/api/resumes/${cv.id}/targets`)).status).toBe(404);
  });
});
