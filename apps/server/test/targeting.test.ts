import { cpSync, rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { eq } from 'drizzle-orm';
import {
  fieldChanges,
  newId,
  resumeToText,
  sampleResume,
  toJsonResume,
  type CoverageAnswer,
  type JobTarget,
  type Resume,
  type ResumeRecord,
  type TailoredLink,
} from '@resumey/resume';
import { resumeToDocx } from '@resumey/resume/export/docx';
import { buildPrintView, pruneOldBuilds } from '@resumey/test-support/pdf-support';
import { publicShellDist } from '@resumey/test-support/public-shell-dist';
import { signIn, type SignedInClient } from '@resumey/test-support/sign-in';
import { jobTargets, tailoredCopies } from '../src/db/schema';
import { startTestServer, testDbKind, type TestServer } from './helpers/server';
import { saveShare, setUsername } from './shares-helpers';

const uniqueEmail = (name: string) => `${name}-${newId().slice(0, 8)}@example.com`;
/** Words that appear only in the posting: none may ever reach a share, a public page or an export. */
const MARKER = 'Quokkafrobnication';
const POSTING = `Requirements
- 3+ years of experience with Python and Kubernetes
- Terraform, and experience with ${MARKER} pipelines
Nice to have
- Experience with Elixir`;

describe(`job targets (${testDbKind})`, () => {
  let server: TestServer;
  let webDist: string;
  let ann: SignedInClient;
  let bob: SignedInClient;

  beforeAll(async () => {
    pruneOldBuilds();
    // The print view (PDFs to read back) and the public page's shell (shares' pages), in one web build of its own.
    webDist = publicShellDist('resumey-targeting');
    cpSync(await buildPrintView(), webDist, { recursive: true });
    server = await startTestServer({ WEB_DIST: webDist, OG_RATE_LIMIT: '1000' });
    ann = await signIn(server.url, uniqueEmail('ann'), 'Ann Target');
    bob = await signIn(server.url, uniqueEmail('bob'), 'Bob Other');
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(webDist, { recursive: true, force: true });
  });

  const json = async <T>(res: Response) => (await res.json()) as T;
  async function newResume(client: SignedInClient, resume: Resume = sampleResume()): Promise<ResumeRecord> {
    const res = await client.api('/api/resumes', { method: 'POST', json: { resume } });
    expect(res.status).toBe(201);
    return json<ResumeRecord>(res);
  }
  const addTarget = (client: SignedInClient, resumeId: string, body: unknown) =>
    client.api(`/api/resumes/${resumeId}/targets`, { method: 'POST', json: body });
  const coverage = async (resumeId: string, targetId: string, resume: Resume) => {
    const res = await ann.api(`/api/resumes/${resumeId}/targets/${targetId}/coverage`, {
      method: 'POST',
      json: { resume },
    });
    expect(res.status).toBe(200);
    return json<CoverageAnswer>(res);
  };
  const deleteAll = async (client: SignedInClient) => {
    const { resumes } = await json<{ resumes: ResumeRecord[] }>(await client.api('/api/resumes'));
    for (const r of resumes) await client.api(`/api/resumes/${r.resume.id}`, { method: 'DELETE' });
  };

  it('keeps postings with a resume, with their terms, and refuses bad input and the 11th with clear errors', async () => {
    await deleteAll(ann);
    const { resume } = await newResume(ann);
    const res = await addTarget(ann, resume.id, { title: 'Platform Engineer', company: 'Acme', posting: POSTING });
    expect(res.status).toBe(201);
    const target = await json<JobTarget>(res);
    expect(target.terms.map((t) => [t.label, t.strength])).toEqual(
      expect.arrayContaining([
        ['Python', 'required'],
        ['Kubernetes', 'required'],
        ['Elixir', 'preferred'],
        ['3+ years of experience', 'required'],
      ]),
    );

    const refusals: [unknown, number, string][] = [
      [{ title: '', posting: 'x' }, 400, 'Enter the job title.'],
      [{ title: 'T', posting: '   ' }, 400, 'Paste the text of the job posting.'],
      [{ title: 'T', posting: 'x'.repeat(30_001) }, 400, 'The posting is too long: at most 30,000 characters.'],
      [{ title: 'T', posting: 'x', extra: 1 }, 400, ''],
    ];
    for (const [body, status, message] of refusals) {
      const refused = await addTarget(ann, resume.id, body);
      expect(refused.status).toBe(status);
      if (message) expect((await json<{ error: { message: string } }>(refused)).error.message).toContain(message);
    }
    for (let i = 1; i < 10; i++)
      expect((await addTarget(ann, resume.id, { title: `T${i}`, posting: 'Go' })).status).toBe(201);
    const over = await addTarget(ann, resume.id, { title: 'T11', posting: 'Go' });
    expect(over.status).toBe(409);
    expect((await json<{ error: { code: string } }>(over)).error.code).toBe('target_limit');

    const list = await json<{ targets: JobTarget[] }>(await ann.api(`/api/resumes/${resume.id}/targets`));
    expect(list.targets).toHaveLength(10);
    // Another user's ids are answered like ids that do not exist.
    expect((await bob.api(`/api/resumes/${resume.id}/targets`)).status).toBe(404);
    expect((await addTarget(bob, resume.id, { title: 'x', posting: 'x' })).status).toBe(404);

    const edited = await ann.api(`/api/resumes/${resume.id}/targets/${target.id}`, {
      method: 'PUT',
      json: { title: 'Platform Engineer', company: 'Acme', posting: 'Requirements: Rust' },
    });
    expect((await json<JobTarget>(edited)).terms.map((t) => t.label)).toContain('Rust');
    expect((await ann.api(`/api/resumes/${resume.id}/targets/${target.id}`, { method: 'DELETE' })).status).toBe(204);
    const rows = await server.database.db.select().from(jobTargets).where(eq(jobTargets.id, target.id));
    expect(rows).toEqual([]);
  });

  it("scores the resume's PDF as read back, says where each term was read, and why a hidden skill is not in the PDF", async () => {
    await deleteAll(ann);
    const base = sampleResume();
    const { resume } = await newResume(ann, {
      ...base,
      skills: { ...base.skills, tools: [...base.skills.tools, 'Elixir'] },
    });
    const target = await json<JobTarget>(
      await addTarget(ann, resume.id, { title: 'Platform Engineer', company: 'Acme', posting: POSTING }),
    );
    const first = await coverage(resume.id, target.id, resume);
    expect(first.pdf).toBe('read');
    const elixir = first.matched.find((m) => m.term.label === 'Elixir');
    expect(elixir?.places).toEqual(expect.arrayContaining([expect.objectContaining({ section: 'skills' })]));
    expect(first.missing.map((m) => m.term.label)).toContain(`${MARKER} pipelines`);
    expect(first.score).toBeGreaterThan(0);
    expect(first.formula).toMatch(/^Score = /);
    expect((await coverage(resume.id, target.id, resume)).pdf).toBe('cached');

    const hidden = { ...resume, meta: { ...resume.meta, hiddenSections: ['skills'] } };
    const after = await coverage(resume.id, target.id, hidden);
    const unread = after.notInPdf.find((m) => m.term.label === 'Elixir');
    expect(unread).toMatchObject({ reason: 'hidden', message: 'The Skills section is hidden in this resume.' });
    expect(after.matched.map((m) => m.term.label)).not.toContain('Elixir');
    expect(after.score!).toBeLessThan(first.score!);
  }, 60_000);

  it('tailors a linked copy within the limit of 4, offers later master changes, and leaves the copy when the master goes', async () => {
    await deleteAll(ann);
    const master = await newResume(ann);
    const target = await json<JobTarget>(
      await addTarget(ann, master.resume.id, { title: 'Platform Engineer', company: 'Acme', posting: POSTING }),
    );
    const made = await ann.api(`/api/resumes/${master.resume.id}/targets/${target.id}/tailor`, { method: 'POST' });
    expect(made.status).toBe(201);
    const copy = await json<ResumeRecord>(made);
    expect(copy.resume.meta.title).toBe('Platform Engineer - Acme');
    expect(copy.resume.summary).toBe(master.resume.summary);

    const targets = await json<{ targets: JobTarget[] }>(await ann.api(`/api/resumes/${copy.resume.id}/targets`));
    expect(targets.targets.map((t) => [t.id, t.fromMaster])).toEqual([[target.id, true]]);
    expect((await coverage(copy.resume.id, target.id, copy.resume)).targetId).toBe(target.id);

    const { link } = await json<{ link: TailoredLink }>(await ann.api(`/api/resumes/${copy.resume.id}/link`));
    expect(link).toMatchObject({ masterId: master.resume.id, targetId: target.id, pending: [] });
    // Item for item the same as its master: only its name differs.
    expect(fieldChanges(link.master, copy.resume).map((c) => c.label)).toEqual(['Resume settings › Resume name']);

    const changed = { ...master.resume, summary: 'A new summary written in the master.' };
    const saved = await ann.api(`/api/resumes/${master.resume.id}`, {
      method: 'PUT',
      json: { resume: changed, version: master.version },
    });
    expect(saved.status).toBe(200);
    const { link: offered } = await json<{ link: TailoredLink }>(await ann.api(`/api/resumes/${copy.resume.id}/link`));
    expect(offered.pending.map((c) => [c.label, c.after])).toEqual([
      ['Summary', 'A new summary written in the master.'],
    ]);
    const stale = await ann.api(`/api/resumes/${copy.resume.id}/link/review`, {
      method: 'POST',
      json: { masterVersion: 1, take: [['summary']] },
    });
    expect(stale.status).toBe(409);
    const reviewed = await ann.api(`/api/resumes/${copy.resume.id}/link/review`, {
      method: 'POST',
      json: { masterVersion: offered.masterVersion, take: [['summary']] },
    });
    expect((await json<{ link: TailoredLink }>(reviewed)).link.pending).toEqual([]);

    // Two more resumes reach the limit: the next tailored copy is refused like any other create.
    await newResume(ann);
    await newResume(ann);
    const refused = await ann.api(`/api/resumes/${master.resume.id}/targets/${target.id}/tailor`, { method: 'POST' });
    expect(refused.status).toBe(409);
    expect((await json<{ error: { code: string } }>(refused)).error.code).toBe('resume_limit');

    // The master in the trash (issue #42): the copy stays and shows no link; its target waits for a restore.
    expect((await ann.api(`/api/resumes/${master.resume.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await ann.api(`/api/resumes/${copy.resume.id}`)).status).toBe(200);
    expect(await json(await ann.api(`/api/resumes/${copy.resume.id}/link`))).toEqual({ link: null });
    const { db } = server.database;
    expect(await db.select().from(jobTargets).where(eq(jobTargets.id, target.id))).toHaveLength(1);
    // Deleted for good: its targets and the copy's link go with it.
    expect((await ann.api(`/api/resumes/trash/${master.resume.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await ann.api(`/api/resumes/${copy.resume.id}`)).status).toBe(200);
    expect(await db.select().from(jobTargets).where(eq(jobTargets.id, target.id))).toEqual([]);
    expect(await db.select().from(tailoredCopies).where(eq(tailoredCopies.resumeId, copy.resume.id))).toEqual([]);
  }, 60_000);

  it('lets nothing of a posting or its score reach a share, the public page, its preview image or an export', async () => {
    await deleteAll(ann);
    await setUsername(ann, `ann-${newId().slice(0, 6).toLowerCase()}`);
    const { username } = await json<{ username: string }>(await ann.api('/api/profile'));
    const master = await newResume(ann);
    expect((await saveShare(ann, { username, slug: 'master-cv', resumeId: master.resume.id })).status).toBe(201);
    /** What anyone else gets of a share: its JSON, its page and its link-preview card. */
    const shared = async (slug: string) => {
      const got = await Promise.all(
        [`/api/public/u/${username}/${slug}`, `/u/${username}/${slug}`, `/og/u/${username}/${slug}.png`].map(
          async (p) => {
            const res = await fetch(`${server.url}${p}`);
            expect(res.status, p).toBe(200);
            return Buffer.from(await res.arrayBuffer());
          },
        ),
      );
      return { json: got[0]!.toString(), page: got[1]!.toString(), card: got[2]! };
    };
    const before = await shared('master-cv');

    const target = await json<JobTarget>(
      await addTarget(ann, master.resume.id, { title: 'Platform Engineer', company: 'Acme', posting: POSTING }),
    );
    const scored = await coverage(master.resume.id, target.id, master.resume);
    const copy = await json<ResumeRecord>(
      await ann.api(`/api/resumes/${master.resume.id}/targets/${target.id}/tailor`, { method: 'POST' }),
    );
    expect((await saveShare(ann, { username, slug: 'tailored-cv', resumeId: copy.resume.id })).status).toBe(201);

    // The master's share is byte for byte what it was: its JSON, page and card.
    const after = await shared('master-cv');
    expect(after.json).toBe(before.json);
    expect(after.page).toBe(before.page);
    expect(after.card.equals(before.card)).toBe(true);
    const copyShare = await shared('tailored-cv');
    const shareList = await (await ann.api('/api/shares')).text();
    for (const text of [after.json, after.page, copyShare.json, copyShare.page, shareList]) {
      expect(text).not.toContain(MARKER);
      expect(text).not.toContain(target.id);
      expect(text).not.toContain(`${scored.score}%`);
    }

    // Exports are made from the resume record: JSON Resume, plain text and Word hold nothing of the target.
    for (const id of [master.resume.id, copy.resume.id]) {
      const record = await json<ResumeRecord>(await ann.api(`/api/resumes/${id}`));
      const docx = unzipSync(await resumeToDocx(record.resume));
      const docxText = Object.entries(docx)
        .filter(([name]) => name.endsWith('.xml'))
        .map(([, bytes]) => strFromU8(bytes))
        .join('\n');
      for (const text of [
        JSON.stringify(record),
        JSON.stringify(toJsonResume(record.resume)),
        resumeToText(record.resume),
        docxText,
      ]) {
        expect(text).not.toContain(MARKER);
        expect(text).not.toContain(target.id);
        expect(text).not.toMatch(/"notInPdf"|"strength"|"posting"/);
      }
    }
  }, 90_000);
});
