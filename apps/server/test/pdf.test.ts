import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { newId, longResume, samplePhotoDataUrl, sampleResume, type Resume } from '@resumey/resume';
import { startTestServer, testDbKind, type TestServer } from './helpers/server';
import { signIn, type SignedInClient } from '@resumey/test-support/sign-in';
import { resumes, sharedResumes } from '../src/db/schema';
import {
  buildPrintView,
  pdfFonts,
  pdfImages,
  pdfInfo,
  pdfLinks,
  pdfPixel,
  pdfText,
  pruneOldBuilds,
} from '@resumey/test-support/pdf-support';
import { errorOf } from './helpers/body';

const uniqueEmail = (name: string) => `${name}-${newId().slice(0, 8)}@example.com`;
const A4 = /594\.\d+ x 841\.\d+ pts \(A4\)/;
/** pdftotext output with line breaks and runs of spaces folded, so wrapped lines read as one text. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

/** The sample resume with a link that must never become clickable. */
function developer(overrides: Partial<Resume> = {}): Resume {
  const r = sampleResume();
  r.links = [...r.links, { id: newId(), label: 'Sneaky', url: 'javascript:alert(1)', username: '' }];
  return { ...r, ...overrides };
}

const asPdf = async (res: Response) => new Uint8Array(await res.arrayBuffer());

