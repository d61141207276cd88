import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strToU8, zipSync } from 'fflate';
import { eq } from 'drizzle-orm';
import { ACCOUNT_IMPORT_MAX_BYTES, ACCOUNT_IMPORT_MESSAGES as M, MESSAGES, type ResumeRecord } from '@resumey/resume';
import { signIn, type SignedInClient } from '@resumey/test-support/sign-in';
import { coverLetters, jobTargets, profiles, resumes, sharedResumes } from '../src/db/schema';
import { startTestServer, testDbKind, type TestServer } from './helpers/server';
import { bodyOf } from './helpers/body';
import { createResume, refusalOf } from './shares-helpers';
import { handMadeExport, importResult, importZip, resumesTitled } from './account-export-helpers';
import { createKey, withKey } from './api-keys-helpers';

/**
 * Issue #42 item 5, the refusals: what is not an account export, is too large, holds a file that is not valid JSON
 * or not a valid resume, or would pass the 4-resume limit. Each is a 4xx with a message that says what is wrong,
 * and writes nothing at all. And the limit's rule when some slots are free: the newest resumes come in.
 */
describe(`account import refusals (${testDbKind})`, () => {
  let server: TestServer;
  let ann: SignedInClient;
  let annId: string;

  beforeAll(async () => {
    server = await startTestServer({ ACCOUNT_DATA_RATE_LIMIT: '1000' });
    ann = await signIn(server.url, 'ann-refusals@example.com', 'Ann Refusals');
    annId = (await bodyOf<{ user: { id: string } }>(await ann.api('/api/me'))).user.id;
  }, 120_000);
  afterAll(() => server?.stop());

  /** Everything an import may write for Ann. */
  async function annState() {
    const { db } = server.database;
    return JSON.stringify(
      await Promise.all([
        db.select().from(resumes).where(eq(resumes.userId, annId)).orderBy(resumes.id),
        db.select().from(sharedResumes).where(eq(sharedResumes.userId, annId)),
        db.select().from(coverLetters).where(eq(coverLetters.userId, annId)),
        db.select().from(jobTargets).where(eq(jobTargets.userId, annId)),
        db.select().from(profiles).where(eq(profiles.userId, annId)),
      ]),
    );
  }

  const refusedWith = async (body: Uint8Array, status: number, message: string | RegExp, query = '') => {
    const before = await annState();
    const refusal = await refusalOf(await importZip(ann, body, query));
    expect(refusal.status).toBe(status);
    if (typeof message === 'string') expect(refusal.message).toBe(message);
    else expect(refusal.message).toMatch(message);
    expect(await annState()).toBe(before);
  };

  it('refuses what is not a ZIP, or a ZIP that is not an export', async () => {
    await refusedWith(strToU8('{"resumes": []}'), 400, M.notZip);
    await refusedWith(new Uint8Array(0), 400, M.notZip);
    // A ZIP's signature with nothing after it.
    await refusedWith(new Uint8Array([0x50, 0x4b, 3, 4, ...new Array(40).fill(0)]), 400, M.notZip);
    await refusedWith(zipSync({ 'notes.txt': strToU8('hello') }), 400, M.notExport);
    const newer = handMadeExport(resumesTitled('CV', 1), (f) => {
      f['export.json'] = strToU8(
        JSON.stringify({ ...JSON.parse(new TextDecoder().decode(f['export.json'])), version: 2 }),
      );
    });
    await refusedWith(
      newer,
      400,
      'export.json is invalid: version: This export was made by a newer version of Resumey.',
    );
  });

  it('refuses a file that is not valid JSON, not a valid resume, or missing, naming it', async () => {
    const broken = handMadeExport(resumesTitled('CV', 2), (f) => {
      f['resumes/2-cv/resume.resumey.json'] = strToU8('{"meta": ');
    });
    await refusedWith(broken, 400, M.badJson('resumes/2-cv/resume.resumey.json'));
    const [spaced] = resumesTitled('CV', 1);
    spaced!.meta = { ...spaced!.meta, lineSpacing: 9 };
    await refusedWith(
      handMadeExport([spaced!]),
      400,
      /^resumes\/1-cv\/resume\.resumey\.json is invalid: meta\.lineSpacing: /,
    );
    const badShares = handMadeExport(resumesTitled('CV', 1), (f) => {
      f['resumes/1-cv/shares.json'] = strToU8('[{"slug": 1}]');
    });
    await refusedWith(badShares, 400, /^resumes\/1-cv\/shares\.json is invalid: 0\.slug: /);
    // A cover letter longer than any letter may be: refused whole, the resume with it.
    const longLetter = handMadeExport(resumesTitled('CV', 1), (f) => {
      const paragraphs = Array.from({ length: 200 }, () => 'A paragraph.');
      f['resumes/1-cv/cover-letter.json'] = strToU8(JSON.stringify({ paragraphs }));
    });
    await refusedWith(longLetter, 400, /^resumes\/1-cv\/cover-letter\.json is invalid: /);
    // A job target's letter: the file job-targets.json names must be there and be a letter, else nothing comes in.
    const targets = (letter: string | null) =>
      strToU8(JSON.stringify([{ title: 'Engineer', company: 'Acme', posting: 'Rust', letter }]));
    const lostLetter = handMadeExport(resumesTitled('CV', 1), (f) => {
      f['resumes/1-cv/job-targets.json'] = targets('cover-letters/1-engineer-acme.json');
    });
    await refusedWith(lostLetter, 400, M.missingFile('resumes/1-cv/cover-letters/1-engineer-acme.json'));
    const badTargetLetter = handMadeExport(resumesTitled('CV', 1), (f) => {
      f['resumes/1-cv/job-targets.json'] = targets('cover-letters/1-engineer-acme.json');
      f['resumes/1-cv/cover-letters/1-engineer-acme.json'] = strToU8(
        JSON.stringify({ jobTarget: { title: 'Engineer', company: 'Acme' }, letter: { paragraphs: 7 } }),
      );
    });
    await refusedWith(
      badTargetLetter,
      400,
      /^resumes\/1-cv\/cover-letters\/1-engineer-acme\.json is invalid: letter\./,
    );
    const outside = handMadeExport(resumesTitled('CV', 1), (f) => {
      f['resumes/1-cv/job-targets.json'] = targets('../../profile.json');
    });
    await refusedWith(outside, 400, /^resumes\/1-cv\/job-targets\.json is invalid: 0\.letter: /);
    const tooMany = handMadeExport(resumesTitled('CV', 1), (f) => {
      f['resumes/1-cv/job-targets.json'] = strToU8(
        JSON.stringify(Array.from({ length: 11 }, () => ({ title: 'Engineer', company: '', posting: 'Rust' }))),
      );
    });
    await refusedWith(tooMany, 400, /^resumes\/1-cv\/job-targets\.json is invalid: /);
    const missing = handMadeExport(resumesTitled('CV', 1), (f) => delete f['resumes/1-cv/resume.resumey.json']);
    await refusedWith(missing, 400, M.missingFile('resumes/1-cv/resume.resumey.json'));
    const polluted = handMadeExport(resumesTitled('CV', 1), (f) => {
      f['profile.json'] = strToU8('{"__proto__": {"admin": true}}');
    });
    await refusedWith(polluted, 400, /^profile\.json is invalid: /);
  });

  it('refuses a body over the limit, and a file that would unpack beyond its own', async () => {
    const huge = new Uint8Array(ACCOUNT_IMPORT_MAX_BYTES + 1);
    huge.set([0x50, 0x4b, 3, 4]);
    await refusedWith(huge, 413, M.tooLarge);
    // 7 MB of one letter deflates to a few KB: a resume file no export would hold.
    const bomb = handMadeExport(resumesTitled('CV', 1), (f) => {
      f['resumes/1-cv/resume.resumey.json'] = strToU8(`"${'a'.repeat(7 * 1024 * 1024)}"`);
    });
    expect(bomb.length).toBeLessThan(100_000);
    await refusedWith(bomb, 400, M.fileTooLarge('resumes/1-cv/resume.resumey.json'));
  });

  it('takes the newest resumes into the free slots and says which were left out; none free is a refusal', async () => {
    await createResume(ann, 'Already here 1');
    await createResume(ann, 'Already here 2');
    const result = await importResult(await importZip(ann, handMadeExport(resumesTitled('Imported', 3))));
    expect(result.imported.map((r) => r.title)).toEqual(['Imported 3', 'Imported 2']);
    expect(result.skipped).toEqual([{ title: 'Imported 1', reason: 'resume_limit', message: M.skippedLimit }]);
    const mine = (await bodyOf<{ resumes: ResumeRecord[] }>(await ann.api('/api/resumes'))).resumes;
    expect(mine.map((r) => r.resume.meta.title).sort()).toEqual([
      'Already here 1',
      'Already here 2',
      'Imported 2',
      'Imported 3',
    ]);
    await refusedWith(handMadeExport(resumesTitled('More', 1)), 409, MESSAGES.resumeLimit);
  });

  it('is for the signed-in owner only: signed out is a 401, an API key a 403', async () => {
    const zip = handMadeExport(resumesTitled('CV', 1));
    const before = await annState();
    const signedOut = await fetch(`${server.url}/api/account/import`, {
      method: 'POST',
      headers: { origin: server.url, 'content-type': 'application/zip' },
      body: zip,
    });
    expect(signedOut.status).toBe(401);
    const { key } = await createKey(ann, { name: 'Importer' });
    const byKey = withKey(server.url, key);
    expect((await byKey('/api/account/import', { method: 'POST', body: zip })).status).toBe(403);
    expect((await byKey('/api/account/export')).status).toBe(403);
    expect(await annState()).toBe(before);
  });

  it('is rate-limited per user: exports and imports share one budget', async () => {
    const limited = await startTestServer({ ACCOUNT_DATA_RATE_LIMIT: '2' });
    try {
      const bob = await signIn(limited.url, 'bob-limited@example.com', 'Bob Limited');
      expect((await importZip(bob, strToU8('not a zip'))).status).toBe(400);
      expect((await bob.api('/api/account/export')).status).toBe(200);
      const third = await refusalOf(await importZip(bob, handMadeExport(resumesTitled('CV', 1))));
      expect(third).toMatchObject({ status: 429, code: 'rate_limited' });
      expect((await bob.api('/api/resumes').then((r) => r.json())) as unknown).toEqual({ resumes: [] });
    } finally {
      await limited.stop();
    }
  });
});
