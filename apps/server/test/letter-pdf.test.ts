import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CoverLetter, Resume } from '@resumey/resume';
import { readPdfLines } from '@resumey/pdf-text';
import { pdfFonts, pdfText } from '@resumey/test-support/pdf-support';
import type { SignedInClient } from '@resumey/test-support/sign-in';
import { testDbKind, type TestServer } from './helpers/server';
import {
  deleteResumes,
  inLanguage,
  LETTER_BODY,
  LETTER_READING_ORDER,
  letterOf,
  startLetterPdfServer,
} from './letter-pdf-helpers';

const flat = (text: string) => text.replace(/\s+/g, ' ');

/**
 * The cover letter's PDF (issue #41 item 3) from the same print view and renderer as resumes: text selectable and in
 * reading order for pdf.js and poppler, fonts embedded, named '{Full name} Cover Letter.pdf', in English, Arabic
 * (right to left) and Japanese. Only the owner gets it.
 */
describe(`cover letter PDF (${testDbKind})`, () => {
  let server: TestServer;
  let owner: SignedInClient;
  let other: SignedInClient;

  beforeAll(async () => {
    ({ server, owner, other } = await startLetterPdfServer('letter-pdf'));
  }, 240_000);
  afterAll(() => server?.stop());
  afterEach(() => deleteResumes(owner));

  async function withLetter(resume: Resume, letter: CoverLetter): Promise<string> {
    const res = await owner.api('/api/resumes', { method: 'POST', json: { resume } });
    const id = ((await res.json()) as { resume: Resume }).resume.id;
    expect((await owner.api(`/api/resumes/${id}/letter`, { method: 'PUT', json: { letter } })).status).toBe(201);
    return id;
  }

  it('English: the letter in reading order with pdf.js and pdftotext, fonts embedded, the resume not in it', async () => {
    const resume = inLanguage('en', 't03-elegant-sidebar');
    const id = await withLetter(resume, letterOf(resume, LETTER_BODY));
    const started = performance.now();
    const res = await owner.api(`/api/resumes/${id}/letter/pdf`);
    const ms = performance.now() - started;
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('Alex%20Morgan%20Cover%20Letter.pdf');
    const pdf = new Uint8Array(await res.arrayBuffer());
    const order = LETTER_READING_ORDER;
    const poppler = flat(await pdfText(pdf));
    const pdfjs = flat((await readPdfLines(pdf)).map((l) => l.text).join(' '));
    for (const [reader, text] of Object.entries({ poppler, pdfjs })) {
      let at = -1;
      for (const part of order) {
        const next = text.indexOf(part, at + 1);
        expect(next, `${reader}: ${part}`).toBeGreaterThan(at);
        at = next;
      }
      expect(text, reader).not.toContain(resume.experience[0]!.company);
    }
    const fonts = await pdfFonts(pdf);
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.every((f) => f.embedded)).toBe(true);
    console.info(`letter PDF: ${Math.round(ms)} ms (first render on this server)`);
  });

  it('Arabic (right to left) and Japanese: the greeting and closing of the language, read back', async () => {
    for (const [language, greeting, closing] of [
      ['ar', 'السيد مدير التوظيف المحترم', 'مع خالص التحية'],
      ['ja', 'ご担当者様', '敬具'],
    ] as const) {
      const resume = inLanguage(language);
      const id = await withLetter(resume, letterOf(resume, ['Paragraph one.']));
      const res = await owner.api(`/api/resumes/${id}/letter/pdf`);
      expect(res.status, language).toBe(200);
      const text = flat(await pdfText(new Uint8Array(await res.arrayBuffer())));
      expect(text, language).toContain(greeting);
      expect(text, language).toContain(closing);
    }
  });

  // The budget (under 1 s warm) is measured here and reported, not asserted: on this shared 2-core machine a loaded
  // minute makes any wall-clock bound flaky; npm run bench is where budgets are held.
  it('warm: a second letter PDF of the same server (time logged)', async () => {
    const resume = inLanguage('en');
    const id = await withLetter(resume, letterOf(resume, ['Warm.']));
    await owner.api(`/api/resumes/${id}/letter/pdf`);
    const started = performance.now();
    const res = await owner.api(`/api/resumes/${id}/letter/pdf`);
    await res.arrayBuffer();
    const ms = performance.now() - started;
    console.info(`letter PDF warm: ${Math.round(ms)} ms`);
    expect(res.status).toBe(200);
  });

  it('refuses another user, a signed-out visitor and a resume without a letter', async () => {
    const resume = inLanguage('en');
    const id = await withLetter(resume, letterOf(resume, ['Private.']));
    expect((await other.api(`/api/resumes/${id}/letter/pdf`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/resumes/${id}/letter/pdf`)).status).toBe(401);
    const bare = await owner.api('/api/resumes', { method: 'POST', json: { resume } });
    const bareId = ((await bare.json()) as { resume: Resume }).resume.id;
    expect((await owner.api(`/api/resumes/${bareId}/letter/pdf`)).status).toBe(404);
  });
});