describe(`PDF download (${testDbKind})`, () => {
  let server: TestServer;
  let owner: SignedInClient;
  let webDist: string;

  beforeAll(async () => {
    pruneOldBuilds();
    webDist = await buildPrintView();
    server = await startTestServer({ WEB_DIST: webDist });
    owner = await signIn(server.url, uniqueEmail('owner'), 'Alex Morgan');
  }, 180_000);
  afterAll(() => server?.stop());

  async function createResume(client: SignedInClient, resume: Resume): Promise<string> {
    const res = await client.api('/api/resumes', { method: 'POST', json: { resume } });
    expect(res.status).toBe(201);
    return ((await res.json()) as { resume: Resume }).resume.id;
  }

  const post = (client: SignedInClient, resume: unknown) =>
    client.api('/api/pdf', { method: 'POST', json: { resume } });

  it("gives the owner an A4 PDF named '{Full name} Resume.pdf' with real, selectable text and text bullets", async () => {
    const id = await createResume(owner, developer());
    const res = await owner.api(`/api/resumes/${id}/pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="Alex Morgan Resume.pdf"; filename*=UTF-8''Alex%20Morgan%20Resume.pdf`,
    );
    const pdf = await asPdf(res);
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
    const info = await pdfInfo(pdf);
    expect(info.pageSize).toMatch(A4);
    expect(info.title).toBe('Alex Morgan Resume');
    const text = flat(await pdfText(pdf));
    expect(text).toContain('ALEX MORGAN');
    expect(text).toContain('Senior Full-Stack Engineer');
    // Bold markup is plain text in the PDF, and the bullet is a character an extractor sees.
    expect(text).toContain('• Led the redesign of the merchant dashboard in React and TypeScript');
    expect(text).toContain('for 120,000+ merchants.');
  });

  it('makes every http, https and mailto link clickable, and nothing else', async () => {
    const pdf = await asPdf(await post(owner, developer()));
    const links = await pdfLinks(pdf);
    expect(links).toEqual(
      expect.arrayContaining([
        'mailto:alex.morgan@example.com',
        'https://alexmorgan.dev/',
        'https://linkedin.com/in/alexmorgan',
        'https://github.com/alexmorgan',
        'https://github.com/alexmorgan/openbudget',
      ]),
    );
    expect(links.every((url) => /^(https?|mailto):/.test(url))).toBe(true);
    // The javascript: link is printed as its label, never as a link.
    expect(flat(await pdfText(pdf))).toContain('Sneaky');
  });

  it('prints the photo and full-bleed background colours, down to the bottom of the last page', async () => {
    const client = await signIn(server.url, uniqueEmail('colours'), 'Colours');
    const resume = developer();
    resume.profile = { ...resume.profile, profileImage: samplePhotoDataUrl };
    // Side Accent: a stripe of the accent colour down the left edge of every page.
    resume.meta = { ...resume.meta, templateId: 't15-side-accent', color: '#dc2626' };
    const res = await post(client, resume);
    expect(res.status).toBe(200);
    const pdf = await asPdf(res);
    expect((await pdfImages(pdf)).filter((i) => i.page === 1 && i.width >= 64)).toHaveLength(1);
    const { pages } = await pdfInfo(pdf);
    expect(pages).toBeGreaterThanOrEqual(2);
    const isRed = ([r, g, b]: readonly number[]) => r! > 180 && g! < 90 && b! < 90;
    const isWhite = ([r, g, b]: readonly number[]) => r! > 245 && g! > 245 && b! > 245;
    // The band reaches the paper's edge (no @page margin) on the first page and to the foot of the last.
    expect(isRed(await pdfPixel(pdf, 1, 1, 2))).toBe(true);
    expect(isRed(await pdfPixel(pdf, pages, 1, 294))).toBe(true);
    expect(isWhite(await pdfPixel(pdf, pages, 200, 294))).toBe(true);
  });

  it("answers 404 for another user's resume and 401 when signed out", async () => {
    const id = await createResume(owner, developer());
    const stranger = await signIn(server.url, uniqueEmail('stranger'), 'Stranger');
    const theirs = await stranger.api(`/api/resumes/${id}/pdf`);
    expect(theirs.status).toBe(404);
    expect((await errorOf(theirs)).code).toBe('not_found');
    expect((await stranger.api('/api/resumes/no-such-id/pdf')).status).toBe(404);
    const anonymous = await fetch(`${server.url}/api/resumes/${id}/pdf`);
    expect(anonymous.status).toBe(401);
    expect((await errorOf(anonymous)).code).toBe('unauthorized');
  });

  it('flows a long resume onto three A4 pages, never splitting a job across pages', async () => {
    const resume = longResume();
    const id = await createResume(owner, resume);
    const pdf = await asPdf(await owner.api(`/api/resumes/${id}/pdf`));
    const info = await pdfInfo(pdf);
    expect(info.pages).toBe(3);
    const pages = await Promise.all([1, 2, 3].map(async (p) => flat(await pdfText(pdf, p))));
    for (const [i, job] of resume.experience.entries()) {
      // Title and company stand apart by a drawn bar that is no text (templates' blocks/Entry.tsx): one space, flat.
      const first = pages.findIndex((t) => t.includes(`${job.title} ${job.company}`));
      const last = pages.findIndex((t) => t.includes(`Job ${i + 1} result 4:`));
      expect(first, job.title).toBeGreaterThanOrEqual(0);
      expect(last, `${job.title} ends on the page it starts`).toBe(first);
    }
    // Every page carries text, and page 3 is where the content really ends.
    expect(pages.every((t) => t.trim().length > 0)).toBe(true);
  });

  it('renders accented Latin, Greek, Cyrillic and CJK text, and names the file in UTF-8', async () => {
    const resume = developer();
    resume.profile = { ...resume.profile, fullName: 'Zoë Ångström' };
    const lines = [
      'Café naïve résumé',
      'Ελληνικά κείμενο',
      'русский текст',
      '中文简历内容',
      '日本語の履歴書',
      '한국어 이력서',
    ];
    resume.summary = lines.join('\n');
    const res = await post(owner, resume);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="Zoe Angstrom Resume.pdf"; filename*=UTF-8''Zo%C3%AB%20%C3%85ngstr%C3%B6m%20Resume.pdf`,
    );
    const text = flat(await pdfText(await asPdf(res)));
    expect(text).toContain('ZOË ÅNGSTRÖM');
    for (const line of lines) expect(text).toContain(line);

    const chinese = developer();
    chinese.profile = { ...chinese.profile, fullName: '张伟' };
    const cn = await post(owner, chinese);
    expect(cn.headers.get('content-disposition')).toBe(
      `attachment; filename="Resume.pdf"; filename*=UTF-8''%E5%BC%A0%E4%BC%9F%20Resume.pdf`,
    );
    expect(flat(await pdfText(await asPdf(cn)))).toContain('张伟');
  });

  it('prints a shared resume for anyone, by custom URL and by slug, without counting a view', async () => {
    const sharer = await signIn(server.url, uniqueEmail('sharer'), 'Sharer');
    const username = `pdf-${newId().slice(0, 8)}`;
    expect((await sharer.api('/api/profile/username', { method: 'PUT', json: { username } })).status).toBe(200);
    const resume = developer();
    resume.profile = { ...resume.profile, fullName: 'Shared Person' };
    const resumeId = await createResume(sharer, resume);
    const slug = `cv-${newId().slice(0, 8)}`;
    const shared = await sharer.api('/api/shares', { method: 'POST', json: { username, slug, resumeId } });
    expect(shared.status).toBe(201);

    for (const path of [`/api/public/u/${username}/${slug}/pdf`, `/api/public/v/${slug}/pdf`]) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toContain('filename="Shared Person Resume.pdf"');
      expect(flat(await pdfText(await asPdf(res)))).toContain('SHARED PERSON');
    }
    const { shares } = (await (await sharer.api('/api/shares')).json()) as { shares: { views: number }[] };
    expect(shares[0]?.views).toBe(0);

    for (const path of [
      `/api/public/u/${username}/nope/pdf`,
      '/api/public/v/no-such-slug/pdf',
      '/api/public/v/BAD%20slug!/pdf',
    ]) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status, path).toBe(404);
      expect((await errorOf(res)).message).toBe('No resume data found. Please check if the link is correct.');
    }
  });

  it('prints a posted resume (link-embedded share) for anyone and stores nothing', async () => {
    const { db } = server.database;
    const rows = async () => [
      (await db.select({ n: count() }).from(resumes))[0]!.n,
      (await db.select({ n: count() }).from(sharedResumes))[0]!.n,
    ];
    const before = await rows();
    const resume = developer();
    // The font chosen in the link is printed (the ATS check, pdf-ats.test.ts, checks every font's embedding).
    resume.meta = { ...resume.meta, fontFamily: 'georgia' };
    // A decoded link may leave profile fields out.
    const { phone: _phone, website: _website, ...profile } = resume.profile;
    const res = await fetch(`${server.url}/api/pdf`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ resume: { ...resume, profile } }),
    });
    expect(res.status).toBe(200);
    const pdf = await asPdf(res);
    const text = flat(await pdfText(pdf));
    expect(text).toContain('ALEX MORGAN');
    expect(text).not.toContain('(415) 555-0142');
    const fonts = await pdfFonts(pdf);
    // Georgia where the machine has it, else the bundled Gelasio; never the default Inter.
    expect(fonts.some((f) => /^(Georgia|Gelasio)/.test(f.name) && f.embedded)).toBe(true);
    expect(fonts.some((f) => /^Inter/.test(f.name))).toBe(false);
    expect(await rows()).toEqual(before);
  });
});
