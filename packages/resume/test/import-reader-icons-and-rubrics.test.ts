import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { measuredRows, type ItemRow as Row } from './pdf-page';

// Corpus round 16: an online builder's export whose employer and town stand after Font Awesome icons, set in as far
// as the items' drawn bullets are (en-html-kickresume), and a LaTeX CurVe CV whose rubrics set the class's bullet
// inside the entry's cell ('2018 – 2020' | '• Magíster …') with the school under its text (es-latex-curve).

const R = 'NotoSans-Regular';
const B = 'NotoSans-Bold';
const I = 'NotoSans-Italic';
const FA = 'FontAwesome7Free-Solid';

describe('an employer after an icon, items drawn after the sidebar', () => {
  const rows: Row[] = [
    ['Danielle Kowalczyk', 127.5, 47, 217, 23, B],
    ['\uf0b1', 38.5, 159, 7.99, 8, FA],
    ['Work experience', 57, 160.5, 100.62, 12, B],
    ['Senior Manager, Supply Chain Planning & Analytics', 34, 180.8, 253.77, 10, B],
    ['04/2021 – present', 325.7, 180.8, 63.92, 7.6, R],
    ['\uf1ad', 34, 194.3, 5.62, 7.5, FA],
    ['Medtronic', 43.6, 194.3, 40.79, 8.5, R],
    ['\uf3c5', 95.4, 194.3, 5.62, 7.5, FA],
    ['Fridley, MN', 105, 194.3, 44.79, 8.5, R],
    ['Lead a team of nine demand and supply planners for the cardiac rhythm business,', 44, 210, 339.63, 8.8, R],
    ['covering 1,800 SKUs across four distribution centers', 44, 222, 214.9, 8.8, R],
    ['Rolled out SAP IBP for demand planning, replacing more than 60 Excel workbooks', 44, 235.5, 337.64, 8.8, R],
    ['Distribution Operations Intern', 34, 513.8, 153.06, 10, B],
    ['05/2013 – 08/2013', 324.1, 513.8, 65.52, 7.6, R],
    ['\uf1ad', 34, 527.3, 5.62, 7.5, FA],
    ['Target', 43.6, 527.3, 25.32, 8.5, R],
    ['\uf3c5', 80, 527.3, 5.62, 7.5, FA],
    ['Cedar Falls, IA', 89.6, 527.3, 56.3, 8.5, R],
    ['Summer internship at a regional distribution center serving 110 stores.', 34, 543, 275.79, 8.8, I],
    ['\uf19d', 38, 608.3, 8.99, 8, FA],
    ['Education', 57, 609.8, 59.8, 12, B],
    ['Master of Business Administration (MBA), Part-time', 34, 630.8, 257.7, 10, B],
    ['09/2018 – 05/2021', 324.1, 630, 65.52, 7.6, R],
    ['\uf1ad', 34, 643.5, 5.62, 7.5, FA],
    ['University of Minnesota – Carlson School of Management', 43.6, 643.5, 228.33, 8.5, R],
    ['\uf3c5', 282.9, 643.5, 5.62, 7.5, FA],
    ['Minneapolis, MN', 292.6, 643.5, 67.43, 8.5, R],
    ['B.S. in Supply Chain Management', 34, 666, 166.82, 10, B],
    ['08/2010 – 05/2014', 324.1, 666, 65.52, 7.6, R],
    ['\uf1ad', 34, 679.5, 5.62, 7.5, FA],
    ['Iowa State University', 43.6, 679.5, 84, 8.5, R],
    ['\uf3c5', 138.6, 679.5, 5.62, 7.5, FA],
    ['Ames, IA', 148.3, 679.5, 35.03, 8.5, R],
    ['Minor in Statistics · GPA 3.6/4.0', 34, 694.5, 120.22, 8.3, R],
    // The sidebar, then the intern's items: the browser drew them last.
    ['\uf004', 435.8, 534.8, 7.99, 8, FA],
    ['Interests', 454.3, 536.3, 49.73, 11, B],
    ['Gravel cycling', 445.3, 556.5, 57.05, 8.8, R],
    ['Film photography', 445.3, 571.5, 73.36, 8.8, R],
    ['Mapped the inbound receiving process and proposed a new dock appointment', 44, 556.5, 325.01, 8.8, R],
    ['schedule, adopted the following spring', 44, 569.3, 160.92, 8.8, R],
    ['Presented the findings to the regional operations director', 44, 582.8, 237.8, 8.8, R],
  ];
  const { experience, education } = readResume(pdfLines(measuredRows(rows))).resume;

  it('reads the line after the building icon as the employer, not as an item', () => {
    expect(experience.map((j) => [j.title, j.company, j.location])).toEqual([
      ['Senior Manager, Supply Chain Planning & Analytics', 'Medtronic', 'Fridley, MN'],
      ['Distribution Operations Intern', 'Target', 'Cedar Falls, IA'],
    ]);
    expect(experience[0]!.bullets).toHaveLength(2);
  });

  it('puts items drawn after the sidebar back in their job, above the next heading set in after its icon', () => {
    expect(experience[1]!.bullets).toEqual([
      'Mapped the inbound receiving process and proposed a new dock appointment schedule, adopted the following spring',
      'Presented the findings to the regional operations director',
    ]);
  });

  it('keeps a school and its college after a dash as one school, and a minor beside the GPA as one detail', () => {
    expect(education.map((e) => [e.school, e.score, e.details])).toEqual([
      ['University of Minnesota – Carlson School of Management', '', []],
      ['Iowa State University', '3.6/4.0', ['Minor in Statistics']],
    ]);
  });
});

