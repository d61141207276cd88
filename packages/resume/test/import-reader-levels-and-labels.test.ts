import { Document, Packer, Paragraph, TextRun } from 'docx';
import { describe, expect, it } from 'vitest';
import { fromDocx } from '../src/docx-import';
import { pdfLines, readResume } from '../src/import-reader';
import { measuredRows, type ItemRow as Row } from './pdf-page';

// Corpus round 20: a Filipino resume typed in Word (en-word-ph: 'Cellphone No.:', a barangay address, schools under
// 'Tertiary:' / 'Secondary:' labels with their lines pushed over by tabs, 'S.Y. 2012 – 2016', ON-THE-JOB TRAINING),
// a British CV (en-word-uk-cv: 'A-levels: …' subjects, Key Skills in two bulleted cells) and a Mexican 'formato
// Harvard' CV (es-word-harvard: the carrera 'Ingeniería Industrial y de Sistemas' under the school and its town).

const L = 'URWBookmanLight';
const D = 'URWBookmanDemi';
const I = 'URWBookmanLightItalic';
const NAME: Row = ['ANGELICA MAE R. SORIANO', 59.5, 125.2, 237.95, 16, D];

describe('a Filipino resume', () => {
  it("reads the labelled phone, the e-mail after 'E-mail Address:' and the block-and-lot address", () => {
    const rows: Row[] = [
      NAME,
      ['Blk 12 Lot 5, Brgy. San Isidro, Cainta, Rizal', 59.5, 145.7, 235.8, 11, L],
      ['Cellphone No.: 0917 555 0123', 59.5, 159.9, 163.92, 11, L],
      ['E-mail Address: angelicamae.soriano@example.com', 59.5, 174.1, 278, 11, L],
    ];
    const { profile } = readResume(pdfLines(measuredRows(rows))).resume;
    expect([profile.phone, profile.email, profile.location]).toEqual([
      '0917 555 0123',
      'angelicamae.soriano@example.com',
      'Blk 12 Lot 5, Brgy. San Isidro, Cainta, Rizal',
    ]);
  });

  it("takes no word of 'E-mail Address:' for the place", () => {
    const rows: Row[] = [
      NAME,
      ['Cellphone No.: 0917 555 0123', 59.5, 159.9, 163.92, 11, L],
      ['E-mail Address: angelicamae.soriano@example.com', 59.5, 174.1, 278, 11, L],
    ];
    const { profile } = readResume(pdfLines(measuredRows(rows))).resume;
    expect([profile.email, profile.location]).toEqual(['angelicamae.soriano@example.com', '']);
  });

  it("reads each school under its level's label with the lines set at its name: degree, years, no address as degree", () => {
    const rows: Row[] = [
      NAME,
      ['EDUCATIONAL ATTAINMENT', 54.1, 490.9, 181.4, 12, D],
      ['Tertiary:', 54.1, 508.4, 50.12, 11, D],
      ['Polytechnic University of the Philippines', 162.1, 508.4, 235.61, 11, D],
      ['Bachelor of Science in Accountancy', 162.1, 521.5, 191.62, 11, L],
      ['Anonas St., Sta. Mesa, Manila', 162.1, 534.7, 162.17, 11, L],
      ['S.Y. 2012 – 2016', 162.1, 547.9, 91.86, 11, L],
      ["Dean's Lister, 1st Semester, S.Y. 2014 – 2015", 162.1, 561.1, 240.92, 11, I],
      ['Secondary:', 54.1, 579.4, 63.29, 11, D],
      ['Cainta Catholic College', 162.1, 579.4, 134.24, 11, D],
      ['A. Bonifacio Avenue, Cainta, Rizal', 162.1, 592.5, 183.06, 11, L],
      ['S.Y. 2008 – 2012', 162.1, 605.7, 91.86, 11, L],
      ['With Honors', 162.1, 618.9, 65.3, 11, I],
      ['Primary:', 54.1, 637.2, 49.23, 11, D],
      ['San Isidro Elementary School', 162.1, 637.2, 169.91, 11, D],
      ['Brgy. San Isidro, Cainta, Rizal', 162.1, 650.3, 162.65, 11, L],
      ['Graduated: March 2008', 162.1, 663.5, 129.43, 11, L],
    ];
    const { education } = readResume(pdfLines(measuredRows(rows))).resume;
    expect(education.map((e) => [e.school, e.degree, e.field, e.startDate, e.endDate])).toEqual([
      ['Polytechnic University of the Philippines', 'Bachelor of Science', 'Accountancy', '2012', '2016'],
      ['Cainta Catholic College', '', '', '2008', '2012'],
      ['San Isidro Elementary School', '', '', '', '2008-03'],
    ]);
  });

  it("reads the Word document's schools under their levels, the lines pushed over by tabs typed as characters", async () => {
    // ('Tertiary:' and two tabs typed into the text, not as Word's tab elements, as the document was written.)
    const p = (...runs: TextRun[]) => new Paragraph({ children: runs });
    const under = (text: string) => p(new TextRun('\t\t\t'), new TextRun(text));
    const level = (label: string, school: string) =>
      p(new TextRun({ text: label, bold: true }), new TextRun('\t\t'), new TextRun({ text: school, bold: true }));
    const doc = new Document({
      sections: [
        {
          children: [
            p(new TextRun({ text: 'ANGELICA MAE R. SORIANO', bold: true, size: 32 })),
            p(new TextRun('E-mail Address: angelicamae.soriano@example.com')),
            p(new TextRun({ text: 'EDUCATIONAL ATTAINMENT', bold: true })),
            level('Tertiary:', 'Polytechnic University of the Philippines'),
            under('Bachelor of Science in Accountancy'),
            under('Anonas St., Sta. Mesa, Manila'),
            under('S.Y. 2012 – 2016'),
            under("Dean's Lister, 1st Semester, S.Y. 2014 – 2015"),
            level('Secondary:', 'Cainta Catholic College'),
            under('A. Bonifacio Avenue, Cainta, Rizal'),
            under('S.Y. 2008 – 2012'),
            under('With Honors'),
          ],
        },
      ],
    });
    const result = await fromDocx(new Uint8Array(await Packer.toBuffer(doc)));
    if (!result.ok) throw new Error(result.error);
    const { profile, education } = result.resume;
    expect(profile.email).toBe('angelicamae.soriano@example.com');
    expect(education.map((e) => [e.school, e.degree, e.startDate, e.endDate])).toEqual([
      ['Polytechnic University of the Philippines', 'Bachelor of Science', '2012', '2016'],
      ['Cainta Catholic College', '', '2008', '2012'],
    ]);
  });

  it('reads ON-THE-JOB TRAINING as experience', () => {
    const rows: Row[] = [
      NAME,
      ['ON-THE-JOB TRAINING', 54.1, 288, 147.1, 12, D],
      ["Municipal Treasurer's Office, Municipality of Cainta", 54.1, 305.4, 296.42, 11, D],
      ['Cainta Municipal Hall, A. Bonifacio Avenue, Cainta, Rizal', 54.1, 318.6, 308.18, 11, L],
      ['Position:', 54.1, 331.8, 46.4, 11, L],
      ['On-the-Job Trainee', 104.1, 331.8, 110.6, 11, D],
      ['April 2015 – May 2015 (200 hours)', 54.1, 345, 183.99, 11, I],
    ];
    const { experience } = readResume(pdfLines(measuredRows(rows))).resume;
    expect(experience.map((j) => [j.title, j.startDate, j.endDate])).toEqual([
      ['On-the-Job Trainee', '2015-04', '2015-05'],
    ]);
  });
});

