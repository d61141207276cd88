import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { measuredRows } from './pdf-page';

// Corpus round 49: the marks Italian and Portuguese CVs give after a school, without a label or with their unit
// (it-word-curriculum, pt-word-cv-portugal). As pdf.js read their PDFs.

const R = 'NotoSans-Regular';
const B = 'NotoSans-Bold';

describe("an Italian CV's schools, each mark out of its scale after the school's name", () => {
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['Chiara Locatelli', 56.8, 70, 150, 20, B],
        ['Istruzione e formazione', 56.8, 560.6, 142.7, 12, B],
        ['2013 – 2016', 56.8, 579.5, 61.5, 11, B],
        [
          'Laurea Triennale in Economia Aziendale, Università degli Studi di Milano-Bicocca, 110/110',
          56.8,
          592.5,
          461.9,
          11,
          R,
        ],
        ['2008 – 2013', 56.8, 626.4, 61.5, 11, B],
        [
          'Diploma di maturità scientifica, Liceo Scientifico Statale “G. Marconi”, Bergamo, 88/100',
          56.8,
          639.3,
          445.5,
          11,
          R,
        ],
      ]),
    ),
  );

  it("reads '110/110' and '88/100' as the marks", () => {
    expect(resume.education.map((e) => [e.degree, e.school, e.score])).toEqual([
      ['Laurea Triennale in Economia Aziendale', 'Università degli Studi di Milano-Bicocca', '110/110'],
      ['Diploma di maturità scientifica', 'Liceo Scientifico Statale “G. Marconi”', '88/100'],
    ]);
  });
});

describe("a Portuguese CV's final mark with its unit", () => {
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['Ana Rita Carvalho Mendes', 85.2, 90.2, 235.5, 18, B],
        ['Habilitações Literárias', 85.2, 127.8, 146, 13, B],
        ['Licenciatura em Gestão', 85.2, 150.1, 125, 11, B],
        ['Instituto Superior de Ciências Empresariais do Tejo', 85.2, 165.1, 270, 11, R],
        ['2012 – 2015', 85.2, 180.1, 61.5, 11, R],
        ['Média final: 14 valores', 85.2, 195.1, 120, 11, R],
      ]),
    ),
  );

  it("reads 'Média final: 14 valores' as the score, unit and all, and leaves no detail", () => {
    expect(resume.education[0]).toMatchObject({ degree: 'Licenciatura em Gestão', score: '14 valores', details: [] });
  });
});
