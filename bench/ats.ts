// ATS benchmark (issue #14): the ATS check's score table, every template x {sample, long} x every font, read by
// the project's parser from the PDFs the server prints (the same matrix as apps/server/test/pdf-ats.test.ts).
// The PDFs come from the real server over HTTP (POST /api/pdf, what a link-embedded share's Download PDF sends).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { GROUPS, runAtsMatrix, scoreTable, THRESHOLDS, type PrintPdf } from '@resumey/test-support/ats-matrix';
import { buildPrintView } from '@resumey/test-support/pdf-support';
import { signIn, type SignedInClient } from '@resumey/test-support/sign-in';
import { root, startBenchServer } from './server';
import type { Row } from './types';

/**
 * The server prints one PDF at a time per client, taking turns between clients: two signed-in users, each with one
 * PDF in flight, keep both of its print pages busy. The matrix asks for every PDF at once; they wait here.
 */
async function serverPrinter(url: string): Promise<PrintPdf> {
  const free: SignedInClient[] = [];
  for (let i = 0; i < 2; i++) free.push(await signIn(url, `bench-ats-${i}@example.com`, 'ATS Bench'));
  const waiting: Array<(client: SignedInClient) => void> = [];
  const release = (client: SignedInClient) => {
    const next = waiting.shift();
    if (next) next(client);
    else free.push(client);
  };
  return async (resume) => {
    const client = free.pop() ?? (await new Promise<SignedInClient>((r) => waiting.push(r)));
    try {
      for (;;) {
        const res = await client.api('/api/pdf', { method: 'POST', json: { resume } });
        const retryAfter = Number(res.headers.get('retry-after'));
        if (res.status === 503 && retryAfter > 0) {
          await res.arrayBuffer();
          await new Promise((r) => setTimeout(r, retryAfter * 1000)); // the server asked us to wait
          continue;
        }
        const body = new Uint8Array(await res.arrayBuffer());
        if (res.status !== 200) throw new Error(`PDF request failed: ${res.status} ${Buffer.from(body).toString()}`);
        return body;
      }
    } finally {
      release(client);
    }
  };
}

const pct = (v: number) => `${Math.round(v * 1000) / 10}`;

export async function run(): Promise<Row[]> {
  // The server prints the built web app's print view; build just that page when the app is not built.
  const builtDist = path.join(root, 'apps/web/dist');
  const webDist = existsSync(path.join(builtDist, 'print.html')) ? builtDist : await buildPrintView();
  // The per-minute PDF limit is for people; the matrix is 220 PDFs.
  const server = await startBenchServer({ WEB_DIST: webDist, PDF_RATE_LIMIT: '100000' });
  // BENCH_ATS_TEMPLATES=t01-classic,t05-... runs part of the matrix (a quick check of the bench itself).
  const templates = process.env.BENCH_ATS_TEMPLATES?.split(',');
  const started = performance.now();
  const cases = await serverPrinter(server.url)
    .then((print) => runAtsMatrix(print, { templates }))
    .finally(() => server.stop());
  const seconds = (performance.now() - started) / 1000;
  const rows: Row[] = scoreTable(cases).map((r) => ({
    figure: `ATS ${r.templateId}: identity / jobs / schools / bullets / skills, worst of ${cases.length / (templates?.length ?? 22)} PDFs`,
    value: GROUPS.map((g) => pct(r[g])).join(' / ') + ' %',
    budget: GROUPS.map((g) => (THRESHOLDS[g] === 1 ? '100' : `>=${pct(THRESHOLDS[g])}`)).join(' / '),
    ok: GROUPS.every((g) => r[g] >= THRESHOLDS[g]),
  }));
  // The strict reading (ats-strict.ts): whitespace-only text items dropped and runs merged as OpenResume does.
  for (const r of scoreTable(cases, (c) => c.strict.score)) {
    rows.push({
      figure: `ATS strict ${r.templateId}: identity / jobs / schools / bullets / skills, worst of ${cases.length / (templates?.length ?? 22)} PDFs`,
      value: GROUPS.map((g) => pct(r[g])).join(' / ') + ' %',
      budget: GROUPS.map((g) => (THRESHOLDS[g] === 1 ? '100' : `>=${pct(THRESHOLDS[g])}`)).join(' / '),
      ok: GROUPS.every((g) => r[g] >= THRESHOLDS[g]),
    });
  }
  rows.push({
    figure: 'ATS check: PDFs printed and read (pdf.js, pdftotext -raw and -layout)',
    value: `${cases.length} in ${seconds.toFixed(0)} s`,
    budget: 'report',
    ok: null,
  });
  return rows;
}