describe('a British CV', () => {
  const S = 'NotoSans-Regular';
  const SB = 'NotoSans-Bold';
  const HEAD: Row = ['Rachel Whitworth', 250, 60, 120, 16, SB];

  it("reads 'A-levels: subjects' as the qualification, its subjects a detail", () => {
    const rows: Row[] = [
      HEAD,
      ['Education & Qualifications', 56.8, 340.6, 172.04, 13, SB],
      ['Notre Dame Catholic Sixth Form College, Leeds', 56.8, 399.9, 257.6, 11, SB],
      ['2007 – 2009', 477.2, 399.9, 61.45, 11, SB],
      ['A-levels: Business Studies (B), English Language (B), Geography (C)', 56.8, 415.9, 341.9, 11, S],
    ];
    const { education } = readResume(pdfLines(measuredRows(rows))).resume;
    expect(education.map((e) => [e.degree, e.field, e.details])).toEqual([
      ['A-levels', '', ['Business Studies (B), English Language (B), Geography (C)']],
    ]);
  });

  it('joins an item of a two-column list of skills wrapped inside its cell', () => {
    const M = '\uf0b7';
    const rows: Row[] = [
      HEAD,
      ['Key Skills', 56.8, 299.6, 60.61, 13, SB],
      [M, 67.2, 321.9, 4.52, 11, 'OpenSymbol'],
      ['Team leadership & coaching', 80.2, 321.9, 146.29, 11, S],
      [M, 67.2, 337.9, 4.52, 11, 'OpenSymbol'],
      ['P&L and budget management', 80.2, 337.9, 155.56, 11, S],
      [M, 308.2, 321.9, 4.52, 11, 'OpenSymbol'],
      ['Recruitment & performance', 321.2, 321.9, 144.6, 11, S],
      ['management', 321.2, 336.9, 69.63, 11, S],
      [M, 308.2, 352.9, 4.52, 11, 'OpenSymbol'],
      ['Visual merchandising', 321.2, 352.9, 110.7, 11, S],
    ];
    const { skills } = readResume(pdfLines(measuredRows(rows))).resume;
    expect([...skills.core].sort()).toEqual(
      [
        'P&L and budget management',
        'Recruitment & performance management',
        'Team leadership & coaching',
        'Visual merchandising',
      ].sort(),
    );
  });
});

describe("a Mexican 'formato Harvard' CV", () => {
  it('reads the carrera under the school and its town as the degree, not the town', () => {
    const R = 'LiberationSerif';
    const rows: Row[] = [
      ['Mariana Garza Villarreal', 228.8, 49.1, 154.63, 14, 'LiberationSerif-Bold'],
      ['EDUCACIÓN', 36.1, 85, 67.79, 11, 'LiberationSerif-Bold'],
      ['Instituto Tecnológico y de Estudios Superiores de Monterrey', 36.1, 103.4, 284.8, 11, 'LiberationSerif-Bold'],
      ['Monterrey, N.L.', 504, 103.4, 71.96, 11, R],
      ['Ingeniería Industrial y de Sistemas', 36.1, 116.1, 153.81, 11, 'LiberationSerif-Italic'],
      ['Agosto 2016 – Diciembre 2020', 437.4, 116.1, 138.59, 11, R],
    ];
    const { education } = readResume(pdfLines(measuredRows(rows))).resume;
    expect(education.map((e) => [e.school, e.degree])).toEqual([
      ['Instituto Tecnológico y de Estudios Superiores de Monterrey', 'Ingeniería Industrial y de Sistemas'],
    ]);
  });
});
