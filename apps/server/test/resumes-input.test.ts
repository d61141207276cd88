import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDbKind, type TestServer } from './helpers/server';
import { signIn, type SignedInClient } from '@resumey/test-support/sign-in';
import { createOk, json, jpegDataUrl, list, titled, uniqueEmail, type ResumeRecord } from './resumes-helpers';

type ErrorBody = { error: { code: string; message: string } };

describe(`resume API refuses bad input and writes nothing (${testDbKind})`, () => {
  let server: TestServer;
  let user: SignedInClient;
  let existing: ResumeRecord;
  // A fresh database and a real sign-in take seconds, more on a busy machine.
  beforeAll(async () => {
    server = await startTestServer();
    user = await signIn(server.url, uniqueEmail('input'), 'Input Tester');
    existing = await createOk(user, { resume: titled('Existing') });
  }, 180_000);
  afterAll(() => server?.stop());

  /** Nothing was written: one resume, unchanged. */
  async function expectUnchanged() {
    const all = await list(user);
    expect(all).toHaveLength(1);
    expect(all[0]).toEqual(existing);
  }

  const raw = (method: string, path: string, body: string, type = 'application/json') =>
    user.api(path, { method, body, headers: { 'content-type': type } });

  const writes = (): [string, string][] => [
    ['POST', '/api/resumes'],
    ['PUT', `/api/resumes/${existing.resume.id}`],
    ['PATCH', `/api/resumes/${existing.resume.id}`],
  ];

  it('refuses malformed JSON with 400', async () => {
    for (const [method, path] of writes()) {
      for (const body of ['{', '{"templateId": }', 'null x', '']) {
        const res = await raw(method, path, body);
        expect(res.status, `${method} ${path} ${body}`).toBe(400);
        expect((await json<ErrorBody>(res)).error.code).toBe('invalid_json');
      }
    }
    await expectUnchanged();
  });

  it('refuses a wrong content type with 415', async () => {
    for (const [method, path] of writes()) {
      for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
        const res = await raw(method, path, '{"templateId":"t01-classic","title":"x"}', type);
        expect(res.status, `${method} ${path} ${type}`).toBe(415);
        expect((await json<ErrorBody>(res)).error.message).toBe('Send the request body as application/json');
      }
    }
    await expectUnchanged();
  });

  it('refuses wrong types with 400 and a message naming the field', async () => {
    const id = existing.resume.id;
    const cases: [string, string, unknown, RegExp][] = [
      ['PUT', `/api/resumes/${id}`, { resume: existing.resume, version: '1' }, /version/],
      ['PUT', `/api/resumes/${id}`, { resume: existing.resume }, /version/],
      ['PUT', `/api/resumes/${id}`, { resume: existing.resume, version: 1.5 }, /version/],
      ['PUT', `/api/resumes/${id}`, { resume: { ...existing.resume, experience: 'none' }, version: 1 }, /experience/],
      [
        'PUT',
        `/api/resumes/${id}`,
        { resume: { ...existing.resume, meta: { ...existing.resume.meta, lineSpacing: 3 } }, version: 1 },
        /lineSpacing/,
      ],
      [
        'PUT',
        `/api/resumes/${id}`,
        { resume: { ...existing.resume, meta: { ...existing.resume.meta, color: 'red' } }, version: 1 },
        /color/,
      ],
      ['PUT', `/api/resumes/${id}`, [existing.resume], /./],
      ['POST', '/api/resumes', { resume: { ...existing.resume, skills: { core: [1] } } }, /./],
      ['PATCH', `/api/resumes/${id}`, { title: ['a'] }, /title/],
      ['PATCH', `/api/resumes/${id}`, {}, /title/],
    ];
    for (const [method, path, body, message] of cases) {
      const res = await user.api(path, { method, json: body });
      expect(res.status, `${method} ${JSON.stringify(body).slice(0, 80)}`).toBe(400);
      const err = await json<ErrorBody>(res);
      expect(err.error.code).toBe('invalid_input');
      expect(err.error.message).toMatch(message);
    }
    await expectUnchanged();
  });

  it('refuses prototype-pollution keys', async () => {
    const body = `{"resume": ${JSON.stringify(existing.resume).replace('{', '{"__proto__":{"admin":true},')}, "version": 1}`;
    const res = await raw('PUT', `/api/resumes/${existing.resume.id}`, body);
    expect(res.status).toBe(400);
    const created = await raw('POST', '/api/resumes', '{"templateId":"t01-classic","constructor":{"prototype":{}}}');
    expect(created.status).toBe(400);
    await expectUnchanged();
  });

  it('refuses a request body over 6 MB with 413', async () => {
    const big = titled('Huge', { summary: 'x'.repeat(4000) });
    const body = JSON.stringify({ resume: big, padding: 'y'.repeat(6 * 1024 * 1024) });
    const res = await raw('POST', '/api/resumes', body);
    expect(res.status).toBe(413);
    expect((await json<ErrorBody>(res)).error.code).toBe('payload_too_large');
    await expectUnchanged();
  });

  it('refuses a resume over 5 MB with 413 and a message', async () => {
    const bullets = Array.from({ length: 100 }, () => 'b'.repeat(5000));
    const experience = Array.from({ length: 11 }, (_, i) => ({
      id: `e${i}`,
      title: 'Role',
      company: 'Co',
      location: '',
      startDate: '',
      endDate: '',
      bullets,
      technologies: [],
    }));
    const huge = { ...existing.resume, experience };
    const size = Buffer.byteLength(JSON.stringify(huge));
    expect(size).toBeGreaterThan(5 * 1024 * 1024);
    expect(size).toBeLessThan(6 * 1024 * 1024 - 1000);
    for (const [method, path, body] of [
      ['PUT', `/api/resumes/${existing.resume.id}`, { resume: huge, version: existing.version }],
      ['POST', '/api/resumes', { resume: huge }],
    ] as const) {
      const res = await user.api(path, { method, json: body });
      expect(res.status, method).toBe(413);
      const err = await json<ErrorBody>(res);
      expect(err.error.code).toBe('resume_too_large');
      expect(err.error.message).toMatch(/larger than 5 MB/);
    }
    await expectUnchanged();
  });

  it('refuses a photo over 2 MB with 400 and a message, and accepts one of exactly 2 MB', async () => {
    for (const bytes of [2 * 1024 * 1024 + 10, 2 * 1024 * 1024 + 4096]) {
      const resume = { ...existing.resume, profile: { ...existing.resume.profile, profileImage: jpegDataUrl(bytes) } };
      for (const [method, path, body] of [
        ['PUT', `/api/resumes/${existing.resume.id}`, { resume, version: existing.version }],
        ['POST', '/api/resumes', { resume }],
      ] as const) {
        const res = await user.api(path, { method, json: body });
        expect(res.status, `${method} ${bytes}`).toBe(400);
        expect((await json<ErrorBody>(res)).error.message).toMatch(/Image size should be less than 2MB/);
      }
    }
    await expectUnchanged();
    const ok = {
      ...existing.resume,
      profile: { ...existing.resume.profile, profileImage: jpegDataUrl(2 * 1024 * 1024) },
    };
    const res = await user.api(`/api/resumes/${existing.resume.id}`, {
      method: 'PUT',
      json: { resume: ok, version: existing.version },
    });
    expect(res.status).toBe(200);
    existing = await json<ResumeRecord>(res);
  });

  it('refuses a non-image data URL as the photo', async () => {
    const resume = {
      ...existing.resume,
      profile: { ...existing.resume.profile, profileImage: 'data:text/html;base64,PHNjcmlwdD4=' },
    };
    const res = await user.api(`/api/resumes/${existing.resume.id}`, {
      method: 'PUT',
      json: { resume, version: existing.version },
    });
    expect(res.status).toBe(400);
    await expectUnchanged();
  });

  it('refuses a state change from another site with 403', async () => {
    const res = await user.api('/api/resumes', {
      method: 'POST',
      json: { templateId: 't01-classic' },
      headers: { origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
    await expectUnchanged();
  });

  it('still answers after all that', async () => {
    const res = await user.api('/api/resumes');
    expect(res.status).toBe(200);
  });
});
