// ATS benchmark (issue #14): the ATS check's score table, every template x {sample, long} x every font, read by
// the project's parser from the PDFs the server prints (the same matrix as apps/server/test/pdf-ats.test.ts).
import { GROUPS, runAtsMatrix, scoreTable, THRESHOLDS } from '../apps/server/test/ats-matrix';
import type { Row } from './types';

const pct = (v: number) => `${Math.round(v * 1000) / 10}`;

export async function run(): Promise<Row[]> {
  const started = performance.now();
  const cases = await runAtsMatrix();
  const seconds = (performance.now() - started) / 1000;
  const rows: Row[] = scoreTable(cases).map((r) => ({
    figure: `ATS ${r.templateId}: identity / jobs / schools / bullets / skills, worst of ${cases.length / 22} PDFs`,
    value: GROUPS.map((g) => pct(r[g])).join(' / ') + ' %',
    budget: GROUPS.map((g) => (THRESHOLDS[g] === 1 ? '100' : `>=${pct(THRESHOLDS[g])}`)).join(' / '),
    ok: GROUPS.every((g) => r[g] >= THRESHOLDS[g]),
  }));
  // The strict reading (ats-strict.ts): whitespace-only text items dropped and runs merged as OpenResume does.
  for (const r of scoreTable(cases, (c) => c.strict.score)) {
    rows.push({
      figure: `ATS strict ${r.templateId}: identity / jobs / schools / bullets / skills, worst of ${cases.length / 22} PDFs`,
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
