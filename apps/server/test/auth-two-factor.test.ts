import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { startTestServer, testDbKind, type TestServer } from './helpers/server';
import { signIn, type SignedInClient } from '@resumey/test-support/sign-in';
import { session as sessionTable, user as userTable } from '../src/db/schema';
import { recordSetCookies } from './auth-helpers';
import { bodyOf, errorOf } from './helpers/body';
import type { SessionUser } from '@resumey/resume';

/** The base32 secret an authenticator app reads from the QR code's otpauth:// URI. */
const secretOf = (totpURI: string) => new URL(totpURI).searchParams.get('secret')!;
const codeFor = (secret: string) => generate({ secret });
/** The app's next code (30 s on), accepted as the library allows one step of clock drift: a code works once. */
const nextCodeFor = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
/** A valid-looking code that is not the current one (nor one step either side). */
const wrongCode = async (secret: string) => {
  const right = await codeFor(secret);
  return right === '000000' ? '111111' : '000000';
};

/** Like a browser: keeps the cookies the server sets (verifying a code replaces the session cookie). */
const post = async (client: SignedInClient, path: string, json: unknown = {}) => {
  const res = await client.api(path, { method: 'POST', json });
  client.jar.store(res);
  return res;
};

async function enrol(client: SignedInClient) {
  const res = await post(client, '/api/auth/two-factor/enable');
  expect(res.status).toBe(200);
  const body = (await res.json()) as { totpURI: string; backupCodes: string[] };
  const secret = secretOf(body.totpURI);
  const verified = await post(client, '/api/auth/two-factor/verify-totp', { code: await codeFor(secret) });
  expect(verified.status).toBe(200);
  return { secret, backupCodes: body.backupCodes, totpURI: body.totpURI };
}

async function sessionUser(client: SignedInClient) {
  return ((await (await client.api('/api/session')).json()) as { user: { twoFactorEnabled?: boolean } | null }).user;
}

async function status(client: SignedInClient) {
  return (await (await client.api('/api/auth/second-factor/status')).json()) as {
    pending: boolean;
    attemptsLeft?: number;
  };
}

