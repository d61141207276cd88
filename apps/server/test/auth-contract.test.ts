import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, testDbKind, type TestServer } from './helpers/server';
import { signIn } from '@resumey/test-support/sign-in';
import { session as sessionTable, user as userTable } from '../src/db/schema';
import { authContractProblems } from '../src/auth/auth-contract';
import { verifiedToken } from '../src/auth/session-lookup';
import { gatedPath } from '../src/auth/second-factor-gate';

// What our lean session paths rely on in better-auth. These fail, naming what changed, when an upgrade of the
// library changes it; the server runs the same check at start and refuses to run.
describe(`the auth library contract (${testDbKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.stop());

  it('holds for the installed library', async () => {
    expect(await authContractProblems(server.auth)).toEqual([]);
  });

  it('reads the session cookie a real sign-in sets as the token of the session row, and refuses it altered', async () => {
    const client = await signIn(server.url, 'contract@example.com', 'Contract');
    const ctx = await server.auth.$context;
    const cookie = client.jar.get(ctx.authCookies.sessionToken.name);
    expect(cookie).toBeDefined();
    const value = decodeURIComponent(cookie!);
    const [u] = await server.database.db.select().from(userTable).where(eq(userTable.email, 'contract@example.com'));
    const [row] = await server.database.db.select().from(sessionTable).where(eq(sessionTable.userId, u!.id));
    expect(await verifiedToken(value, ctx.secret)).toBe(row!.token);
    expect(await verifiedToken(value, 'another-secret-another-secret-another')).toBeUndefined();
    expect(await verifiedToken(`${row!.token}x${value.slice(row!.token.length)}`, ctx.secret)).toBeUndefined();
    expect(await verifiedToken(row!.token, ctx.secret)).toBeUndefined();
  });

  it('gates a new session after any endpoint but the second factor own, whatever the route is called', () => {
    // Today's OAuth callback, and what an upgrade might rename it to: both are gated.
    for (const path of ['/callback/:id', '/oauth2/callback/:providerId', '/sign-in/social', '/sign-in/id-token']) {
      expect(gatedPath(path), path).toBe(true);
    }
    expect(gatedPath('/two-factor/verify-totp')).toBe(false);
    expect(gatedPath('/two-factor/verify-backup-code')).toBe(false);
  });
});
