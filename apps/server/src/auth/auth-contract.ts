import { randomUUID } from 'node:crypto';
import { serializeSignedCookie } from 'better-call';
import type { Auth } from './auth';
import { SESSION_EXPIRES_IN_SECONDS, SESSION_UPDATE_AGE_SECONDS } from './auth';
import { verifiedToken } from './session-lookup';

/**
 * What the server's lean session paths rely on in the auth library (session-lookup.ts reads the signed cookie;
 * the save statement in resumes/repository.ts reads the session row with the library's refresh rule), checked at
 * every start: an upgraded library that changed any of it stops the server with a message naming what changed,
 * instead of signing everyone out (or in) silently. Contract tests run the same check (auth-contract.test.ts).
 */
export async function authContractProblems(auth: Auth): Promise<string[]> {
  const ctx = await auth.$context;
  const problems: string[] = [];
  const cookie = ctx.authCookies.sessionToken.name;
  if (!/^resumey\.session_token$|^__Secure-resumey\.session_token$/.test(cookie)) {
    problems.push(`the session cookie is named '${cookie}'`);
  }
  // A cookie signed the way the library signs its session cookie reads back as its token; a tampered one does not.
  const token = randomUUID().replaceAll('-', '');
  const header = await serializeSignedCookie(cookie, token, ctx.secret);
  const value = decodeURIComponent(header.slice(cookie.length + 1).split(';', 1)[0]!);
  if ((await verifiedToken(value, ctx.secret)) !== token) problems.push('a session cookie it signs does not verify');
  const tampered = value.slice(0, -4) + (value.endsWith('AAA=') ? 'BBB=' : 'AAA=');
  if ((await verifiedToken(tampered, ctx.secret)) !== undefined) problems.push('a tampered session cookie verifies');
  // The freshness rule: a session is extended once it expires within (expiresIn - updateAge).
  const { expiresIn, updateAge } = ctx.sessionConfig;
  if (expiresIn !== SESSION_EXPIRES_IN_SECONDS || updateAge !== SESSION_UPDATE_AGE_SECONDS) {
    problems.push(`sessions last ${expiresIn} s and are extended after ${updateAge} s`);
  }
  // The session row the save statement reads: table session, columns token, user_id, expires_at.
  const fields = ctx.tables.session?.fields ?? {};
  for (const [field, column] of [
    ['token', 'token'],
    ['userId', 'user_id'],
    ['expiresAt', 'expires_at'],
  ] as const) {
    const name = (fields as Record<string, { fieldName?: string } | undefined>)[field]?.fieldName ?? field;
    if (!(field in fields)) problems.push(`the session table has no ${field} field (column ${column})`);
    else if (name !== field) problems.push(`the session ${field} field is stored as ${name}`);
  }
  return problems;
}

export async function checkAuthContract(auth: Auth): Promise<void> {
  const problems = await authContractProblems(auth);
  if (problems.length === 0) return;
  throw new Error(
    `The auth library no longer works the way this server relies on (src/auth/auth-contract.ts): ${problems.join('; ')}`,
  );
}
