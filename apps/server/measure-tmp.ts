import { buildPrintView } from '@resumey/test-support/pdf-support';
import { readPdfLines } from '@resumey/pdf-text';
import { sampleResume, parseResumeLines } from '@resumey/resume';
import { extractTerms, computeCoverage } from '@resumey/resume/targeting';
import { createPdfService } from './src/pdf/service';
import { defaultChromiumPath } from './src/config';
import { createLogger } from './src/log';
const webDist = await buildPrintView();
const svc = createPdfService({ chromiumPath: process.env.CHROMIUM_PATH ?? defaultChromiumPath(), webDist, log: createLogger('silent') });
const r = sampleResume();
for (let i = 0; i < 8; i++) {
  let t = performance.now();
  const { pdf } = await svc.render({ ...r, summary: r.summary + i });
  const render = performance.now() - t;
  t = performance.now();
  const lines = await readPdfLines(pdf);
  const read = performance.now() - t;
  t = performance.now();
  const ex = extractTerms('Requirements\n- Python, Kubernetes, Terraform and 5+ years of experience\nNice to have: Elixir');
  const cov = computeCoverage({ terms: ex.terms, language: ex.language, pdfLines: lines, resume: r });
  console.log({ render: Math.round(render), read: Math.round(read), cov: Math.round(performance.now() - t), lines: lines.length, pages: Math.max(...lines.map(l=>l.page)), score: cov.score });
}
await svc.close();
