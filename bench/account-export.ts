// Account export (issue #42 item 3): the time for GET /api/account/export of an account with 4 resumes, each with a
// photo and a history of versions and a share, from a warm server (browser launched and print pages loaded by a
// first PDF, as bench/pdf.ts measures PDFs), until the last byte of the ZIP. Budget 3 s: the export makes the four
// PDFs (one after the other in the user's turn of the PDF queue) and streams every JSON file around them.
// `npx tsx bench/account-export.ts` runs it alone; BENCH_EXPORT_RUNS sets the count (5).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { samplePhotoDataUrl, sampleResume, TEMPLATE_IDS, type Resume, type ResumeRecord } from '@resumey/resume';
import { signIn } from '@resumey/test-support/sign-in';
import { buildPrintView } from '@resumey/test-support/pdf-support';
import { root, startBenchServer } from './server';
import type { Row } from './types';

const RUNS = Number(process.env.BENCH_EXPORT_RUNS ?? 5);
const BUDGET_MS = 3000;
/** Versions per resume: each save changes the template, which keeps a version (with the photo) every time. */
const VERSIONS = 8;

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;

/** How many times `name` occurs in the ZIP: once in its local header and once in the directory per file. */
const occurrences = (zip: Buffer, name: string) => {
  let n = 0;
  for (let at = zip.indexOf(name); at >= 0; at = zip.indexOf(name, at + 1)) n++;
  return n;
};

export async function run(): Promise<Row[]> {
  const builtDist = path.join(root, 'apps/web/dist');
  const webDist = existsSync(path.join(builtDist, 'print.html')) ? builtDist : await buildPrintView();
  const server = await startBenchServer({ WEB_DIST: webDist, ACCOUNT_DATA_RATE_LIMIT: '1000' });
  try {
    const client = await signIn(
      server.url,
      `bench-export-${randomBytes(4).toString('hex')}@example.com`,
      'Alex Morgan',
    );
    const username = `bench-${randomBytes(3).toString('hex')}`;
    await client.api('/api/profile/username', { method: 'PUT', json: { username } });
    let historyBytes = 0;
    for (let i = 0; i < 4; i++) {
      const base = sampleResume();
      const resume: Resume = {
        ...base,
        meta: { ...base.meta, title: `Resume ${i + 1}` },
        profile: { ...base.profile, profileImage: samplePhotoDataUrl },
      };
      const created = await client.api('/api/resumes', { method: 'POST', json: { resume } });
      if (created.status !== 201) throw new Error(`creating a resume failed: ${created.status}`);
      let record = (await created.json()) as ResumeRecord;
      for (let v = 0; v < VERSIONS; v++) {
        const next = { ...record.resume, meta: { ...record.resume.meta, templateId: TEMPLATE_IDS[(v + i) % 22]! } };
        const saved = await client.api(`/api/resumes/${record.resume.id}`, {
          method: 'PUT',
          json: { resume: next, version: record.version },
        });
        if (saved.status !== 200) throw new Error(`saving a version failed: ${saved.status}`);
        record = (await saved.json()) as ResumeRecord;
      }
      const versions = (await (await client.api(`/api/resumes/${record.resume.id}/versions`)).json()) as {
        versions: { size: number }[];
      };
      historyBytes += versions.versions.reduce((sum, v) => sum + v.size, 0);
      await client.api('/api/shares', {
        method: 'POST',
        json: { username, slug: `resume-${i + 1}`, resumeId: record.resume.id },
      });
      if (i === 0) {
        // Warm: launches the browser and loads the print view, as a server that has made a PDF before.
        const pdf = await client.api(`/api/resumes/${record.resume.id}/pdf`);
        if (pdf.status !== 200) throw new Error(`the warming PDF failed: ${pdf.status}`);
        await pdf.arrayBuffer();
      }
    }

    const times: number[] = [];
    let size = 0;
    for (let n = 0; n < RUNS; n++) {
      const started = performance.now();
      const res = await client.api('/api/account/export');
      const zip = Buffer.from(await res.arrayBuffer());
      times.push(performance.now() - started);
      if (res.status !== 200) throw new Error(`the export failed: ${res.status} ${zip.toString().slice(0, 200)}`);
      // Four PDFs, and a complete archive (its directory's end record).
      if (occurrences(zip, 'resume.pdf') !== 8) throw new Error('the export does not hold the 4 PDFs');
      if (zip.readUInt32LE(zip.length - 22) !== 0x06054b50) throw new Error('the export is not a complete ZIP');
      size = zip.length;
    }
    const sorted = [...times].sort((a, b) => a - b);
    const median = quantile(sorted, 0.5);
    return [
      {
        figure: `Account export, 4 resumes with photos, ${VERSIONS + 1} versions each and PDFs, warm server: median (${RUNS} runs)`,
        value: `${Math.round(median)} ms`,
        budget: `< ${BUDGET_MS} ms`,
        ok: median < BUDGET_MS,
      },
      {
        figure: 'Account export: slowest run',
        value: `${Math.round(sorted[sorted.length - 1]!)} ms`,
        budget: 'report',
        ok: null,
      },
      {
        figure: 'Account export: ZIP size (history as stored)',
        value: `${(size / 1024).toFixed(0)} KB (${(historyBytes / 1024).toFixed(0)} KB)`,
        budget: 'report',
        ok: null,
      },
    ];
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.table(await run());