describe(`second factor (${testDbKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    // Many verifications from one address in a few seconds: the per-address limit has its own test.
    server = await startTestServer({ TWO_FACTOR_RATE_LIMIT: '1000' });
  });
  afterAll(() => server?.stop());

  const sessionsOf = async (email: string) => {
    const [u] = await server.database.db.select().from(userTable).where(eq(userTable.email, email));
    return server.database.db.select().from(sessionTable).where(eq(sessionTable.userId, u!.id));
  };

  it('keeps a signed-in session with a verified factor through its daily extension (not asked again)', async () => {
    const email = 'refresh-2fa@example.com';
    const client = await signIn(server.url, email, 'Refresh Person');
    await enrol(client);
    const [row] = await sessionsOf(email);
    // Last extended two days ago: the next request extends it (the library sets the same session's cookie again).
    const stale = new Date(Date.now() + 28 * 24 * 3600 * 1000);
    await server.database.db.update(sessionTable).set({ expiresAt: stale }).where(eq(sessionTable.id, row!.id));
    const res = await client.api('/api/session');
    client.jar.store(res);
    expect(((await res.json()) as { user: unknown }).user).not.toBeNull();
    const [after] = await sessionsOf(email);
    expect(after!.token).toBe(row!.token);
    expect(after!.expiresAt.getTime()).toBeGreaterThan(stale.getTime() + 24 * 3600 * 1000);
    expect(await sessionUser(client)).not.toBeNull();
  });

  it('enrols with a QR-code URI, asks for a code before it counts, and reports the factor on the session', async () => {
    const client = await signIn(server.url, 'enrol@example.com', 'Enrol Person');
    const res = await post(client, '/api/auth/two-factor/enable');
    const { totpURI, backupCodes } = (await res.json()) as { totpURI: string; backupCodes: string[] };
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/Resumey:enrol%40example\.com\?/);
    expect(new URL(totpURI).searchParams.get('issuer')).toBe('Resumey');
    expect(backupCodes.length).toBeGreaterThanOrEqual(8);
    // Not confirmed yet: not on, and signing in again is not gated.
    expect((await sessionUser(client))?.twoFactorEnabled).toBe(false);
    const again = await signIn(server.url, 'enrol@example.com', 'Enrol Person');
    expect(await sessionUser(again)).not.toBeNull();

    const secret = secretOf(totpURI);
    const wrong = await post(client, '/api/auth/two-factor/verify-totp', { code: await wrongCode(secret) });
    expect(wrong.status).toBe(401);
    expect((await bodyOf<{ code: string }>(wrong)).code).toBe('INVALID_CODE');
    const ok = await post(client, '/api/auth/two-factor/verify-totp', { code: await codeFor(secret) });
    expect(ok.status).toBe(200);
    expect((await sessionUser(client))?.twoFactorEnabled).toBe(true);
  });

  it('holds an OpenID sign-in back until the code is given: no session until then', async () => {
    const email = 'gated@example.com';
    const { secret } = await enrol(await signIn(server.url, email, 'Gated Person'));
    const before = (await sessionsOf(email)).length;

    const { result: pending, cookies } = await recordSetCookies(() => signIn(server.url, email, 'Gated Person'));
    // No response of the sign-in ever hands out a session token, not even one expired right after.
    expect(cookies.filter((c) => c.name === 'resumey.session_token' && c.value)).toEqual([]);
    const challenge = cookies.find((c) => c.name === 'resumey.two_factor' && c.value);
    expect(challenge?.flags.has('httponly')).toBe(true);
    expect(Number(challenge?.flags.get('max-age'))).toBe(600);
    expect(pending.jar.get('resumey.session_token')).toBeUndefined();
    expect(await sessionUser(pending)).toBeNull();
    expect((await pending.api('/api/me')).status).toBe(401);
    expect((await pending.api('/api/resumes')).status).toBe(401);
    expect((await sessionsOf(email)).length).toBe(before);
    expect(await status(pending)).toEqual({ pending: true, attemptsLeft: 5 });

    const wrong = await post(pending, '/api/auth/two-factor/verify-totp', { code: await wrongCode(secret) });
    expect(wrong.status).toBe(401);
    expect(await status(pending)).toEqual({ pending: true, attemptsLeft: 4 });

    const ok = await post(pending, '/api/auth/two-factor/verify-totp', { code: await nextCodeFor(secret) });
    expect(ok.status).toBe(200);
    const me = await pending.api('/api/me');
    expect(me.status).toBe(200);
    expect((await bodyOf<{ user: SessionUser }>(me)).user).toMatchObject({ email, twoFactorEnabled: true });
    expect((await sessionsOf(email)).length).toBe(before + 1);
    expect(await status(pending)).toEqual({ pending: false });
  });

  it('takes a code once: replayed at sign-in, in parallel or to turn the factor off, it is refused', async () => {
    const email = 'replay@example.com';
    const client = await signIn(server.url, email, 'Replay Person');
    const { secret } = await enrol(client);
    const spent = await codeFor(secret);

    // The enrolment's code, sent again to finish a sign-in (within its 30 s): refused like a wrong code.
    const pending = await signIn(server.url, email, 'Replay Person');
    const replay = await post(pending, '/api/auth/two-factor/verify-totp', { code: spent });
    expect(replay.status).toBe(401);
    expect((await bodyOf<{ code: string }>(replay)).code).toBe('INVALID_CODE');
    expect(await sessionUser(pending)).toBeNull();

    // The next code, sent twice at once (two tabs, or an attacker racing the user): exactly one sign-in.
    const other = await signIn(server.url, email, 'Replay Person');
    const next = await nextCodeFor(secret);
    const both = await Promise.all([
      post(pending, '/api/auth/two-factor/verify-totp', { code: next }),
      post(other, '/api/auth/two-factor/verify-totp', { code: next }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 401]);

    // Turning the factor off with a spent code does nothing.
    const off = await post(client, '/api/account/two-factor/remove', { code: next });
    expect(off.status).toBe(400);
    expect((await sessionUser(client))?.twoFactorEnabled).toBe(true);
  });

  it('cancels the pending sign-in after 5 wrong codes; the right code then no longer works', async () => {
    const email = 'wrong@example.com';
    const { secret } = await enrol(await signIn(server.url, email, 'Wrong Codes'));
    const pending = await signIn(server.url, email, 'Wrong Codes');
    const bad = await wrongCode(secret);
    for (let i = 1; i <= 4; i++) {
      const res = await post(pending, '/api/auth/two-factor/verify-totp', { code: bad });
      expect((await bodyOf<{ code: string }>(res)).code).toBe('INVALID_CODE');
    }
    const fifth = await post(pending, '/api/auth/two-factor/verify-totp', { code: bad });
    expect(fifth.status).toBe(401);
    expect((await bodyOf<{ code: string }>(fifth)).code).toBe('TWO_FACTOR_ATTEMPTS_EXCEEDED');
    expect(await status(pending)).toEqual({ pending: false });
    const late = await post(pending, '/api/auth/two-factor/verify-totp', { code: await nextCodeFor(secret) });
    expect(late.status).toBe(401);
    expect(await sessionUser(pending)).toBeNull();
  });

  it('accepts a backup code once instead of the app code', async () => {
    const email = 'backup@example.com';
    const { backupCodes } = await enrol(await signIn(server.url, email, 'Backup Person'));
    const first = await signIn(server.url, email, 'Backup Person');
    const ok = await post(first, '/api/auth/two-factor/verify-backup-code', { code: backupCodes[0] });
    expect(ok.status).toBe(200);
    expect((await first.api('/api/me')).status).toBe(200);

    const second = await signIn(server.url, email, 'Backup Person');
    const reused = await post(second, '/api/auth/two-factor/verify-backup-code', { code: backupCodes[0] });
    expect(reused.status).toBe(401);
    expect((await bodyOf<{ code: string }>(reused)).code).toBe('INVALID_BACKUP_CODE');
    expect(await sessionUser(second)).toBeNull();
  });

  it('lets the person cancel a pending sign-in', async () => {
    const email = 'cancel@example.com';
    await enrol(await signIn(server.url, email, 'Cancel Person'));
    const pending = await signIn(server.url, email, 'Cancel Person');
    expect((await status(pending)).pending).toBe(true);
    const res = await post(pending, '/api/auth/second-factor/cancel');
    expect(res.status).toBe(200);
    expect(await status(pending)).toEqual({ pending: false });
  });

  it('offers no way to turn the factor off, read its secret or mint backup codes without a code', async () => {
    const client = await signIn(server.url, 'hidden@example.com', 'Hidden');
    await enrol(client);
    for (const path of ['disable', 'get-totp-uri', 'generate-backup-codes']) {
      const res = await post(client, `/api/auth/two-factor/${path}`);
      expect(res.status, path).toBe(404);
    }
    expect((await sessionUser(client))?.twoFactorEnabled).toBe(true);
    // Enrolling again while a factor is on is refused (it would replace the secret).
    const again = await post(client, '/api/auth/two-factor/enable');
    expect(again.status).toBe(400);
  });

  it('removes the factor only with a current code; afterwards sign-in is not gated', async () => {
    const email = 'remove@example.com';
    const client = await signIn(server.url, email, 'Remove Person');
    const { secret } = await enrol(client);
    const wrong = await post(client, '/api/account/two-factor/remove', { code: await wrongCode(secret) });
    expect(wrong.status).toBe(400);
    expect((await errorOf(wrong)).code).toBe('invalid_code');
    const empty = await post(client, '/api/account/two-factor/remove', { code: '' });
    expect(empty.status).toBe(400);
    expect((await sessionUser(client))?.twoFactorEnabled).toBe(true);

    const ok = await post(client, '/api/account/two-factor/remove', { code: await nextCodeFor(secret) });
    expect(ok.status).toBe(200);
    expect((await sessionUser(client))?.twoFactorEnabled).toBe(false);
    const next = await signIn(server.url, email, 'Remove Person');
    expect((await next.api('/api/me')).status).toBe(200);
  });

  it('replaces the backup codes only with a current code: ten new ones, and the old ones stop working', async () => {
    const email = 'new-codes@example.com';
    const client = await signIn(server.url, email, 'New Codes');
    const { secret, backupCodes: old } = await enrol(client);
    const wrong = await post(client, '/api/account/two-factor/backup-codes', { code: await wrongCode(secret) });
    expect(wrong.status).toBe(400);
    expect((await errorOf(wrong)).code).toBe('invalid_code');

    const res = await post(client, '/api/account/two-factor/backup-codes', { code: await nextCodeFor(secret) });
    expect(res.status).toBe(200);
    const { backupCodes } = (await res.json()) as { backupCodes: string[] };
    expect(backupCodes).toHaveLength(10);
    expect(backupCodes.filter((c) => old.includes(c))).toEqual([]);

    // At the next sign-in an old code is refused and a new one accepted.
    const pending = await signIn(server.url, email, 'New Codes');
    const stale = await post(pending, '/api/auth/two-factor/verify-backup-code', { code: old[0] });
    expect(stale.status).toBe(401);
    const fresh = await post(pending, '/api/auth/two-factor/verify-backup-code', { code: backupCodes[0] });
    expect(fresh.status).toBe(200);
    expect((await pending.api('/api/me')).status).toBe(200);
  });

  it('removes the factor with a backup code too, and refuses removal without a session', async () => {
    const client = await signIn(server.url, 'remove-backup@example.com', 'Remove Backup');
    const { backupCodes } = await enrol(client);
    const res = await post(client, '/api/account/two-factor/remove', { code: backupCodes[1] });
    expect(res.status).toBe(200);
    expect((await sessionUser(client))?.twoFactorEnabled).toBe(false);
    const anonymous = await fetch(`${server.url}/api/account/two-factor/remove`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ code: '123456' }),
    });
    expect(anonymous.status).toBe(401);
  });
});
