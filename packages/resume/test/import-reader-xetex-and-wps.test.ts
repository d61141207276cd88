import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { measuredRows, type ItemRow as Row } from './pdf-page';

// Corpus round 32: Awesome-CV and moderncv compiled by XeLaTeX (en-latex-awesome-xetex, es-latex-moderncv-xetex) and
// a WPS template of two cells (en-word-wps-twocol).

describe('Awesome-CV compiled by XeLaTeX', () => {
  const H = 'TeXGyreHeros-Regular';
  const HB = 'TeXGyreHeros-Bold';
  const HI = 'TeXGyreHeros-Italic';
  const job = (title: string, dates: string, company: string, place: string, y: number, item: string): Row[] => [
    [title, 39.69, y, title.length * 5, 10.0, HB],
    [dates, 482.43, y, 89.88, 9.0, HI],
    [company, 39.69, y + 13.55, company.length * 4.2, 8.0, H],
    [place, 514.2, y + 13.55, 58.11, 8.0, HI],
    ['•', 40.49, y + 26.7, 3.14, 9.0, H],
    [item, 49.0, y + 26.7, 400.0, 9.0, H],
  ];
  const rows: Row[] = [
    ['Rachel Lindqvist', 200.0, 80.0, 200.0, 32.0, HB],
    ['Work Experience', 39.69, 190.5, 128.86, 15.9, HB],
    ...job(
      'Software Engineer II',
      'Jun. 2018 - Dec. 2020',
      'BAZAARVOICE',
      'Austin, TX',
      322.63,
      'Built the review API.',
    ),
    ...job(
      'Software Engineer',
      'Jul. 2016 - May 2018',
      'DELL TECHNOLOGIES',
      'Round Rock, TX',
      399.89,
      'Wrote tooling.',
    ),
    ['Skills', 39.69, 520.0, 50.0, 15.9, HB],
    ['Languages', 52.0, 540.0, 50.0, 10.0, HB],
    ['Go, Java, Python', 120.0, 540.0, 80.0, 10.0, H],
  ];

  it("reads an employer in small capitals whose words name a section ('DELL TECHNOLOGIES') as the employer", () => {
    const { experience } = readResume(pdfLines(measuredRows(rows))).resume;
    expect(experience.map((j) => [j.title, j.company, j.location, j.startDate])).toEqual([
      ['Software Engineer II', 'BAZAARVOICE', 'Austin, TX', '2018-06'],
      ['Software Engineer', 'DELL TECHNOLOGIES', 'Round Rock, TX', '2016-07'],
    ]);
  });
});

describe('moderncv compiled by XeLaTeX', () => {
  const P = 'TeXGyrePagella-Regular';
  const rows: Row[] = [
    ['Matías Fuentealba Araya', 300.0, 80.0, 220.0, 24.8, P],
    ['Habilidades', 131.26, 587.03, 77.11, 14.3, P],
    ['Lenguajes', 73.77, 606.69, 48.52, 10.9, P],
    ['Ruby on Rails, Python (Django), TypeScript (React), SQL', 131.26, 606.69, 276.6, 10.9, P],
    ['Cloud y', 83.7, 623.97, 38.9, 10.9, P],
    ['DevOps', 82.81, 637.52, 39.49, 10.9, P],
    ['AWS (SQS, RDS, Lambda), Docker, Terraform', 131.26, 623.97, 250.0, 10.9, P],
    ['Bases de', 81.08, 654.79, 41.2, 10.9, P],
    ['PostgreSQL, Redis, Oracle', 131.26, 654.79, 125.74, 10.9, P],
    ['datos', 96.0, 668.3, 26.0, 10.9, P],
  ];

  it('reads labels wrapped in the margin beside their lists as labels, not skills', () => {
    const { skills } = readResume(pdfLines(measuredRows(rows))).resume;
    expect(skills.core).toEqual([
      'Ruby on Rails',
      'Python (Django)',
      'TypeScript (React)',
      'SQL',
      'AWS (SQS, RDS, Lambda)',
      'Docker',
      'Terraform',
      'PostgreSQL',
      'Redis',
      'Oracle',
    ]);
  });
});

describe('a WPS template of two cells', () => {
  const C = 'Calibri';
  const rows: Row[] = [
    ['MARIELLE ANNE C. PASCUAL', 230.0, 90.0, 280.0, 22.0, 'Calibri-Bold'],
    ['CONTACT', 44.0, 386.4, 60.0, 11.0, 'Calibri-Bold'],
    ['Mobile: +63 917 555 0123', 41.0, 408.7, 120.0, 9.5, 'Calibri-Bold'],
    ['Address: 27 Mabini St., Brgy.', 41.0, 461.5, 130.0, 9.5, C],
    ['Poblacion 3, Tanauan City,', 41.0, 477.1, 120.0, 9.5, C],
    ['Batangas 4232', 41.0, 492.7, 70.0, 9.5, C],
    ['SKILLS', 44.0, 523.6, 50.0, 11.0, 'Calibri-Bold'],
  ];

  it('reads an address over three lines of its cell without its label, its commas and abbreviations as typed', () => {
    const { profile } = readResume(pdfLines(measuredRows(rows))).resume;
    expect(profile.location).toBe('27 Mabini St., Brgy. Poblacion 3, Tanauan City, Batangas 4232');
  });
});
