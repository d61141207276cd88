import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { measuredRows, type ItemRow as Row } from './pdf-page';

// Corpus rounds 34 and 35: the Plasmati and Friggeri LaTeX CVs (es-latex-plasmati, en-latex-friggeri), a Mexican
// Word CV typed from a blank page (es-word-tabskills) and an Indian WPS Writer CV (en-word-wps-declaration).

describe('TeX’s logo in a skills row', () => {
  const C = 'LMRomanCaps10-Regular';
  const R = 'LMRoman10-Regular';
  const rows: Row[] = [
    ['Ana Ferrer', 62.36, 80, 90, 20.74, 'LMRoman10-Bold'],
    ['Informática', 62.36, 646.04, 88.38, 14.35, C],
    ['Visualización', 72.75, 694.06, 68.26, 9.96, C],
    [' ', 141, 694.06, 11.96, 9.96, C],
    ['Power BI, Tableau, ggplot2', 152.96, 694.06, 119.3, 9.96, R],
    ['Otros', 110.03, 706.02, 30.97, 9.96, C],
    [' ', 141.01, 706.02, 11.95, 9.96, C],
    ['Git, Excel (VBA), L', 152.96, 706.02, 89.6, 9.96, R],
    ['A', 238.97, 703.96, 5.88, 6.97, 'LMRoman7-Regular'],
    ['TEX', 243.35, 706.02, 18.54, 9.96, R],
  ];

  it("reads '\\LaTeX' (a small raised 'A' kerned between 'L' and 'TEX') as one skill", () => {
    const { skills } = readResume(pdfLines(measuredRows(rows))).resume;
    expect(skills.core).toEqual(['Power BI', 'Tableau', 'ggplot2', 'Git', 'Excel (VBA)', 'LATEX']);
  });
});

describe('the Friggeri CV', () => {
  const H = 'TeXGyreHeros-Regular';
  const Cn = 'TeXGyreHerosCondensed-Bold';
  const rows: Row[] = [
    ['caitlin', 170.83, 71.12, 101.86, 39.85, H],
    ['brennan', 283.76, 71.12, 157.41, 39.85, 'TeXGyreHeros-Bold'],
    ['senior data engineer', 242.43, 88.92, 127.13, 13.95, H],
    ['education', 172.91, 534.47, 66.68, 17.22, Cn],
    ['2010–2014', 172.91, 584.5, 49.85, 9.96, H],
    ['B.A.', 243.78, 584.5, 16.48, 9.96, Cn],
    ['in Mathematics and Economics', 262.54, 584.5, 137.82, 9.96, H],
    ['University of Michigan, Ann Arbor, MI', 438.69, 584.5, 130.79, 7.97, H],
    ['Minor in Computer Science. GPA 3.7/4.0.', 243.78, 596.46, 183, 9.96, H],
    // The aside, drawn last at the page's left.
    ['about', 112.55, 150.97, 32.02, 14.35, Cn],
    ['5720 Walnut Street', 59.93, 162.93, 84.64, 9.96, H],
    ['Pittsburgh, PA 15232', 51.27, 174.88, 93.3, 9.96, H],
    ['cbrennan@example.com', 42.52, 198.79, 110.43, 9.96, H],
    ['github.com/cbrennan', 51.69, 210.75, 92.89, 9.96, H],
    ['(412) 555-0186', 76.45, 222.7, 68.12, 9.96, H],
    ['programming', 69.1, 297.5, 75.5, 14.35, Cn],
    ['Python', 114, 313.2, 30.6, 9.96, H],
    ['SQL, R, Scala', 81.5, 325.1, 63.1, 9.96, H],
  ];
  const { profile, education, skills } = readResume(pdfLines(measuredRows(rows))).resume;

  it('reads the name set in lower case at 40 pt, the far largest line at the top, as the name', () => {
    expect(profile.fullName).toBe('caitlin brennan');
  });

  it("reads an 'about' section of an address, an e-mail, a site and a phone as the contact details", () => {
    expect([profile.location, profile.email, profile.phone, profile.github]).toEqual([
      '5720 Walnut Street, Pittsburgh, PA 15232',
      'cbrennan@example.com',
      '(412) 555-0186',
      'github.com/cbrennan',
    ]);
  });

  it("reads a line under a dated row's second cell as the row's, and 'programming' as skills", () => {
    expect(education.map((e) => [e.school, e.degree, e.startDate, e.endDate])).toEqual([
      ['University of Michigan', 'B.A.', '2010', '2014'],
    ]);
    expect(skills.core).toEqual(['Python', 'SQL', 'R', 'Scala']);
  });
});

