import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  blankLetter,
  LETTER_MESSAGES,
  type CoverLetter,
  type LetterRecord,
  type OwnShare,
  type PublicShareResponse,
  type Resume,
} from '@resumey/resume';
import { publicShellDist } from '@resumey/test-support/public-shell-dist';
import { signIn, type SignedInClient } from '@resumey/test-support/sign-in';
import { startTestServer, testDbKind, type TestServer } from './helpers/server';
import { bodyOf, errorOf } from './helpers/body';
import { resumeFor, saveShare, setUsername } from './shares-helpers';

/** Words found only in the letter: a page or answer holding them shows the letter. */
const FIRST = 'Quetzalcoatl orchard proposal';
const SECOND = 'Xylophone harbour renovation';

const letterSaying = (resume: Resume, words: string): CoverLetter => ({
  ...blankLetter(resume, new Date(2026, 10, 28)),
  recipient: { name: 'Ada Byron', title: 'CTO', company: 'Analytical Ltd', address: '' },
  subject: 'Staff Engineer',
  paragraphs: [`I led the ${words} for three years.`],
});

/**
 * Issue #41 item 5: a share shows the resume's cover letter only after its owner ticks "Include the cover letter".
 * Until then, and again after unticking or deleting the letter, no public answer (the page at either address, the
 * API, the link preview, the sitemap) holds any of it; a password-protected share holds none of it before the
 * password. A shared letter follows the letter's saves, as the shared resume follows the resume's.
 */
