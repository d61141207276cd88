import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TEMPLATE_ID } from '@resumey/resume';
import { startTestServer, testDbKind, type TestServer } from './helpers/server';
import { signIn, type SignedInClient } from '@resumey/test-support/sign-in';
import { createResume, resumeFor } from './shares-helpers';

/**
 * Issue #16 item 5: hostile input anywhere, the auth library's routes included, is refused with a 4xx, never a
 * 5xx; a template id that names no template never gets stored.
 */
describe(`hostile input (${testDbKind})`, () => {
  let server: TestServer;
  let user: SignedInClient;

  beforeAll(async () => {
    server = await startTestServer();
    user = await signIn(server.url, 'hostile@example.com', 'Hostile');
  });
  afterAll(() => server?.stop());

  const raw = (path: string, body: string) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: user.cookie, origin: server.url },
      body,
    });

  it('answers a NUL character in an auth route body with a 4xx and a JSON message', async () => {
    const bodies = ['{"token":"a\\u0000b"}', '{"token":"\u0000"}', '{"token":"x"}\u0000'];
    const paths = [
      '/api/auth/revoke-session',
      '/api/auth/revoke-other-sessions',
      '/api/auth/unlink-account',
      '/api/auth/sign-in/social',
      '/api/auth/two-factor/verify-totp',
    ];
    for (const path of paths) {
      for (const body of bodies) {
        const res = await raw(path, body.replace('token', path.includes('social') ? 'provider' : 'token'));
        expect(res.status, `${path} ${JSON.stringify(body)}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${path} ${JSON.stringify(body)}`).toBeLessThan(500);
      }
    }
    // The session still works: nothing was half-done.
    expect((await user.api('/api/me')).status).toBe(200);
  });

  it("stores a template id that is no template's id as the default template (SPEC's 't' rule, on the id shape)", async () => {
    const resume = await createResume(user, 'Templates');
    let version = 1;
    for (const templateId of ['str', '123', '\u202Et01-classic', 't01-classic\u200F', 't<b>', 'T01-CLASSIC ']) {
      const sent = { ...resume, meta: { ...resume.meta, templateId } };
      const put = await user.api(`/api/resumes/${resume.id}`, { method: 'PUT', json: { resume: sent, version } });
      expect(put.status, templateId).toBe(200);
      version = ((await put.json()) as { version: number }).version;
      const stored = (await (await user.api(`/api/resumes/${resume.id}`)).json()) as {
        resume: { meta: { templateId: string } };
      };
      expect(stored.resume.meta.templateId, JSON.stringify(templateId)).toBe(DEFAULT_TEMPLATE_ID);
    }
    const created = await user.api('/api/resumes', {
      method: 'POST',
      json: { resume: { ...resumeFor('Pat'), meta: { ...resumeFor('Pat').meta, templateId: '123' } } },
    });
    expect(created.status).toBe(201);
    expect(((await created.json()) as { resume: { meta: { templateId: string } } }).resume.meta.templateId).toBe(
      DEFAULT_TEMPLATE_ID,
    );
    // A real template is kept; so is a withdrawn one's id (the editor says 'Template not found' with it).
    for (const templateId of ['t07-tech-minimal', 't99-withdrawn']) {
      const kept = { ...resume, meta: { ...resume.meta, templateId } };
      const put = await user.api(`/api/resumes/${resume.id}`, { method: 'PUT', json: { resume: kept, version } });
      const saved = (await put.json()) as { version: number; resume: { meta: { templateId: string } } };
      expect(saved.resume.meta.templateId).toBe(templateId);
      version = saved.version;
    }
  });
});
