import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@resumey/resume';
import { startTestServer, testDbKind, type TestServer } from './helpers/server';
import { signIn, type SignedInClient } from '@resumey/test-support/sign-in';
import { createResume, refusalOf, saveShare, setUsername } from './shares-helpers';
import { bodyOf } from './helpers/body';
import type { SharesList, PublicShareResponse } from '@resumey/resume';

/**
 * Stable links (issue #18): a username or slug once used is never handed to another account, so a link handed
 * out never shows someone else's resume; an address whose share is gone says so with 410.
 */
describe(`stable share addresses (${testDbKind})`, () => {
  let server: TestServer;
  let ann: SignedInClient;
  let bob: SignedInClient;
  const get = (path: string) => fetch(`${server.url}${path}`);
  const gone = { status: 410, code: 'gone', message: MESSAGES.shareGone };
  const shareIdOf = async (client: SignedInClient, slug: string) =>
    ((await bodyOf<SharesList>(await client.api('/api/shares'))).shares as { id: string; slug: string }[]).find(
      (s) => s.slug === slug,
    )!.id;

  beforeAll(async () => {
    server = await startTestServer();
    ann = await signIn(server.url, 'ann.addr@example.com', 'Ann');
    bob = await signIn(server.url, 'bob.addr@example.com', 'Bob');
    expect((await setUsername(ann, 'ann')).status).toBe(200);
    expect((await setUsername(bob, 'bob')).status).toBe(200);
  });
  afterAll(() => server?.stop());

  it("answers a deleted share's addresses with 410 'This resume is no longer shared', page data and PDF alike", async () => {
    const resume = await createResume(ann, 'Deleted');
    expect((await saveShare(ann, { username: 'ann', slug: 'deleted-one', resumeId: resume.id })).status).toBe(201);
    expect((await get('/api/public/v/deleted-one')).status).toBe(200);
    const id = await shareIdOf(ann, 'deleted-one');
    expect((await ann.api(`/api/shares/${id}`, { method: 'DELETE' })).status).toBe(204);

    for (const path of ['/api/public/u/ann/deleted-one', '/api/public/v/deleted-one', '/api/public/v/DELETED-one']) {
      expect(await refusalOf(await get(path)), path).toEqual(gone);
      // Signed in (the framework's route rather than the fast path): the same answer.
      expect(await refusalOf(await bob.api(path)), path).toEqual(gone);
    }
    for (const path of ['/api/public/u/ann/deleted-one/pdf', '/api/public/v/deleted-one/pdf']) {
      expect(await refusalOf(await get(path)), path).toEqual(gone);
    }
    // Never used: still 404, under a known username and an unknown one.
    for (const path of ['/api/public/u/ann/never-used', '/api/public/u/nobody/deleted-one', '/api/public/v/never']) {
      expect((await get(path)).status, path).toBe(404);
    }
  });

  it('refuses a slug another account used, even after its share was deleted: the old link never shows Bob', async () => {
    const resume = await createResume(bob, 'Bob reclaims');
    const available = await bob.api(`/api/shares/slug-available?slug=deleted-one&resumeId=${resume.id}`);
    expect((await bodyOf<{ available: boolean }>(available)).available).toBe(false);
    const claim = await saveShare(bob, { username: 'bob', slug: 'Deleted One', resumeId: resume.id });
    expect(await refusalOf(claim)).toEqual({ status: 409, code: 'slug_taken', message: MESSAGES.slugTaken });
    expect(await refusalOf(await get('/api/public/v/deleted-one'))).toEqual(gone);
    expect((await bodyOf<SharesList>(await bob.api('/api/shares'))).shares).toEqual([]);
  });

  it('gives the owner their own slug back: republished at the same addresses', async () => {
    const resume = await createResume(ann, 'Back again');
    const available = await ann.api(`/api/shares/slug-available?slug=deleted-one&resumeId=${resume.id}`);
    expect((await bodyOf<{ available: boolean }>(available)).available).toBe(true);
    expect((await saveShare(ann, { username: 'ann', slug: 'deleted-one', resumeId: resume.id })).status).toBe(201);
    for (const path of ['/api/public/u/ann/deleted-one', '/api/public/v/deleted-one']) {
      expect((await bodyOf<PublicShareResponse>(await get(path))).resume.meta.title, path).toBe('Back again');
    }
  });

  it('keeps a former username with its account: links under it follow the account, nobody else can take it', async () => {
    const carl = await signIn(server.url, 'carl.addr@example.com', 'Carl');
    expect((await setUsername(carl, 'carl')).status).toBe(200);
    const resume = await createResume(carl, 'Carl CV');
    expect((await saveShare(carl, { username: 'carl', slug: 'carl-cv', resumeId: resume.id })).status).toBe(201);
    expect((await setUsername(carl, 'carl-renamed')).status).toBe(200);

    // Bob can neither see 'carl' as available nor take it.
    const check = await bob.api('/api/profile/username-available?username=carl');
    expect(await check.json()).toEqual({ username: 'carl', available: false });
    expect(await refusalOf(await setUsername(bob, 'Carl'))).toEqual({
      status: 409,
      code: 'username_taken',
      message: MESSAGES.usernameTaken,
    });
    expect((await bodyOf<{ username: string | null }>(await bob.api('/api/profile'))).username).toBe('bob');

    // The old address still shows Carl's resume, the new one too; an unknown slug under the old name is 404.
    expect((await bodyOf<PublicShareResponse>(await get('/api/public/u/carl/carl-cv'))).resume.meta.title).toBe(
      'Carl CV',
    );
    expect((await bodyOf<PublicShareResponse>(await get('/api/public/u/carl-renamed/carl-cv'))).resume.meta.title).toBe(
      'Carl CV',
    );
    expect((await get('/api/public/u/carl/other')).status).toBe(404);

    // Carl may go back to his own former name.
    expect(
      (await bodyOf<{ available: boolean }>(await carl.api('/api/profile/username-available?username=carl'))).available,
    ).toBe(true);
    expect((await setUsername(carl, 'carl')).status).toBe(200);
  });

  it('gives one winner when two accounts claim one new slug at once, and the loser is told it is taken', async () => {
    const [a, b] = await Promise.all([createResume(ann, 'Race A'), createResume(bob, 'Race B')]);
    const results = await Promise.all([
      saveShare(ann, { username: 'ann', slug: 'race', resumeId: a.id }),
      saveShare(bob, { username: 'bob', slug: 'race', resumeId: b.id }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const winner = results[0]!.status === 201 ? 'Race A' : 'Race B';
    expect((await bodyOf<PublicShareResponse>(await get('/api/public/v/race'))).resume.meta.title).toBe(winner);
  });
});
