import { t } from '@lingui/core/macro';
import { createAuthClient } from 'better-auth/client';
import { twoFactorClient } from 'better-auth/client/plugins';
import { ApiRequestError } from '../lib/api';

/**
 * The auth library's own client for its endpoints (/api/auth/*: sign-in, sign-out, the second factor), the
 * same library the server runs. Our own API goes through lib/api.ts's typed client.
 */
export const authClient = createAuthClient({
  basePath: '/api/auth',
  // A pending second factor is handled by /auth/callback (AuthCallback.tsx), not by a redirect of the client's.
  plugins: [twoFactorClient()],
  // The app chooses where each call leads (sign-in: the provider's address; sign-out: home, SPEC.md section 4),
  // rather than the library following an address it was sent (the provider's end-session page on sign-out).
  disableDefaultFetchPlugins: true,
  fetchOptions: { credentials: 'same-origin', headers: { accept: 'application/json' } },
});

interface Refusal {
  code?: string;
  message?: string;
}
/** The library's error: its own `{ code, message }`, or our API's `{ error: { code, message } }` spread into it. */
type LibraryResult<T> = { data: T; error: null } | { data: null; error: Refusal & { status: number; error?: Refusal } };

/**
 * The data of an auth library call, or an ApiRequestError carrying the library's `{ code, message }` as its body
 * (auth/two-factor-api.ts codeProblem reads either error shape); an unreachable server is status 0.
 */
export async function authCall<T>(request: Promise<LibraryResult<T>>): Promise<NonNullable<T>> {
  let result: LibraryResult<T>;
  try {
    result = await request;
  } catch (err) {
    throw new ApiRequestError(0, 'network', t`Could not reach the server`, err);
  }
  if (result.error) {
    // (Our own answers on the library's paths say it the API's way: a rate limit's 429 ('rate_limited').)
    const { status, error: own } = result.error;
    const code = result.error.code ?? own?.code;
    const message = result.error.message || own?.message;
    throw new ApiRequestError(status, 'http_error', message || t`Request failed (${status})`, { code, message });
  }
  if (result.data == null) throw new ApiRequestError(502, 'http_error', t`The server gave an empty answer`, null);
  return result.data;
}
