import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { listItems } from '../src/import-reader/skill-lists';
import { page, type PageRow } from './pdf-page';

// Corpus round 57: an executive's resume typed in Word (en-word-executive-competencies), a Mexican teacher's CV
// (es-word-docente), a student's resume in the sb2nov LaTeX template (en-latex-sb2nov), and an older Spanish CV's
// skills (es-word-antecedentes).

const BOLD = 'LiberationSerif-Bold';
const ITALIC = 'LiberationSerif-Italic';
const PLAIN = 'LiberationSerif';
const read = (rows: PageRow[]) =>
  readResume(pdfLines(page([['Darlene R. Whitcombe', 72, 60, 18, BOLD], ...rows]))).resume;
const jobsOf = (rows: PageRow[]) =>
  read(rows).experience.map((j) => [j.title, j.company, j.location, j.startDate, j.endDate, j.bullets.length]);

describe("an executive's employers, each described in italics over its roles", () => {
  it('reads the roles under the employer, a first role without dates taking the employer’s', () => {
    expect(
      jobsOf([
        ['PROFESSIONAL EXPERIENCE', 72, 110, 11, BOLD],
        ['MERIDIAN CONSUMER BRANDS, Chicago, IL', 72, 130, 11, BOLD],
        ['2012 – 2018', 480, 130, 11, BOLD],
        ['Publicly traded household and personal care products company with $5.1B in revenue.', 72, 144, 11, ITALIC],
        ['Vice President, North America Manufacturing', 72, 160, 11, BOLD],
        [
          'Led 14 plants in the U.S. and Canada with 3,900 employees, reporting to the Chief Supply Chain Officer.',
          72,
          174,
          11,
          PLAIN,
        ],
        ['Selected Achievements:', 72, 190, 11, BOLD],
        ['• Improved overall equipment effectiveness across 14 plants from 61% to 78%', 80, 204, 11, PLAIN],
        ['• Cut conversion cost per unit by 11% in five years', 80, 218, 11, PLAIN],
        ['KESTREL PACKAGING CORPORATION, Milwaukee, WI', 72, 240, 11, BOLD],
        ['2007 – 2012', 480, 240, 11, BOLD],
        ['Family-owned maker of corrugated and folding-carton packaging.', 72, 254, 11, ITALIC],
        ['Director of Operations & Logistics', 72, 270, 11, BOLD],
        ['• Cut freight spend by $6.8M a year with a dedicated fleet', 80, 284, 11, PLAIN],
      ]),
    ).toEqual([
      ['Vice President, North America Manufacturing', 'MERIDIAN CONSUMER BRANDS', 'Chicago, IL', '2012', '2018', 2],
      ['Director of Operations & Logistics', 'KESTREL PACKAGING CORPORATION', 'Milwaukee, WI', '2007', '2012', 1],
    ]);
  });

  it('reads two roles at one employer, one typed with its dates in bold and one without', () => {
    expect(
      jobsOf([
        ['PROFESSIONAL EXPERIENCE', 72, 110, 11, BOLD],
        ['HALVERSON FOODS, INC., Oak Brook, IL', 72, 130, 11, BOLD],
        ['2018 – Present', 470, 130, 11, BOLD],
        ['Privately held maker of frozen and refrigerated foods with $2.4B in revenue.', 72, 144, 11, ITALIC],
        ['Chief Operating Officer', 72, 160, 11, BOLD],
        ['2021 – Present', 470, 160, 11, PLAIN],
        ['• Delivered $118M in run-rate cost savings over three years', 80, 174, 11, PLAIN],
        ['Senior Vice President, Supply Chain', 72, 194, 11, BOLD],
        ['2018 – 2021', 480, 194, 11, BOLD],
        ['• Renegotiated the top 40 ingredient and packaging contracts', 80, 208, 11, PLAIN],
      ]),
    ).toEqual([
      ['Chief Operating Officer', 'HALVERSON FOODS, INC.', 'Oak Brook, IL', '2021', '', 1],
      ['Senior Vice President, Supply Chain', 'HALVERSON FOODS, INC.', 'Oak Brook, IL', '2018', '2021', 1],
    ]);
  });
});

describe('titles and schools with commas and numbers of their own', () => {
  it("reads a title after its label whole, its eight words counted without the label's", () => {
    expect(
      jobsOf([
        ['EXPERIENCIA LABORAL', 72, 110, 12, BOLD],
        ['Escuela Primaria Federal “Ignacio Zaragoza”', 72, 130, 11, BOLD],
        ['Puesto: Docente frente a grupo (3.º y 5.º grado)', 72, 144, 11, PLAIN],
        ['Periodo: septiembre 2012 – julio 2016', 72, 158, 11, PLAIN],
        ['• Impartir todas las asignaturas del plan de estudios 2011.', 80, 172, 11, PLAIN],
      ]),
    ).toEqual([
      [
        'Docente frente a grupo (3.º y 5.º grado)',
        'Escuela Primaria Federal “Ignacio Zaragoza”',
        '',
        '2012-09',
        '2016-07',
        1,
      ],
    ]);
  });

  it("takes a course's code after a title for the title's ('Undergraduate Teaching Assistant, CS 25100'), not a town", () => {
    expect(
      jobsOf([
        ['Experience', 72, 110, 12, BOLD],
        ['Purdue University, Department of Computer Science', 72, 130, 10, BOLD],
        ['West Lafayette, IN', 460, 130, 10, PLAIN],
        ['Undergraduate Teaching Assistant, CS 25100', 72, 144, 10, ITALIC],
        ['Jan. 2023 – Present', 460, 144, 10, ITALIC],
        ['• Hold 4 hours of office hours a week for a class of 600 students', 80, 158, 10, PLAIN],
      ]),
    ).toEqual([
      [
        'Undergraduate Teaching Assistant, CS 25100',
        'Purdue University, Department of Computer Science',
        'West Lafayette, IN',
        '2023-01',
        '',
        1,
      ],
    ]);
  });

  it("keeps a school's district in its name when the town stands apart, and reads its percentage as its score", () => {
    const { education } = read([
      ['Education', 72, 110, 12, BOLD],
      ['Delhi Public School, R.K. Puram', 72, 130, 10, BOLD],
      ['New Delhi, India', 485, 130, 10, PLAIN],
      ['Senior Secondary (Class XII), CBSE; Percentage: 95.4%', 72, 144, 10, ITALIC],
      ['Apr. 2019 – Mar. 2021', 460, 144, 10, ITALIC],
    ]);
    expect(education.map((s) => [s.school, s.degree, s.score])).toEqual([
      ['Delhi Public School, R.K. Puram', 'Senior Secondary (Class XII), CBSE', '95.4%'],
    ]);
  });
});

describe('a skills line', () => {
  it("reads a colon inside brackets as no label's: 'Microsoft Office nivel avanzado (Excel: tablas dinámicas, macros)'", () => {
    const [line] = pdfLines(page([['Microsoft Office nivel avanzado (Excel: tablas dinámicas, macros)', 72, 100]]));
    expect(listItems(line!).items).toEqual(['Microsoft Office nivel avanzado (Excel: tablas dinámicas, macros)']);
  });
});
