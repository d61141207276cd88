import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId, sampleResume, type Resume } from '@resumey/resume';
import { startTestServer, testDbKind, type TestServer } from './helpers/server';
import { signIn, type SignedInClient } from '@resumey/test-support/sign-in';
import { buildPrintView } from '@resumey/test-support/pdf-support';
import { errorOf } from './helpers/body';

// The PDF addresses' refusals (pdf/routes.ts): bad requests, the rate limit and a server without Chromium. All of
// them are answered before any rendering (validation, size and rate limit come first), so one server without
// Chromium serves them all and no browser is started; pdf.test.ts prints.

const uniqueEmail = (name: string) => `${name}-${newId().slice(0, 8)}@example.com`;

describe(`PDF refusals, on a server without Chromium (${testDbKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ WEB_DIST: await buildPrintView(), CHROMIUM_PATH: '/nonexistent/chromium' });
  }, 180_000);
  afterAll(() => server?.stop());

  const post = (client: SignedInClient, resume: unknown) =>
    client.api('/api/pdf', { method: 'POST', json: { resume } });

  it('refuses bad PDF requests with a clear 4xx', async () => {
    const client = await signIn(server.url, uniqueEmail('bad'), 'Bad');
    const raw = (body: string, type = 'application/json') =>
      client.api('/api/pdf', { method: 'POST', headers: { 'content-type': type }, body });
    const cases: [Promise<Response>, number, string][] = [
      [raw('{"resume":{}}', 'text/plain'), 415, 'unsupported_media_type'],
      [raw('{"resume":'), 400, 'invalid_json'],
      [raw('{}'), 400, 'invalid_input'],
      [
        raw(JSON.stringify({ resume: { ...sampleResume(), meta: { ...sampleResume().meta, fontFamily: 'comic' } } })),
        400,
        'invalid_input',
      ],
      [raw(`{"resume":${JSON.stringify(sampleResume()).replace('{', '{"__proto__":{"x":1},')}}`), 400, 'invalid_input'],
    ];
    for (const [pending, status, code] of cases) {
      const res = await pending;
      expect(res.status, code).toBe(status);
      expect((await errorOf(res)).code).toBe(code);
    }
    // Over 5 MB of resume (under the 6 MB body cap): refused before any rendering.
    const huge = sampleResume();
    huge.experience = Array.from({ length: 12 }, () => ({
      ...huge.experience[0]!,
      id: newId(),
      bullets: Array.from({ length: 90 }, () => 'x'.repeat(5000)),
    }));
    const big = await post(client, huge);
    expect(big.status).toBe(413);
    expect((await errorOf(big)).code).toBe('resume_too_large');
  });

  const PDF_DEFAULT_LIMIT = 20;
  it('limits PDF requests to PDF_RATE_LIMIT (20 by default) a minute per user', async () => {
    const client = await signIn(server.url, uniqueEmail('rate'), 'Rate');
    const statuses: number[] = [];
    // Malformed bodies: counted by the limit, answered without rendering anything.
    for (let i = 0; i <= PDF_DEFAULT_LIMIT; i++) {
      statuses.push((await client.api('/api/pdf', { method: 'POST', json: {} })).status);
    }
    expect(statuses.slice(0, PDF_DEFAULT_LIMIT).every((s) => s === 400)).toBe(true);
    const last = await client.api('/api/pdf', { method: 'POST', json: {} });
    expect(last.status).toBe(429);
    expect(last.headers.get('retry-after')).toMatch(/^\d+$/);
    // Another user is not affected: their malformed body is answered for what it is, not refused as over the limit.
    const other = await signIn(server.url, uniqueEmail('other'), 'Other');
    expect((await other.api('/api/pdf', { method: 'POST', json: {} })).status).toBe(400);
  });

  it('answers 503 with a message that points to the print dialog, for every PDF address', async () => {
    const client = await signIn(server.url, uniqueEmail('nochrome'), 'No Chrome');
    const created = await client.api('/api/resumes', { method: 'POST', json: { resume: sampleResume() } });
    const id = ((await created.json()) as { resume: Resume }).resume.id;
    for (const res of [
      await client.api(`/api/resumes/${id}/pdf`),
      await client.api('/api/pdf', { method: 'POST', json: { resume: sampleResume() } }),
    ]) {
      expect(res.status).toBe(503);
      const error = await errorOf(res);
      expect(error.code).toBe('pdf_unavailable');
      expect(error.message).toMatch(/not available.*print dialog/i);
    }
  });
});