describe("CurVe's rubrics", () => {
  const C = 'XCharter-Roman';
  const CB = 'XCharter-Bold';
  const rows: Row[] = [
    ['Lucía Belén Ferreyra', 62.4, 70, 163.4, 17.2, CB],
    ['Experiencia laboral', 233.2, 285, 128.9, 14.3, CB],
    ['03/2021 – actual', 63.9, 305, 82, 10.9, C],
    ['• Jefa de Aseguramiento de Calidad, Arcor S.A.I.C., Arroyito (Córdoba).', 179, 305, 352, 10.9, C],
    ['•', 204.4, 320, 4, 10.9, C],
    ['Coordinación de un equipo de 14 analistas y supervisores de calidad.', 209, 320, 322, 10.9, C],
    ['08/2017 – 02/2021', 63.9, 345, 95, 10.9, C],
    ['• Ingeniera de Procesos, Porta Hnos. S.A., Córdoba.', 179, 345, 253, 10.9, C],
    ['•', 204.4, 360, 4, 10.9, C],
    ['Seguimiento diario de indicadores de rendimiento con Power BI.', 209, 360, 300, 10.9, C],
    ['Formación académica', 225.2, 400, 144.8, 14.3, CB],
    ['2018 – 2020', 63.9, 425.6, 60, 10.9, CB],
    ['• Magíster en Ingeniería en Calidad', 144, 425.6, 181, 10.9, CB],
    ['Universidad Tecnológica Nacional, Facultad Regional Córdoba.', 153.3, 439.1, 297.9, 10.9, C],
    ['2008 – 2014', 63.9, 466.2, 60, 10.9, CB],
    ['• Ingeniera Química', 144, 466.2, 103, 10.9, CB],
    ['Universidad Nacional de Córdoba. Promedio: 8,12 (sin aplazos).', 153.3, 479.8, 306.8, 10.9, C],
    ['2002 – 2007', 63.9, 493.3, 60, 10.9, CB],
    ['• Bachiller en Ciencias Naturales', 144, 493.3, 167, 10.9, CB],
    ['Colegio Nacional de Monserrat, Córdoba.', 153.3, 506.9, 196.6, 10.9, C],
  ];
  const { experience, education } = readResume(pdfLines(measuredRows(rows))).resume;

  it("reads a town's province in brackets with the town, and no sentence's stop in the place", () => {
    expect(experience.map((j) => [j.title, j.company, j.location])).toEqual([
      ['Jefa de Aseguramiento de Calidad', 'Arcor S.A.I.C.', 'Arroyito (Córdoba)'],
      ['Ingeniera de Procesos', 'Porta Hnos. S.A.', 'Córdoba'],
    ]);
  });

  it("reads the school under the degree's text as the school, and the grade after its full stop as the score", () => {
    expect(education.map((e) => [e.degree, e.school, e.score, e.details])).toEqual([
      ['Magíster en Ingeniería en Calidad', 'Universidad Tecnológica Nacional, Facultad Regional Córdoba', '', []],
      ['Ingeniera Química', 'Universidad Nacional de Córdoba', '8,12', ['(sin aplazos)']],
      ['Bachiller en Ciencias Naturales', 'Colegio Nacional de Monserrat', '', []],
    ]);
  });
});

