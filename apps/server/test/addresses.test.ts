import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@resumey/resume';
import { startTestServer, testDbKind, type TestServer } from './helpers/server';
import { signIn, type SignedInClient } from '@resumey/test-support/sign-in';
import { createResume, refusalOf, saveShare, setUsername } from './shares-helpers';
import { bodyOf } from './helpers/body';
import type { OwnShare, SharesList, SlugAvailability, PublicShareResponse } from '@resumey/resume';

/**
 * Stable links (issue #18, issue #37): a username or short address (/v/{name}) once used is never handed to another
 * account, and a slug under a username is that account's own, so a link handed out never shows someone else's
 * resume; an address whose share is gone says so with 410. Slugs are per username: two accounts may both have one.
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

  it('lets Bob use a slug Ann deleted under his own name, and her addresses never show his resume', async () => {
    const resume = await createResume(bob, 'Bob reclaims');
    const available = await bob.api(`/api/shares/slug-available?slug=deleted-one&resumeId=${resume.id}`);
    expect(await bodyOf<SlugAvailability>(available)).toEqual({
      slug: 'deleted-one',
      available: true,
      short: { available: false, suggestion: 'deleted-one-2' },
    });
    const claim = await saveShare(bob, { username: 'bob', slug: 'Deleted One', resumeId: resume.id });
    expect(claim.status).toBe(201);
    expect((await bodyOf<{ share: OwnShare }>(claim)).share).toMatchObject({ slug: 'deleted-one', shortSlug: null });
    expect((await bodyOf<PublicShareResponse>(await get('/api/public/u/bob/deleted-one'))).resume.meta.title).toBe(
      'Bob reclaims',
    );
    // Ann's /u/ and /v/ addresses still say her resume is no longer shared; /v/ cannot be asked for outright.
    for (const path of ['/api/public/u/ann/deleted-one', '/api/public/v/deleted-one']) {
      expect(await refusalOf(await get(path)), path).toEqual(gone);
    }
    const outright = await saveShare(bob, {
      username: 'bob',
      slug: 'deleted-one',
      resumeId: resume.id,
      shortSlug: 'deleted-one',
    });
    expect((await refusalOf(outright)).code).toBe('short_slug_taken');
    expect(await refusalOf(await get('/api/public/v/deleted-one'))).toEqual(gone);
    const bobs = (await bodyOf<SharesList>(await bob.api('/api/shares'))).shares;
    expect(bobs.map((s) => [s.slug, s.shortSlug])).toEqual([['deleted-one', null]]);
    expect((await bob.api(`/api/shares/${bobs[0]!.id}`, { method: 'DELETE' })).status).toBe(204);
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

  it('gives both accounts claiming one new slug at once their /u/ address, and /v/ to one of them for good', async () => {
    const [a, b] = await Promise.all([createResume(ann, 'Race A'), createResume(bob, 'Race B')]);
    const results = await Promise.all([
      saveShare(ann, { username: 'ann', slug: 'race', resumeId: a.id }),
      saveShare(bob, { username: 'bob', slug: 'race', resumeId: b.id }),
    ]);
    expect(results.map((r) => r.status)).toEqual([201, 201]);
    const shares = await Promise.all(results.map(async (r) => (await bodyOf<{ share: OwnShare }>(r)).share));
    expect(shares.map((s) => s.shortSlug).sort()).toEqual([null, 'race']);
    const annWon = shares[0]!.shortSlug === 'race';
    const [winner, loser] = annWon ? [ann, bob] : [bob, ann];
    const [winnerTitle, loserName, loserResume] = annWon ? ['Race A', 'bob', b] : ['Race B', 'ann', a];
    const title = async (path: string) => (await bodyOf<PublicShareResponse>(await get(path))).resume.meta.title;
    expect(await title('/api/public/u/ann/race')).toBe('Race A');
    expect(await title('/api/public/u/bob/race')).toBe('Race B');
    expect(await title('/api/public/v/race')).toBe(winnerTitle);

    // Never to the other afterwards: not asked for outright, not after the winner deletes the share.
    const outright = { username: loserName, slug: 'race', resumeId: loserResume.id, shortSlug: 'race' };
    expect((await refusalOf(await saveShare(loser, outright))).code).toBe('short_slug_taken');
    const winnerShare = (await bodyOf<SharesList>(await winner.api('/api/shares'))).shares.find(
      (s) => s.slug === 'race',
    )!;
    expect((await winner.api(`/api/shares/${winnerShare.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(await refusalOf(await get('/api/public/v/race'))).toEqual(gone);
    expect((await refusalOf(await saveShare(loser, outright))).code).toBe('short_slug_taken');
    const check = await loser.api(`/api/shares/slug-available?slug=race&resumeId=${loserResume.id}`);
    expect((await bodyOf<SlugAvailability>(check)).short).toEqual({ available: false, suggestion: 'race-2' });
    expect(await refusalOf(await get('/api/public/v/race'))).toEqual(gone);
    expect(await title(`/api/public/u/${loserName}/race`)).toBe(annWon ? 'Race B' : 'Race A');
    for (const client of [ann, bob]) {
      for (const s of (await bodyOf<SharesList>(await client.api('/api/shares'))).shares) {
        if (s.slug === 'race') await client.api(`/api/shares/${s.id}`, { method: 'DELETE' });
      }
    }
  });

  it('gives every one of many accounts the slug at once, and its short address to exactly one', async () => {
    const people = await Promise.all(
      Array.from({ length: 6 }, (_, i) => signIn(server.url, `crowd${i}.addr@example.com`, `Crowd ${i}`)),
    );
    await Promise.all(people.map((p, i) => setUsername(p, `crowd-${i}`)));
    const resumes = await Promise.all(people.map((p, i) => createResume(p, `Crowd ${i}`)));
    const results = await Promise.all(
      people.map((p, i) => saveShare(p, { username: `crowd-${i}`, slug: 'crowd', resumeId: resumes[i]!.id })),
    );
    expect(results.map((r) => r.status)).toEqual(people.map(() => 201));
    const shorts = await Promise.all(results.map(async (r) => (await bodyOf<{ share: OwnShare }>(r)).share.shortSlug));
    expect(shorts.filter((s) => s === 'crowd')).toHaveLength(1);
    expect(shorts.filter((s) => s === null)).toHaveLength(people.length - 1);
    const winner = shorts.indexOf('crowd');
    expect((await bodyOf<PublicShareResponse>(await get('/api/public/v/crowd'))).resume.meta.title).toBe(
      `Crowd ${winner}`,
    );
    for (const [i] of people.entries()) {
      const read = await bodyOf<PublicShareResponse>(await get(`/api/public/u/crowd-${i}/crowd`));
      expect(read.resume.meta.title).toBe(`Crowd ${i}`);
    }

    // The losers all ask for the offered short address at once: one gets it, the others are told it is taken.
    const losers = people.map((p, i) => ({ p, i })).filter(({ i }) => i !== winner);
    const offers = await Promise.all(
      losers.map(async ({ p, i }) => {
        const check = await p.api(`/api/shares/slug-available?slug=crowd&resumeId=${resumes[i]!.id}`);
        return (await bodyOf<SlugAvailability>(check)).short.suggestion;
      }),
    );
    expect(new Set(offers)).toEqual(new Set(['crowd-2']));
    const picks = await Promise.all(
      losers.map(({ p, i }) =>
        saveShare(p, { username: `crowd-${i}`, slug: 'crowd', resumeId: resumes[i]!.id, shortSlug: 'crowd-2' }),
      ),
    );
    const statuses = picks.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(losers.length - 1);
    const picker = losers[statuses.indexOf(200)]!.i;
    expect((await bodyOf<PublicShareResponse>(await get('/api/public/v/crowd-2'))).resume.meta.title).toBe(
      `Crowd ${picker}`,
    );
  });
});
