import { CookieJar } from './cookie-jar';

export interface SignedInClient {
  jar: CookieJar;
  cookie: string;
  /** fetch against the server with the session cookie and our own Origin. */
  api(path: string, init?: RequestInit & { json?: unknown }): Promise<Response>;
}

/**
 * Signs in through the real OpenID Connect flow: the auth library redirects to the local provider, the test fills
 * in its form, and the provider redirects back with a code that the library exchanges for a session.
 */
export async function signIn(
  baseUrl: string,
  email: string,
  name = 'Test User',
  /** Sent with every request of the sign-in (e.g. X-Forwarded-For, as a proxy would add it). */
  extraHeaders: Record<string, string> = {},
): Promise<SignedInClient> {
  const jar = new CookieJar();
  const go = async (url: string, init: RequestInit = {}) => {
    const res = await fetch(new URL(url, baseUrl), {
      ...init,
      redirect: 'manual',
      headers: { ...extraHeaders, ...(init.headers as Record<string, string>), cookie: jar.header(), origin: baseUrl },
    });
    jar.store(res);
    return res;
  };
  const start = await go('/api/auth/sign-in/social', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ provider: 'local', callbackURL: '/dashboard' }),
  });
  if (!start.ok) throw new Error(`sign-in start failed: ${start.status} ${await start.text()}`);
  let location: string | null = ((await start.json()) as { url: string }).url;
  let filledForm = false;
  for (let hop = 0; hop < 12 && location; hop++) {
    const url = new URL(location, baseUrl);
    if (url.origin === new URL(baseUrl).origin && url.pathname === '/dashboard') {
      return client(baseUrl, jar);
    }
    if (url.pathname.startsWith('/oidc/interaction/') && !filledForm) {
      filledForm = true;
      const res = await go(`${url.pathname}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email, name }).toString(),
      });
      location = res.headers.get('location');
      continue;
    }
    const res = await go(url.toString());
    location = res.headers.get('location');
    if (!location) throw new Error(`sign-in stopped at ${url.pathname}: ${res.status} ${await res.text()}`);
  }
  throw new Error(`sign-in did not finish (last location ${location})`);
}

function client(baseUrl: string, jar: CookieJar): SignedInClient {
  return {
    jar,
    cookie: jar.header(),
    api: (path, init = {}) => {
      const { json, ...rest } = init;
      const headers: Record<string, string> = {
        cookie: jar.header(),
        origin: baseUrl,
        ...(rest.headers as Record<string, string>),
      };
      if (json !== undefined) headers['content-type'] = 'application/json';
      return fetch(new URL(path, baseUrl), {
        ...rest,
        headers,
        body: json !== undefined ? JSON.stringify(json) : rest.body,
      });
    },
  };
}
