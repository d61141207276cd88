import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, SHORT_ADDRESS_MESSAGES } from '@resumey/resume';
import { startTestServer, testDbKind, type TestServer } from './helpers/server';
import { signIn, type SignedInClient } from '@resumey/test-support/sign-in';
import { createResume, refusalOf, saveShare, setUsername, uniqueName } from './shares-helpers';
import { bodyOf } from './helpers/body';
import type { SharesList, OwnShare, ResumeRecord, ApiErrorBody, SlugAvailability } from '@resumey/resume';

describe(`usernames and custom URLs (${testDbKind})`, () => {
  let server: TestServer;
  let ann: SignedInClient;
  let bob: SignedInClient;
  beforeAll(async () => {
    server = await startTestServer();
    ann = await signIn(server.url, 'ann@example.com', 'Ann');
    bob = await signIn(server.url, 'bob@example.com', 'Bob');
  });
  afterAll(() => server?.stop());

  describe('username', () => {
    it('starts without a username', async () => {
      const carl = await signIn(server.url, 'carl@example.com', 'Carl');
      expect(await (await carl.api('/api/profile')).json()).toEqual({ username: null, language: null });
    });

    it('refuses each invalid username with SPEC.md messages, on set and on availability', async () => {
      const cases: [string, string][] = [
        ['', MESSAGES.usernameRequired],
        ['   ', MESSAGES.usernameRequired],
        ['ab', MESSAGES.usernameTooShort],
        ['a'.repeat(30), MESSAGES.usernameTooLong],
        ['ann_smith', MESSAGES.usernameInvalidCharacters],
        ['ann smith', MESSAGES.usernameInvalidCharacters],
        ['<script>', MESSAGES.usernameInvalidCharacters],
      ];
      for (const [username, message] of cases) {
        expect(await refusalOf(await setUsername(ann, username))).toEqual({
          status: 400,
          code: 'invalid_username',
          message,
        });
        const check = await ann.api(`/api/profile/username-available?username=${encodeURIComponent(username)}`);
        expect((await refusalOf(check)).message).toBe(message);
      }
      expect(await (await ann.api('/api/profile')).json()).toEqual({ username: null, language: null });
    });

    it('accepts 3 and 29 characters, stores the name lower-cased', async () => {
      expect((await setUsername(ann, 'a'.repeat(29))).status).toBe(200);
      const res = await setUsername(ann, 'Ann-Smith');
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ username: 'ann-smith' });
      expect(await (await ann.api('/api/profile')).json()).toEqual({ username: 'ann-smith', language: null });
      expect((await setUsername(bob, 'bob')).status).toBe(200);
    });

    it('refuses a username another user has, in any case, and reports it as not available', async () => {
      expect(await refusalOf(await setUsername(bob, 'ANN-SMITH'))).toEqual({
        status: 409,
        code: 'username_taken',
        message: MESSAGES.usernameTaken,
      });
      const check = await bob.api('/api/profile/username-available?username=ann-smith');
      expect(await check.json()).toEqual({ username: 'ann-smith', available: false });
      // One's own name is available to oneself (saving it again changes nothing).
      const own = await ann.api('/api/profile/username-available?username=Ann-Smith');
      expect(await own.json()).toEqual({ username: 'ann-smith', available: true });
      expect(await (await bob.api('/api/profile/username-available?username=free-name')).json()).toEqual({
        username: 'free-name',
        available: true,
      });
    });

    it('gives one winner when two users claim one free name at once', async () => {
      const [x, y] = await Promise.all([
        signIn(server.url, 'x@example.com', 'X'),
        signIn(server.url, 'y@example.com', 'Y'),
      ]);
      const name = uniqueName('race');
      const results = await Promise.all([setUsername(x, name), setUsername(y, name)]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    });

    it('needs a session: User not authenticated', async () => {
      for (const res of [
        await fetch(`${server.url}/api/profile`),
        await fetch(`${server.url}/api/profile/username-available?username=abc`),
        await fetch(`${server.url}/api/profile/username`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: 'abc' }),
        }),
      ]) {
        expect(await refusalOf(res)).toEqual({
          status: 401,
          code: 'unauthorized',
          message: MESSAGES.userNotAuthenticated,
        });
      }
    });

    it('refuses malformed bodies with a 4xx', async () => {
      expect((await ann.api('/api/profile/username', { method: 'PUT', json: { username: 42 } })).status).toBe(400);
      const raw = await ann.api('/api/profile/username', {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: '{"username":',
      });
      expect((await refusalOf(raw)).code).toBe('invalid_json');
      const polluted = await ann.api('/api/profile/username', {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: '{"username":"abc","__proto__":{"x":1}}',
      });
      expect(polluted.status).toBe(400);
    });
  });

  describe('custom URLs', () => {
    it('saves under the own username with the slug normalised, and lists it', async () => {
      const resume = await createResume(ann, 'Senior Engineer');
      const res = await saveShare(ann, {
        username: 'ann-smith',
        slug: '  Senior  Engineer!! 2025 ',
        resumeId: resume.id,
      });
      expect(res.status).toBe(201);
      const { share } = await bodyOf<{ share: OwnShare }>(res);
      expect(share).toMatchObject({
        resumeId: resume.id,
        slug: 'senior-engineer-2025',
        username: 'ann-smith',
        shortSlug: 'senior-engineer-2025',
        title: 'Senior Engineer',
        views: 0,
      });
      const list = await bodyOf<SharesList>(await ann.api('/api/shares'));
      expect(list).toMatchObject({ username: 'ann-smith', limit: 4 });
      expect(list.shares.map((s) => s.slug)).toEqual(['senior-engineer-2025']);
      // The resume API reports the share on the resume too.
      const record = await bodyOf<ResumeRecord>(await ann.api(`/api/resumes/${resume.id}`));
      expect(record.shares).toEqual([
        { slug: 'senior-engineer-2025', username: 'ann-smith', shortSlug: 'senior-engineer-2025', views: 0 },
      ]);
    });

    it('tells whether a slug is free, normalising it, and what its short address would be', async () => {
      const resume = (await bodyOf<SharesList>(await ann.api('/api/shares'))).shares[0];
      const taken = await (await ann.api('/api/shares/slug-available?slug=Senior%20Engineer%202025')).json();
      expect(taken).toEqual({
        slug: 'senior-engineer-2025',
        available: false,
        short: { available: false, suggestion: 'senior-engineer-2025-2' },
      });
      // The same resume re-saving its own slug is fine, and keeps its short address.
      const own = await ann.api(`/api/shares/slug-available?slug=senior-engineer-2025&resumeId=${resume.resumeId}`);
      expect(await own.json()).toEqual({
        slug: 'senior-engineer-2025',
        available: true,
        short: { available: true, suggestion: null },
      });
      // Slugs are per username (issue #37): Bob may have it under his, but /v/senior-engineer-2025 is Ann's.
      const bobs = await (await bob.api('/api/shares/slug-available?slug=senior-engineer-2025')).json();
      expect(bobs).toEqual({
        slug: 'senior-engineer-2025',
        available: true,
        short: { available: false, suggestion: 'senior-engineer-2025-2' },
      });
      expect(await (await bob.api('/api/shares/slug-available?slug=bob-only')).json()).toEqual({
        slug: 'bob-only',
        available: true,
        short: { available: true, suggestion: null },
      });
      const long = await bodyOf<{ slug: string }>(await bob.api(`/api/shares/slug-available?slug=${'x'.repeat(80)}`));
      expect(long.slug).toHaveLength(50);
      expect((await refusalOf(await ann.api('/api/shares/slug-available?slug=%21%21%21'))).code).toBe('invalid_slug');
      expect((await fetch(`${server.url}/api/shares/slug-available?slug=abc`)).status).toBe(401);
    });

    it('refuses a slug the user already has on another resume: URL already taken', async () => {
      const other = await createResume(ann, 'Other');
      const res = await saveShare(ann, { username: 'ann-smith', slug: 'senior-engineer-2025', resumeId: other.id });
      expect(await refusalOf(res)).toEqual({ status: 409, code: 'slug_taken', message: MESSAGES.slugTaken });
    });

    it('re-saving a resume under its own slug refreshes it without a second share', async () => {
      const { shares } = await bodyOf<SharesList>(await ann.api('/api/shares'));
      const res = await saveShare(ann, {
        username: 'ann-smith',
        slug: 'senior-engineer-2025',
        resumeId: shares[0].resumeId,
      });
      expect(res.status).toBe(200);
      expect((await bodyOf<SharesList>(await ann.api('/api/shares'))).shares).toHaveLength(1);
    });

    it('gives another user the same slug under their username, without the short address Ann holds', async () => {
      const resume = await createResume(bob, 'Bob Engineer');
      const res = await saveShare(bob, { username: 'bob', slug: 'senior-engineer-2025', resumeId: resume.id });
      expect(res.status).toBe(201);
      expect((await bodyOf<{ share: OwnShare }>(res)).share).toMatchObject({
        slug: 'senior-engineer-2025',
        username: 'bob',
        shortSlug: null,
      });
      const title = async (path: string) =>
        (await bodyOf<{ resume: { meta: { title: string } } }>(await fetch(`${server.url}${path}`))).resume.meta.title;
      expect(await title('/api/public/u/bob/senior-engineer-2025')).toBe('Bob Engineer');
      expect(await title('/api/public/u/ann-smith/senior-engineer-2025')).toBe('Senior Engineer');
      expect(await title('/api/public/v/senior-engineer-2025')).toBe('Senior Engineer');
      // Asking for Ann's short address outright is refused, and nothing is written.
      const other = await createResume(bob, 'Bob Other');
      const refused = await saveShare(bob, {
        username: 'bob',
        slug: 'bob-engineer-2025',
        resumeId: other.id,
        shortSlug: 'Senior Engineer 2025',
      });
      expect(await refusalOf(refused)).toEqual({
        status: 409,
        code: 'short_slug_taken',
        message: SHORT_ADDRESS_MESSAGES.shortSlugTaken,
      });
      expect((await bodyOf<SharesList>(await bob.api('/api/shares'))).shares).toHaveLength(1);
    });

    it('gives a share the short address its owner picks, or none', async () => {
      const resume = await createResume(bob, 'Bob Picks');
      const picked = await saveShare(bob, {
        username: 'bob',
        slug: 'bob-picks',
        resumeId: resume.id,
        shortSlug: 'senior-engineer-2025-2',
      });
      expect(picked.status).toBe(201);
      expect((await bodyOf<{ share: OwnShare }>(picked)).share.shortSlug).toBe('senior-engineer-2025-2');
      const read = await fetch(`${server.url}/api/public/v/senior-engineer-2025-2`);
      expect((await bodyOf<{ resume: { meta: { title: string } } }>(read)).resume.meta.title).toBe('Bob Picks');
      // The next suggestion for anyone else skips it.
      const next = await bodyOf<SlugAvailability>(
        await ann.api('/api/shares/slug-available?slug=senior-engineer-2025'),
      );
      expect(next.short.suggestion).toBe('senior-engineer-2025-3');

      // Saving again with null drops the short address: /v/ then says the resume is no longer shared, and stays Bob's.
      const dropped = await saveShare(bob, {
        username: 'bob',
        slug: 'bob-picks',
        resumeId: resume.id,
        shortSlug: null,
      });
      expect(dropped.status).toBe(200);
      expect((await bodyOf<{ share: OwnShare }>(dropped)).share.shortSlug).toBeNull();
      expect((await fetch(`${server.url}/api/public/v/senior-engineer-2025-2`)).status).toBe(410);
      expect((await fetch(`${server.url}/api/public/u/bob/bob-picks`)).status).toBe(200);
      const annTakes = await saveShare(ann, {
        username: 'ann-smith',
        slug: 'ann-takes',
        resumeId: (await createResume(ann, 'Ann Takes')).id,
        shortSlug: 'senior-engineer-2025-2',
      });
      expect((await refusalOf(annTakes)).code).toBe('short_slug_taken');
      // Bob may give it back to the same share later; an empty name is refused.
      const back = await saveShare(bob, {
        username: 'bob',
        slug: 'bob-picks',
        resumeId: resume.id,
        shortSlug: 'senior-engineer-2025-2',
      });
      expect((await bodyOf<{ share: OwnShare }>(back)).share.shortSlug).toBe('senior-engineer-2025-2');
      const empty = await saveShare(bob, { username: 'bob', slug: 'bob-picks', resumeId: resume.id, shortSlug: '!!' });
      expect((await refusalOf(empty)).code).toBe('invalid_slug');
      for (const s of (await bodyOf<SharesList>(await bob.api('/api/shares'))).shares) {
        if (s.slug === 'bob-picks')
          expect((await bob.api(`/api/shares/${s.id}`, { method: 'DELETE' })).status).toBe(204);
      }
    });

    it('refuses to save without a session, a profile, or under another username', async () => {
      const anon = await fetch(`${server.url}/api/shares`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'ann-smith', slug: 'x-y', resumeId: 'r' }),
      });
      expect(await refusalOf(anon)).toEqual({
        status: 401,
        code: 'unauthorized',
        message: MESSAGES.mustBeAuthenticatedToSave,
      });

      const dana = await signIn(server.url, 'dana@example.com', 'Dana');
      const resume = await createResume(dana);
      const noProfile = await saveShare(dana, { username: 'dana', slug: 'mine', resumeId: resume.id });
      expect(await refusalOf(noProfile)).toEqual({
        status: 400,
        code: 'profile_not_found',
        message: MESSAGES.profileNotFound,
      });

      await setUsername(dana, 'dana');
      const mismatch = await saveShare(dana, { username: 'ann-smith', slug: 'mine', resumeId: resume.id });
      expect(await refusalOf(mismatch)).toEqual({
        status: 403,
        code: 'username_mismatch',
        message: MESSAGES.usernameMismatch,
      });
      expect((await bodyOf<SharesList>(await ann.api('/api/shares'))).shares).toHaveLength(1);
    });

    it("refuses another user's resume, an empty slug and bad bodies", async () => {
      const bobsResume = (await bodyOf<SharesList>(await bob.api('/api/shares'))).shares[0].resumeId;
      const foreign = await saveShare(ann, { username: 'ann-smith', slug: 'stolen', resumeId: bobsResume });
      expect(foreign.status).toBe(404);
      const mine = (await bodyOf<SharesList>(await ann.api('/api/shares'))).shares[0].resumeId;
      const empty = await saveShare(ann, { username: 'ann-smith', slug: ' !!! ', resumeId: mine });
      expect((await refusalOf(empty)).code).toBe('invalid_slug');
      expect((await ann.api('/api/shares', { method: 'POST', json: { slug: 'a' } })).status).toBe(400);
      const wrongType = await ann.api('/api/shares', {
        method: 'POST',
        json: { username: 'ann-smith', slug: 5, resumeId: mine },
      });
      expect(wrongType.status).toBe(400);
      const text = await ann.api('/api/shares', {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: 'x',
      });
      expect(text.status).toBe(415);
    });

    it("cannot see or delete another user's shares", async () => {
      const bobsShare = (await bodyOf<SharesList>(await bob.api('/api/shares'))).shares[0];
      expect((await ann.api('/api/shares')).status).toBe(200);
      const annsList = (await bodyOf<SharesList>(await ann.api('/api/shares'))).shares;
      expect(annsList.some((s: { id: string }) => s.id === bobsShare.id)).toBe(false);
      expect((await ann.api(`/api/shares/${bobsShare.id}`, { method: 'DELETE' })).status).toBe(404);
      expect((await bodyOf<SharesList>(await bob.api('/api/shares'))).shares).toHaveLength(1);
      expect((await fetch(`${server.url}/api/shares`)).status).toBe(401);
    });

    it('deletes an own share', async () => {
      const resume = await createResume(bob, 'Temp');
      const { share } = await bodyOf<{ share: OwnShare }>(
        await saveShare(bob, { username: 'bob', slug: 'temp', resumeId: resume.id }),
      );
      expect((await bob.api(`/api/shares/${share.id}`, { method: 'DELETE' })).status).toBe(204);
      expect((await bob.api(`/api/shares/${share.id}`, { method: 'DELETE' })).status).toBe(404);
      // Its address says the resume is no longer shared (stable links, addresses.test.ts).
      expect((await fetch(`${server.url}/api/public/u/bob/temp`)).status).toBe(410);
    });
  });

  describe('the limit of 4 shared resumes', () => {
    it('refuses the 5th with the SPEC.md message', async () => {
      const eve = await signIn(server.url, 'eve@example.com', 'Eve');
      await setUsername(eve, 'eve');
      const resume = await createResume(eve);
      for (const slug of ['one', 'two', 'three', 'four']) {
        expect((await saveShare(eve, { username: 'eve', slug, resumeId: resume.id })).status).toBe(201);
      }
      const res = await saveShare(eve, { username: 'eve', slug: 'five', resumeId: resume.id });
      expect(res.status).toBe(409);
      const body = await bodyOf<ApiErrorBody & { title: string }>(res);
      expect(body.error).toEqual({ code: 'shared_limit', message: MESSAGES.sharedLimit(4) });
      expect(body.error.message).toBe(
        'You can only have up to 4 shared resumes. Please delete one to create a new one.',
      );
      expect(body.title).toBe('Shared resume limit reached');
      // Re-saving an existing one is still allowed at the limit.
      expect((await saveShare(eve, { username: 'eve', slug: 'four', resumeId: resume.id })).status).toBe(200);
    });

    it('parallel saves never pass 4', async () => {
      const fay = await signIn(server.url, 'fay@example.com', 'Fay');
      await setUsername(fay, 'fay');
      const resume = await createResume(fay);
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          saveShare(fay, { username: 'fay', slug: `par-${i}`, resumeId: resume.id }),
        ),
      );
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(4);
      expect(statuses.filter((s) => s === 409)).toHaveLength(6);
      expect((await bodyOf<SharesList>(await fay.api('/api/shares'))).shares).toHaveLength(4);
    });

    it('parallel claims of one slug by one user give one share', async () => {
      const gus = await signIn(server.url, 'gus@example.com', 'Gus');
      await setUsername(gus, 'gus');
      const resumes = await Promise.all([createResume(gus, 'A'), createResume(gus, 'B'), createResume(gus, 'C')]);
      const results = await Promise.all(
        resumes.flatMap((r) => [1, 2].map(() => saveShare(gus, { username: 'gus', slug: 'the-one', resumeId: r.id }))),
      );
      const created = results.filter((r) => r.status === 201);
      expect(created).toHaveLength(1);
      const winner = ((await created[0]!.json()) as { share: { resumeId: string } }).share.resumeId;
      for (const [i, r] of results.entries()) {
        const resumeId = resumes[Math.floor(i / 2)]!.id;
        // The winner's second claim is a refresh; every other resume is told the URL is taken.
        if (r.status !== 201) expect(r.status).toBe(resumeId === winner ? 200 : 409);
      }
      const { shares } = await bodyOf<SharesList>(await gus.api('/api/shares'));
      expect(shares).toHaveLength(1);
    });
  });
});
