import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { MESSAGES, type OwnShare } from '@resumey/resume';
import { signIn, type SignedInClient } from '@resumey/test-support/sign-in';
import { startTestServer, testDbKind, type TestServer } from './helpers/server';
import { bodyOf } from './helpers/body';
import { createResume, refusalOf, saveShare, setUsername, uniqueName } from './shares-helpers';

/**
 * Issue #42 item 4: deleting an account. It needs an explicit confirmation and, with a second factor, a code; it
 * ends every session, withdraws every share for good (410, never given to another account) and leaves no row of the
 * user in any table: the tables are listed from the database itself, so a table added later is checked too.
 */
describe(`account deletion (${testDbKind})`, () => {
  let server: TestServer;
  const get = (p: string) => fetch(`${server.url}${p}`);
  const idOf = async (c: SignedInClient) => (await bodyOf<{ user: { id: string } }>(await c.api('/api/me'))).user.id;
  const deleteAccount = (c: SignedInClient, json: unknown) => c.api('/api/account', { method: 'DELETE', json });
  const rows = async (query: ReturnType<typeof sql>) => {
    const result = (await server.database.db.execute(query)) as unknown;
    return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, unknown>[];
  };

  /** Every row, in every table with a user column, that still names `userId`; and the user row itself. */
  async function rowsOf(userId: string, email: string) {
    const columns = await rows(sql`select table_name, column_name from information_schema.columns
      where table_schema = 'public' and column_name in ('user_id', 'userId')`);
    expect(columns.length).toBeGreaterThan(8);
    const left: string[] = [];
    for (const { table_name: table, column_name: column } of columns) {
      const [{ n }] = (await rows(
        sql`select count(*)::int as n from ${sql.identifier(String(table))} where ${sql.identifier(String(column))} = ${userId}`,
      )) as [{ n: number }];
      if (n > 0) left.push(`${String(table)}: ${n}`);
    }
    const [{ n: users }] = (await rows(
      sql`select count(*)::int as n from "user" where id = ${userId} or email = ${email}`,
    )) as [{ n: number }];
    if (users > 0) left.push(`user: ${users}`);
    const [{ n: checks }] = (await rows(
      sql`select count(*)::int as n from verification where identifier = ${email}`,
    )) as [{ n: number }];
    if (checks > 0) left.push(`verification: ${checks}`);
    return left;
  }

  beforeAll(async () => {
    server = await startTestServer();
  }, 120_000);
  afterAll(() => server?.stop());

  it('ends every session, withdraws every share for good and leaves no row of the user', async () => {
    const email = 'leaving@example.com';
    const ann = await signIn(server.url, email, 'Ann Leaving');
    const otherDevice = await signIn(server.url, email, 'Ann Leaving');
    const annId = await idOf(ann);
    const name = uniqueName('leaver');
    expect((await setUsername(ann, name)).status).toBe(200);
    const cv = await createResume(ann, 'Leaving CV');
    const saved = await ann.api(`/api/resumes/${cv.id}`, {
      method: 'PUT',
      json: { resume: { ...cv, summary: 'A second version.' }, version: 1 },
    });
    expect(saved.status).toBe(200);
    const shared = await saveShare(ann, { username: name, slug: 'leaving-cv', resumeId: cv.id });
    expect(shared.status).toBe(201);
    const { share } = await bodyOf<{ share: OwnShare }>(shared);
    expect((await get(`/api/public/u/${name}/leaving-cv`)).status).toBe(200);
    expect((await get(`/api/public/v/${share.shortSlug}`)).status).toBe(200);
    const target = await ann.api(`/api/resumes/${cv.id}/targets`, {
      method: 'POST',
      json: { title: 'Engineer', company: 'Acme', posting: 'Requirements: Rust' },
    });
    expect(target.status).toBe(201);
    const key = await ann.api('/api/account/api-keys', {
      method: 'POST',
      json: { name: 'Mine', scopes: ['resumes:read'] },
    });
    expect(key.status).toBe(201);
    expect(await rowsOf(annId, email)).not.toEqual([]);

    expect((await deleteAccount(ann, { confirm: true })).status).toBe(204);

    // Every session is over, this one and the other device's.
    expect((await ann.api('/api/me')).status).toBe(401);
    expect((await otherDevice.api('/api/resumes')).status).toBe(401);
    // Both addresses answer 410 at once, and for good.
    for (const path of [`/api/public/u/${name}/leaving-cv`, `/api/public/v/${share.shortSlug}`]) {
      expect(await refusalOf(await get(path))).toEqual({ status: 410, code: 'gone', message: MESSAGES.shareGone });
    }
    expect(await rowsOf(annId, email)).toEqual([]);

    // Nobody else ever gets them: not another account, nor the same person signing up again.
    for (const [who, mail] of [
      ['Bob Taker', 'bob.taker@example.com'],
      ['Ann Again', email],
    ] as const) {
      const taker = await signIn(server.url, mail, who);
      expect((await setUsername(taker, name)).status).toBe(409);
      const other = await createResume(taker, 'Taker CV');
      const attempt = await saveShare(taker, {
        username: uniqueName('taker'),
        slug: share.shortSlug!,
        resumeId: other.id,
      });
      if (attempt.status === 201) {
        const { share: taken } = await bodyOf<{ share: OwnShare }>(attempt);
        expect(taken.shortSlug).not.toBe(share.shortSlug);
      }
      expect((await get(`/api/public/v/${share.shortSlug}`)).status).toBe(410);
    }
  });

  it('refuses without the confirmation, and changes nothing', async () => {
    const email = 'staying@example.com';
    const ann = await signIn(server.url, email, 'Ann Staying');
    await createResume(ann, 'Staying CV');
    for (const body of [{}, { confirm: false }, { confirm: 'yes' }, { confirm: true, extra: 1 }]) {
      const res = await deleteAccount(ann, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await ann.api('/api/resumes')).status).toBe(200);
    expect((await signIn(server.url, email, 'Ann Staying').then((c) => c.api('/api/me'))).status).toBe(200);
  });

  it('asks for a code when a second factor is on: none or a wrong one changes nothing', async () => {
    const email = 'guarded@example.com';
    const ann = await signIn(server.url, email, 'Ann Guarded');
    const post = async (path: string, json: unknown = {}) => {
      const res = await ann.api(path, { method: 'POST', json });
      ann.jar.store(res);
      return res;
    };
    const enabled = (await (await post('/api/auth/two-factor/enable')).json()) as { totpURI: string };
    const secret = new URL(enabled.totpURI).searchParams.get('secret')!;
    expect((await post('/api/auth/two-factor/verify-totp', { code: await generate({ secret }) })).status).toBe(200);

    const none = await deleteAccount(ann, { confirm: true });
    expect(await refusalOf(none)).toMatchObject({ status: 400, code: 'two_factor_required' });
    const right = await generate({ secret });
    const wrong = await deleteAccount(ann, { confirm: true, code: right === '000000' ? '111111' : '000000' });
    expect(await refusalOf(wrong)).toMatchObject({ status: 400, code: 'invalid_code' });
    expect((await ann.api('/api/me')).status).toBe(200);

    // The next step's code: the one just generated may have been used by the sign-in's verification.
    const next = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    expect((await deleteAccount(ann, { confirm: true, code: next })).status).toBe(204);
    expect((await ann.api('/api/me')).status).toBe(401);
  });
});
