import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { measuredRows, type ItemRow as Row } from './pdf-page';

// The tenth round's files laid out again (type larger, lines broken elsewhere): wraps and drawing orders the first
// layouts did not show, as pdf.js read them, each misread before its rule.

const read = (...pages: Row[][]) => readResume(pdfLines(measuredRows(...pages))).resume;

describe("a builder's timeline that runs onto a second page", () => {
  const N = 'NotoSans-Regular';
  const B = 'NotoSans-Bold';
  const job = (y: number, title: string, where: string, dates: string, items: string[]): Row[] => [
    [title, 264, y, 200, 11.12, B],
    [where, 264, y + 14.25, 150, 10.04, N],
    [dates, 264, y + 28.5, 90, 9.28, N],
    ...items.map((item, k): Row => [item, 275.87, y + 46.5 + k * 15, 250, 10.04, N]),
  ];
  // The browser draws the second page's heading first, then the last job above it, then the schools under it.
  const resume = read(
    [
      ['Rocío Benjumea Carmona', 244.9, 74.25, 260, 27, B],
      ['Experiencia laboral', 244.9, 327.75, 123.75, 12.96, B],
      ...job(360, 'Responsable de Cadena de Suministro', 'Persán | Sevilla', 'ene. 2019 - actualidad', [
        'Planifico el aprovisionamiento de materias primas y envases',
      ]),
    ],
    [
      ['Formación', 244.9, 208.5, 68.68, 12.96, B],
      ...job(54.75, 'Analista de Logística en prácticas', 'DHL Supply Chain | Dos Hermanas', 'jul. 2015 - ago. 2016', [
        'Controlé los indicadores de servicio del almacén de un cliente',
        'Apoyé la implantación de la lectura por radiofrecuencia',
      ]),
      ['Máster en Dirección de Operaciones y Logística', 264, 240, 261.57, 11.12, B],
      ['Universidad Loyola Andalucía | Sevilla', 264, 254.25, 178.54, 10.04, N],
      ['2017 - 2018', 264, 268.5, 50.29, 9.28, N],
    ],
  );

  it('reads the job at the top of the page in its section, before the heading drawn first', () => {
    expect(resume.experience.map(({ title, company }) => [title, company])).toEqual([
      ['Responsable de Cadena de Suministro', 'Persán'],
      ['Analista de Logística en prácticas', 'DHL Supply Chain'],
    ]);
    expect(resume.education.map((e) => e.school)).toEqual(['Universidad Loyola Andalucía']);
  });
});

describe('lines wrapped where the first layout did not wrap them', () => {
  it("joins a job's comment wrapped alone in lower case onto its header (moderncv, type larger)", () => {
    const [job] = read([
      ['Marta Vidal Roca', 64.6, 82.5, 250, 33.87, 'LMSans17-Regular'],
      ['Experiencia profesional', 159.48, 196.99, 133.22, 14.35, 'LMSans12-Regular'],
      ['2015–2019', 101.43, 282.59, 49.09, 10.91, 'LMSans10-Regular'],
      ['Consultora', 159.48, 282.59, 53.96, 10.91, 'LMSans10-Bold'],
      [',', 213.45, 282.59, 3.08, 10.91, 'LMSans10-Regular'],
      ['Accenture', 220.16, 282.59, 45.98, 10.91, 'LMSans10-Oblique'],
      [', Madrid,', 266.15, 282.59, 42.66, 10.91, 'LMSans10-Regular'],
      ['Contrato en prácticas el primer', 312.45, 282.59, 143.65, 10.91, 'LMSans10-Oblique'],
      ['año', 159.48, 296.14, 16.33, 10.91, 'LMSans10-Oblique'],
      [
        'Analicé los procesos de compras de dos cadenas de distribución',
        170.07,
        309.69,
        286.25,
        9.96,
        'LMSans10-Regular',
      ],
    ]).experience;
    expect([job?.title, job?.company, job?.location]).toEqual(['Consultora', 'Accenture', 'Madrid']);
  });

  it("keeps a sentence that goes on in lower case with a year in the item, not a job's dates", () => {
    const N = 'NotoSans-Regular';
    const jobs = read([
      ['Renee Vanderploeg', 54.1, 52.3, 213.8, 22, 'NotoSans-Bold'],
      ['PROFESSIONAL EXPERIENCE', 54.1, 284, 190, 13, 'NotoSans-Bold'],
      ['Steelcase Inc., Grand Rapids, MI', 54.1, 311, 180, 11.5, 'NotoSans-Bold'],
      ['Jan. 2019 – Present', 456, 311, 100, 11.5, N],
      ['Environmental, Health & Safety Manager', 54.1, 327, 210, 11.5, 'NotoSans-Italic'],
      ['\uf0a7', 54.1, 427, 5.3, 11.5, 'OpenSymbol'],
      ['Manage Title V air permits, stormwater and hazardous waste compliance with zero', 72, 427, 470, 11.5, N],
      ['notices of violation from MI EGLE since 2019', 72, 443, 240, 11.5, N],
      ['\uf0a7', 54.1, 460, 5.3, 11.5, 'OpenSymbol'],
      ['Led the plants to ISO 45001 certification in 2021', 72, 460, 270, 11.5, N],
    ]).experience;
    expect(jobs.map((j) => j.bullets)).toEqual([
      [
        'Manage Title V air permits, stormwater and hazardous waste compliance with zero notices of violation from MI EGLE since 2019',
        'Led the plants to ISO 45001 certification in 2021',
      ],
    ]);
  });
});

