import type { ApiKeyScope, CreatedApiKey } from '@resumey/resume';
import type { SignedInClient } from '@resumey/test-support/sign-in';
import { API_KEY_SCOPES } from '@resumey/resume';

/** Creates a key in the account dialog's way (the browser session); fails the test if refused. */
export async function createKey(
  client: SignedInClient,
  body: { name?: string; scopes?: ApiKeyScope[]; expiresAt?: string | null } = {},
): Promise<CreatedApiKey> {
  const res = await client.api('/api/account/api-keys', {
    method: 'POST',
    json: { name: body.name ?? 'Script', scopes: body.scopes ?? [...API_KEY_SCOPES], expiresAt: body.expiresAt },
  });
  if (res.status !== 201) throw new Error(`create key: ${res.status} ${await res.text()}`);
  return (await res.json()) as CreatedApiKey;
}

/** A request as a script sends it: the key in Authorization, no cookies, no Origin. */
export function withKey(serverUrl: string, key: string) {
  return (path: string, init: RequestInit & { json?: unknown } = {}) => {
    const headers = new Headers(init.headers);
    headers.set('authorization', `Bearer ${key}`);
    if (init.json !== undefined) headers.set('content-type', 'application/json');
    return fetch(new URL(path, serverUrl), {
      ...init,
      headers,
      redirect: 'manual',
      body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
    });
  };
}

export type KeyFetch = ReturnType<typeof withKey>;
