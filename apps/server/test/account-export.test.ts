import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strFromU8 } from 'fflate';
import { eq } from 'drizzle-orm';
import {
  blankLetter,
  coverLetterSchema,
  exportManifestSchema,
  exportProfileSchema,
  exportSharesSchema,
  exportJobTargetsSchema,
  exportTargetLetterSchema,
  samplePhotoDataUrl,
  type CoverLetter,
  type ExportManifest,
  type ExportShare,
  type OwnShare,
  type Resume,
  type ResumeRecord,
} from '@resumey/resume';
import { signIn, type SignedInClient } from '@resumey/test-support/sign-in';
import { buildPrintView, pdfText, pruneOldBuilds } from '@resumey/test-support/pdf-support';
import { session } from '../src/db/schema';
import { startTestServer, testDbKind, type TestServer } from './helpers/server';
import { bodyOf } from './helpers/body';
import { createResume, resumeFor, saveShare, setUsername, uniqueName } from './shares-helpers';
import { createKey } from './api-keys-helpers';
import { contentOf, exportOf, importResult, importZip, jsonOf } from './account-export-helpers';

const LETTER: CoverLetter = {
  ...blankLetter(resumeFor('Ann Export'), new Date(2026, 10, 28)),
  recipient: { name: 'Lee Reader', title: 'Head of Hiring', company: 'Letters Ltd', address: '' },
  subject: 'Platform Engineer',
  paragraphs: ['I shipped the importer in a week.'],
};
/** The letter written for the resume's job target "Engineer" at Acme: the user's data as much as the resume's own. */
const TARGET_LETTER: CoverLetter = {
  ...LETTER,
  recipient: { ...LETTER.recipient, company: 'Acme' },
  subject: 'Engineer at Acme',
  paragraphs: ['Rust is what I write every day.'],
};

/**
 * Issue #42 items 3 and 5: the account export is a ZIP with every resume (Resumey JSON, JSON Resume, PDF), its
 * shares with their settings and daily views, its history and job targets, the trash marked as such, the profile
 * and a README; read back here file by file, then imported into another server (its own database), where the
 * resumes come back equal and the shares only when asked, at addresses free there.
 */