describe('skills in table cells and under their levels', () => {
  it("joins a cell's words wrapped alone in lower case onto the next row, and keeps a pair named with one slash", () => {
    const N = 'NotoSans-Regular';
    const skills = read([
      ['Renee Vanderploeg', 54.1, 52.3, 213.8, 22, 'NotoSans-Bold'],
      ['CORE COMPETENCIES', 54.1, 179, 150, 13, 'NotoSans-Bold'],
      ['OSHA compliance', 78, 205, 90, 11.5, N],
      ['ISO 45001 / ISO 14001', 246, 205, 120, 11.5, N],
      ['Incident investigation', 414, 205, 115, 11.5, N],
      ['Industrial hygiene', 78, 222, 95, 11.5, N],
      ['Environmental', 246, 222, 78, 11.5, N],
      ['Ergonomics', 414, 222, 62, 11.5, N],
      ['permitting', 246, 237, 55, 11.5, N],
      ['Lockout/tagout', 78, 255, 80, 11.5, N],
      ['Safety training', 246, 255, 80, 11.5, N],
    ]).skills.core;
    expect(skills).toEqual([
      'OSHA compliance',
      'ISO 45001 / ISO 14001',
      'Incident investigation',
      'Industrial hygiene',
      'Environmental permitting',
      'Ergonomics',
      'Lockout/tagout',
      'Safety training',
    ]);
  });

  it('reads skills in bold over their levels as skills, not as the names of groups', () => {
    const L = 'LiberationSans';
    const skills = read([
      ['Alex Moreno', 45.35, 40, 150, 22, `${L}-Bold`],
      ['SKILLS', 45.35, 354.75, 38.04, 10, `${L}-Bold`],
      ['Go', 45.35, 372, 13.18, 9.49, `${L}-Bold`],
      ['Advanced', 45.35, 381.75, 37.79, 8.5, L],
      ['PostgreSQL', 215.61, 372, 54.86, 9.49, `${L}-Bold`],
      ['Advanced', 215.61, 381.75, 37.79, 8.5, L],
      ['Kubernetes', 385.87, 372, 52.22, 9.49, `${L}-Bold`],
      ['Intermediate', 385.87, 381.75, 47.23, 8.5, L],
    ]).skills.core;
    expect(skills).toEqual(['Go', 'PostgreSQL', 'Kubernetes']);
  });
});

describe('a two-column page drawn sidebar first', () => {
  it("reads the main column's lines after the sidebar's last section in the section their column left off", () => {
    const N = 'NotoSans-Regular';
    const B = 'NotoSans-Bold';
    const resume = read(
      [
        ['Rocío Benjumea', 263, 72, 200, 28.99, B],
        ['Experiencia laboral', 263, 351, 130, 13.92, B],
        ['Responsable de Cadena de Suministro', 284.24, 380, 220, 11.95, B],
        ['Persán | Sevilla', 284.24, 396, 80, 10.78, N],
        ['ene. 2019 - actualidad', 284.24, 411, 100, 9.97, N],
        ['Planifico el aprovisionamiento de materias primas y envases', 296.99, 430, 250, 10.78, N],
      ],
      [
        ['Intereses', 29.59, 59.25, 59.69, 12.76, B],
        ['Carreras de montaña', 29.59, 91.5, 107.32, 10.78, N],
        ['Fotografía analógica', 29.59, 112.5, 103.49, 10.78, N],
        ['Formación', 263.04, 408.75, 73.77, 13.92, B],
        ['Técnica de Planificación de la Producción', 284.24, 58.5, 242.8, 11.95, B],
        ['Heineken España | Sevilla', 284.24, 74.25, 130.65, 10.78, N],
        ['sept. 2016 - dic. 2018', 284.24, 89.25, 98.19, 9.97, N],
        ['Elaboré el plan maestro de producción semanal de la', 296.99, 108.75, 267.85, 10.78, N],
        ['fábrica para 14 formatos de envase', 296.99, 124.5, 178.78, 10.78, N],
        ['Máster en Dirección de Operaciones y Logística', 284.24, 444, 250, 11.95, B],
        ['Universidad Loyola Andalucía | Sevilla', 284.24, 460, 190, 10.78, N],
        ['2017 - 2018', 284.24, 476, 55, 9.97, N],
      ],
    );
    expect(resume.experience.map((j) => [j.title, j.company])).toEqual([
      ['Responsable de Cadena de Suministro', 'Persán'],
      ['Técnica de Planificación de la Producción', 'Heineken España'],
    ]);
    expect(resume.education.map((e) => e.school)).toEqual(['Universidad Loyola Andalucía']);
  });
});