describe('a Mexican Word CV typed from a blank page', () => {
  const N = 'NotoSans-Regular';
  const NB = 'NotoSans-Bold';
  const head: Row[] = [['DANIELA FERNANDA RUIZ CASTAÑEDA', 170, 80, 260, 14, NB]];
  const schools: Row[] = [
    ['FORMACIÓN ACADÉMICA', 85.2, 249.3, 149.98, 12, NB],
    ['Universidad Autónoma Metropolitana, Unidad Iztapalapa', 85.2, 275.6, 295.24, 11, N],
    ['2011 – 2015', 465.5, 275.6, 61.45, 11, N],
    ['Licenciatura en Administración', 85.2, 299.8, 171.71, 11, NB],
    ['Titulada – Cédula profesional 10234567', 85.2, 324, 203.05, 11, N],
    ['Escuela Nacional Preparatoria No. 5 “José Vasconcelos” – UNAM', 85.2, 396.6, 326.99, 11, N],
    ['2008 – 2011', 465.5, 396.6, 61.45, 11, N],
    ['Educación media superior', 85.2, 420.8, 141.9, 11, NB],
  ];
  const known: Row[] = [
    ['CONOCIMIENTOS', 85.2, 492, 112.94, 13, NB],
    ['Paquetería', 85.2, 519.8, 61.39, 12, N],
    [': Office (Word, Excel avanzado, PowerPoint), SAP R/3 (MM)', 191.4, 519.8, 325.66, 12, N],
    ['Idiomas', 85.2, 571.1, 45.41, 12, N],
    [': Inglés intermedio (B1)', 191.4, 571.1, 131.1, 12, N],
    ['Habilidades', 85.2, 596.8, 66.29, 12, N],
    [': Negociación con proveedores, análisis de costos, control', 191.4, 596.8, 324.55, 12, N],
    ['de inventarios, planeación de la demanda, trabajo bajo presión, orientación a', 85.2, 614.4, 435.22, 12, N],
    ['resultados', 85.2, 632.1, 59.39, 12, N],
  ];
  const { education, skills } = readResume(pdfLines(measuredRows([...head, ...schools, ...known]))).resume;

  it("keeps a campus ('Unidad Iztapalapa') and initials after a dash ('– UNAM') in the school's name", () => {
    expect(education.map((e) => [e.school, e.degree, e.startDate, e.endDate])).toEqual([
      ['Universidad Autónoma Metropolitana, Unidad Iztapalapa', 'Licenciatura en Administración', '2011', '2015'],
      ['Escuela Nacional Preparatoria No. 5 “José Vasconcelos” – UNAM', 'Educación media superior', '2008', '2011'],
    ]);
  });

  it("reads 'Label<TAB><TAB>: list' without the colon, a list wrapped over three lines whole", () => {
    expect(skills.core).toEqual([
      'Office (Word, Excel avanzado, PowerPoint)',
      'SAP R/3 (MM)',
      'Negociación con proveedores',
      'análisis de costos',
      'control de inventarios',
      'planeación de la demanda',
      'trabajo bajo presión',
      'orientación a resultados',
    ]);
    expect(skills.languages).toEqual(['Inglés intermedio (B1)']);
  });
});

