import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDbKind, type TestServer } from './helpers/server';
import { signIn, type SignedInClient } from '@resumey/test-support/sign-in';
import { createResume, saveShare, setUsername } from './shares-helpers';
import { bodyOf } from './helpers/body';
import { miniatureWebDist } from './helpers/web-dist';
import type { SharesList } from '@resumey/resume';

/**
 * The web app's pages as the server hands them out (issue #16 items 2, 6, 15): a page that shows nothing says so
 * in its HTTP status as well as on screen; social previews get absolute URLs; every route has the security headers.
 */
describe(`web app pages (${testDbKind})`, () => {
  let server: TestServer;
  let dist: string;
  let ann: SignedInClient;
  const get = (p: string) => fetch(`${server.url}${p}`, { redirect: 'manual' });

  beforeAll(async () => {
    dist = miniatureWebDist();
    server = await startTestServer({ WEB_DIST: dist });
    ann = await signIn(server.url, 'ann.shell@example.com', 'Ann');
    expect((await setUsername(ann, 'ann-shell')).status).toBe(200);
    const live = await createResume(ann, 'Live');
    expect((await saveShare(ann, { username: 'ann-shell', slug: 'live', resumeId: live.id })).status).toBe(201);
    const gone = await createResume(ann, 'Withdrawn');
    expect((await saveShare(ann, { username: 'ann-shell', slug: 'withdrawn', resumeId: gone.id })).status).toBe(201);
    const shares = (await bodyOf<SharesList>(await ann.api('/api/shares'))).shares as { id: string; slug: string }[];
    const id = shares.find((s) => s.slug === 'withdrawn')!.id;
    expect((await ann.api(`/api/shares/${id}`, { method: 'DELETE' })).status).toBe(204);
    const locked = await createResume(ann, 'Locked');
    const saved = await saveShare(ann, { username: 'ann-shell', slug: 'locked', resumeId: locked.id });
    const lockedId = ((await saved.json()) as { share: { id: string } }).share.id;
    const withPassword = await ann.api(`/api/shares/${lockedId}`, {
      method: 'PATCH',
      json: { password: 'shell password' },
    });
    expect(withPassword.status).toBe(200);
  });
  afterAll(async () => {
    await server?.stop();
    if (dist) rmSync(dist, { recursive: true, force: true });
  });

  it('answers 404 for an address that shows nothing, with the same screen as ever', async () => {
    for (const p of ['/v/no-such-slug', '/u/nobody/nothing', '/u/ann-shell/never-used']) {
      const res = await get(p);
      expect(res.status, p).toBe(404);
      expect(await res.text(), p).toContain('PUBLIC SHELL');
    }
    for (const p of ['/no-such-page', '/dashboard/extra/bits', '/edit/a/b']) {
      const res = await get(p);
      expect(res.status, p).toBe(404);
      expect(await res.text(), p).toContain('APP SHELL');
    }
  });

  it("answers 410 for a withdrawn share's addresses", async () => {
    for (const p of ['/v/withdrawn', '/u/ann-shell/withdrawn']) {
      const res = await get(p);
      expect(res.status, p).toBe(410);
      expect(await res.text(), p).toContain('PUBLIC SHELL');
    }
  });

  it('answers 200 for pages that exist', async () => {
    for (const p of ['/v/live', '/u/ann-shell/live']) {
      const res = await get(p);
      expect(res.status, p).toBe(200);
      expect(await res.text(), p).toContain('PUBLIC SHELL');
    }
    // The addresses whose resume travels in the fragment get the page built for them (link.html, on Preact).
    for (const p of ['/v', '/view', '/v/']) {
      const res = await get(p);
      expect(res.status, p).toBe(200);
      const html = await res.text();
      expect(html, p).toContain('LINK SHELL');
      expect(html, p).not.toContain('PUBLIC SHELL');
    }
    for (const p of ['/', '/auth', '/auth/callback', '/dashboard', '/edit', '/edit/some-id', '/screenshot-generator']) {
      const res = await get(p);
      expect(res.status, p).toBe(200);
      expect(await res.text(), p).toContain('APP SHELL');
    }
    expect((await get('/og-image.png')).status).toBe(200);
  });

  it("draws a protected share's password form into the page built on Preact: it has nothing to hydrate", async () => {
    for (const p of ['/v/locked', '/u/ann-shell/locked']) {
      const res = await get(p);
      expect(res.status, p).toBe(401);
      const html = await res.text();
      expect(html, p).toContain('LINK SHELL');
      expect(html, p).not.toContain('PUBLIC SHELL');
      expect(html, p).toMatch(/<form[^>]*action="\/api\/public\/(u\/ann-shell|v)\/locked\/unlock"/);
      expect(html, p).toContain('name="password"');
      expect(html, p).not.toContain('Locked');
    }
  });

  it('gives every og: and twitter: URL as an absolute address under PUBLIC_URL', async () => {
    for (const p of ['/', '/no-such-page']) {
      const html = await (await get(p)).text();
      expect(html).toContain(`<meta property="og:image" content="${server.url}/og-image.png" />`);
      expect(html).toContain(`<meta property="og:url" content="${server.url}/" />`);
      expect(html).toContain(`<meta name="twitter:image" content="${server.url}/og-image.png" />`);
      // Text that is not a URL is left alone.
      expect(html).toContain('content="Resumey: resumes built for professionals"');
    }
  });

  it("sends the local sign-in provider's pages with the same security headers as every other route", async () => {
    const reference = (await get('/api/health')).headers;
    const names = [
      'content-security-policy',
      'x-frame-options',
      'x-content-type-options',
      'referrer-policy',
      'cross-origin-opener-policy',
    ];
    for (const p of [
      '/oidc/.well-known/openid-configuration',
      '/oidc/jwks',
      '/oidc/interaction/unknown',
      '/oidc/nope',
    ]) {
      const res = await get(p);
      for (const name of names) expect(res.headers.get(name), `${p} ${name}`).toBe(reference.get(name));
    }
  });
});
