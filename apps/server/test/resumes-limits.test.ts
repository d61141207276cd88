import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@resumey/resume';
import { startTestServer, testDbKind, type TestServer } from './helpers/server';
import { signIn } from '@resumey/test-support/sign-in';
import { create, createOk, json, list, titled, uniqueEmail, type ResumeRecord } from './resumes-helpers';

// The resume API's limits and ownership: the 4-resume limit under duplicates and parallel calls, deletes, and
// another user's ids (resumes.test.ts has the rest of the API).
describe(`resume API: limits and ownership (${testDbKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  }, 180_000);
  afterAll(() => server?.stop());

  const fresh = (name: string) => signIn(server.url, uniqueEmail(name), name);

  it("duplicates as '{title} (Copy)' with new ids, counting against the limit", async () => {
    const carol = await fresh('carol');
    const source = titled('Designer CV', {
      experience: [
        {
          id: 'e1',
          title: 'Lead',
          company: 'Acme',
          location: '',
          startDate: '',
          endDate: '',
          bullets: ['Did'],
          technologies: [],
          url: '',
          description: '',
          summary: '',
        },
      ],
    });
    const original = await createOk(carol, { resume: source });
    const res = await carol.api(`/api/resumes/${original.resume.id}/duplicate`, { method: 'POST' });
    expect(res.status).toBe(201);
    const copy = await json<ResumeRecord>(res);
    expect(copy.resume.meta.title).toBe('Designer CV (Copy)');
    expect(copy.resume.id).not.toBe(original.resume.id);
    expect(copy.resume.experience[0]).toMatchObject({ title: 'Lead', company: 'Acme' });
    expect(copy.resume.experience[0]!.id).not.toBe('e1');
    expect(copy.version).toBe(1);
    await createOk(carol);
    await createOk(carol);
    const fifth = await carol.api(`/api/resumes/${original.resume.id}/duplicate`, { method: 'POST' });
    expect(fifth.status).toBe(409);
    expect((await json<{ error: { code: string } }>(fifth)).error.code).toBe('resume_limit');
    expect((await list(carol)).length).toBe(4);
  });

  it('refuses the fifth resume with the SPEC message, and allows one again after a delete', async () => {
    const dave = await fresh('dave');
    const made = [];
    for (let i = 0; i < 4; i++) made.push(await createOk(dave));
    const fifth = await create(dave);
    expect(fifth.status).toBe(409);
    expect(fifth.body.error).toEqual({
      code: 'resume_limit',
      message: 'You can only have up to 4 resumes. Please delete one to create a new one.',
    });
    expect(MESSAGES.resumeLimit).toBe(fifth.body.error!.message);
    const del = await dave.api(`/api/resumes/${made[0]!.resume.id}`, { method: 'DELETE' });
    expect(del.status).toBe(204);
    expect((await create(dave)).status).toBe(201);
    expect((await list(dave)).length).toBe(4);
  });

  it('lets 20 parallel creates leave exactly 4 resumes', async () => {
    const erin = await fresh('erin');
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        create(erin, i % 2 ? { templateId: 't02-modern-box' } : { resume: titled(`P${i}`) }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(4);
    expect(statuses.filter((s) => s === 409)).toHaveLength(16);
    expect((await list(erin)).length).toBe(4);
  });

  it('lets parallel duplicates and creates together never pass the limit', async () => {
    const fay = await fresh('fay');
    const first = await createOk(fay);
    const results = await Promise.all([
      ...Array.from({ length: 6 }, () => fay.api(`/api/resumes/${first.resume.id}/duplicate`, { method: 'POST' })),
      ...Array.from({ length: 6 }, () => create(fay).then((r) => ({ status: r.status }))),
    ]);
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    expect((await list(fay)).length).toBe(4);
  });

  it('deletes a resume: 204, then 404, and gone from the list', async () => {
    const del = await fresh('del');
    const record = await createOk(del);
    const id = record.resume.id;
    expect((await del.api(`/api/resumes/${id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await del.api(`/api/resumes/${id}`)).status).toBe(404);
    expect((await del.api(`/api/resumes/${id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await list(del)).some((r) => r.resume.id === id)).toBe(false);
  });

  it("treats another user's ids as unknown on every endpoint and changes nothing", async () => {
    const owner = await fresh('owner');
    const intruder = await fresh('intruder');
    const record = await createOk(owner, { resume: titled('Private') });
    const id = record.resume.id;
    const attempts: [string, string, unknown?][] = [
      ['GET', `/api/resumes/${id}`],
      ['PUT', `/api/resumes/${id}`, { resume: { ...record.resume, summary: 'hacked' }, version: 1 }],
      ['PATCH', `/api/resumes/${id}`, { title: 'hacked' }],
      ['POST', `/api/resumes/${id}/duplicate`],
      ['DELETE', `/api/resumes/${id}`],
    ];
    for (const [method, path, body] of attempts) {
      const res = await intruder.api(path, { method, json: body });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect((await json<{ error: { code: string } }>(res)).error.code).toBe('not_found');
    }
    expect(await list(intruder)).toEqual([]);
    expect(await json(await owner.api(`/api/resumes/${id}`))).toEqual(record);
  });
});
