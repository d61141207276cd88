import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type SignedInClient } from '@resumey/test-support/sign-in';
import { startTestServer, testDbKind, type TestServer } from './helpers/server';
import { bodyOf } from './helpers/body';
import { setUsername, uniqueName } from './shares-helpers';

/**
 * Issue #35 item 5: the interface language chosen in the app is remembered for the account, so another device the
 * user signs in on starts in it. Only the app's languages are accepted; the username stays as it was.
 */
describe(`interface language of an account (${testDbKind})`, () => {
  let server: TestServer;
  let alice: SignedInClient;
  const email = `${uniqueName('lang')}@example.com`;
  const setLanguage = (c: SignedInClient, json: unknown) => c.api('/api/profile/language', { method: 'PUT', json });
  const profile = async (c: SignedInClient) =>
    bodyOf<{ username: string | null; language: string | null }>(await c.api('/api/profile'));

  beforeAll(async () => {
    server = await startTestServer();
    alice = await signIn(server.url, email);
  });
  afterAll(() => server?.close());

  it('starts unset, is kept once chosen, and follows the account to a new session', async () => {
    expect(await profile(alice)).toEqual({ username: null, language: null });
    expect((await setLanguage(alice, { language: 'ja' })).status).toBe(200);
    expect((await profile(alice)).language).toBe('ja');

    const again = await signIn(server.url, email);
    expect((await profile(again)).language).toBe('ja');
  });

  it('leaves the username alone, and the username leaves the language alone', async () => {
    const name = uniqueName('lang-user');
    expect((await setUsername(alice, name)).status).toBe(200);
    expect((await setLanguage(alice, { language: 'ar' })).status).toBe(200);
    expect(await profile(alice)).toEqual({ username: name, language: 'ar' });
  });

  it.each([{ language: 'xx' }, { language: 'pseudo' }, { language: 42 }, {}, { language: 'de', extra: 1 }])(
    'refuses %j with 400 and changes nothing',
    async (json) => {
      const before = (await profile(alice)).language;
      const res = await setLanguage(alice, json);
      expect(res.status).toBe(400);
      expect((await bodyOf<{ error: { message: string } }>(res)).error.message).toBeTruthy();
      expect((await profile(alice)).language).toBe(before);
    },
  );
});