describe('one skill a line in a narrow sidebar', () => {
  it('joins a skill wrapped onto the next line, which stands closer than the skills stand to each other', () => {
    const N = 'NotoSans-Regular';
    const skills = read([
      ['AMARA OKAFOR', 54.1, 77.5, 177.8, 22, 'NotoSans-Bold'],
      ['SKILLS', 59.5, 438.4, 39.38, 12, 'NotoSans-Bold'],
      ['Employee Relations', 59.5, 458.8, 110.26, 12, N],
      ['Workday', 59.5, 478.1, 49.98, 12, N],
      ['Talent Acquisition', 59.5, 497.5, 100.32, 12, N],
      ['Performance', 59.5, 516.8, 73.14, 12, N],
      ['Management', 59.5, 533.2, 75.59, 12, N],
      ['HR Analytics', 59.5, 552.5, 69.4, 12, N],
    ]).skills.core;
    expect(skills).toEqual([
      'Employee Relations',
      'Workday',
      'Talent Acquisition',
      'Performance Management',
      'HR Analytics',
    ]);
  });

  it('joins a skill that goes on in lower case or after a joiner, however the lines stand', () => {
    const N = 'NotoSans-Regular';
    const skills = read([
      ['Rocío Benjumea', 263, 72, 200, 28.99, 'NotoSans-Bold'],
      ['Aptitudes', 27.55, 348, 57.86, 11.88, 'NotoSans-Bold'],
      ['Planificación de la demanda', 27.55, 378, 140, 10.04, N],
      ['Gestión de', 27.55, 393, 110, 10.04, N],
      ['proveedores', 27.55, 408, 60, 10.04, N],
      ['Excel avanzado', 27.55, 423, 75, 10.04, N],
      ['Negociación', 27.55, 438, 60, 10.04, N],
    ]).skills.core;
    expect(skills).toEqual(['Planificación de la demanda', 'Gestión de proveedores', 'Excel avanzado', 'Negociación']);
  });
});

describe('an executive resume typed in Word (round 13)', () => {
  const N = 'NotoSerif';
  const mark = (y: number): Row => ['\uf0b7', 58, y, 5, 10.5, 'OpenSymbol'];
  it('reads the employer on its own dated line as the employer of the roles under it, each with its dates', () => {
    const { experience } = read([
      ['NATHANIEL CORCORAN, MBA', 180, 60, 250, 18, `${N}-Bold`],
      ['PROFESSIONAL EXPERIENCE', 54.1, 300, 180, 11.5, `${N}-Bold`],
      ['SEALED AIR CORPORATION, Charlotte, NC', 54.1, 327.1, 225.47, 10.5, `${N}-Bold`],
      ['2016 – Present', 483.4, 327.1, 74.69, 10.5, `${N}-Bold`],
      ['Vice President of Sales, North America', 54.1, 342.4, 206.48, 10.5, `${N}-BoldItalic`],
      ['2020 – Present', 482, 342.4, 74.9, 10.5, `${N}-BoldItalic`],
      mark(360),
      ['Grew North American revenue from $1.2B to $1.6B', 72, 360, 260, 10.5, `${N}-Regular`],
      ['Regional Sales Director, Southeast', 54.1, 390, 185, 10.5, `${N}-BoldItalic`],
      ['2016 – 2020', 499, 390, 58, 10.5, `${N}-BoldItalic`],
      mark(408),
      ['Built the Southeast team from 18 to 34 sellers', 72, 408, 240, 10.5, `${N}-Regular`],
    ]);
    expect(
      experience.map(({ title, company, location, startDate, endDate }) => [
        title,
        company,
        location,
        startDate,
        endDate,
      ]),
    ).toEqual([
      ['Vice President of Sales, North America', 'SEALED AIR CORPORATION', 'Charlotte, NC', '2020', ''],
      ['Regional Sales Director, Southeast', 'SEALED AIR CORPORATION', 'Charlotte, NC', '2016', '2020'],
    ]);
  });

  it('reads schools written one a line without dates as a school each', () => {
    const { education } = read([
      ['NATHANIEL CORCORAN, MBA', 180, 60, 250, 18, `${N}-Bold`],
      ['EXECUTIVE SUMMARY', 54.1, 120, 140, 11.5, `${N}-Bold`],
      [
        'Sales executive with 20 years in packaging who builds national account programs and the teams that run',
        54.1,
        140,
        500,
        10.5,
        `${N}-Regular`,
      ],
      ['EDUCATION', 54.1, 411.6, 71.44, 11.5, `${N}-Bold`],
      ['MBA', 54.1, 433.2, 24.91, 10.5, `${N}-Bold`],
      [', Kellogg School of Management, Northwestern University', 79.1, 433.2, 288.59, 10.5, `${N}-Regular`],
      ['B.S., Industrial Distribution', 54.1, 449.5, 146.92, 10.5, `${N}-Bold`],
      [', Texas A&M University', 201.2, 449.5, 116.56, 10.5, `${N}-Regular`],
    ]);
    expect(education.map(({ school, degree }) => [school, degree])).toEqual([
      ['Kellogg School of Management, Northwestern University', 'MBA'],
      ['Texas A&M University', 'B.S.'],
    ]);
  });
});
