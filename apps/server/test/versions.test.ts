import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import {
  sampleResume,
  VERSION_BYTES_PER_USER,
  type Resume,
  type ResumeRecord,
  type VersionList,
} from '@resumey/resume';
import { wordyResume } from '@resumey/test-support/wordy-resume';
import { resumeVersions } from '../src/db/schema';
import { signIn, type SignedInClient } from '@resumey/test-support/sign-in';
import { startTestServer, testDbKind, type TestServer } from './helpers/server';
import { bodyOf } from './helpers/body';

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

/**
 * Version history (issue #42 item 1): one version per 10 minutes of editing by the test clock, none for unchanged
 * content, one on each event (import, template change, restore, a tailored copy's merge, a save's conflict), restore gives back old content and can itself be
 * undone, thinning, and another user's history answers 404.
 */
describe(`version history (${testDbKind})`, () => {
  let server: TestServer;
  let ann: SignedInClient;
  let bob: SignedInClient;

  const setClock = async (offsetMs: number) => {
    const res = await fetch(`${server.url}/api/test/clock`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ offsetMs }),
    });
    expect(res.status).toBe(204);
  };
  const create = async (c: SignedInClient, resume: Resume = sampleResume()) => {
    const res = await c.api('/api/resumes', { method: 'POST', json: { resume } });
    expect(res.status).toBe(201);
    return bodyOf<ResumeRecord>(res);
  };
  const save = async (c: SignedInClient, record: ResumeRecord, change: (r: Resume) => Resume) => {
    const res = await c.api(`/api/resumes/${record.resume.id}`, {
      method: 'PUT',
      json: { resume: change(record.resume), version: record.version },
    });
    expect(res.status).toBe(200);
    return bodyOf<ResumeRecord>(res);
  };
  const versions = async (c: SignedInClient, id: string) =>
    (await bodyOf<VersionList>(await c.api(`/api/resumes/${id}/versions`))).versions;
  const versionOf = async (c: SignedInClient, id: string, versionId: string) =>
    bodyOf<Resume>(await c.api(`/api/resumes/${id}/versions/${versionId}`));
  const restore = async (c: SignedInClient, id: string, versionId: string) => {
    const res = await c.api(`/api/resumes/${id}/versions/${versionId}/restore`, { method: 'POST' });
    expect(res.status).toBe(200);
    return bodyOf<ResumeRecord>(res);
  };
  const withSummary = (summary: string) => (r: Resume) => ({ ...r, summary });

  beforeAll(async () => {
    server = await startTestServer({ TEST_CLOCK: '1' });
    ann = await signIn(server.url, 'ann.versions@example.com', 'Ann Versions');
    bob = await signIn(server.url, 'bob.versions@example.com', 'Bob Versions');
  }, 120_000);
  afterEach(async () => {
    await setClock(0);
    const { resumes } = await bodyOf<{ resumes: ResumeRecord[] }>(await ann.api('/api/resumes'));
    for (const r of resumes) await ann.api(`/api/resumes/${r.resume.id}`, { method: 'DELETE' });
  });
  afterAll(() => server?.stop());

  it('keeps one version per 10 minutes of editing, and none for unchanged content', async () => {
    let rec = await create(ann);
    expect((await versions(ann, rec.resume.id)).map((v) => v.cause)).toEqual(['edit']);
    for (const s of ['one', 'two', 'three']) rec = await save(ann, rec, withSummary(s));
    expect(await versions(ann, rec.resume.id)).toHaveLength(1);

    await setClock(11 * MINUTE);
    rec = await save(ann, rec, withSummary('four'));
    rec = await save(ann, rec, withSummary('five'));
    const list = await versions(ann, rec.resume.id);
    expect(list).toHaveLength(2);
    expect((await versionOf(ann, rec.resume.id, list[0]!.id)).summary).toBe('four');
    expect(list[0]!.size).toBeGreaterThan(100);

    // Unchanged content 10 minutes later is not stored again.
    await setClock(22 * MINUTE);
    rec = await save(ann, rec, withSummary('four'));
    await setClock(33 * MINUTE);
    rec = await save(ann, rec, withSummary('four'));
    expect(await versions(ann, rec.resume.id)).toHaveLength(2);
    await setClock(44 * MINUTE);
    rec = await save(ann, rec, withSummary('six'));
    expect(await versions(ann, rec.resume.id)).toHaveLength(3);
  });

  it('keeps a version on a template change at once, with what it replaced', async () => {
    let rec = await create(ann);
    rec = await save(ann, rec, withSummary('edited before the change'));
    const other = rec.resume.meta.templateId === 't02-modern' ? 't01-classic' : 't02-modern';
    rec = await save(ann, rec, (r) => ({ ...r, meta: { ...r.meta, templateId: other } }));
    const list = await versions(ann, rec.resume.id);
    expect(list.map((v) => v.cause)).toEqual(['template', 'edit', 'edit']);
    expect((await versionOf(ann, rec.resume.id, list[1]!.id)).summary).toBe('edited before the change');
    expect((await versionOf(ann, rec.resume.id, list[0]!.id)).meta.templateId).toBe(other);
  });

  it('restores a version from before an import, and the restore itself can be undone', async () => {
    let rec = await create(ann);
    rec = await save(ann, rec, withSummary('my own words'));
    // An import into this resume: the imported content arrives with its review marks.
    rec = await save(ann, rec, (r) => ({
      ...r,
      summary: 'imported words',
      meta: { ...r.meta, importReview: { format: 'PDF', fileName: 'cv.pdf', marks: [] } },
    }));
    let list = await versions(ann, rec.resume.id);
    expect(list.map((v) => v.cause)).toEqual(['import', 'edit', 'edit']);
    const beforeImport = list[1]!;
    const importVersion = list[0]!;

    const restored = await restore(ann, rec.resume.id, beforeImport.id);
    expect(restored.version).toBe(rec.version + 1);
    expect(restored.resume.summary).toBe('my own words');
    expect(restored.resume.meta.importReview).toBeUndefined();
    // Other tabs see it as any save: the resume read back is the restored one.
    const read = await bodyOf<ResumeRecord>(await ann.api(`/api/resumes/${rec.resume.id}`));
    expect(read).toMatchObject({ version: restored.version, resume: { summary: 'my own words' } });
    list = await versions(ann, rec.resume.id);
    expect(list[0]!.cause).toBe('restore');

    // Undo the restore: back to the import.
    const undone = await restore(ann, rec.resume.id, importVersion.id);
    expect(undone.resume.summary).toBe('imported words');
    expect((await versions(ann, rec.resume.id))[0]!.cause).toBe('restore');
  });

  it("keeps a version when a tailored copy takes its master's changes, cause merge", async () => {
    const master = await create(ann);
    const target = await ann.api(`/api/resumes/${master.resume.id}/targets`, {
      method: 'POST',
      json: { title: 'Platform Engineer', company: 'Acme', posting: 'Requirements: Rust and Kubernetes.' },
    });
    expect(target.status).toBe(201);
    const { id: targetId } = await bodyOf<{ id: string }>(target);
    const made = await ann.api(`/api/resumes/${master.resume.id}/targets/${targetId}/tailor`, { method: 'POST' });
    expect(made.status).toBe(201);
    let copy = await bodyOf<ResumeRecord>(made);
    await save(ann, master, withSummary('written in the master'));
    const { link } = await bodyOf<{ link: { masterVersion: number } }>(
      await ann.api(`/api/resumes/${copy.resume.id}/link`),
    );
    // The editor takes the change into the copy (a save), then marks it taken: that is the merge.
    copy = await save(ann, copy, withSummary('written in the master'));
    const reviewed = await ann.api(`/api/resumes/${copy.resume.id}/link/review`, {
      method: 'POST',
      json: { masterVersion: link.masterVersion, take: [['summary']] },
    });
    expect(reviewed.status).toBe(200);
    const list = await versions(ann, copy.resume.id);
    expect(list.map((v) => v.cause)).toEqual(['merge', 'edit']);
    expect((await versionOf(ann, copy.resume.id, list[0]!.id)).summary).toBe('written in the master');
    // Declining a change merges nothing: no version.
    await save(ann, await bodyOf<ResumeRecord>(await ann.api(`/api/resumes/${master.resume.id}`)), withSummary('x'));
    const { link: again } = await bodyOf<{ link: { masterVersion: number } }>(
      await ann.api(`/api/resumes/${copy.resume.id}/link`),
    );
    const declined = await ann.api(`/api/resumes/${copy.resume.id}/link/review`, {
      method: 'POST',
      json: { masterVersion: again.masterVersion, decline: [['summary']] },
    });
    expect(declined.status).toBe(200);
    expect((await versions(ann, copy.resume.id)).map((v) => v.cause)).toEqual(['merge', 'edit']);
  });

  it("keeps the server's copy when a save conflicts, cause conflict, so the resolution can be undone", async () => {
    const opened = await create(ann);
    // Two tabs opened the same version: the first saves, the second's save is refused with the server's copy.
    const first = await save(ann, opened, withSummary('saved in the first tab'));
    const refused = await ann.api(`/api/resumes/${opened.resume.id}`, {
      method: 'PUT',
      json: { resume: withSummary('typed in the second tab')(opened.resume), version: opened.version },
    });
    expect(refused.status).toBe(409);
    let list = await versions(ann, opened.resume.id);
    expect(list.map((v) => v.cause)).toEqual(['conflict', 'edit']);
    expect((await versionOf(ann, opened.resume.id, list[0]!.id)).summary).toBe('saved in the first tab');
    // The user keeps the second tab's copy: an ordinary save over the server's version, the other one still kept.
    const resolved = await save(ann, first, withSummary('typed in the second tab'));
    expect(resolved.resume.summary).toBe('typed in the second tab');
    list = await versions(ann, opened.resume.id);
    expect(list.map((v) => v.cause)).toEqual(['conflict', 'edit']);
    const undone = await restore(ann, opened.resume.id, list[0]!.id);
    expect(undone.resume.summary).toBe('saved in the first tab');
  });

  it('keeps a version of an imported resume when it is created', async () => {
    const r = sampleResume();
    const rec = await create(ann, {
      ...r,
      meta: { ...r.meta, importReview: { format: 'PDF', fileName: 'a.pdf', marks: [] } },
    });
    expect((await versions(ann, rec.resume.id)).map((v) => v.cause)).toEqual(['import']);
  });

  it('thins: all of the last day, one a day for 30 days, one a week for a year, none older', async () => {
    await setClock(-400 * DAY);
    let rec = await create(ann);
    const at = [
      -200 * DAY,
      -200 * DAY + 3 * 60 * MINUTE,
      -20 * DAY - 3 * 60 * MINUTE,
      -20 * DAY - 60 * MINUTE,
      -12 * 60 * MINUTE,
      -6 * 60 * MINUTE,
    ];
    for (const [i, offset] of at.entries()) {
      await setClock(offset);
      rec = await save(ann, rec, withSummary(`at ${i}`));
    }
    const summaries = async () =>
      Promise.all(
        (await versions(ann, rec.resume.id)).map(async (v) => (await versionOf(ann, rec.resume.id, v.id)).summary),
      );
    // Each save that keeps a version thins by the clock of its time: at the last one (6 hours ago) the created
    // resume was over a year old (gone), 'at 0' shared its week with 'at 1' and 'at 2' its day with 'at 3'.
    expect(await summaries()).toEqual(['at 5', 'at 4', 'at 3', 'at 1']);
    await setClock(0);
    // An event thins too, by today's clock; the hourly maintenance does the same for everyone.
    const oldest = (await versions(ann, rec.resume.id)).at(-1)!;
    await restore(ann, rec.resume.id, oldest.id);
    expect(await summaries()).toEqual(['at 1', 'at 5', 'at 4', 'at 3', 'at 1']);
  });

  it(`bounds a user's history to ${VERSION_BYTES_PER_USER / 1024 / 1024} MB, dropping the oldest versions first`, async () => {
    // About 3.9 MB a version: seven of them are over the bound, five are not.
    let rec = await create(ann, wordyResume(80, 10));
    const templates = ['t02-modern-box', 't01-classic'];
    for (let i = 0; i < 6; i++) {
      rec = await save(ann, rec, (r) => ({
        ...r,
        summary: `save ${i}`,
        meta: { ...r.meta, templateId: templates[i % 2]! },
      }));
    }
    const { db } = server.database;
    const rows = await db
      .select({ size: resumeVersions.size, summary: sql<string>`${resumeVersions.data}->>'summary'` })
      .from(resumeVersions)
      .where(eq(resumeVersions.resumeId, rec.resume.id))
      .orderBy(desc(resumeVersions.createdAt));
    const total = rows.reduce((sum, r) => sum + r.size, 0);
    expect(total).toBeLessThanOrEqual(VERSION_BYTES_PER_USER);
    expect(rows.length).toBeGreaterThanOrEqual(4);
    expect(rows.length).toBeLessThan(7);
    // The newest are the ones kept, in order; the list the editor shows is the same.
    expect(rows.map((r) => r.summary)).toEqual(
      ['save 5', 'save 4', 'save 3', 'save 2', 'save 1', 'save 0'].slice(0, rows.length),
    );
    expect(await versions(ann, rec.resume.id)).toHaveLength(rows.length);
  }, 120_000);

  it("answers 404 for another user's history, versions and restore", async () => {
    const rec = await create(ann);
    const [v] = await versions(ann, rec.resume.id);
    const id = rec.resume.id;
    expect((await bob.api(`/api/resumes/${id}/versions`)).status).toBe(404);
    expect((await bob.api(`/api/resumes/${id}/versions/${v!.id}`)).status).toBe(404);
    expect((await bob.api(`/api/resumes/${id}/versions/${v!.id}/restore`, { method: 'POST' })).status).toBe(404);
    const bobs = await create(bob);
    expect((await bob.api(`/api/resumes/${bobs.resume.id}/versions/${v!.id}`)).status).toBe(404);
    expect((await bob.api(`/api/resumes/${bobs.resume.id}/versions/${v!.id}/restore`, { method: 'POST' })).status).toBe(
      404,
    );
    expect((await ann.api(`/api/resumes/${id}/versions/nope`)).status).toBe(404);
  });
});
