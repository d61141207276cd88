import { writeFileSync } from 'node:fs';
import { readPdfText } from '@resumey/pdf-text';
import { resumeFor } from '@resumey/test-support/ats-matrix';
import { startBenchServer } from './server';
const server = await startBenchServer({ WEB_DIST: process.cwd() + '/apps/web/dist' });
try {
  const t = process.env.T ?? 't01-classic';
  const resume = resumeFor(t, 'long', 'inter');
  const res = await fetch(`${server.url}/api/pdf`, { method: 'POST', headers: { 'content-type': 'application/json', origin: server.url }, body: JSON.stringify({ resume }) });
  const pdf = new Uint8Array(await res.arrayBuffer());
  console.log(res.status, pdf.length);
  writeFileSync(`/tmp/exp/server-${t}.pdf`, pdf);
  const pages = await readPdfText(pdf);
  for (const [i, p] of pages.entries()) {
    const items = (p as any).items ?? p;
    console.log('page', i, JSON.stringify(items.slice(0, 3)).slice(0, 600));
    console.log('...', JSON.stringify(items.slice(-4)).slice(0, 900));
  }
} finally { await server.stop(); }
