import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, SHARE_ACCESS_MESSAGES, type OwnShare } from '@resumey/resume';
import { startTestServer, testDbKind, type TestServer } from './helpers/server';
import { signIn, type SignedInClient } from '@resumey/test-support/sign-in';
import { createResume, refusalOf, saveShare, setUsername } from './shares-helpers';

const DAY = 24 * 60 * 60 * 1000;

/** Issue #18 item 6: unpublish and republish, an optional password and an optional expiry, per share. */
describe(`share access: unpublish, password, expiry (${testDbKind})`, () => {
  let server: TestServer;
  let ann: SignedInClient;
  let bob: SignedInClient;
  let shareId: string;
  const get = (p: string, cookie?: string) => fetch(`${server.url}${p}`, { headers: cookie ? { cookie } : {} });
  const patch = (client: SignedInClient, id: string, json: unknown) =>
    client.api(`/api/shares/${id}`, { method: 'PATCH', json });
  const unlock = (p: string, password: unknown, ip = '203.0.113.1') =>
    fetch(`${server.url}${p}/unlock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({ password }),
    });
  const setClock = (offsetMs: number) =>
    fetch(`${server.url}/api/test/clock`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ offsetMs }),
    });
  /** The unlock cookie an answer sets, as a Cookie header. */
  const cookieOf = (res: Response) => res.headers.get('set-cookie')?.split(';', 1)[0] ?? '';

  beforeAll(async () => {
    // Forwarded addresses are believed from the test itself, so attempts can come from distinct clients.
    server = await startTestServer({ TEST_CLOCK: '1', TRUST_PROXY: '127.0.0.1', SHARE_PASSWORD_RATE_LIMIT: '4' });
    ann = await signIn(server.url, 'ann.access@example.com', 'Ann Access');
    bob = await signIn(server.url, 'bob.access@example.com', 'Bob Access');
    await setUsername(ann, 'ann');
    await setUsername(bob, 'bob');
    const resume = await createResume(ann, 'Ann CV');
    const res = await saveShare(ann, { username: 'ann', slug: 'cv', resumeId: resume.id });
    shareId = ((await res.json()) as { share: OwnShare }).share.id;
  });
  afterAll(() => server?.stop());

  it('lists a new share as published, open, without expiry and not searchable', async () => {
    const { shares } = (await (await ann.api('/api/shares')).json()) as { shares: OwnShare[] };
    expect(shares[0]).toMatchObject({ published: true, hasPassword: false, expiresAt: null, searchable: false });
  });

  it('unpublishes (410, same address) and republishes the same share', async () => {
    const off = await patch(ann, shareId, { published: false });
    expect(off.status).toBe(200);
    expect(((await off.json()) as { share: OwnShare }).share.published).toBe(false);
    for (const p of ['/api/public/u/ann/cv', '/api/public/v/cv']) {
      expect(await refusalOf(await get(p))).toEqual({ status: 410, code: 'gone', message: MESSAGES.shareGone });
    }
    // The addresses stay Ann's: Bob may use the slug under his own name (issue #37), never at /v/cv.
    const bobResume = await createResume(bob, 'Bob CV');
    const bobs = await saveShare(bob, { username: 'bob', slug: 'cv', resumeId: bobResume.id });
    expect(bobs.status).toBe(201);
    expect(((await bobs.json()) as { share: OwnShare }).share.shortSlug).toBeNull();
    for (const p of ['/api/public/u/ann/cv', '/api/public/v/cv']) expect((await get(p)).status, p).toBe(410);
    expect((await patch(ann, shareId, { published: true })).status).toBe(200);
    const back = await get('/api/public/u/ann/cv');
    expect(back.status).toBe(200);
    expect(((await back.json()) as { resume: { meta: { title: string } } }).resume.meta.title).toBe('Ann CV');
  });

  it("refuses another user's share as not found and a signed-out caller with 401, changing nothing", async () => {
    expect(await refusalOf(await patch(bob, shareId, { published: false }))).toMatchObject({ status: 404 });
    const anon = await fetch(`${server.url}/api/shares/${shareId}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ published: false }),
    });
    expect(anon.status).toBe(401);
    expect((await get('/api/public/u/ann/cv')).status).toBe(200);
  });

  it('refuses bad input with 400 and a clear message, never writing part of it', async () => {
    const cases: [unknown, RegExp][] = [
      [{}, /at least one of/],
      [{ published: 'no' }, /^published: /],
      [{ password: 'abc' }, new RegExp(SHARE_ACCESS_MESSAGES.passwordTooShort)],
      [{ password: 'x'.repeat(129) }, new RegExp(SHARE_ACCESS_MESSAGES.passwordTooLong)],
      [{ expiresAt: 'tomorrow' }, /^expiresAt: Expiry must be/],
      [{ expiresAt: new Date(Date.now() - DAY).toISOString() }, new RegExp(SHARE_ACCESS_MESSAGES.expiryPast)],
      [{ searchable: true, owner: 'bob' }, /owner/],
      // A valid field beside a bad one: nothing is written.
      [{ published: false, password: 'ab' }, /Password must be/],
    ];
    for (const [body, message] of cases) {
      const err = await refusalOf(await patch(ann, shareId, body));
      expect(err.status, JSON.stringify(body)).toBe(400);
      expect(err.message, JSON.stringify(body)).toMatch(message);
    }
    const { shares } = (await (await ann.api('/api/shares')).json()) as { shares: OwnShare[] };
    expect(shares[0]).toMatchObject({ published: true, hasPassword: false, searchable: false });
  });

  it('asks for the password, refuses a wrong one, and unlocks only that share with an httpOnly cookie', async () => {
    expect((await patch(ann, shareId, { password: 'open sesame' })).status).toBe(200);
    const { shares } = (await (await ann.api('/api/shares')).json()) as { shares: OwnShare[] };
    expect(shares[0]!.hasPassword).toBe(true);
    expect(JSON.stringify(shares)).not.toMatch(/open sesame|scrypt/);

    const locked = await get('/api/public/u/ann/cv');
    const lockedText = await locked.text();
    expect(locked.status).toBe(401);
    expect(JSON.parse(lockedText).error).toEqual({
      code: 'password_required',
      message: SHARE_ACCESS_MESSAGES.passwordRequired,
    });
    expect(lockedText).not.toMatch(/Pat Example|Ann CV/);

    expect(await refusalOf(await unlock('/api/public/u/ann/cv', 'open sesam', '203.0.113.10'))).toEqual({
      status: 401,
      code: 'wrong_password',
      message: SHARE_ACCESS_MESSAGES.passwordWrong,
    });
    expect((await unlock('/api/public/u/ann/cv', '', '203.0.113.10')).status).toBe(400);

    const right = await unlock('/api/public/u/ann/cv', 'open sesame', '203.0.113.11');
    expect(right.status).toBe(204);
    const setCookie = right.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(new RegExp(`^share_unlock_${shareId}=`));
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const cookie = cookieOf(right);
    expect((await get('/api/public/u/ann/cv', cookie)).status).toBe(200);
    expect((await get('/api/public/v/cv', cookie)).status).toBe(200);
    // A forged or stale cookie opens nothing.
    expect((await get('/api/public/u/ann/cv', `${cookie.slice(0, -3)}abc`)).status).toBe(401);

    // A new password makes the old cookie worthless; removing it opens the share to all.
    expect((await patch(ann, shareId, { password: 'second one' })).status).toBe(200);
    expect((await get('/api/public/u/ann/cv', cookie)).status).toBe(401);
    expect((await patch(ann, shareId, { password: null })).status).toBe(200);
    expect((await get('/api/public/u/ann/cv')).status).toBe(200);
  });

  it('limits password attempts per client address (429), right or wrong, leaving other addresses alone', async () => {
    expect((await patch(ann, shareId, { password: 'limit test' })).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await unlock('/api/public/v/cv', 'guess', '198.51.100.7')).status).toBe(401);
    const refused = await unlock('/api/public/v/cv', 'limit test', '198.51.100.7');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await refusalOf(refused)).message).toMatch(/Too many password attempts/);
    expect((await unlock('/api/public/v/cv', 'limit test', '198.51.100.8')).status).toBe(204);
    expect((await patch(ann, shareId, { password: null })).status).toBe(200);
  });

  it('answers 410 with its own message after the expiry, and shows the share again when it is moved', async () => {
    const inTwoDays = new Date(Date.now() + 2 * DAY).toISOString();
    const set = await patch(ann, shareId, { expiresAt: inTwoDays });
    expect(((await set.json()) as { share: OwnShare }).share.expiresAt).toBe(inTwoDays);
    expect((await get('/api/public/u/ann/cv')).status).toBe(200);
    try {
      expect((await setClock(3 * DAY)).status).toBe(204);
      for (const p of ['/api/public/u/ann/cv', '/api/public/v/cv']) {
        expect(await refusalOf(await get(p))).toEqual({ status: 410, code: 'expired', message: MESSAGES.shareExpired });
      }
      expect((await unlock('/api/public/u/ann/cv', 'whatever', '203.0.113.20')).status).toBe(410);
    } finally {
      await setClock(0);
    }
    expect((await get('/api/public/u/ann/cv')).status).toBe(200);
    expect((await patch(ann, shareId, { expiresAt: null })).status).toBe(200);
  });

  it('has no test clock unless TEST_CLOCK=1', async () => {
    const other = await startTestServer();
    try {
      const res = await fetch(`${other.url}/api/test/clock`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', origin: other.url },
        body: JSON.stringify({ offsetMs: DAY }),
      });
      expect(res.status).toBe(404);
    } finally {
      await other.stop();
    }
  });
});
