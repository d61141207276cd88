// Letter PDF benchmark (issue #41 budget: < 1 s from a warm server): GET /api/resumes/:id/letter/pdf of a
// one-page cover letter in the resume's design, median and p95 over RUNS downloads, one at a time on a quiet server
// (each waits for the server's fresh print pages, as pdf.ts's "one at a time" does: what a user clicking Download
// PDF in the letter editor meets). `npm run bench -- letter-pdf` runs it alone.
import { randomBytes } from 'node:crypto';
import { blankLetter, sampleResume, type CoverLetter, type Resume } from '@resumey/resume';
import { signIn, type SignedInClient } from '@resumey/test-support/sign-in';
import { pdfInfo, pdfText } from '@resumey/test-support/pdf-support';
import { printingServer, quantile, timedPdf, warmPagesLoaded } from './pdf';
import type { Row } from './types';

const RUNS = Number(process.env.BENCH_PDF_RUNS ?? 20);
const BUDGET_MS = 1000;
/** The server allows 20 PDFs a minute per user (pdf/routes.ts): the runs are spread over several users. */
const PER_USER = 15;

/** A letter of the usual length: recipient, subject and four paragraphs with the bullets' markup. */
function letterFor(resume: Resume): CoverLetter {
  return {
    ...blankLetter(resume, new Date(Date.UTC(2026, 10, 28))),
    recipient: { name: 'Lee Reader', title: 'Head of Engineering', company: 'Analytical Ltd', address: '1 Main St' },
    subject: 'Application for Staff Engineer',
    paragraphs: [
      'I would like to apply for the Staff Engineer role: your posting asks for **distributed systems** experience.',
      'At my current company I cut p95 latency by 42% and led a team of six through a *zero-downtime* migration.',
      'I care about __maintainable__ code, good reviews and documentation that new colleagues can trust.',
      'I would be glad to talk about how I could help your team. Thank you for your time.',
    ],
  };
}

export async function run(): Promise<Row[]> {
  const server = await printingServer();
  try {
    const users: { client: SignedInClient; id: string }[] = [];
    for (let i = 0; i * PER_USER < RUNS + 1; i++) {
      const client = await signIn(server.url, `bench-letter-${randomBytes(4).toString('hex')}@example.com`, 'Alex');
      const resume = { ...sampleResume(), meta: { ...sampleResume().meta, templateId: 't13-left-rule' } };
      const created = await client.api('/api/resumes', { method: 'POST', json: { resume } });
      if (created.status !== 201) throw new Error(`creating the resume failed: ${created.status}`);
      const saved = ((await created.json()) as { resume: Resume }).resume;
      const letter = await client.api(`/api/resumes/${saved.id}/letter`, {
        method: 'PUT',
        json: { letter: letterFor(saved) },
      });
      if (letter.status !== 201) throw new Error(`saving the letter failed: ${letter.status}`);
      users.push({ client, id: saved.id });
    }
    const download = (n: number) => {
      const { client, id } = users[Math.floor(n / PER_USER)]!;
      return timedPdf(client, `/api/resumes/${id}/letter/pdf`);
    };

    const cold = await download(0); // launches the browser and loads the print view
    // What is measured is the letter: it says so in its text.
    if (!(await pdfText(cold.pdf)).includes('Analytical Ltd')) throw new Error('the PDF is not the letter');
    const quiet: number[] = [];
    for (let n = 1; n <= RUNS; n++) {
      await warmPagesLoaded(server.url);
      quiet.push((await download(n)).ms);
    }
    const pages = (await pdfInfo(cold.pdf)).pages;
    const sorted = [...quiet].sort((a, b) => a - b);
    const [median, p95] = [quantile(sorted, 0.5), quantile(sorted, 0.95)];
    return [
      {
        figure: `letter PDF download, ${pages}-page letter, warm server, one at a time: median (${RUNS} runs)`,
        value: `${Math.round(median)} ms`,
        budget: `< ${BUDGET_MS} ms`,
        ok: median < BUDGET_MS,
      },
      {
        figure: 'letter PDF download, warm server, one at a time: p95',
        value: `${Math.round(p95)} ms`,
        budget: `< ${BUDGET_MS} ms`,
        ok: p95 < BUDGET_MS,
      },
      {
        figure: 'letter PDF, first request (browser launch)',
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