describe(`account export and import (${testDbKind})`, () => {
  let server: TestServer;
  let other: TestServer;
  let ann: SignedInClient;
  let annName: string;
  let exported: Awaited<ReturnType<typeof exportOf>>;
  const records = async (c: SignedInClient) =>
    (await bodyOf<{ resumes: ResumeRecord[] }>(await c.api('/api/resumes'))).resumes;

  beforeAll(async () => {
    pruneOldBuilds();
    const webDist = await buildPrintView();
    [server, other] = await Promise.all([startTestServer({ WEB_DIST: webDist }), startTestServer()]);
    ann = await signIn(server.url, 'ann-export@example.com', 'Ann Export');
    annName = uniqueName('ann');
    expect((await setUsername(ann, annName)).status).toBe(200);
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
    await other?.stop();
  });

  it('exports every resume with its PDF, shares and daily views, history, job targets and the trash', async () => {
    const photo: Resume = { ...resumeFor('Ann Photo', 'Photo CV'), profile: { ...resumeFor('Ann Photo').profile } };
    photo.profile.profileImage = samplePhotoDataUrl;
    const created = await ann.api('/api/resumes', { method: 'POST', json: { resume: photo } });
    expect(created.status).toBe(201);
    const withPhoto = (await bodyOf<ResumeRecord>(created)).resume;
    const plain = await createResume(ann, 'Plain CV');
    const edited = await ann.api(`/api/resumes/${plain.id}`, {
      method: 'PUT',
      json: { resume: { ...plain, meta: { ...plain.meta, templateId: 't13-left-rule' } }, version: 1 },
    });
    expect(edited.status).toBe(200);
    const target = await ann.api(`/api/resumes/${plain.id}/targets`, {
      method: 'POST',
      json: { title: 'Engineer', company: 'Acme', posting: 'Requirements: Rust' },
    });
    expect(target.status).toBe(201);
    const engineer = await bodyOf<{ id: string }>(target);
    const targetLetter = await ann.api(`/api/resumes/${plain.id}/targets/${engineer.id}/letter`, {
      method: 'PUT',
      json: { letter: TARGET_LETTER },
    });
    expect(targetLetter.status).toBe(201);
    // A second posting without a letter: listed, no letter file.
    const bare = await ann.api(`/api/resumes/${plain.id}/targets`, {
      method: 'POST',
      json: { title: 'Designer', posting: 'Figma' },
    });
    expect(bare.status).toBe(201);
    const written = await ann.api(`/api/resumes/${plain.id}/letter`, { method: 'PUT', json: { letter: LETTER } });
    expect(written.status).toBe(201);
    const open = await saveShare(ann, { username: annName, slug: 'plain-cv', resumeId: plain.id });
    expect(open.status).toBe(201);
    const openShare = (await bodyOf<{ share: OwnShare }>(open)).share;
    const withLetter = await ann.api(`/api/shares/${openShare.id}`, { method: 'PATCH', json: { includeLetter: true } });
    expect(withLetter.status).toBe(200);
    const locked = await saveShare(ann, { username: annName, slug: 'photo-cv', resumeId: withPhoto.id });
    const lockedShare = (await bodyOf<{ share: OwnShare }>(locked)).share;
    const patched = await ann.api(`/api/shares/${lockedShare.id}`, {
      method: 'PATCH',
      json: { password: 'open sesame', searchable: true },
    });
    expect(patched.status).toBe(200);
    // Two views by a reader: the daily count the export carries.
    for (let i = 0; i < 2; i++)
      expect((await fetch(`${server.url}/api/public/u/${annName}/plain-cv`)).status).toBe(200);
    const gone = await createResume(ann, 'Old CV');
    expect((await ann.api(`/api/resumes/${gone.id}`, { method: 'DELETE' })).status).toBe(204);
    const key = await createKey(ann, { name: 'Secret script' });

    exported = await exportOf(ann);
    const { res, files } = exported;
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="resumey-export-\d{4}-\d{2}-\d{2}\.zip"$/,
    );

    const manifest = exportManifestSchema.parse(jsonOf<ExportManifest>(files, 'export.json'));
    expect(manifest.pdfs).toBe('included');
    expect(manifest.resumes.map((r) => [r.folder, r.trashed, r.pdf])).toEqual([
      ['resumes/1-plain-cv', false, true],
      ['resumes/2-photo-cv', false, true],
      ['trash/1-old-cv', true, false],
    ]);
    const folders = manifest.resumes.map((r) => r.folder);
    const perResume = ['resume.resumey.json', 'resume.json', 'shares.json', 'history.json', 'job-targets.json'];
    expect(Object.keys(files).sort()).toEqual(
      [
        'README.txt',
        'export.json',
        'profile.json',
        ...folders.flatMap((f) => perResume.map((name) => `${f}/${name}`)),
        'resumes/1-plain-cv/resume.pdf',
        'resumes/2-photo-cv/resume.pdf',
        'resumes/1-plain-cv/cover-letter.json',
        'resumes/1-plain-cv/cover-letter.txt',
        'resumes/1-plain-cv/cover-letters/1-engineer-acme.json',
        'resumes/1-plain-cv/cover-letters/1-engineer-acme.txt',
      ].sort(),
    );
    // The cover letter beside its resume, as saved and as plain text.
    expect(manifest.letters).toEqual([
      'resumes/1-plain-cv/cover-letters/1-engineer-acme.json',
      'resumes/1-plain-cv/cover-letter.json',
    ]);
    expect(coverLetterSchema.parse(jsonOf(files, 'resumes/1-plain-cv/cover-letter.json'))).toEqual(LETTER);
    const letterText = strFromU8(files['resumes/1-plain-cv/cover-letter.txt']!);
    expect(letterText).toContain('Letters Ltd');
    expect(letterText).toContain('I shipped the importer in a week.');
    // The job target's letter, with the posting it was written for, though the postings stay private elsewhere.
    expect(
      exportTargetLetterSchema.parse(jsonOf(files, 'resumes/1-plain-cv/cover-letters/1-engineer-acme.json')),
    ).toEqual({ jobTarget: { title: 'Engineer', company: 'Acme' }, letter: TARGET_LETTER });
    expect(strFromU8(files['resumes/1-plain-cv/cover-letters/1-engineer-acme.txt']!)).toContain(
      'Rust is what I write every day.',
    );

    const profile = exportProfileSchema.parse(jsonOf(files, 'profile.json'));
    expect(profile).toMatchObject({
      name: 'Ann Export',
      email: 'ann-export@example.com',
      username: annName,
      language: null,
    });
    expect(profile.signInMethods).toEqual(['local']);

    // Each resume as the API gives it, in both formats.
    const stored = await records(ann);
    for (const [folder, id] of [
      ['resumes/1-plain-cv', plain.id],
      ['resumes/2-photo-cv', withPhoto.id],
    ] as const) {
      const record = stored.find((r) => r.resume.id === id)!;
      expect(jsonOf<Resume>(files, `${folder}/resume.resumey.json`)).toEqual(record.resume);
      const jsonResume = jsonOf<{ basics: { name: string } }>(files, `${folder}/resume.json`);
      expect(jsonResume.basics.name).toBe(record.resume.profile.fullName);
      const pdf = files[`${folder}/resume.pdf`]!;
      expect(strFromU8(pdf.subarray(0, 5))).toBe('%PDF-');
      expect((await pdfText(pdf)).replace(/\s+/g, ' ').toLowerCase()).toContain(
        record.resume.profile.fullName.toLowerCase(),
      );
    }
    expect(jsonOf<Resume>(files, 'trash/1-old-cv/resume.resumey.json').meta.title).toBe('Old CV');

    // Shares with their settings and today's views; a password is said, never given.
    const today = new Date().toISOString().slice(0, 10);
    const [plainShare] = exportSharesSchema.parse(jsonOf<ExportShare[]>(files, 'resumes/1-plain-cv/shares.json'));
    expect(plainShare).toMatchObject({
      slug: 'plain-cv',
      username: annName,
      shortSlug: openShare.shortSlug,
      includesLetter: true,
    });
    expect(plainShare!.views).toBe(2);
    expect(plainShare!.viewsByDay).toEqual([{ day: today, views: 2 }]);
    expect(plainShare!.urls).toEqual([`${server.url}/u/${annName}/plain-cv`, `${server.url}/v/${openShare.shortSlug}`]);
    const [photoShare] = jsonOf<ExportShare[]>(files, 'resumes/2-photo-cv/shares.json');
    expect(photoShare).toMatchObject({
      hasPassword: true,
      searchable: true,
      published: true,
      views: 0,
      includesLetter: false,
    });

    // The history: the template change kept both contents; job targets with their posting.
    const history = jsonOf<{ cause: string; resume: Resume }[]>(files, 'resumes/1-plain-cv/history.json');
    expect(history.map((v) => v.resume.meta.templateId)).toEqual(['t13-left-rule', plain.meta.templateId]);
    expect(
      exportJobTargetsSchema.parse(jsonOf<{ posting: string }[]>(files, 'resumes/1-plain-cv/job-targets.json')),
    ).toMatchObject([
      {
        title: 'Engineer',
        company: 'Acme',
        posting: 'Requirements: Rust',
        letter: 'cover-letters/1-engineer-acme.json',
      },
      { title: 'Designer', company: '', posting: 'Figma', letter: null },
    ]);

    const readme = strFromU8(files['README.txt']!);
    for (const f of [
      ...folders,
      'profile.json',
      'resume.pdf',
      'history.json',
      'shares.json',
      'cover-letter.txt',
      'cover-letters/',
    ]) {
      expect(readme).toContain(f);
    }

    // Nothing secret anywhere: no session token, API key, share password or its hash.
    const [{ token }] = await server.database.db
      .select({ token: session.token })
      .from(session)
      .where(eq(session.userId, (await bodyOf<{ user: { id: string } }>(await ann.api('/api/me'))).user.id))
      .limit(1);
    const everything = Object.values(files)
      .map((b) => strFromU8(b, true))
      .join('\n');
    for (const secret of [token!, key.key, 'open sesame', 'scrypt$']) expect(everything).not.toContain(secret);
  }, 120_000);

  it('imports into another server: the resumes equal, no shares unless asked, the trash left out', async () => {
    const bob = await signIn(other.url, 'bob-import@example.com', 'Bob Import');
    const result = await importResult(await importZip(bob, exported.zip));
    expect(result.imported.map((r) => r.title)).toEqual(['Plain CV', 'Photo CV']);
    expect(result.skipped).toMatchObject([{ title: 'Old CV', reason: 'trashed' }]);
    expect(result.shares).toEqual({ created: [], notes: [] });
    expect(result.letters).toBe(2);
    expect(result.targets).toBe(2);
    const byTitle = (list: ResumeRecord[]) =>
      list.map((r) => contentOf(r.resume)).sort((a, b) => a.meta.title.localeCompare(b.meta.title));
    const mine = await records(bob);
    expect(byTitle(mine)).toEqual(byTitle(await records(ann)));
    expect(mine.every((r) => r.shares.length === 0)).toBe(true);
    // The letter came with its resume, under the resume's new id.
    const plainHere = mine.find((r) => r.resume.meta.title === 'Plain CV')!;
    const letter = await bob.api(`/api/resumes/${plainHere.resume.id}/letter`);
    expect(letter.status).toBe(200);
    expect((await bodyOf<{ letter: CoverLetter }>(letter)).letter).toEqual(LETTER);
    // Its job targets too, in their order, and the target's letter with the posting it was written for.
    const { targets } = await bodyOf<{ targets: { id: string; title: string; company: string; posting: string }[] }>(
      await bob.api(`/api/resumes/${plainHere.resume.id}/targets`),
    );
    expect(
      targets
        .map(({ title, company, posting }) => ({ title, company, posting }))
        .sort((a, b) => a.title.localeCompare(b.title)),
    ).toEqual([
      { title: 'Designer', company: '', posting: 'Figma' },
      { title: 'Engineer', company: 'Acme', posting: 'Requirements: Rust' },
    ]);
    const engineerHere = targets.find((t) => t.title === 'Engineer')!;
    const targetLetter = await bob.api(`/api/resumes/${plainHere.resume.id}/targets/${engineerHere.id}/letter`);
    expect(targetLetter.status).toBe(200);
    expect((await bodyOf<{ letter: CoverLetter }>(targetLetter)).letter).toEqual(TARGET_LETTER);
    const designerHere = targets.find((t) => t.title === 'Designer')!;
    expect((await bob.api(`/api/resumes/${plainHere.resume.id}/targets/${designerHere.id}/letter`)).status).toBe(404);
    expect((await bob.api('/api/profile').then((r) => r.json())) as unknown).toMatchObject({ username: null });
  });

  it('recreates shares on request at addresses free there, a protected one unpublished', async () => {
    const carol = await signIn(other.url, 'carol-import@example.com', 'Carol Import');
    const result = await importResult(await importZip(carol, exported.zip, '?shares=1'));
    expect(result.usernameSet).toBe(annName);
    expect(result.shares.created).toEqual([
      expect.objectContaining({ slug: 'plain-cv', username: annName, published: true }),
      expect.objectContaining({ slug: 'photo-cv', username: annName, published: false }),
    ]);
    expect(result.shares.notes).toMatchObject([{ slug: 'photo-cv', reason: 'password_not_kept' }]);
    const recreated = await fetch(`${other.url}/api/public/u/${annName}/plain-cv`);
    expect(recreated.status).toBe(200);
    // It showed the cover letter there, so it does here.
    expect((await bodyOf<{ letter?: CoverLetter }>(recreated)).letter).toEqual(LETTER);
    expect((await fetch(`${other.url}/api/public/u/${annName}/photo-cv`)).status).toBe(410);

    // The same export again, by someone else there: the username and short addresses are Carol's now.
    const dave = await signIn(other.url, 'dave-import@example.com', 'Dave Import');
    const again = await importResult(await importZip(dave, exported.zip, '?shares=1'));
    expect(again.imported).toHaveLength(2);
    expect(again.usernameSet).toBeNull();
    expect(again.shares.created).toEqual([]);
    expect(again.shares.notes.map((n) => n.reason)).toEqual(['username_taken', 'username_taken']);
    const daveName = uniqueName('dave');
    expect((await setUsername(dave, daveName)).status).toBe(200);
    const erin = await signIn(other.url, 'erin-import@example.com', 'Erin Import');
    expect((await setUsername(erin, uniqueName('erin'))).status).toBe(200);
    const third = await importResult(await importZip(erin, exported.zip, '?shares=1'));
    // Under Erin's own username; the short address /v/ of the open share is Carol's on this server.
    expect(third.shares.created.map((s) => [s.slug, s.shortSlug])).toEqual([
      ['plain-cv', null],
      ['photo-cv', null],
    ]);
    expect(third.shares.notes.map((n) => n.reason)).toEqual(
      expect.arrayContaining(['short_address_taken', 'password_not_kept']),
    );
  });

  it("gives another user an export of their own account only, with nothing of Ann's", async () => {
    const mallory = await signIn(server.url, 'mallory-export@example.com', 'Mallory Export');
    await createResume(mallory, 'Mallory CV');
    const { files } = await exportOf(mallory);
    const manifest = jsonOf<ExportManifest>(files, 'export.json');
    expect(manifest.resumes.map((r) => r.title)).toEqual(['Mallory CV']);
    const everything = Object.values(files)
      .map((b) => strFromU8(b, true))
      .join('\n');
    const annIds = (await records(ann)).map((r) => r.resume.id);
    for (const secret of ['ann-export@example.com', annName, 'Plain CV', ...annIds]) {
      expect(everything).not.toContain(secret);
    }
  });
});
