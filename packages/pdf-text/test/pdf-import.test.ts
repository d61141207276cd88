import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createResume, type Resume } from '@resumey/resume';
import { IMPORT_FIELD_GROUPS, PDF_MAX_BYTES, PDF_MESSAGES, scoreImport, shareOf } from '@resumey/resume/import/pdf';
import { fromPdf } from '../src/import';

/**
 * fromPdf on PDFs Resumey did not make (test/fixtures: a plain HTML page printed by Chromium, whose list bullets
 * are drawn shapes rather than text) and on files it must refuse. The per-template scores are in
 * apps/server/test/pdf-import.test.ts.
 */

const fixture = (name: string) => readFileSync(fileURLToPath(new URL(`fixtures/${name}`, import.meta.url)));

/** What plain-html.html says, as the resume it should import as. */
function plainHtmlResume(): Resume {
  const r = createResume();
  Object.assign(r.profile, {
    fullName: 'Priya Raman',
    headline: 'Data Engineer',
    email: 'priya.raman@example.org',
    phone: '+44 20 7946 0958',
    location: 'Manchester, UK',
    github: 'github.com/priyaraman',
  });
  r.summary =
    'Data engineer with six years of experience designing batch and streaming pipelines for retail and logistics companies.';
  const job = (
    title: string,
    company: string,
    location: string,
    startDate: string,
    endDate: string,
    bullets: string[],
  ) => ({
    id: title,
    title,
    company,
    location,
    startDate,
    endDate,
    bullets,
    technologies: [],
    url: '',
    description: '',
    summary: '',
  });
  r.experience = [
    job('Lead Data Engineer', 'Harbour Logistics', 'Manchester, UK', '2022-04', '', [
      'Rebuilt the nightly warehouse load on Airflow and dbt, cutting the run from five hours to forty minutes.',
      'Introduced data contracts between four product teams and the analytics platform.',
    ]),
    job('Data Engineer', 'Corner Shop Group', 'Leeds, UK', '2019-09', '2022-03', [
      'Streamed point-of-sale events through Kafka into BigQuery for same-day stock reports across 300 stores.',
      "Wrote the team's testing guide for SQL models and reviewed every pipeline change.",
    ]),
  ];
  const school = (name: string, degree: string, field: string, startDate: string, endDate: string) => ({
    id: name,
    school: name,
    degree,
    field,
    startDate,
    endDate,
    details: [],
    url: '',
    score: '',
  });
  r.education = [
    school('University of Leeds', 'Master of Science', 'Data Science', '2018', '2019'),
    school('University of Sheffield', 'Bachelor of Science', 'Mathematics', '2015', '2018'),
  ];
  r.skills.core = ['Python', 'SQL', 'Airflow', 'dbt', 'Kafka', 'BigQuery', 'Terraform'];
  r.certifications = ['Google Cloud Professional Data Engineer'];
  return r;
}

/** A one-page PDF drawing `stream` (see pdf-text.test.ts), with extra trailer entries. */
function pdfOf(stream: string, trailer = '', extra: string[] = []): Uint8Array {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    ...extra,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailer}>>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(out);
}

describe('fromPdf', () => {
  it('imports a resume printed from a plain HTML page by Chromium (drawn bullets), printing its score', async () => {
    const result = await fromPdf(fixture('plain-html.pdf'));
    if (!result.ok) throw new Error(result.error);
    const score = scoreImport(plainHtmlResume(), result.resume);
    const pct = (v: number) => `${(v * 100).toFixed(1)}%`;
    console.log(
      `PDF import, plain HTML printed by Chromium: ${score.ok}/${score.total} fields (${pct(score.ok / score.total)}); ` +
        IMPORT_FIELD_GROUPS.map((g) => `${g} ${pct(shareOf(score.groups[g]))}`).join(', '),
    );
    expect(score.misses).toEqual([]);
    expect(result.resume.custom).toEqual([]);
    expect(result.report?.format).toBe('PDF');
  });

  it('refuses a file over 20 MB, a file that is not a PDF and a damaged PDF, each with its message', async () => {
    const big = new Uint8Array(PDF_MAX_BYTES + 1);
    big.set(new TextEncoder().encode('%PDF-1.7\n'));
    expect(await fromPdf(big)).toEqual({ ok: false, error: PDF_MESSAGES.tooLarge });
    expect(await fromPdf(new TextEncoder().encode('{"basics":{}}'))).toEqual({ ok: false, error: PDF_MESSAGES.notPdf });
    expect(await fromPdf(new TextEncoder().encode('%PDF-1.7\nthis is not really a PDF\n'))).toEqual({
      ok: false,
      error: PDF_MESSAGES.unreadable,
    });
    const cut = fixture('plain-html.pdf').subarray(0, 2000);
    const read = await fromPdf(cut);
    expect(read.ok).toBe(false);
  });

  it('refuses a password-protected PDF and an image-only PDF (a scan) with their messages', async () => {
    const hex = (n: number) => '<' + 'ab'.repeat(n) + '>';
    const locked = pdfOf('BT /F1 10 Tf 50 700 Td (Secret) Tj ET', `/Encrypt 6 0 R /ID [${hex(16)} ${hex(16)}] `, [
      `<< /Filter /Standard /V 1 /R 2 /O ${hex(32)} /U ${hex(32)} /P -4 >>`,
    ]);
    expect(await fromPdf(locked)).toEqual({ ok: false, error: PDF_MESSAGES.encrypted });
    expect(await fromPdf(pdfOf('0.5 g 100 100 300 300 re f'))).toEqual({ ok: false, error: PDF_MESSAGES.noText });
  });
});