describe('an Indian WPS Writer CV', () => {
  const L = 'URWBookmanLight';
  const D = 'URWBookmanDemi';
  const S = 'OpenSymbol';
  const job: Row[] = [
    ['PRASHANT V. DESHPANDE', 54.3, 60, 200, 14, D],
    ['PROFESSIONAL EXPERIENCE', 54.3, 570, 180, 11, D],
    ['Company: Deccan Precision Castings Pvt. Ltd., Chakan, Pune', 54.3, 596.1, 319.6, 10, D],
    ['Designation:', 54.3, 609.9, 65.4, 10, D],
    ['Engineer – Quality Control', 123.1, 609.9, 130.6, 10, L],
    ['Duration:', 54.3, 623.7, 49.4, 10, D],
    ['16-08-2013 to 31-05-2018', 107.1, 623.7, 131, 10, L],
    ['Roles & Responsibilities:', 54.3, 642.5, 129.4, 10, D],
    ['\uF0D8', 54.3, 658.3, 7.96, 10, S],
    [' ', 62.26, 658.3, 13.04, 10, S],
    ['Monitoring the line rejections and analysing the defects using 7 QC tools.', 75.3, 658.3, 359, 10, L],
    ['\uF0D8', 54.3, 673.6, 7.96, 10, S],
    [' ', 62.26, 673.6, 13.04, 10, S],
    ...(
      [
        ['Handling', 75.3, 44.6],
        ['the', 128.58, 15.6],
        ['calibration', 152.86, 52.4],
        ['of', 213.94, 8.8],
        ['measuring', 231.42, 51.8],
        ['instruments', 291.9, 60],
        ['and', 360.58, 18.6],
        ['gauges', 387.86, 33.8],
        ['and', 430.34, 18.6],
        ['maintaining', 457.62, 59],
        ['the', 525.3, 15.6],
      ] as const
    ).flatMap(([text, x, w], i, all): Row[] => [
      [text, x, 673.6, w, 10, L],
      // The space WPS stretched to justify the line, drawn across the whole gap.
      ...(i < all.length - 1 ? [[' ', x + w, 673.6, all[i + 1]![1] - x - w, 10, L] as Row] : []),
    ]),
    ['calibration records.', 75.3, 687.4, 95, 10, L],
  ];
  const table: Row[] = [
    ['EDUCATIONAL QUALIFICATION', 54.3, 227, 181.63, 11, D],
    ['Qualification', 68.3, 250.3, 67.6, 10, D],
    ['Institute', 195.5, 250.3, 45.8, 10, D],
    ['Board/University', 314.6, 250.3, 90, 10, D],
    ['Year', 438, 250.3, 23.2, 10, D],
    ['Percentage', 475.7, 250.3, 57.4, 10, D],
    ['B.E. (Mechanical', 60.7, 268.8, 82.8, 10, L],
    ['Engineering)', 71.3, 282.6, 61.6, 10, L],
    ['Walchand College of', 154.6, 268.8, 98.8, 10, L],
    ['Engineering, Sangli', 154.6, 282.6, 95.4, 10, L],
    ['Shivaji University,', 292.1, 268.8, 89.2, 10, L],
    ['Kolhapur', 292.1, 282.6, 45.6, 10, L],
    ['2010', 437.2, 275.7, 24.8, 10, L],
    ['71.85%', 485.9, 275.7, 37, 10, L],
    ['12th (HSC)', 75.1, 308.1, 54, 10, L],
    ['Vivekanand College,', 154.6, 301.2, 98.8, 10, L],
    ['Kolhapur', 154.6, 315, 45.6, 10, L],
    ['Maharashtra State Board,', 292.1, 301.2, 127.6, 10, L],
    ['Kolhapur Division', 292.1, 315, 88.4, 10, L],
    ['2006', 437.2, 308.1, 24.8, 10, L],
    ['78.33%', 485.9, 308.1, 37, 10, L],
  ];
  const { experience, education } = readResume(pdfLines(measuredRows(job, table))).resume;

  it("reads the employer's towns after its legal form, day-first dates with hyphens, and a line justified far", () => {
    expect(experience.map((j) => [j.title, j.company, j.location, j.startDate, j.endDate])).toEqual([
      ['Engineer – Quality Control', 'Deccan Precision Castings Pvt. Ltd.', 'Chakan, Pune', '2013-08', '2018-05'],
    ]);
    expect(experience[0]!.bullets).toEqual([
      'Monitoring the line rejections and analysing the defects using 7 QC tools.',
      'Handling the calibration of measuring instruments and gauges and maintaining the calibration records.',
    ]);
  });

  it('reads a qualifications table whose first row’s cells wrap around its year, set in the middle of the row', () => {
    expect(education.map((e) => [e.school, e.degree, e.endDate])).toEqual([
      ['Walchand College of Engineering', 'B.E. (Mechanical Engineering)', '2010'],
      ['Vivekanand College', '12th (HSC)', '2006'],
    ]);
  });
});
