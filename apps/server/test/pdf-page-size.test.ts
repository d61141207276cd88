import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { longResume, newId, type Resume } from '@resumey/resume';
import { startTestServer, testDbKind, type TestServer } from './helpers/server';
import { signIn, type SignedInClient } from '@resumey/test-support/sign-in';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { buildPrintView, pdfFonts, pdfInfo, pruneOldBuilds } from '@resumey/test-support/pdf-support';

const exec = promisify(execFile);

/** pdfinfo's page size line: A4 is 595.28 x 841.89 pt, US Letter 612 x 792 pt. */
const A4 = /^59[45]\.\d+ x 841\.\d+ pts \(A4\)$/;
const LETTER = /^612 x 792 pts \(letter\)$/;

/**
 * Heights (pt) of the words' boxes on page 1 as pdftotext -bbox reports them: the tallest (the name heading) and
 * the most common (body text).
 */
async function textHeights(pdf: Uint8Array): Promise<{ heading: number; body: number }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'resumey-size-'));
  try {
    writeFileSync(path.join(dir, 'r.pdf'), pdf);
    const { stdout } = await exec('pdftotext', ['-bbox', '-f', '1', '-l', '1', path.join(dir, 'r.pdf'), '-']);
    const heights = [...stdout.matchAll(/yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)"/g)].map(
      (m) => Math.round((Number(m[2]) - Number(m[1])) * 100) / 100,
    );
    const counts = new Map<number, number>();
    for (const h of heights) counts.set(h, (counts.get(h) ?? 0) + 1);
    const body = [...counts].sort((a, b) => b[1] - a[1])[0]![0];
    return { heading: Math.max(...heights), body };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The long sample (three A4 pages in Classic) with the paper and font size asked for. */
const sized = (meta: Partial<Resume['meta']>): Resume => {
  const r = longResume();
  return { ...r, meta: { ...r.meta, ...meta } };
};

describe(`PDF page and font size, issue #20 (${testDbKind})`, () => {
  let server: TestServer;
  let owner: SignedInClient;

  beforeAll(async () => {
    pruneOldBuilds();
    server = await startTestServer({ WEB_DIST: await buildPrintView() });
    owner = await signIn(server.url, `size-${newId().slice(0, 8)}@example.com`, 'Sam Size');
  }, 180_000);
  afterAll(() => server?.stop());

  /** Download PDF of a stored resume, as the editor's button asks for it. */
  async function download(resume: Resume) {
    const created = await owner.api('/api/resumes', { method: 'POST', json: { resume } });
    expect(created.status).toBe(201);
    const { id } = ((await created.json()) as { resume: Resume }).resume;
    const res = await owner.api(`/api/resumes/${id}/pdf`);
    expect(res.status).toBe(200);
    const pdf = new Uint8Array(await res.arrayBuffer());
    // A user keeps at most 4 resumes.
    expect((await owner.api(`/api/resumes/${id}`, { method: 'DELETE' })).ok).toBe(true);
    return pdf;
  }

  it('prints on US Letter for a Letter resume and on A4 otherwise, on every page', async () => {
    const letter = await pdfInfo(await download(sized({ pageSize: 'letter' })));
    expect(letter.pageSize).toMatch(LETTER);
    const a4 = await pdfInfo(await download(sized({ pageSize: 'a4' })));
    expect(a4.pageSize).toMatch(A4);
    expect(a4.pages).toBe(3);
    // Letter is 18 mm shorter than A4: the same resume needs at least as many pages.
    expect(letter.pages).toBeGreaterThanOrEqual(a4.pages);
  }, 120_000);

  it('scales all text with the font size, headings in proportion', async () => {
    const smallPdf = await download(sized({ fontSize: 'small' }));
    const normalPdf = await download(sized({ fontSize: 'normal' }));
    const largePdf = await download(sized({ fontSize: 'large' }));
    const [small, normal, large] = await Promise.all([smallPdf, normalPdf, largePdf].map(textHeights));
    // The body text and the name heading, in points as drawn in the PDF.
    expect(large.body / normal.body).toBeCloseTo(1.08, 1);
    expect(small.body / normal.body).toBeCloseTo(0.92, 1);
    expect(large.heading / large.body).toBeCloseTo(normal.heading / normal.body, 1);
    expect((await pdfInfo(largePdf)).pages).toBeGreaterThanOrEqual((await pdfInfo(smallPdf)).pages);
    // Still real text in embedded fonts, not a picture of it.
    expect((await pdfFonts(largePdf)).every((f) => f.embedded)).toBe(true);
  }, 120_000);

  it('starts a new resume on the paper the browser asks for, A4 when it asks for none', async () => {
    const create = async (body: object) => {
      const res = await owner.api('/api/resumes', { method: 'POST', json: body });
      const json = (await res.json()) as { resume?: Resume };
      if (json.resume) await owner.api(`/api/resumes/${json.resume.id}`, { method: 'DELETE' });
      return { status: res.status, pageSize: json.resume?.meta.pageSize };
    };
    expect(await create({ templateId: 't01-classic', pageSize: 'letter' })).toEqual({
      status: 201,
      pageSize: 'letter',
    });
    expect(await create({ templateId: 't01-classic' })).toEqual({ status: 201, pageSize: 'a4' });
    expect((await create({ templateId: 't01-classic', pageSize: 'legal' })).status).toBe(400);
  });
});