describe(`a share's cover letter (${testDbKind})`, () => {
  let server: TestServer;
  let webDist: string;
  let ann: SignedInClient;
  let bob: SignedInClient;
  let resume: Resume;
  let share: OwnShare;
  let version = 0;

  const get = (path: string) => fetch(`${server.url}${path}`);
  const patch = (client: SignedInClient, json: unknown) =>
    client.api(`/api/shares/${share.id}`, { method: 'PATCH', json });
  const writeLetter = async (words: string) => {
    const res = await ann.api(`/api/resumes/${resume.id}/letter`, {
      method: 'PUT',
      json: { letter: letterSaying(resume, words), ...(version && { version }) },
    });
    expect(res.status).toBeLessThan(300);
    version = (await bodyOf<LetterRecord>(res)).version;
  };
  /** Every public answer of the share, as text: both pages, both API reads, the sitemap. */
  const everything = async () => {
    const answers = await Promise.all(
      [
        '/u/ann-letter/cv',
        '/v/ann-letter-cv',
        '/api/public/u/ann-letter/cv',
        '/api/public/v/ann-letter-cv',
        '/sitemap.xml',
      ].map(async (path) => (await get(path)).text()),
    );
    return answers.join('\n');
  };
  const apiLetter = async () => (await bodyOf<PublicShareResponse>(await get('/api/public/u/ann-letter/cv'))).letter;

  beforeAll(async () => {
    webDist = publicShellDist('resumey-share-letter');
    server = await startTestServer({ WEB_DIST: webDist });
    ann = await signIn(server.url, `ann.share-letter.${Date.now()}@example.com`, 'Ann Letter');
    bob = await signIn(server.url, `bob.share-letter.${Date.now()}@example.com`, 'Bob Letter');
    await setUsername(ann, 'ann-letter');
    const created = await ann.api('/api/resumes', { method: 'POST', json: { resume: resumeFor('Ann Letter', 'CV') } });
    resume = (await bodyOf<{ resume: Resume }>(created)).resume;
    await writeLetter(FIRST);
    const saved = await saveShare(ann, {
      username: 'ann-letter',
      slug: 'cv',
      shortSlug: 'ann-letter-cv',
      resumeId: resume.id,
    });
    share = (await bodyOf<{ share: OwnShare }>(saved)).share;
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('shows no letter until its owner includes it', async () => {
    expect(share.includesLetter).toBe(false);
    expect(await apiLetter()).toBeUndefined();
    // Nor its PDF: the resume with a letter is not found, as if there were none.
    for (const path of ['/api/public/u/ann-letter/cv/pdf?letter=1', '/api/public/v/ann-letter-cv/pdf?letter=1']) {
      const pdf = await get(path);
      expect(pdf.status, path).toBe(404);
      expect((await errorOf(pdf)).message).toBe(LETTER_MESSAGES.notFound);
    }
    const bad = await get('/api/public/v/ann-letter-cv/pdf?letter=yes');
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).message).toContain('letter must be 0 or 1');
    const all = await everything();
    expect(all).toContain('Ann Letter');
    expect(all).not.toContain(FIRST);
    expect(all).not.toContain('Analytical Ltd');
  });

  it('refuses another account, and changes nothing', async () => {
    const res = await patch(bob, { includeLetter: true });
    expect(res.status).toBe(404);
    expect(await apiLetter()).toBeUndefined();
  });

  it('includes the letter on both addresses and in the API once ticked, its page drawn with the letter', async () => {
    const res = await patch(ann, { includeLetter: true });
    expect(res.status).toBe(200);
    expect((await bodyOf<{ share: OwnShare }>(res)).share.includesLetter).toBe(true);
    expect((await apiLetter())?.paragraphs).toEqual([`I led the ${FIRST} for three years.`]);
    for (const path of ['/u/ann-letter/cv', '/v/ann-letter-cv']) {
      const html = await (await get(path)).text();
      // In the server's HTML (readable without JavaScript), under its heading, not only in the hydration data.
      const markup = html.slice(0, html.indexOf('<script type="application/json"'));
      expect(markup, path).toContain('id="cover-letter"');
      expect(markup, path).toContain(FIRST);
      expect(markup, path).toContain('Analytical Ltd');
    }
    // The link preview describes the resume, never the letter.
    const head = (await (await get('/u/ann-letter/cv')).text()).split('</head>')[0]!;
    expect(head).not.toContain(FIRST);
  });

  it('shows the letter as last saved, as a share shows its resume', async () => {
    await writeLetter(SECOND);
    expect(JSON.stringify(await apiLetter())).toContain(SECOND);
    const page = await (await get('/u/ann-letter/cv')).text();
    expect(page).toContain(SECOND);
    expect(page).not.toContain(FIRST);
    // Saving the share again keeps it so.
    const refreshed = await saveShare(ann, { username: 'ann-letter', slug: 'cv', resumeId: resume.id });
    expect(refreshed.status).toBe(200);
    expect(JSON.stringify(await apiLetter())).toContain(SECOND);
  });

  it('holds nothing of the letter behind a password', async () => {
    expect((await patch(ann, { password: 'letter secret' })).status).toBe(200);
    const all = await everything();
    expect(all).not.toContain(SECOND);
    expect(all).not.toContain('Analytical Ltd');
    expect((await patch(ann, { password: null })).status).toBe(200);
    expect(await (await get('/v/ann-letter-cv')).text()).toContain(SECOND);
  });

  it('drops the letter from every public answer when unticked', async () => {
    const res = await patch(ann, { includeLetter: false });
    expect((await bodyOf<{ share: OwnShare }>(res)).share.includesLetter).toBe(false);
    const all = await everything();
    expect(all).toContain('Ann Letter');
    expect(all).not.toContain(SECOND);
    expect(all).not.toContain('id="cover-letter"');
  });

  it('takes a deleted letter off the public page at once, and refuses to include a letter that does not exist', async () => {
    expect((await patch(ann, { includeLetter: true })).status).toBe(200);
    expect(await everything()).toContain(SECOND);
    expect((await ann.api(`/api/resumes/${resume.id}/letter`, { method: 'DELETE' })).status).toBe(204);
    expect(await everything()).not.toContain(SECOND);
    const shares = await bodyOf<{ shares: OwnShare[] }>(await ann.api('/api/shares'));
    expect(shares.shares.find((s) => s.id === share.id)?.includesLetter).toBe(false);

    // Refused whole: the search setting sent with it is not saved either.
    const refused = await patch(ann, { includeLetter: true, searchable: true });
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toMatchObject({ code: 'no_letter', message: LETTER_MESSAGES.noneToShare });
    const after = await bodyOf<{ shares: OwnShare[] }>(await ann.api('/api/shares'));
    expect(after.shares.find((s) => s.id === share.id)).toMatchObject({ includesLetter: false, searchable: false });
  });

  it('refuses a value that is not true or false', async () => {
    const res = await patch(ann, { includeLetter: 'yes' });
    expect(res.status).toBe(400);
  });
});
