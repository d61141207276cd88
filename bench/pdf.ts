// PDF benchmark (issue 10): the time for GET /api/resumes/:id/pdf of a two-page resume from a warm server
// (browser launched and print view loaded by a first request), median and p95 over RUNS downloads, in two ways:
// - one download at a time on a quiet server (what a user clicking Download PDF meets): each waits until the
//   server reports its fresh print pages loaded (/api/health pdfRenderer.warmPages, issue #22's per-job pages);
// - RUNS downloads back to back, each sent as the last one is answered: the next fresh page is still loading,
//   so this shows what the per-job isolation costs when PDFs follow each other without a pause.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { LIMITS, sampleResume, type Resume } from '@resumey/resume';
import { wordyResume } from '@resumey/test-support/wordy-resume';
import { signIn, type SignedInClient } from '@resumey/test-support/sign-in';
import { buildPrintView, pdfInfo } from '@resumey/test-support/pdf-support';
import { root, startBenchServer } from './server';
import type { Row } from './types';

const RUNS = Number(process.env.BENCH_PDF_RUNS ?? 20);
/** Fresh print pages the server keeps loaded ahead of jobs (SPARE_PAGES in apps/server/src/pdf/render.ts). */
const WARM_PAGES = 2;
const BUDGET_MS = 1000;
/** The server allows 20 PDFs a minute per user (pdf/routes.ts): the runs are spread over several users. */
const PER_USER = 15;

export const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;

/** Resolves once the server has its fresh print pages loaded (a condition, polled like the health wait). */
export async function warmPagesLoaded(url: string) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const health = (await (await fetch(`${url}/api/health`)).json()) as { pdfRenderer?: { warmPages?: number } };
    if ((health.pdfRenderer?.warmPages ?? 0) >= WARM_PAGES) return;
    if (Date.now() > deadline) throw new Error('the PDF service did not load its print pages within 30 s');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The developer sample in Left Rule: two A4 pages. */
function twoPageResume(): Resume {
  const r = sampleResume();
  r.meta = { ...r.meta, templateId: 't13-left-rule' };
  return r;
}

/** A bench server that prints: over the built web app's print view, or just that page built when the app is not. */
export async function printingServer() {
  const builtDist = path.join(root, 'apps/web/dist');
  const webDist = existsSync(path.join(builtDist, 'print.html')) ? builtDist : await buildPrintView();
  return startBenchServer({ WEB_DIST: webDist });
}

/** A PDF asked for as `client` (GET unless `init` says), timed to its last byte; anything but 200 throws. */
export async function timedPdf(
  client: SignedInClient,
  path: string,
  init?: Parameters<SignedInClient['api']>[1],
): Promise<{ ms: number; pdf: Uint8Array }> {
  const started = performance.now();
  const res = await client.api(path, init);
  const pdf = new Uint8Array(await res.arrayBuffer());
  const ms = performance.now() - started;
  if (res.status !== 200) throw new Error(`${path} failed: ${res.status} ${Buffer.from(pdf).toString()}`);
  return { ms, pdf };
}

export async function run(): Promise<Row[]> {
  const server = await printingServer();
  try {
    const users: { client: SignedInClient; id: string }[] = [];
    for (let i = 0; i * PER_USER < 2 * RUNS + 1; i++) {
      const client = await signIn(server.url, `bench-pdf-${randomBytes(4).toString('hex')}@example.com`, 'Alex Morgan');
      const created = await client.api('/api/resumes', { method: 'POST', json: { resume: twoPageResume() } });
      if (created.status !== 201) throw new Error(`creating the resume failed: ${created.status}`);
      users.push({ client, id: ((await created.json()) as { resume: Resume }).resume.id });
    }
    const download = (n: number) => {
      const { client, id } = users[Math.floor(n / PER_USER)]!;
      return timedPdf(client, `/api/resumes/${id}/pdf`);
    };

    const cold = await download(0); // launches the browser and loads the print view
    const quiet: number[] = [];
    for (let n = 1; n <= RUNS; n++) {
      await warmPagesLoaded(server.url);
      quiet.push((await download(n)).ms);
    }
    const times: number[] = [];
    for (let n = RUNS + 1; n <= 2 * RUNS; n++) times.push((await download(n)).ms);
    const pages = (await pdfInfo(cold.pdf)).pages;
    const largest = await largestResumeRow(users[0]!.client);
    const rows = (label: string, all: number[]): Row[] => {
      const sorted = [...all].sort((a, b) => a - b);
      const [median, p95] = [quantile(sorted, 0.5), quantile(sorted, 0.95)];
      return [
        {
          figure: `PDF download, ${pages}-page resume, warm server, ${label}: median (${RUNS} runs)`,
          value: `${Math.round(median)} ms`,
          budget: `< ${BUDGET_MS} ms`,
          ok: median < BUDGET_MS,
        },
        {
          figure: `PDF download, warm server, ${label}: p95`,
          value: `${Math.round(p95)} ms`,
          budget: `< ${BUDGET_MS} ms`,
          ok: p95 < BUDGET_MS,
        },
      ];
    };
    return [
      ...rows('one at a time', quiet),
      ...rows('back to back', times),
      {
        figure: 'PDF download, first request (browser launch)',
        value: `${Math.round(cold.ms)} ms`,
        budget: 'report',
        ok: null,
      },
      largest,
    ];
  } finally {
    await server.stop();
  }
}

/** The job timeout of the server for one unit of cost (apps/server/src/pdf/service.ts), and a unit (pdf/cost.ts). */
const TIMEOUT_PER_COST_MS = 20_000;
const COST_UNIT_BYTES = 512 * 1024;

/**
 * The largest resume the API accepts (issue #38): 100 jobs of 10 bullets of 5,000 characters, about 4.8 MiB, posted
 * to /api/pdf; it must print within the job timeout its size gives it.
 */
async function largestResumeRow(client: SignedInClient): Promise<Row> {
  const resume = wordyResume(100, 10);
  const json = JSON.stringify({ resume });
  const bytes = Buffer.byteLength(json);
  if (bytes > LIMITS.maxResumeBytes) throw new Error(`the largest resume is over the limit: ${bytes} bytes`);
  const { ms, pdf } = await timedPdf(client, '/api/pdf', { method: 'POST', json: { resume } });
  const timeout = TIMEOUT_PER_COST_MS * (1 + Math.floor(bytes / COST_UNIT_BYTES));
  return {
    figure: `PDF download, largest resume the API accepts (${(bytes / 1024 / 1024).toFixed(1)} MiB, ${(await pdfInfo(pdf)).pages} pages)`,
    value: `${Math.round(ms)} ms`,
    budget: `< ${timeout} ms (job timeout)`,
    ok: ms < timeout,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) console.table(await run());
