// PDF benchmark (issue 10): the time for GET /api/resumes/:id/pdf of a two-page resume from a warm server
// (browser launched and print view loaded by a first request), median and p95 over RUNS downloads.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sampleResume, type Resume } from '@resumey/resume';
import { signIn, type SignedInClient } from '../apps/server/test/helpers/sign-in';
import { buildPrintView } from '../apps/server/test/pdf-support';
import { root, startBenchServer } from './server';
import type { Row } from './types';

const RUNS = Number(process.env.BENCH_PDF_RUNS ?? 20);
const BUDGET_MS = 1000;
/** The server allows 20 PDFs a minute per user (routes/pdf.ts): the runs are spread over several users. */
const PER_USER = 15;

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;

function pagesOf(pdf: Uint8Array): number {
  const dir = mkdtempSync(path.join(tmpdir(), 'resumey-bench-pdf-'));
  try {
    const file = path.join(dir, 'r.pdf');
    writeFileSync(file, pdf);
    return Number(execFileSync('pdfinfo', [file], { encoding: 'utf8' }).match(/^Pages:\s+(\d+)/m)?.[1] ?? 0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The developer sample in Left Rule: two A4 pages. */
function twoPageResume(): Resume {
  const r = sampleResume();
  r.meta = { ...r.meta, templateId: 't13-left-rule' };
  return r;
}

export async function run(): Promise<Row[]> {
  // The server prints the built web app's print view; build just that page when the app is not built.
  const builtDist = path.join(root, 'apps/web/dist');
  const webDist = existsSync(path.join(builtDist, 'print.html')) ? builtDist : await buildPrintView();
  const server = await startBenchServer({ WEB_DIST: webDist });
  try {
    const users: { client: SignedInClient; id: string }[] = [];
    for (let i = 0; i * PER_USER < RUNS + 1; i++) {
      const client = await signIn(server.url, `bench-pdf-${randomBytes(4).toString('hex')}@example.com`, 'Alex Morgan');
      const created = await client.api('/api/resumes', { method: 'POST', json: { resume: twoPageResume() } });
      if (created.status !== 201) throw new Error(`creating the resume failed: ${created.status}`);
      users.push({ client, id: ((await created.json()) as { resume: Resume }).resume.id });
    }
    const download = async (n: number) => {
      const { client, id } = users[Math.floor(n / PER_USER)]!;
      const started = performance.now();
      const res = await client.api(`/api/resumes/${id}/pdf`);
      const pdf = new Uint8Array(await res.arrayBuffer());
      const ms = performance.now() - started;
      if (res.status !== 200) throw new Error(`PDF request failed: ${res.status} ${Buffer.from(pdf).toString()}`);
      return { ms, pdf };
    };

    const cold = await download(0); // launches the browser and loads the print view
    const times: number[] = [];
    for (let n = 1; n <= RUNS; n++) times.push((await download(n)).ms);
    times.sort((a, b) => a - b);
    const median = quantile(times, 0.5);
    const p95 = quantile(times, 0.95);
    const pages = pagesOf(cold.pdf);
    return [
      {
        figure: `PDF download, ${pages}-page resume, warm server: median (${RUNS} runs)`,
        value: `${Math.round(median)} ms`,
        budget: `< ${BUDGET_MS} ms`,
        ok: median < BUDGET_MS,
      },
      {
        figure: 'PDF download, warm server: p95',
        value: `${Math.round(p95)} ms`,
        budget: `< ${BUDGET_MS} ms`,
        ok: p95 < BUDGET_MS,
      },
      {
        figure: 'PDF download, first request (browser launch)',
        value: `${Math.round(cold.ms)} ms`,
        budget: 'report',
        ok: null,
      },
    ];
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.table(await run());