describe('a builder export laid out larger: the sidebar drawn before the rest of the jobs, on their page and the next', () => {
  const page1: Row[] = [
    ['Danielle Kowalczyk', 146, 50, 249, 26, B],
    ['\uf0b1', 43.5, 193, 10.3, 9.2, FA],
    ['Work experience', 65.2, 195.5, 115, 13.7, B],
    ['Logistics Analyst', 38.9, 555, 95.9, 11.4, B],
    ['09/2014 – 06/2017', 282.4, 555, 75.03, 8.7, R],
    ['\uf1ad', 38.9, 570.6, 6.44, 8.6, FA],
    ['C.H. Robinson', 49.9, 570.6, 64.01, 9.7, R],
    ['\uf3c5', 126.5, 570.6, 6.44, 8.6, FA],
    ['Eden Prairie, MN', 137.5, 570.6, 76.36, 9.7, R],
    ['\uf004', 410.3, 618, 9.15, 9.2, FA],
    ['Interests', 431.4, 619.4, 56.92, 12.6, B],
    ['Gravel cycling', 421.1, 641.6, 65.38, 10.1, R],
    ['Film photography', 421.1, 659.4, 84.06, 10.1, R],
    ['Analyzed freight spend for 25 retail customers and recommended', 50.4, 587.6, 310.98, 10.1, R],
    ['mode and carrier changes worth $3.2M a year', 50.4, 600.9, 218.09, 10.1, R],
    ['Built Tableau dashboards for on-time delivery and tender', 50.4, 616.5, 269.96, 10.1, R],
    ['acceptance, used by every account team in the retail vertical', 50.4, 630.5, 283.75, 10.1, R],
  ];
  const page2: Row[] = [
    ['Distribution Operations Intern', 38.9, 51.6, 175.12, 11.4, B],
    ['05/2013 – 08/2013', 282.4, 51.6, 75.03, 8.7, R],
    ['\uf1ad', 38.9, 67.1, 6.44, 8.6, FA],
    ['Target', 49.9, 67.1, 28.95, 9.7, R],
    ['\uf3c5', 91.5, 67.1, 6.44, 8.6, FA],
    ['Cedar Falls, IA', 102.5, 67.1, 64.37, 9.7, R],
    ['\uf19d', 43.5, 159.6, 10.3, 9.2, FA],
    ['Education', 65.2, 161.9, 68.4, 13.7, B],
    ['Master of Business Administration', 38.9, 184.8, 197.14, 11.4, B],
    ['(MBA), Part-time', 38.9, 201.1, 94.72, 11.4, B],
    ['09/2018 – 05/2021', 282.4, 184.8, 75.03, 8.7, R],
    ['\uf1ad', 38.9, 215.9, 6.44, 8.6, FA],
    ['University of Minnesota – Carlson School of Management', 49.9, 215.9, 261.04, 9.7, R],
    ['\uf3c5', 38.9, 229.9, 6.44, 8.6, FA],
    ['Minneapolis, MN', 49.9, 229.9, 77.09, 9.7, R],
  ];
  const { experience, education } = readResume(pdfLines(measuredRows(page1, page2))).resume;

  it("keeps the main column's lines drawn after the sidebar in their section, on the sidebar's page and the next", () => {
    expect(experience.map((j) => [j.title, j.company, j.startDate, j.bullets.length])).toEqual([
      ['Logistics Analyst', 'C.H. Robinson', '2014-09', 2],
      ['Distribution Operations Intern', 'Target', '2013-05', 0],
    ]);
  });

  it('joins a degree wrapped in its cell beside the dates drawn after it, and keeps the town under the school apart', () => {
    expect(education.map((e) => [e.degree, e.school, e.startDate])).toEqual([
      [
        'Master of Business Administration (MBA), Part-time',
        'University of Minnesota – Carlson School of Management',
        '2018-09',
      ],
    ]);
  });
});
